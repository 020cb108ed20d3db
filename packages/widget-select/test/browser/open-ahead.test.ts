/**
 * A list built ahead of its first open (at idle, view/open-list-slot.ts)
 * makes that open's first rows then, detached: the open shows those very
 * elements, in their state at the open.
 */
import { expect, test } from 'vitest';
import type { OpenListPart } from '../../src/view/open-list-part';
import { $, highlighted, mount, rows } from './helpers';

const many = Array.from({ length: 1000 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));

/** The widget's view, which builds its open list (a private member of the facade). */
const listOf = (widget: unknown) =>
  (widget as { view: { requestOpenList(): OpenListPart<unknown> | null } }).view.requestOpenList();

test('the rows made ahead are the rows the first open shows, with the state of the open', () => {
  const widget = mount({ data: many });
  const list = listOf(widget);
  list?.prepare();
  const made = Array.from(list?.dropdownView.list.querySelectorAll('[role="option"]') ?? []);
  expect(made.length).toBeGreaterThan(0);
  expect($('.widget-select__option')).toBeNull();
  widget.setValue('v2');
  widget.open();
  const shown = rows();
  for (const row of made) expect(shown).toContain(row);
  expect(highlighted()?.dataset.value).toBe('v2');
  expect(shown.find((row) => row.dataset.value === 'v2')?.getAttribute('aria-selected')).toBe('true');
});

test('a tree, a multiple select with selectedFirst and a list already open make nothing ahead', () => {
  for (const options of [
    { data: [{ value: 'a', label: 'A', children: many.slice(0, 5) }] },
    { data: many, multiple: true, selectedFirst: true },
  ]) {
    const list = listOf(mount(options));
    list?.prepare();
    expect(list?.dropdownView.list.querySelector('[role="option"], [role="treeitem"]')).toBeNull();
  }
  const widget = mount({ data: many });
  widget.open();
  const list = listOf(widget);
  const before = rows();
  list?.prepare();
  expect(rows()).toEqual(before);
});
