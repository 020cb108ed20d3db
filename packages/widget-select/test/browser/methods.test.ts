import { expect, expectTypeOf, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Option, SelectEvents } from '../../src/index';
import {
  $,
  clickControl,
  control,
  fixture,
  fruits,
  mount,
  recordEvents,
  rowLabels,
  rows,
  search,
  tagValues,
} from './helpers';

test('open, close and isDropdownOpen emit open and close; the dropdown exists only while open', () => {
  const widget = mount({ data: fruits });
  const log = recordEvents(widget);
  expect($('.widget-select__dropdown')).toBeNull();
  widget.open();
  expect(widget.isDropdownOpen()).toBe(true);
  expect($('.widget-select__dropdown')?.getAttribute('data-placement')).toBe('bottom');
  expect($('.widget-select')?.classList.contains('widget-select--open')).toBe(true);
  widget.open();
  widget.close();
  widget.close();
  expect($('.widget-select__dropdown')).toBeNull();
  expect(log).toEqual([
    ['open', undefined],
    ['close', undefined],
  ]);
});

test('getValue / setValue in single and multiple mode; emitChange false is silent', () => {
  const single = mount({ data: fruits });
  const log = recordEvents(single);
  single.setValue('banana');
  expect(single.getValue()).toBe('banana');
  single.setValue(null, { emitChange: false });
  expect(single.getValue()).toBeNull();
  expect(log).toEqual([['change', 'banana']]);
  single.destroy();
  const multiple = mount({ data: fruits, multiple: true });
  multiple.setValue(['date', 'apple']);
  expect(multiple.getValue()).toEqual(['date', 'apple']);
  expect(tagValues()).toEqual(['date', 'apple']);
});

test('setValue with unknown values ignores them', () => {
  const widget = mount({ data: fruits, multiple: true, duplicateValuePolicy: 'ignore' });
  widget.setValue(['apple', 'ghost']);
  expect(widget.getValue()).toEqual(['apple']);
  const single = mount({ data: fruits, duplicateValuePolicy: 'ignore' });
  single.setValue('ghost');
  expect(single.getValue()).toBeNull();
});

test("setValue('') clears without a warning, as forms write an empty value for no selection", () => {
  const warn = vi.spyOn(console, 'warn');
  const widget = mount({ data: fruits });
  widget.setValue('apple');
  widget.setValue('');
  expect(widget.getValue()).toBeNull();
  widget.setValue('ghost');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toContain('"ghost"');
  warn.mockRestore();
});

test('setData copies the array and keeps the selection; an open dropdown re-renders', async () => {
  const data = fruits.slice(0, 2);
  const widget = mount({ data, multiple: true });
  widget.setValue(['apple']);
  data.push({ value: 'late', label: 'Late' });
  widget.open();
  expect(rowLabels()).toEqual(['Apple', 'Banana']);
  const next = [{ value: 'apple', label: 'Apple' }, fruits[3]!];
  widget.setData(next);
  expect(rowLabels()).toEqual(['Apple', 'Date']);
  expect(widget.getValue()).toEqual(['apple']);
  expect(next).toHaveLength(2);
});

test('setData while open keeps the element of a row that reads the same and remakes the rows that changed', () => {
  const many = (changed: string) =>
    Array.from({ length: 150 }, (_, i) => ({ value: `v${i}`, label: i === 2 ? changed : `Row ${i}` }));
  const widget = mount({ data: many('Row 2') });
  widget.open();
  const [first, , third] = rows();
  widget.setData(many('Row 2, renamed'));
  const [firstAfter, , thirdAfter] = rows();
  expect(firstAfter).toBe(first);
  expect(thirdAfter).not.toBe(third);
  expect(thirdAfter?.textContent).toBe('Row 2, renamed');
  expect(third?.isConnected).toBe(false);
});

test('updateOptions changes live options without losing state', async () => {
  const widget = mount({ data: fruits, multiple: true, placeholder: 'A' });
  widget.setValue(['apple']);
  await clickControl();
  widget.updateOptions({ placeholder: 'B', clearable: true });
  expect(widget.isDropdownOpen()).toBe(true);
  expect(widget.getValue()).toEqual(['apple']);
  expect($<HTMLButtonElement>('.widget-select__clear')?.hidden).toBe(false);
  widget.setValue([]);
  expect($('.widget-select__placeholder')?.textContent).toBe('B');
});

