/**
 * One million options: after each typed key the list is what a plain filter
 * with the documented ranking says (label prefix first, then the rest, ties
 * in data order) — at its first row, a middle row and its last row.
 */
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, control, mount, search } from './helpers';
import { COUNT, expected, fold, people } from './million-people';
import { scrollToRow as scrollTo } from './scrolling';

const list = () => $('.widget-select__list')!;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * After a key: the first, a middle and the last row are the expected
 * matches, and the set size is their count. A key typed before the search
 * keys are all built shows the matches found so far first, so this waits
 * for the full count.
 */
async function expectRows(want: number[], prefix = 'p') {
  await vi.waitFor(
    () => expect($('.widget-select__option')?.getAttribute('aria-setsize')).toBe(String(want.length)),
    { timeout: 20_000 },
  );
  const first = $('.widget-select__option')!;
  expect(first.dataset.value).toBe(`${prefix}${want[0]}`);
  expect(first.getAttribute('aria-setsize')).toBe(String(want.length));
  const middle = Math.floor(want.length / 2);
  expect((await scrollTo(middle + 1)).dataset.value).toBe(`${prefix}${want[middle]}`);
  expect((await scrollTo(want.length)).dataset.value).toBe(`${prefix}${want[want.length - 1]}`);
  list().scrollTop = 0;
  await nextFrame();
}

test('each key of "nguy" over 1,000,000 options: first, middle and last rows as a plain ranked filter says', async () => {
  const data = people(COUNT);
  const folded = data.map((option) => fold(option.label));
  const widget = mount({ data });
  await userEvent.click(control());
  let query = '';
  // "y" leaves a tenth of the options: it re-checks the matches of "ngu" instead of sweeping every label.
  for (const key of 'nguy') {
    query += key;
    await userEvent.keyboard(key);
    const want = expected(folded, query);
    expect(want.length).toBeGreaterThan(1000);
    await expectRows(want);
  }
  // End reaches the last match; Enter picks it.
  await userEvent.keyboard('{End}');
  const last = expected(folded, query).at(-1);
  await vi.waitFor(() => expect($('.widget-select__option--highlighted')?.dataset.value).toBe(`p${last}`));
  expect(search()?.getAttribute('aria-activedescendant')).toBe($('.widget-select__option--highlighted')?.id);
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toBe(`p${last}`);
  // A new data set of equal values (new objects) keeps the selection.
  widget.setData(people(COUNT));
  expect(widget.getValue()).toBe(`p${last}`);
  expect($('.widget-select__value')?.textContent).toBe(data[last as number]?.label);
}, 120_000);

test('1,000,000 options with descriptions, typed right after opening: label prefix, label, then description matches, each in data order', async () => {
  // Every third option has a description; some mention a place with "ngu" in it.
  const PLACES = ['Nguyen Hue', 'Hà Nội', 'Ngũ Hành Sơn', 'Berlin', 'Lyon'];
  const data: { value: string; label: string; description?: string }[] = people(COUNT).map((option, i) =>
    i % 3 === 0
      ? { ...option, value: `d${i}`, description: PLACES[(i / 3) % PLACES.length] as string }
      : { ...option, value: `d${i}` },
  );
  const labels = data.map((option) => fold(option.label));
  const descriptions = data.map((option) => fold(option.description ?? ''));
  const want = (query: string) => {
    const prefix: number[] = [];
    const inside: number[] = [];
    const other: number[] = [];
    for (let i = 0; i < labels.length; i++) {
      const label = labels[i] as string;
      if (label.startsWith(query)) prefix.push(i);
      else if (label.includes(query)) inside.push(i);
      else if ((descriptions[i] as string).includes(query)) other.push(i);
    }
    return prefix.concat(inside, other);
  };
  mount({ data });
  await userEvent.click(control());
  let query = '';
  for (const key of 'ngu') {
    query += key;
    await userEvent.keyboard(key);
    const expectedRows = want(query);
    expect(expectedRows.length).toBeGreaterThan(1000);
    await expectRows(expectedRows, 'd');
  }
}, 120_000);

test('keys typed into a brand-new 1,000,000-option widget: the matches found so far at once, all of them once the keys are built', async () => {
  const data = people(COUNT);
  const folded = data.map((option) => fold(option.label));
  const widget = mount({ data });
  widget.open();
  // Two keys before any idle time: each searches the options whose keys are built by then.
  await userEvent.keyboard('ng');
  const shown = Number($('.widget-select__option')?.getAttribute('aria-setsize'));
  const want = expected(folded, 'ng');
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(want.length);
  // Synchronous answers do not wait for the rest of the keys.
  expect(widget.getSearchQuery()).toBe('ng');
  expect(widget.getValue()).toBeNull();
  await expectRows(want);
  // The highlight moved to where the full list starts, and the search input points at it.
  const highlighted = $('.widget-select__option--highlighted');
  expect(highlighted?.dataset.value).toBe(`p${want[0]}`);
  expect(search()?.getAttribute('aria-activedescendant')).toBe(highlighted?.id);
  await userEvent.keyboard('u');
  await expectRows(expected(folded, 'ngu'));
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toBe(`p${expected(folded, 'ngu')[0]}`);
}, 120_000);
