import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { WidgetSelect } from '../../src/index';

test('imports and renders the closed control on a server without touching window', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    createElement(WidgetSelect, {
      data: [{ value: 'a', label: 'A' }],
      defaultValue: 'a',
      className: 'picker',
      open: true,
    }),
  );
  expect(html).toMatch(
    /^<div class="picker"><div class="widget-select widget-select--single" data-theme="default"/,
  );
  expect(html).toContain('<span class="widget-select__value">A</span>');
  // Closed whatever `open` says: the list is the client's.
  expect(html).not.toContain('widget-select__dropdown');
});
