/**
 * Lists far taller than any browser lets an element be (2 and 5 million
 * fixed rows, 1 million rows of measured heights): End and Home, a drag of
 * the scrollbar, the wheel, PageDown from a middle row and typeahead reach
 * the first, a middle and the last row, and the rows the user sees are the
 * right ones with the right positions.
 */
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { SelectOptions } from '../../src/index';
import { control, highlighted, mount, rows, search } from './helpers';
import { pagedBackend } from './remote/backend';
import { dragTo, frames, list, position, visibleRows } from './scrolling';

/** Below every engine's element height limit (Firefox: about 17.9 million px). */
const ENGINE_LIMIT = 17_000_000;

/** "Row n" for every row but three that typeahead can find: the first, the middle and the last. */
function data(count: number, described = false) {
  const middle = Math.floor(count / 2);
  const out = new Array<{ value: string; label: string; description?: string }>(count);
  for (let i = 0; i < count; i++) {
    const label =
      i === 0 ? 'Alpha first' : i === middle ? 'Middle row' : i === count - 1 ? 'Zulu last' : `Row ${i}`;
    out[i] =
      described && i % 3 === 0
        ? { value: `r${i}`, label, description: `A second line under row ${i}` }
        : { value: `r${i}`, label };
  }
  return out;
}

const labelAt = (count: number, at: number) => {
  const i = at - 1;
  return i === 0
    ? 'Alpha first'
    : i === Math.floor(count / 2)
      ? 'Middle row'
      : i === count - 1
        ? 'Zulu last'
        : `Row ${i}`;
};

/**
 * The option rows the user sees (their boxes meet the list's box), checked
 * to be consecutive, labelled and counted right; returns their positions.
 */
function seen(count: number): number[] {
  const visible = visibleRows();
  expect(visible.length).toBeGreaterThan(3);
  const positions = visible.map(position);
  expect(positions).toEqual(positions.map((_, i) => (positions[0] as number) + i));
  for (const row of visible) {
    expect(row.getAttribute('aria-setsize')).toBe(String(count));
    expect(row.querySelector('.widget-select__label')?.textContent).toBe(labelAt(count, position(row)));
  }
  // Rows follow each other without gaps or overlaps.
  for (let i = 1; i < visible.length; i++) {
    const previous = (visible[i - 1] as HTMLElement).getBoundingClientRect();
    expect(Math.abs(previous.bottom - (visible[i] as HTMLElement).getBoundingClientRect().top)).toBeLessThan(
      1,
    );
  }
  return positions;
}

/**
 * The highlighted row is `at` (1-based), fully in view, and the active
 * descendant. Rows of measured heights are measured in the frame they first
 * show and the list settles on them at the next: in that frame the rows
 * still sit at their estimated heights (the last row after End a few px
 * below the list's bottom, in every engine). WebKit's keys over WebDriver
 * return before the list has settled, so this waits for it.
 */
async function expectHighlighted(count: number, at: number, owner: HTMLElement) {
  await vi.waitFor(() => expect(highlighted() && position(highlighted()!)).toBe(at));
  await frames();
  await vi.waitFor(() => {
    const row = highlighted()!;
    expect(position(row)).toBe(at);
    expect(row.getAttribute('aria-setsize')).toBe(String(count));
    expect(row.querySelector('.widget-select__label')?.textContent).toBe(labelAt(count, at));
    expect(owner.getAttribute('aria-activedescendant')).toBe(row.id);
    const box = list().getBoundingClientRect();
    const rect = row.getBoundingClientRect();
    expect(rect.top).toBeGreaterThanOrEqual(box.top - 1);
    expect(rect.bottom).toBeLessThanOrEqual(box.bottom + 1);
    expect(seen(count)).toContain(at);
  });
}

async function endAndHome(count: number) {
  await userEvent.click(control());
  expect(list().scrollHeight).toBeLessThan(ENGINE_LIMIT);
  await expectHighlighted(count, 1, search()!);
  await userEvent.keyboard('{End}');
  await expectHighlighted(count, count, search()!);
  const element = list();
  expect(Math.abs(element.scrollTop + element.clientHeight - element.scrollHeight)).toBeLessThan(2);
  await userEvent.keyboard('{Home}');
  await expectHighlighted(count, 1, search()!);
  expect(element.scrollTop).toBe(0);
}

async function scrollbar(count: number) {
  for (const fraction of [0.5, 0.25, 0.999, 0.001, 0.75]) {
    await dragTo(fraction);
    const first = seen(count)[0] as number;
    expect(Math.abs(first / count - fraction)).toBeLessThan(0.01);
  }
  await dragTo(1);
  expect(seen(count).at(-1)).toBe(count);
  await dragTo(0);
  expect(seen(count)[0]).toBe(1);
}

