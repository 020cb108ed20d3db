import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, $$, control, highlighted, mount, rowLabels, rows } from './helpers';

const big = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));

test('virtual scrolling keeps well under 200 rows in the DOM for 100,000 options; End reaches the last', async () => {
  mount({ data: big(100_000) });
  await userEvent.click(control());
  expect(rows().length).toBeLessThan(200);
  expect(rows()[0]?.getAttribute('aria-setsize')).toBe('100000');
  expect(rows()[0]?.getAttribute('aria-posinset')).toBe('1');
  await userEvent.keyboard('{End}');
  expect(highlighted()?.textContent).toBe('Option 99999');
  expect(highlighted()?.getAttribute('aria-posinset')).toBe('100000');
  expect($('.widget-select__search')?.getAttribute('aria-activedescendant')).toBe(highlighted()?.id);
  expect(rows().length).toBeLessThan(200);
  const list = $('.widget-select__list')!;
  expect(list.scrollHeight).toBeGreaterThan(3_000_000);
});

test('the highlighted row is always scrolled into view while paging', async () => {
  mount({ data: big(1000) });
  await userEvent.click(control());
  for (let i = 0; i < 5; i++) await userEvent.keyboard('{PageDown}');
  const list = $('.widget-select__list')!.getBoundingClientRect();
  const row = highlighted()!.getBoundingClientRect();
  expect(highlighted()?.textContent).toBe('Option 50');
  expect(row.top).toBeGreaterThanOrEqual(list.top - 1);
  expect(row.bottom).toBeLessThanOrEqual(list.bottom + 1);
});

test('virtualScroll false renders every row', async () => {
  mount({ data: big(300), virtualScroll: false });
  await userEvent.click(control());
  expect(rows()).toHaveLength(300);
});

test("itemHeight 'auto' measures variable rows: correct extents, End reveals the last row", async () => {
  const data = big(500).map((option, i) => ({
    ...option,
    description: i % 3 === 0 ? 'a longer second line' : undefined,
  }));
  mount({ data, itemHeight: 'auto' });
  await userEvent.click(control());
  await userEvent.keyboard('{End}');
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const list = $('.widget-select__list')!;
  const last = $$('.widget-select__option').at(-1)!;
  expect(last.textContent).toContain('Option 499');
  const box = list.getBoundingClientRect();
  const row = last.getBoundingClientRect();
  expect(row.bottom).toBeLessThanOrEqual(box.bottom + 1);
  expect(row.top).toBeGreaterThanOrEqual(box.top - 1);
  expect(Math.abs(list.scrollTop + list.clientHeight - list.scrollHeight)).toBeLessThan(2);
});

test('typeahead on the control jumps to the next option starting with the typed text, without selecting', async () => {
  const widget = mount({
    data: [
      { value: '1', label: 'Banana' },
      { value: '2', label: 'Blueberry' },
      { value: '3', label: 'Cherry' },
      { value: '4', label: 'Écorce' },
      { value: '5', label: 'Blackberry' },
    ],
  });
  control().focus();
  await userEvent.keyboard('c');
  expect(widget.isDropdownOpen()).toBe(true);
  expect(document.activeElement).toBe(control());
  expect(highlighted()?.textContent).toBe('Cherry');
  expect(control().getAttribute('aria-activedescendant')).toBe(highlighted()?.id);
  await userEvent.keyboard('e');
  expect(highlighted()?.textContent).toBe('Cherry');
  await new Promise((resolve) => setTimeout(resolve, 600));
  await userEvent.keyboard('b');
  expect(highlighted()?.textContent).toBe('Blackberry');
  await userEvent.keyboard('b');
  expect(highlighted()?.textContent).toBe('Banana');
  await userEvent.keyboard('b');
  expect(highlighted()?.textContent).toBe('Blueberry');
  await new Promise((resolve) => setTimeout(resolve, 600));
  await userEvent.keyboard('e');
  expect(highlighted()?.textContent).toBe('Écorce');
  expect(widget.getValue()).toBeNull();
  expect(widget.getSearchQuery()).toBe('');
});

test('typing in the search input filters and never typeaheads', async () => {
  const widget = mount({ data: big(20) });
  await userEvent.click(control());
  await userEvent.keyboard('1');
  expect(widget.getSearchQuery()).toBe('1');
  expect(rowLabels().every((label) => label.includes('1'))).toBe(true);
});
