import { expect, test } from 'vitest';
import { render } from '@testing-library/react';
test('tsx works', () => {
  const r = render(<div className="x">hi</div>);
  expect(r.container.querySelector('.x')?.textContent).toBe('hi');
});