/** The wheel moves the rows by exactly the px it scrolls, in the middle and down to the last row. */
async function wheel(count: number) {
  await dragTo(0.5);
  const anchor = rows().find((row) => position(row) === seen(count)[2])!;
  const before = anchor.getBoundingClientRect().top;
  const scrolled = list().scrollTop;
  await userEvent.wheel(list(), { delta: { y: 200 } });
  await vi.waitFor(() => expect(list().scrollTop).not.toBe(scrolled));
  await frames();
  const moved = list().scrollTop - scrolled;
  await vi.waitFor(() => {
    const row = rows().find((candidate) => candidate.id === anchor.id);
    expect(row).toBeDefined();
    expect(Math.abs(row!.getBoundingClientRect().top - (before - moved))).toBeLessThan(1);
  });
  seen(count);
  await dragTo(0.9999);
  await userEvent.wheel(list(), { delta: { y: 5000 } });
  await vi.waitFor(() => expect(seen(count).at(-1)).toBe(count));
}

/** PageDown from a middle row the pointer highlighted moves ten rows and keeps the row in view. */
async function pageDown(count: number) {
  await dragTo(0.5);
  const visible = seen(count);
  const target = rows().find((row) => position(row) === visible[3])!;
  await userEvent.hover(target);
  await expectHighlighted(count, visible[3] as number, search()!);
  let at = visible[3] as number;
  for (let i = 0; i < 4; i++) {
    await userEvent.keyboard('{PageDown}');
    at += 10;
    await expectHighlighted(count, at, search()!);
  }
  await userEvent.keyboard('{PageUp}');
  await expectHighlighted(count, at - 10, search()!);
}

/** Typeahead on the control reaches the middle, the last and the first row. */
async function typeahead(count: number) {
  // The typeahead buffer reads the page's clock: stepped here, so the pause costs no wait.
  vi.useFakeTimers({ toFake: ['performance'] });
  const pause = (ms: number) => vi.advanceTimersByTime(ms);
  try {
    await typeaheadSteps(count, pause);
  } finally {
    vi.useRealTimers();
  }
}

async function typeaheadSteps(count: number, pause: (ms: number) => void) {
  await userEvent.keyboard('{Escape}');
  control().focus();
  await userEvent.keyboard('m');
  await expectHighlighted(count, Math.floor(count / 2) + 1, control());
  pause(600);
  await userEvent.keyboard('z');
  await expectHighlighted(count, count, control());
  pause(600);
  await userEvent.keyboard('a');
  await expectHighlighted(count, 1, control());
}

async function everyWay(count: number, options: SelectOptions = {}) {
  mount({ data: data(count, options.itemHeight === 'auto'), ...options });
  await endAndHome(count);
  await scrollbar(count);
  await wheel(count);
  await pageDown(count);
  await typeahead(count);
}

test('2,000,000 rows: End, Home, the scrollbar, the wheel, PageDown and typeahead reach the first, a middle and the last row', async () => {
  await everyWay(2_000_000);
}, 120_000);

test('5,000,000 rows: End, Home, the scrollbar, the wheel, PageDown and typeahead reach the first, a middle and the last row', async () => {
  await everyWay(5_000_000);
}, 180_000);

test("1,000,000 rows of measured heights (itemHeight 'auto', descriptions): every way reaches the first, a middle and the last row", async () => {
  await everyWay(1_000_000, { itemHeight: 'auto' });
}, 120_000);

test('a list below the cap keeps its full height and its scroll position is the row offset', async () => {
  mount({ data: data(100_000) });
  await userEvent.click(control());
  const element = list();
  expect(element.scrollHeight).toBe(100_000 * 36);
  element.scrollTop = 50_000 * 36;
  await frames();
  expect(seen(100_000)[0]).toBe(50_001);
});

test('a remote list past the cap loads its next page when scrolled to its end, and its new end is in reach', async () => {
  const backend = pagedBackend({ total: 300_000, pageSize: 150_000 });
  mount({ ajax: { request: backend.request, pagination: true } });
  await userEvent.click(control());
  const setSize = () => rows()[0]?.getAttribute('aria-setsize');
  await expect.poll(setSize).toBe('150000');
  expect(list().scrollHeight).toBeLessThan(ENGINE_LIMIT);
  await dragTo(1);
  await expect.poll(setSize, { timeout: 10_000 }).toBe('300000');
  expect(backend.calls.map((call) => call.page)).toEqual([0, 1]);
  // The list goes back to its highlighted first row as the page lands; drag again until it has.
  await expect
    .poll(async () => {
      await dragTo(1);
      return visibleRows().map(position).at(-1);
    })
    .toBe(300_000);
});
