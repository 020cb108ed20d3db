/**
 * `commit: 'apply'` with the options it meets: maxSelections, the
 * select-all header, groupSelect, a tree's cascade, remote pages and the
 * phone sheet. Real clicks and keys; the pending value is what the rows
 * show, the value moves only on Apply.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { selectAllHeaderPlugin } from '../../src/index';
import {
  $,
  $$,
  clickControl,
  control,
  fruits,
  mount,
  recordEvents,
  rows,
  search,
  tagValues,
} from './helpers';
import { pagedBackend } from './remote/backend';
import { catalog, clickLabel, expand, selectedRows } from './tree-helpers';

const row = (label: string) => rows().find((r) => r.textContent === label)!;
const apply = () => userEvent.click($('button.widget-select__apply')!);
const names = (log: [string, unknown][]) => log.map(([name]) => name);

test('a pending pick beyond maxSelections is refused with maximum; the value moves only on Apply', async () => {
  const widget = mount({ data: fruits, multiple: true, commit: 'apply', maxSelections: 2 });
  const log = recordEvents(widget);
  await userEvent.click(control());
  for (const label of ['Apple', 'Banana', 'Cherry']) await userEvent.click(row(label));
  expect(widget.getPendingValue()).toEqual(['apple', 'banana']);
  expect(row('Cherry').getAttribute('aria-selected')).toBe('false');
  expect(names(log)).toEqual(['open', 'maximum']);
  await apply();
  expect(widget.getValue()).toEqual(['apple', 'banana']);
});

test('the select-all header selects and clears the pending value; a query selects the matches', async () => {
  const widget = mount({
    data: fruits,
    multiple: true,
    commit: 'apply',
    plugins: [selectAllHeaderPlugin()],
  });
  widget.setValue(['date']);
  const log = recordEvents(widget);
  await userEvent.click(control());
  const buttons = () => $$<HTMLButtonElement>('.widget-select__header .widget-select__bulk-button');
  await userEvent.click(buttons()[0]!);
  expect(widget.getPendingValue()).toEqual(['date', 'apple', 'banana', 'cherry', 'elderberry']);
  expect(rows().every((r) => r.getAttribute('aria-selected') === 'true')).toBe(true);
  await userEvent.click(buttons()[1]!);
  expect(widget.getPendingValue()).toEqual([]);
  expect(widget.getValue()).toEqual(['date']);
  await userEvent.type(search()!, 'rr');
  await expect.poll(() => buttons()[0]?.textContent).toBe('Select all 2 matching');
  await userEvent.click(buttons()[0]!);
  expect(widget.getPendingValue()).toEqual(['cherry', 'elderberry']);
  expect(names(log).filter((name) => name !== 'search')).toEqual(['open']);
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  expect(widget.getValue()).toEqual(['cherry', 'elderberry']);
  expect(names(log).filter((name) => name === 'change' || name === 'clear')).toEqual(['change']);
});

test('groupSelect: a group header toggles its options in the pending value', async () => {
  const widget = mount({
    multiple: true,
    commit: 'apply',
    groupSelect: true,
    data: [
      { label: 'Red', options: fruits.slice(0, 2) },
      { label: 'Yellow', options: fruits.slice(2) },
    ],
  });
  await userEvent.click(control());
  const header = () => $$('.widget-select__group').find((group) => group.textContent === 'Red')!;
  await userEvent.click(header());
  expect(widget.getPendingValue()).toEqual(['apple', 'banana']);
  expect(header().getAttribute('aria-checked')).toBe('true');
  expect(widget.getValue()).toEqual([]);
  await apply();
  expect(widget.getValue()).toEqual(['apple', 'banana']);
});

test('a tree cascades in the pending value; Apply commits the branch as one change', async () => {
  const widget = mount({ data: catalog, multiple: true, commit: 'apply' });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expand('electronics', 'computers', 'laptops');
  await clickLabel('laptops');
  const branch = ['laptops', 'ultrabooks', 'ultra-13', 'ultra-15', 'gaming'];
  expect(widget.getPendingValue()).toEqual(branch);
  expect(selectedRows()).toEqual(['laptops', 'ultrabooks', 'gaming']);
  expect(tagValues()).toEqual([]);
  await apply();
  expect(widget.getValue()).toEqual(branch);
  expect(log.filter(([name]) => name === 'change')).toEqual([['change', branch]]);
});

test('remote: a page that arrives keeps the pending picks; picks from another query apply with their labels', async () => {
  const backend = pagedBackend({ total: 60, pageSize: 20 });
  const widget = mount({
    multiple: true,
    commit: 'apply',
    ajax: { request: backend.request, pagination: true },
  });
  await userEvent.click(control());
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  await userEvent.click(row('Person 001'));
  await userEvent.type(search()!, '05');
  await expect.poll(() => rows().map((r) => r.textContent)).toContain('Person 050');
  await userEvent.click(row('Person 050'));
  expect(widget.getPendingValue()).toEqual(['p1', 'p50']);
  await userEvent.clear(search()!);
  await expect.poll(() => row('Person 001')?.getAttribute('aria-selected')).toBe('true');
  expect(widget.getPendingValue()).toEqual(['p1', 'p50']);
  await apply();
  expect(widget.getValue()).toEqual(['p1', 'p50']);
  expect(widget.getSelectedOptions().map((o) => o.label)).toEqual(['Person 001', 'Person 050']);
});

test('the sheet counts the pending picks and its Done applies; the backdrop drops them', async () => {
  const widget = mount({ data: fruits, multiple: true, commit: 'apply', presentation: 'sheet' });
  await userEvent.click(control());
  await userEvent.click(row('Apple'));
  await userEvent.click(row('Banana'));
  expect($('.widget-select__sheet-count')?.textContent).toBe('2 selected');
  expect(widget.getValue()).toEqual([]);
  await userEvent.click($('.widget-select__done')!);
  expect(widget.isDropdownOpen()).toBe(false);
  expect(widget.getValue()).toEqual(['apple', 'banana']);
  // Beside the tags: a click at the middle can land on a tag's remove button.
  await clickControl();
  await userEvent.click(row('Cherry'));
  await userEvent.click($('.widget-select__backdrop')!, { position: { x: 5, y: 5 } });
  expect(widget.isDropdownOpen()).toBe(false);
  expect(widget.getValue()).toEqual(['apple', 'banana']);
});
