import { expect, test } from 'vitest';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { WidgetSelect } from '../../src/index';

test('imports and renders the closed control on a server without touching window', async () => {
  expect(typeof window).toBe('undefined');
  const app = createSSRApp({
    render: () =>
      h(WidgetSelect, {
        class: 'picker',
        modelValue: 'a',
        open: true,
        options: { data: [{ value: 'a', label: 'A' }] },
      }),
  });
  const html = await renderToString(app);
  expect(html).toMatch(
    /^<div class="picker"><div class="widget-select widget-select--single" data-theme="default"/,
  );
  expect(html).toContain('<span class="widget-select__value">A</span>');
  expect(html).not.toContain('widget-select__dropdown');
});
