/**
 * `treeValue: 'parent' | 'leaf'` with `sortable`: the tags are the values
 * of the strategy, and moving one (Alt+Arrow, a drag) reorders exactly
 * those: the value, the form, the events and the announcement follow the
 * tags, one place per key press, whatever the other checked nodes (hidden
 * by the strategy) are.
 */
import { expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { $, control, fixture, mount, recordEvents, tags, tagValues } from './helpers';
import { catalog, clickLabel, expand, selectedRows } from './tree-helpers';

const live = () => $('.widget-select__live')?.textContent?.replace(/\u00a0$/, '') ?? '';
const tag = (value: string) => $(`.widget-select__tag[data-value="${value}"]`)!;

/** A sortable tree on a native select in a form, with books and then garden picked in the list. */
async function sortableTree(treeValue: 'parent' | 'leaf') {
  const host = fixture('<form><select name="cat" multiple></select></form>');
  const widget = mount({ data: catalog, treeValue, sortable: true }, host.querySelector('select')!);
  await userEvent.click(control());
  await expand('books');
  await clickLabel('books');
  await clickLabel('garden');
  await userEvent.keyboard('{Escape}');
  const form = () => new FormData(host.querySelector('form')!).getAll('cat');
  return { widget, form, log: recordEvents(widget) };
}

/** Drags a tag and drops it past the right edge of another. */
async function dragAfter(value: string, target: string) {
  const from = tag(value).getBoundingClientRect();
  const to = tag(target).getBoundingClientRect();
  await commands.mouseDrag(
    { x: from.left + 10, y: from.top + from.height / 2 },
    { x: to.right - 2, y: to.top + to.height / 2 },
  );
}

test("'parent': Alt+Arrow and a drag move the parent's tag; value, form and events follow the tags", async () => {
  const { widget, form, log } = await sortableTree('parent');
  expect(tagValues()).toEqual(['books', 'garden']);
  tag('books').focus();
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(tagValues()).toEqual(['garden', 'books']);
  expect(widget.getValue()).toEqual(['garden', 'books']);
  expect(form()).toEqual(['garden', 'books']);
  expect(log).toEqual([
    ['reorder', ['garden', 'books']],
    ['change', ['garden', 'books']],
  ]);
  expect(live()).toBe('Books moved to position 2 of 2');
  expect((document.activeElement as HTMLElement).dataset.value).toBe('books');
  // At the end already: nothing moves.
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(log).toHaveLength(2);
  await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
  expect(widget.getValue()).toEqual(['books', 'garden']);
  await dragAfter('books', 'garden');
  expect(widget.getValue()).toEqual(['garden', 'books']);
  expect(tagValues()).toEqual(['garden', 'books']);
  // The checked descendants stay checked; unchecking one shows its checked sibling after the moved tags.
  widget.open();
  expect(selectedRows()).toEqual(['books', 'novels', 'poetry', 'garden']);
  await clickLabel('novels');
  expect(widget.getValue()).toEqual(['garden', 'poetry']);
});

test("'leaf': the leaves' tags move one place per key press, past the checked parent they hide", async () => {
  const { widget, form, log } = await sortableTree('leaf');
  expect(tagValues()).toEqual(['novels', 'poetry', 'garden']);
  tag('poetry').focus();
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(tagValues()).toEqual(['novels', 'garden', 'poetry']);
  expect(widget.getValue()).toEqual(['novels', 'garden', 'poetry']);
  expect(form()).toEqual(['novels', 'garden', 'poetry']);
  expect(live()).toBe('Poetry moved to position 3 of 3');
  tag('novels').focus();
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(widget.getValue()).toEqual(['garden', 'novels', 'poetry']);
  await dragAfter('garden', 'poetry');
  expect(widget.getValue()).toEqual(['novels', 'poetry', 'garden']);
  expect(tags()).toHaveLength(3);
  expect(log.filter(([name]) => name === 'reorder').map(([, order]) => order)).toEqual([
    ['novels', 'garden', 'poetry'],
    ['garden', 'novels', 'poetry'],
    ['novels', 'poetry', 'garden'],
  ]);
  expect(log.filter(([name]) => name === 'change')).toHaveLength(3);
});
