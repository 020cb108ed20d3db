/**
 * treeLayout: 'columns' beyond the basics: lazy parents, right-to-left
 * pages, the pointer's intent delay, a level with 100,000 children,
 * typeahead inside a column, and the phone sheet's one column with Back.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { TYPEAHEAD_RESET_MS } from '../../src/core/domain/typeahead';
import { HOVER_INTENT } from '../../src/features/columns/bind';
import type { Option } from '../../src/index';
import { activeDescendant, columnsOf, columnTexts, highlightedValue, places, rowOf } from './columns-helpers';
import { $, $$, clickControl, control, dropdown, fixture, mount, search } from './helpers';
import { nextTask, steppedPerformanceClock } from './waits';

const cascader = (options = {}, html = '<label for="city">City</label><div id="city"></div>') => {
  const host = fixture(html);
  return mount(
    { data: places, treeLayout: 'columns', ...options },
    host.querySelector<HTMLElement>('#city')!,
  );
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a lazy parent loads when its column opens: the loading row, then its rows; a failure shows Retry', async () => {
  let fail = true;
  const answers: ((children: Option[]) => void)[] = [];
  cascader({
    data: [
      { value: 'asia', label: 'Asia', hasChildren: true },
      { value: 'europe', label: 'Europe' },
    ],
    loadChildren: () =>
      new Promise<Option[]>((resolve, reject) => {
        // A failure arrives in a task of its own, as over a network.
        if (fail) void nextTask().then(() => reject(new Error('offline')));
        else answers.push(resolve);
      }),
  });
  await clickControl();
  expect(rowOf('asia')!.classList).toContain('widget-select__option--parent');
  await userEvent.click(rowOf('asia')!);
  await expect.poll(() => $('.widget-select__column .widget-select__message--error')).not.toBeNull();
  expect(columnsOf()).toHaveLength(2);
  fail = false;
  await userEvent.click($('.widget-select__column .widget-select__message--error button')!);
  await expect.poll(() => answers.length).toBe(1);
  expect($('.widget-select__column .widget-select__message--loading')).not.toBeNull();
  expect(rowOf('asia')!.getAttribute('aria-busy')).toBe('true');
  answers[0]!([
    { value: 'vn', label: 'Vietnam' },
    { value: 'jp', label: 'Japan' },
  ]);
  await expect.poll(() => columnTexts()[1]).toEqual(['Vietnam', 'Japan']);
  expect($('.widget-select__message--loading')).toBeNull();
});

for (const multiple of [false, true]) {
  test(`a failed column's Retry: Tab from the search field reaches it, Shift+Tab goes back, Enter loads again, Escape closes (multiple: ${multiple})`, async () => {
    const asked: string[] = [];
    const widget = cascader({
      multiple,
      data: [
        { value: 'asia', label: 'Asia', hasChildren: true },
        { value: 'europe', label: 'Europe', hasChildren: true },
      ],
      loadChildren: (option: Option) => {
        asked.push(option.value);
        return Promise.reject(new Error('HTTP 500'));
      },
    });
    await clickControl();
    await userEvent.keyboard('{ArrowRight}');
    const retry = () => $<HTMLButtonElement>('.widget-select__column .widget-select__message--error button');
    await expect.poll(retry).not.toBeNull();
    expect(document.activeElement).toBe(search());
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(retry());
    expect(widget.isDropdownOpen()).toBe(true);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(search());
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.poll(() => asked).toEqual(['asia', 'asia']);
    expect(document.activeElement).toBe(search());
    await expect.poll(retry).not.toBeNull();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(retry());
    await userEvent.keyboard('{Escape}');
    expect(widget.isDropdownOpen()).toBe(false);
  });
}

test('ArrowRight on a lazy parent highlights its first row once its children arrive', async () => {
  const answers: ((children: Option[]) => void)[] = [];
  cascader({
    data: [{ value: 'asia', label: 'Asia', hasChildren: true }],
    loadChildren: () => new Promise<Option[]>((resolve) => answers.push(resolve)),
  });
  await clickControl();
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => answers.length).toBe(1);
  answers[0]!([{ value: 'vn', label: 'Vietnam' }]);
  await expect.poll(highlightedValue).toBe('vn');
  expect(activeDescendant()?.dataset.value).toBe('vn');
});

test('right to left: the columns run from the right, ArrowLeft opens a column and ArrowRight goes back', async () => {
  cascader({}, '<div dir="rtl"><label for="city">City</label><div id="city"></div></div>');
  await clickControl();
  await userEvent.keyboard('{ArrowRight}');
  // ArrowRight is "back" in RTL: nothing opens from the first column.
  expect(columnsOf()).toHaveLength(1);
  await userEvent.keyboard('{ArrowLeft}');
  expect(columnsOf()).toHaveLength(2);
  expect(highlightedValue()).toBe('vn');
  const [first, second] = columnsOf();
  expect(second!.getBoundingClientRect().right).toBeLessThanOrEqual(first!.getBoundingClientRect().left + 1);
  await userEvent.keyboard('{ArrowRight}');
  expect(highlightedValue()).toBe('asia');
});

test('hover opens a parent after a short rest, not at once', async () => {
  cascader();
  await clickControl();
  const asia = rowOf('asia')!;
  let moved = 0;
  asia.addEventListener('pointermove', () => {
    moved ||= performance.now();
  });
  let opened = 0;
  const observer = new MutationObserver(() => {
    if (!opened && columnsOf().length > 1) opened = performance.now();
  });
  observer.observe(dropdown()!, { childList: true, subtree: true });
  await userEvent.hover(asia);
  expect(highlightedValue()).toBe('asia');
  await expect.poll(() => columnTexts()[1]).toEqual(['Vietnam', 'Japan']);
  observer.disconnect();
  // Timer granularity aside, the column waited for the pointer to rest.
  expect(opened - moved).toBeGreaterThanOrEqual(HOVER_INTENT - 20);
});

test('a pointer crossing rows on its way opens only the row it rests on', async () => {
  cascader();
  await clickControl();
  const labels: string[] = [];
  const observer = new MutationObserver(() => {
    for (const column of columnsOf()) labels.push(column.getAttribute('aria-label') ?? '');
  });
  observer.observe(dropdown()!, { attributes: true, subtree: true, attributeFilter: ['aria-label'] });
  // Two moves in one task, as a quick pass over Asia on the way to Europe.
  for (const [value, y] of [
    ['asia', 10],
    ['europe', 12],
  ] as const) {
    const row = rowOf(value)!;
    const box = row.getBoundingClientRect();
    row.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        clientX: box.left + 5,
        clientY: box.top + y,
        pointerType: 'mouse',
      }),
    );
  }
  await wait(HOVER_INTENT * 2);
  observer.disconnect();
  expect(columnTexts()[1]).toEqual(['France', 'Germany']);
  expect(labels).not.toContain('Asia');
});

test('a level with 100,000 children scrolls as a virtual list; End reaches the last, named by aria-activedescendant', async () => {
  const children = Array.from({ length: 100_000 }, (_, i) => ({ value: `c${i}`, label: `City ${i}` }));
  cascader({ data: [{ value: 'big', label: 'Big', children }] });
  await clickControl();
  await userEvent.keyboard('{ArrowRight}');
  expect(highlightedValue()).toBe('c0');
  const column = columnsOf()[1]!;
  expect($$('.widget-select__option', column).length).toBeLessThan(200);
  expect(column.scrollHeight).toBeGreaterThan(100_000 * 20);
  await userEvent.keyboard('{End}');
  expect(highlightedValue()).toBe('c99999');
  expect(activeDescendant()?.textContent).toBe('City 99999');
  expect($$('.widget-select__option', column).length).toBeLessThan(200);
});

test("a column's rows and the search's say their place in the whole list, not among the rows rendered", async () => {
  const children = Array.from({ length: 300 }, (_, i) => ({ value: `c${i}`, label: `City ${i}` }));
  cascader({
    data: [
      { value: 'big', label: 'Big', children },
      { value: 'small', label: 'Small' },
    ],
  });
  await clickControl();
  const place = () => [
    activeDescendant()?.getAttribute('aria-posinset'),
    activeDescendant()?.getAttribute('aria-setsize'),
  ];
  expect(place()).toEqual(['1', '2']);
  await userEvent.keyboard('{ArrowRight}{End}');
  expect(highlightedValue()).toBe('c299');
  expect($$('.widget-select__option', columnsOf()[1]).length).toBeLessThan(300);
  expect(place()).toEqual(['300', '300']);
  await userEvent.type(search()!, 'city');
  await userEvent.keyboard('{End}');
  expect(highlightedValue()).toBe('c299');
  expect($$('.widget-select__option').length).toBeLessThan(300);
  expect(place()).toEqual(['300', '300']);
});

test('typeahead on the control moves inside the highlighted column', async () => {
  const pause = steppedPerformanceClock();
  cascader({ searchable: false });
  await clickControl();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(highlightedValue()).toBe('hanoi');
  await userEvent.keyboard('j');
  // Japan is in the column before: the letter stays in Hanoi's column.
  expect(highlightedValue()).toBe('hanoi');
  // A pause: the next letter starts a new search.
  pause(TYPEAHEAD_RESET_MS + 100);
  await userEvent.keyboard('h');
  expect(highlightedValue()).toBe('hcmc');
  expect(document.activeElement).toBe(control());
});

test('the sheet shows one column at a time, with a Back button in its header', async () => {
  cascader({ presentation: 'sheet' });
  await clickControl();
  expect(dropdown()!.classList).toContain('widget-select__dropdown--sheet');
  expect(columnsOf()).toHaveLength(1);
  expect($('.widget-select__back')).toBeNull();
  await userEvent.click(rowOf('asia')!);
  expect(columnTexts()).toEqual([['Vietnam', 'Japan']]);
  const back = $('.widget-select__sheet-header .widget-select__back')!;
  expect(back.tagName).toBe('BUTTON');
  expect(back.textContent).toBe('City');
  await userEvent.click(rowOf('jp')!);
  expect(columnTexts()).toEqual([['Tokyo', 'Osaka']]);
  expect(back.textContent).toBe('Asia');
  await userEvent.click(back);
  expect(columnTexts()).toEqual([['Vietnam', 'Japan']]);
  await userEvent.click($('.widget-select__back')!);
  expect(columnTexts()).toEqual([['Asia', 'Europe']]);
  expect($('.widget-select__back')).toBeNull();
});
