/**
 * Cascade over lazy nodes: children that load under a checked node come
 * checked, partly loaded subtrees show the right partial state, and a pick
 * makes its parent's partial state heard in the live region.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Option } from '../../src/index';
import { $, control, mount, recordEvents } from './helpers';
import { catalog, clickLabel, expand, indeterminate, row, selectedRows } from './tree-helpers';

const live = () => $('.widget-select__live')?.textContent?.replace(/\u00a0$/, '') ?? '';

/** P has a lazy child A and a leaf B; A's children load after `delay` ms. */
function partlyLoaded(delay = 60) {
  const data: Option[] = [
    {
      value: 'p',
      label: 'P',
      children: [
        { value: 'a', label: 'A', hasChildren: true },
        { value: 'b', label: 'B' },
      ],
    },
  ];
  return mount({
    data,
    multiple: true,
    loadChildren: (option) =>
      new Promise<Option[]>((resolve) =>
        setTimeout(
          () => resolve([1, 2].map((k) => ({ value: `${option.value}${k}`, label: `A${k}` }))),
          delay,
        ),
      ),
  });
}

test('checking a lazy node checks its children when they load', async () => {
  const widget = partlyLoaded();
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expand('p');
  await clickLabel('a');
  expect(widget.getValue()).toEqual(['a']);
  await expand('a');
  await expect.poll(() => widget.getValue()).toEqual(['a', 'a1', 'a2']);
  expect(selectedRows()).toEqual(['a', 'a1', 'a2']);
  expect(indeterminate('p')).toBe(true);
  // The late children are a change of the value, not a user's pick.
  expect(log.filter(([n]) => n === 'change').map(([, v]) => v)).toEqual([['a'], ['a', 'a1', 'a2']]);
  expect(log.filter(([n]) => n === 'select').map(([, o]) => (o as Option).value)).toEqual(['a']);
});

test('a partly loaded subtree: the parent is partial until every known child is checked', async () => {
  const widget = partlyLoaded();
  await userEvent.click(control());
  await expand('p');
  await clickLabel('b');
  expect(row('p')?.getAttribute('aria-description')).toBe('partially checked');
  expect(row('a')?.getAttribute('aria-selected')).toBe('false');
  // A's children are not known yet: checking A completes P.
  await clickLabel('a');
  expect(row('p')?.getAttribute('aria-selected')).toBe('true');
  await expand('a');
  await expect.poll(() => selectedRows()).toEqual(['p', 'a', 'a1', 'a2', 'b']);
  // Unchecking a late child makes A and P partial again.
  await clickLabel('a2');
  expect(widget.getValue()).toEqual(['b', 'a1']);
  expect(row('a')?.getAttribute('aria-description')).toBe('partially checked');
  expect(row('p')?.getAttribute('aria-description')).toBe('partially checked');
});

test("a pick says its parent's partial state in the live region", async () => {
  mount({ data: catalog, multiple: true });
  await userEvent.click(control());
  await expand('books');
  await clickLabel('novels');
  expect(live()).toBe('Novels selected. Books, partially checked');
  await clickLabel('poetry');
  // Books is complete now: it is checked with its children.
  expect(live()).toBe('3 selected');
  await clickLabel('poetry');
  expect(live()).toBe('1 selected. Books, partially checked');
  await clickLabel('novels');
  expect(live()).toBe('Novels removed');
});

test.each([
  ['all', ['eu-1', 'eu-2', 'eu']],
  ['parent', ['eu']],
] as const)(
  'children that load complete a parent whose loaded children were all selected (treeValue %s)',
  async (treeValue, completed) => {
    const widget = mount({
      multiple: true,
      treeValue,
      data: [
        { value: 'eu', label: 'Europe', hasChildren: true },
        { value: 'as', label: 'Asia', hasChildren: true },
      ],
      resolveOptions: async (values) => values.map((value) => ({ value, label: value })),
      loadChildren: async (option) => [1, 2].map((k) => ({ value: `${option.value}-${k}`, label: `${k}` })),
    });
    widget.setValue(['eu-1', 'eu-2']);
    const log = recordEvents(widget);
    await userEvent.click(control());
    await expand('eu');
    await expect.poll(() => selectedRows()).toEqual(['eu', 'eu-1', 'eu-2']);
    expect(widget.getValue()).toEqual(completed);
    expect(indeterminate('eu')).toBe(false);
    // As with the children a checked node gets: a change of the value, not a user's pick.
    expect(log.filter(([n]) => n === 'change').map(([, v]) => v)).toEqual([completed]);
    expect(log.filter(([n]) => n === 'select')).toEqual([]);
  },
);
