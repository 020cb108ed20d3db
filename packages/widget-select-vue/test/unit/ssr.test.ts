import { expect, test } from 'vitest';
import { createSSRApp, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { WidgetSelect } from '../../src/index';

test('imports and renders on a server without touching window', async () => {
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
  expect(await renderToString(app)).toBe('<div class="picker"></div>');
});
