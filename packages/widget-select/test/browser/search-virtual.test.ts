import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, $$, control, fixture, highlighted, mount, rowLabels, rows } from './helpers';
import { withoutPopover } from './no-popover';
import { steppedPerformanceClock } from './waits';

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

test('a tall dropdown is filled with rows on first open, with no gap below the last rendered row', async () => {
  const style = document.head.appendChild(document.createElement('style'));
  style.textContent = '.widget-select__dropdown { --ws-dropdown-max-height: 600px !important; }';
  try {
    mount({ data: big(5000) });
    await userEvent.click(control());
    const list = $('.widget-select__list')!.getBoundingClientRect();
    // Taller than the rows a guessed 8-row viewport (plus overscan) would render.
    expect(list.height).toBeGreaterThan(14 * 36);
    const last = rows().at(-1)!.getBoundingClientRect();
    expect(last.bottom).toBeGreaterThanOrEqual(list.bottom);
  } finally {
    style.remove();
  }
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
  // The rows rendered at the end are measured a frame later and the list
  // settles on them: WebKit's input over WebDriver returns before that frame.
  await vi.waitFor(() => {
    const list = $('.widget-select__list')!;
    const last = $$('.widget-select__option').at(-1)!;
    expect(last.textContent).toContain('Option 499');
    const box = list.getBoundingClientRect();
    const row = last.getBoundingClientRect();
    expect(row.bottom).toBeLessThanOrEqual(box.bottom + 1);
    expect(row.top).toBeGreaterThanOrEqual(box.top - 1);
    expect(Math.abs(list.scrollTop + list.clientHeight - list.scrollHeight)).toBeLessThan(2);
  });
});

