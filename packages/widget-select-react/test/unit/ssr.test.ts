import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { WidgetSelect } from '../../src/index';

test('imports and renders on a server without touching window', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    createElement(WidgetSelect, {
      data: [{ value: 'a', label: 'A' }],
      defaultValue: 'a',
      className: 'picker',
      open: true,
    }),
  );
  expect(html).toBe('<div class="picker"></div>');
});
