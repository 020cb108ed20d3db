/**
 * `treeValue` of a multiple cascading tree: `all` (every checked node),
 * `parent` (the highest fully checked nodes) or `leaf` (checked leaves).
 * getValue, the form, the events, the tags, setValue and maxSelections
 * follow it; the rows' checked states do not depend on it.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Option, SelectOptions } from '../../src/index';
import { element } from './element/element-helpers';
import { $, control, fixture, mount, recordEvents, tagValues } from './helpers';
import { catalog, clickLabel, expand, indeterminate, row, selectedRows } from './tree-helpers';

function treeSelect(options: SelectOptions = {}) {
  return mount({ data: catalog, multiple: true, ...options });
}

const changes = (log: [string, unknown][]) => log.filter(([n]) => n === 'change').map(([, v]) => v);
const picks = (log: [string, unknown][]) =>
  log.filter(([n]) => n === 'select' || n === 'unselect').map(([n, o]) => `${n}:${(o as Option).value}`);

async function openBooks() {
  await userEvent.click(control());
  await expand('books');
}

test("'all' (the default) holds every checked node", async () => {
  const widget = treeSelect();
  await openBooks();
  await clickLabel('books');
  expect(widget.getValue()).toEqual(['books', 'novels', 'poetry']);
  expect(tagValues()).toEqual(['books', 'novels', 'poetry']);
});

test("'parent': a fully checked node stands for its descendants in getValue, events and tags", async () => {
  const widget = treeSelect({ treeValue: 'parent' });
  const log = recordEvents(widget);
  await openBooks();
  await clickLabel('novels');
  expect(widget.getValue()).toEqual(['novels']);
  expect(indeterminate('books')).toBe(true);
  await clickLabel('poetry');
  // The parent is complete now: it replaces its children.
  expect(widget.getValue()).toEqual(['books']);
  expect(selectedRows()).toEqual(['books', 'novels', 'poetry']);
  expect(tagValues()).toEqual(['books']);
  expect(changes(log)).toEqual([['novels'], ['books']]);
  expect(picks(log)).toEqual(['select:novels', 'unselect:novels', 'select:books']);
  expect(widget.getSelectedOptions().map((o) => o.value)).toEqual(['books']);
  // Removing the parent's tag unchecks the subtree.
  await userEvent.click($('.widget-select__tag[data-value="books"] .widget-select__tag-remove')!);
  expect(widget.getValue()).toEqual([]);
  expect(selectedRows()).toEqual([]);
});

test("'leaf': only checked nodes without children", async () => {
  const widget = treeSelect({ treeValue: 'leaf' });
  const log = recordEvents(widget);
  await openBooks();
  await clickLabel('books');
  expect(widget.getValue()).toEqual(['novels', 'poetry']);
  expect(tagValues()).toEqual(['novels', 'poetry']);
  expect(picks(log)).toEqual(['select:novels', 'select:poetry']);
  expect(changes(log)).toEqual([['novels', 'poetry']]);
  await clickLabel('garden');
  expect(widget.getValue()).toEqual(['novels', 'poetry', 'garden']);
});

test('setValue takes values in the shape of the strategy', async () => {
  const parent = treeSelect({ treeValue: 'parent' });
  parent.setValue(['books', 'android']);
  expect(parent.getValue()).toEqual(['books', 'android']);
  // Opened by the method: with tags in the control, a click at its centre may land on a tag.
  parent.open();
  await expand('books');
  expect(selectedRows()).toEqual(['books', 'novels', 'poetry']);
  parent.destroy();
  const leaf = treeSelect({ treeValue: 'leaf' });
  leaf.setValue(['novels', 'poetry']);
  expect(leaf.getValue()).toEqual(['novels', 'poetry']);
  leaf.open();
  await expand('books');
  expect(row('books')?.getAttribute('aria-selected')).toBe('true');
});

test('maxSelections counts values in the shape of the strategy', async () => {
  const widget = treeSelect({ treeValue: 'parent', maxSelections: 1 });
  const log = recordEvents(widget);
  await openBooks();
  // Three checked nodes, one value.
  await clickLabel('books');
  expect(widget.getValue()).toEqual(['books']);
  await clickLabel('garden');
  expect(widget.getValue()).toEqual(['books']);
  expect(log.filter(([n]) => n === 'maximum')).toHaveLength(1);
});

test('the native select and its form submit the strategy', async () => {
  const host = fixture('<form><select name="cat" multiple></select></form>');
  const widget = mount({ data: catalog, treeValue: 'parent' }, host.querySelector('select')!);
  await openBooks();
  await clickLabel('novels');
  await clickLabel('poetry');
  const form = host.querySelector('form')!;
  expect(new FormData(form).getAll('cat')).toEqual(['books']);
  expect(widget.getValue()).toEqual(['books']);
});

test('<widget-select tree-value="leaf"> submits the checked leaves', async () => {
  fixture(
    '<form><widget-select name="cat" multiple tree-value="leaf" label="Category"></widget-select></form>',
  );
  const select = element();
  select.data = catalog;
  expect(select.treeValue).toBe('leaf');
  await userEvent.click(control());
  await expand('books');
  await clickLabel('books');
  expect(select.value).toEqual(['novels', 'poetry']);
  expect(new FormData(document.querySelector('form')!).getAll('cat')).toEqual(['novels', 'poetry']);
});

test("'parent': checking a lazy node needs no load; its children come checked when they load", async () => {
  const calls: string[] = [];
  const widget = mount({
    data: [
      { value: 'a', label: 'Region A', hasChildren: true },
      { value: 'b', label: 'Region B' },
    ],
    multiple: true,
    treeValue: 'parent',
    loadChildren: (option) => {
      calls.push(option.value);
      return [1, 2].map((k) => ({ value: `${option.value}${k}`, label: `Region A${k}` }));
    },
  });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await clickLabel('a');
  expect(widget.getValue()).toEqual(['a']);
  expect(calls).toEqual([]);
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => selectedRows()).toEqual(['a', 'a1', 'a2']);
  expect(calls).toEqual(['a']);
  expect(widget.getValue()).toEqual(['a']);
  // The children arriving changed nothing in the value's shape: one change, from the pick.
  expect(changes(log)).toEqual([['a']]);
  await clickLabel('a2');
  expect(widget.getValue()).toEqual(['a1']);
  expect(indeterminate('a')).toBe(true);
});