test('typeahead on the control jumps to the next option starting with the typed text, without selecting', async () => {
  const pause = steppedPerformanceClock();
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
  pause(600);
  await userEvent.keyboard('b');
  expect(highlighted()?.textContent).toBe('Blackberry');
  await userEvent.keyboard('b');
  expect(highlighted()?.textContent).toBe('Banana');
  await userEvent.keyboard('b');
  expect(highlighted()?.textContent).toBe('Blueberry');
  pause(600);
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

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const position = (row: HTMLElement) => Number(row.getAttribute('aria-posinset'));

test('100,000 options: open, scroll to the middle, End and Home each keep few row elements (≤ 60) in the DOM', async () => {
  mount({ data: big(100_000) });
  await userEvent.click(control());
  const list = $('.widget-select__list')!;
  const counts: Record<string, number> = { open: rows().length };
  expect(rowLabels()[0]).toBe('Option 0');
  list.scrollTop = (list.scrollHeight - list.clientHeight) / 2;
  await frames();
  counts.middle = rows().length;
  const middle = Math.round(list.scrollTop / 36);
  expect(rowLabels()).toContain(`Option ${middle}`);
  await userEvent.keyboard('{End}');
  counts.end = rows().length;
  expect(rowLabels().at(-1)).toBe('Option 99999');
  await userEvent.keyboard('{Home}');
  counts.home = rows().length;
  expect(rowLabels()[0]).toBe('Option 0');
  // Everything in the list besides the rows is the two spacers.
  expect(list.children.length).toBe(rows().length + 2);
  for (const count of Object.values(counts)) {
    expect(count).toBeGreaterThan(5);
    expect(count).toBeLessThanOrEqual(60);
  }
});

test('every rendered row carries aria-setsize (result count) and aria-posinset (1-based), after scrolling and a search', async () => {
  mount({ data: big(1000) });
  await userEvent.click(control());
  const list = $('.widget-select__list')!;
  /** Checks every rendered row against `results` (labels in result order) and returns the positions. */
  const checkRows = (results: string[]) => {
    const rendered = rows();
    expect(rendered.length).toBeGreaterThan(0);
    for (const row of rendered) {
      expect(row.getAttribute('aria-setsize')).toBe(String(results.length));
      expect(row.textContent).toBe(results[position(row) - 1]);
    }
    // The highlighted row stays rendered when scrolled away (it is the active
    // descendant); the others are one contiguous range.
    const range = rendered
      .filter((row) => !row.classList.contains('widget-select__option--highlighted'))
      .map(position);
    expect(range).toEqual(range.map((_, i) => (range[0] as number) + i));
    return rendered.map(position);
  };
  const all = big(1000).map((option) => option.label);
  expect(checkRows(all)[0]).toBe(1);
  list.scrollTop = 500 * 36;
  await frames();
  expect(checkRows(all)).toContain(501);
  list.scrollTop = list.scrollHeight;
  await frames();
  expect(checkRows(all).at(-1)).toBe(1000);

  // Tokens "option" and "1": label-prefix matches first, then the other labels holding a 1.
  const results = (query: string, token: string) => [
    ...all.filter((label) => label.startsWith(query)),
    ...all.filter((label) => !label.startsWith(query) && label.includes(token)),
  ];
  await userEvent.keyboard('Option 1');
  const found = results('Option 1', '1');
  expect(found).toHaveLength(271);
  expect(checkRows(found)[0]).toBe(1);
  list.scrollTop = 150 * 36;
  await frames();
  expect(checkRows(found)).toContain(151);
  await userEvent.keyboard('{End}');
  expect(checkRows(found).at(-1)).toBe(271);
  expect(highlighted()?.getAttribute('aria-posinset')).toBe('271');
  await userEvent.keyboard('0');
  const narrowed = results('Option 10', '10');
  expect(narrowed).toHaveLength(20);
  expect(checkRows(narrowed)).toEqual(narrowed.map((_, i) => i + 1));
});

/** 400 options under itemHeight 'auto', row i drawn `heights[i % heights.length]` px tall by its template. */
function mountMeasuredRows(heights: readonly number[]): void {
  const data = big(400).map((option, i) => ({ ...option, meta: { height: heights[i % heights.length] } }));
  mount({
    data,
    itemHeight: 'auto',
    templateResult: (option) =>
      `<div class="tall" style="height:${option.meta?.height}px">${option.label}</div>`,
  });
}

test("itemHeight 'auto' with very different row heights: End shows the last row flush at the bottom, Home the first", async () => {
  const heights = [24, 90, 40, 150, 60];
  mountMeasuredRows(heights);
  await userEvent.click(control());
  const list = $('.widget-select__list')!;
  const rendered = rows().slice(0, 5);
  const rowHeights = rendered.map((row) => row.getBoundingClientRect().height);
  expect(new Set(rowHeights).size).toBe(5);
  for (let i = 0; i < 5; i++) expect(rowHeights[i]).toBeGreaterThanOrEqual(heights[i] as number);
  const settled = async (label: string, edge: 'top' | 'bottom') => {
    await expect
      .poll(() => {
        const row = rows().find((r) => r.textContent === label);
        if (!row) return 'not rendered';
        const box = list.getBoundingClientRect();
        const at = row.getBoundingClientRect();
        return Math.abs(edge === 'bottom' ? at.bottom - box.bottom : at.top - box.top) < 1.5;
      })
      .toBe(true);
  };
  await userEvent.keyboard('{End}');
  expect(highlighted()?.textContent).toBe('Option 399');
  await settled('Option 399', 'bottom');
  // The scroll extent ends exactly at the last row: nothing below it, nothing cut off.
  expect(Math.abs(list.scrollTop + list.clientHeight - list.scrollHeight)).toBeLessThan(2);
  expect(rows().at(-1)?.textContent).toBe('Option 399');
  await userEvent.keyboard('{Home}');
  expect(highlighted()?.textContent).toBe('Option 0');
  await settled('Option 0', 'top');
  expect(list.scrollTop).toBe(0);
  // Scroll by hand to the middle and back to the end: the extent still ends at the last row.
  list.scrollTop = list.scrollHeight / 2;
  await frames();
  list.scrollTop = list.scrollHeight;
  await settled('Option 399', 'bottom');
  await userEvent.keyboard('{End}');
  await settled('Option 399', 'bottom');
  expect(Math.abs(list.scrollTop + list.clientHeight - list.scrollHeight)).toBeLessThan(2);
});

test('grouped virtual list: option rows count 1..N across groups (headers do not count), also after scrolling', async () => {
  mount({
    data: [
      { label: 'First', options: big(150) },
      {
        label: 'Second',
        options: Array.from({ length: 150 }, (_, i) => ({ value: `w${i}`, label: `Other ${i}` })),
      },
    ],
  });
  await userEvent.click(control());
  const list = $('.widget-select__list')!;
  const check = () => {
    const rendered = rows();
    for (const row of rendered) expect(row.getAttribute('aria-setsize')).toBe('300');
    for (const row of rendered) {
      const [kind, n] = (row.textContent ?? '').split(' ');
      expect(position(row)).toBe(kind === 'Option' ? Number(n) + 1 : Number(n) + 151);
    }
    return rendered.map(position);
  };
  expect(check()[0]).toBe(1);
  list.scrollTop = 150 * 36;
  await frames();
  expect($$('.widget-select__group').map((group) => group.textContent)).toContain('Second');
  expect(check()).toContain(151);
  await userEvent.keyboard('{End}');
  expect(check().at(-1)).toBe(300);
});

// Rendering inside the ResizeObserver callback made Chromium report a ResizeObserver loop error.
test("itemHeight 'auto': scrolling a variable-height list by hand raises no window error events", async () => {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.message);
  window.addEventListener('error', onError, true);
  try {
    mountMeasuredRows([24, 90, 40, 150, 60]);
    await userEvent.click(control());
    const list = $('.widget-select__list')!;
    for (const fraction of [0.5, 1, 0.25, 0.75]) {
      list.scrollTop = fraction * list.scrollHeight;
      await frames();
    }
    // A resize-observer loop error is reported at the end of a frame: two more frames.
    await frames();
    await frames();
    expect(errors).toEqual([]);
  } finally {
    window.removeEventListener('error', onError, true);
  }
});

test('a reopened list shows what changed while it was closed: selection, dynamic disabling, a new template', async () => {
  let blocked = '';
  const widget = mount({ data: big(500), isOptionDisabled: (option) => option.value === blocked });
  await userEvent.click(control());
  await userEvent.keyboard('{Escape}');
  widget.setValue('v2');
  blocked = 'v1';
  await userEvent.click(control());
  const row = (value: string) => $(`.widget-select__option[data-value="${value}"]`);
  expect(row('v2')?.getAttribute('aria-selected')).toBe('true');
  expect(row('v2')?.classList.contains('widget-select__option--highlighted')).toBe(true);
  expect(row('v1')?.getAttribute('aria-disabled')).toBe('true');
  await userEvent.keyboard('{Escape}');
  widget.updateOptions({ templateResult: (option) => `<b>${option.label}!</b>` });
  await userEvent.click(control());
  expect(row('v0')?.querySelector('b')?.textContent).toBe('Option 0!');
});

test("itemHeight 'auto': after End, the browser clamping the scroll while a row is re-measured leaves the last row flush at the bottom", async () => {
  mountMeasuredRows([40]);
  await userEvent.click(control());
  const list = $('.widget-select__list')!;
  /** How far the last row ends below the list's bottom edge, once it settles. */
  const flushAtBottom = (when: string) =>
    expect
      .poll(
        () => {
          const row = rows().find((r) => r.textContent === 'Option 399');
          return row
            ? Math.round(row.getBoundingClientRect().bottom - list.getBoundingClientRect().bottom)
            : 'gone';
        },
        { message: when },
      )
      .toBe(0);
  await userEvent.keyboard('{End}');
  await flushAtBottom('after End');
  // The last row shrinks for a moment (content that lays out late, a font
  // swap): the browser clamps the scroll position to the shorter list. That
  // scroll is not the user's: once the row is back to its height, the
  // highlighted last row is shown whole again.
  const last = rows()
    .find((r) => r.textContent === 'Option 399')!
    .querySelector<HTMLElement>('.tall')!;
  last.style.height = '10px';
  await frames();
  last.style.height = '40px';
  await frames();
  await flushAtBottom('after the row is back to its height');
});

test('a list capped to the room below keeps its scroll position when the dropdown is placed again (the window resizes)', () =>
  withoutPopover(async () => {
    // A 260 px scrolling panel clips the dropdown, which opens in place below
    // the control: its height is capped to the room left in the panel, less
    // than the 320 px the list may take.
    const host = fixture('<div style="height: 260px; overflow: auto"><div id="low"></div></div>');
    mount({ data: big(1000) }, host.querySelector<HTMLElement>('#low')!);
    await userEvent.click(control());
    const list = $('.widget-select__list')!;
    expect(list.clientHeight).toBeLessThan(300);
    await userEvent.keyboard('{End}');
    await expect.poll(() => list.scrollTop).toBe(list.scrollHeight - list.clientHeight);
    const bottom = list.scrollTop;
    // Placing the dropdown again measures its natural height for a moment,
    // which lets the list grow; WebKit pulled the list's scroll up then and
    // left it there, cutting the highlighted last row.
    window.dispatchEvent(new Event('resize'));
    await frames();
    expect(list.scrollTop).toBe(bottom);
    expect(highlighted()?.textContent).toBe('Option 999');
  }));
