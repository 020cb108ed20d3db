import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { $, control, dropdown, fixture, highlighted, mount } from './helpers';
import { frames } from './waits';

const many = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));

afterEach(async () => {
  await page.viewport(414, 896);
});

for (const [kind, count] of [
  ['plain', 30],
  ['virtual', 300],
] as const) {
  test(`a ${kind} list capped by the viewport's bottom opens with its selected row fully in view`, async () => {
    await page.viewport(414, 320);
    const host = fixture('<div id="mount" aria-label="Fruit"></div>');
    host.style.cssText = 'position: fixed; left: 20px; width: 300px; top: 100px';
    mount({ data: many(count) }, host.querySelector<HTMLElement>('#mount')!).setValue('v7');
    await userEvent.click(control());
    await frames();
    expect(dropdown()?.getAttribute('data-placement')).toBe('bottom');
    const list = $('.widget-select__list')!.getBoundingClientRect();
    const row = highlighted()!;
    expect(row.textContent).toBe('Option 7');
    const box = row.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(list.top - 1);
    expect(box.bottom).toBeLessThanOrEqual(list.bottom + 1);
  });
}