test('getSearchQuery / setSearchQuery filter the list; emitSearch false is silent', () => {
  const widget = mount({ data: fruits });
  const log = recordEvents(widget);
  widget.open();
  widget.setSearchQuery('an');
  expect(widget.getSearchQuery()).toBe('an');
  expect(search()?.value).toBe('an');
  expect(rowLabels()).toEqual(['Banana']);
  widget.setSearchQuery('ch', { emitSearch: false });
  expect(rowLabels()).toEqual(['Cherry']);
  expect(log.filter(([name]) => name === 'search')).toEqual([['search', 'an']]);
});

test('typing emits search with the query', async () => {
  const widget = mount({ data: fruits });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await userEvent.keyboard('ch');
  expect(log.filter(([name]) => name === 'search')).toEqual([
    ['search', 'c'],
    ['search', 'ch'],
  ]);
});

test('selectAll and clearAll in multiple mode emit one change each', () => {
  const widget = mount({ data: [...fruits, { value: 'x', label: 'X', disabled: true }], multiple: true });
  const log = recordEvents(widget);
  widget.selectAll();
  expect(widget.getValue()).toEqual(fruits.map((f) => f.value));
  widget.clearAll();
  expect(widget.getValue()).toEqual([]);
  expect(log.map(([name]) => name)).toEqual(['change', 'change']);
  const single = mount({ data: fruits });
  single.selectAll();
  expect(single.getValue()).toBeNull();
});

test('on and off subscribe and unsubscribe, typed by event name', async () => {
  const widget = mount({ data: fruits });
  const seen: Option[] = [];
  const handler = (option: SelectEvents['select']) => seen.push(option);
  expectTypeOf(handler).parameters.toEqualTypeOf<[Option]>();
  widget.on('select', handler);
  await userEvent.click(control());
  await userEvent.click(rows()[0]!);
  widget.off('select', handler);
  await userEvent.click(control());
  await userEvent.click(rows()[1]!);
  expect(seen).toEqual([fruits[0]]);
});

test('a throwing handler does not break the widget or other handlers', async () => {
  const widget = mount({ data: fruits });
  const seen: unknown[] = [];
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  widget.on('change', () => {
    throw new Error('boom');
  });
  widget.on('change', (value) => seen.push(value));
  widget.setValue('apple');
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('"change" handler threw'), expect.any(Error));
  errors.mockRestore();
  expect(seen).toEqual(['apple']);
  expect(widget.getValue()).toBe('apple');
});

test('validate, setCustomValidity, reportValidity, reload and clearRemoteCache exist', () => {
  const widget = mount({ data: fruits, required: true });
  const log = recordEvents(widget);
  expect(widget.validate()).toBe(false);
  expect(control().classList.contains('widget-select__control--invalid')).toBe(true);
  expect(control().getAttribute('aria-required')).toBe('true');
  widget.setValue('apple');
  expect(control().getAttribute('aria-invalid')).toBeNull();
  widget.setCustomValidity('nope');
  expect(widget.reportValidity()).toBe(false);
  expect(log).toContainEqual(['invalid', 'nope']);
  // Without remote data these do nothing: no load starts.
  widget.reload();
  widget.clearRemoteCache();
  expect(log.filter(([name]) => name === 'loading')).toEqual([]);
});

test('accessible name: <label for> names the control and the list; clicking it focuses the control', async () => {
  const host = fixture(
    '<label for="s">Favourite fruit</label><select id="s"><option value="a">A</option></select>',
  );
  mount({}, $<HTMLSelectElement>('#s', host)!);
  const label = $('label', host)!;
  expect(control().getAttribute('aria-labelledby')).toBe(label.id);
  await userEvent.click(label);
  expect(document.activeElement).toBe(control());
  await userEvent.keyboard('{ArrowDown}');
  expect($('.widget-select__list')?.getAttribute('aria-labelledby')).toBe(label.id);
});

test('accessible name from aria-label and aria-labelledby of the mount', () => {
  fixture('<div id="m" aria-label="Colour"></div>');
  mount({ data: fruits }, '#m');
  expect(control().getAttribute('aria-label')).toBe('Colour');
  fixture('<h2 id="t">Team</h2><div id="n" aria-labelledby="t"></div>');
  mount({ data: fruits }, '#n');
  expect($('#n .widget-select__control')?.getAttribute('aria-labelledby')).toBe('t');
});
