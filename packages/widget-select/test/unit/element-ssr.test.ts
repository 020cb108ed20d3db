/** `widget-select/element` on a server: importing it must not throw where there is no DOM. */
import { expect, it } from 'vitest';

it('imports in Node (no HTMLElement, no customElements) and exports the class without defining anything', async () => {
  expect(typeof HTMLElement).toBe('undefined');
  const entry = await import('../../src/element/index');
  expect(entry.WidgetSelectElement).toBeTypeOf('function');
  expect(typeof customElements).toBe('undefined');
});
