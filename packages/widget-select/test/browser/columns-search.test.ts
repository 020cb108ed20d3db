/**
 * treeLayout: 'columns' with a query (one flat list of matching leaves with
 * their paths) and in multiple mode (checkboxes, the tree's cascade,
 * treeValue, tags by leaf or by path).
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, $$, clickControl, dropdown, fixture, mount, search, tags } from './helpers';
import { activeDescendant, columnsOf, columnTexts, highlightedValue, places, rowOf } from './columns-helpers';

const cascader = (options = {}) => {
  const host = fixture('<label for="city">City</label><div id="city"></div>');
  return mount(
    { data: places, treeLayout: 'columns', ...options },
    host.querySelector<HTMLElement>('#city')!,
  );
};

test('a query shows one flat list of the matching leaves, each row its path with the matched text marked', async () => {
  const widget = cascader();
  await clickControl();
  await userEvent.type(search()!, 'o');
  expect(columnsOf()).toHaveLength(1);
  // Europe matches "o" itself: every leaf under it is listed.
  expect(columnTexts()[0]).toEqual([
    'Asia / Vietnam / Hanoi',
    'Asia / Vietnam / Ho Chi Minh City',
    'Asia / Japan / Tokyo',
    'Asia / Japan / Osaka',
    'Europe / France / Paris',
    'Europe / France / Lyon',
    'Europe / Germany / Berlin',
  ]);
  await userEvent.clear(search()!);
  await userEvent.type(search()!, 'hano');
  expect(columnTexts()).toEqual([['Asia / Vietnam / Hanoi']]);
  expect($$('mark.widget-select__match').map((mark) => mark.textContent)).toEqual(['Hano']);
  expect(highlightedValue()).toBe('hanoi');
  expect(activeDescendant()?.dataset.value).toBe('hanoi');
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toBe('hanoi');
  expect($('.widget-select__value')!.textContent).toBe('Asia / Vietnam / Hanoi');
});

test('a query matching a parent lists every leaf under it; the arrows move through the list', async () => {
  cascader({ pathSeparator: ' > ' });
  await clickControl();
  await userEvent.type(search()!, 'japan');
  expect(columnTexts()).toEqual([['Asia > Japan > Tokyo', 'Asia > Japan > Osaka']]);
  expect(highlightedValue()).toBe('tokyo');
  await userEvent.keyboard('{ArrowDown}');
  expect(highlightedValue()).toBe('osaka');
  expect(activeDescendant()?.dataset.value).toBe('osaka');
  // No parent rows and no columns to open in the search's list.
  expect($$('.widget-select__option--parent')).toHaveLength(0);
});

test('Escape or clearing the query returns to the columns at the path they were at', async () => {
  cascader();
  await clickControl();
  await userEvent.click(rowOf('europe')!);
  await userEvent.click(rowOf('fr')!);
  expect(columnsOf()).toHaveLength(3);
  await userEvent.type(search()!, 'tok');
  expect(columnTexts()).toEqual([['Asia / Japan / Tokyo']]);
  await userEvent.keyboard('{Escape}');
  expect(dropdown()).not.toBeNull();
  expect(search()!.value).toBe('');
  expect(columnTexts()).toEqual([
    ['Asia', 'Europe'],
    ['France', 'Germany'],
    ['Paris', 'Lyon'],
  ]);
  expect(highlightedValue()).toBe('fr');
  await userEvent.type(search()!, 'tok');
  await userEvent.clear(search()!);
  expect(columnsOf()).toHaveLength(3);
  expect(highlightedValue()).toBe('fr');
  // With the query empty, Escape closes as in any list.
  await userEvent.keyboard('{Escape}');
  expect(dropdown()).toBeNull();
});

test('multiple: checkboxes, a click on a leaf toggles it and the list stays open; tags show the leaf, named by the path', async () => {
  const widget = cascader({ multiple: true });
  await clickControl();
  expect(columnsOf()[0]!.getAttribute('aria-multiselectable')).toBe('true');
  await userEvent.click(rowOf('asia')!);
  await userEvent.click(rowOf('vn')!);
  expect($$('.widget-select__column-check', rowOf('hanoi')!)).toHaveLength(1);
  await userEvent.click(rowOf('hanoi')!);
  expect(widget.getValue()).toEqual(['hanoi']);
  expect(rowOf('hanoi')!.getAttribute('aria-selected')).toBe('true');
  expect(dropdown()).not.toBeNull();
  // A partly checked parent is marked as such.
  expect(rowOf('vn')!.classList).toContain('widget-select__option--indeterminate');
  expect(tags().map((tag) => tag.querySelector('.widget-select__tag-label')?.textContent)).toEqual(['Hanoi']);
  expect(tags()[0]!.getAttribute('aria-label')).toBe('Asia / Vietnam / Hanoi');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  // Both children checked: the cascade checks the parent (treeValue 'all').
  expect(widget.getValue()).toEqual(expect.arrayContaining(['hanoi', 'hcmc', 'vn']));
  await userEvent.click(rowOf('hanoi')!);
  expect(widget.getValue()).toEqual(['hcmc']);
});

test("multiple: a parent's checkbox checks its branch; treeValue 'leaf' keeps the leaves", async () => {
  const widget = cascader({ multiple: true, treeValue: 'leaf' });
  await clickControl();
  await userEvent.click($('.widget-select__column-check', rowOf('asia')!)!);
  expect(widget.getValue()).toEqual(['hanoi', 'hcmc', 'tokyo', 'osaka']);
  // The click on the checkbox picked; the column did not open.
  expect(columnsOf()).toHaveLength(1);
});

test('tagPath: tags show the whole path', async () => {
  const widget = cascader({ multiple: true, tagPath: true });
  widget.setValue(['lyon']);
  expect(tags().map((tag) => tag.querySelector('.widget-select__tag-label')?.textContent)).toEqual([
    'Europe / France / Lyon',
  ]);
  expect(tags()[0]!.getAttribute('aria-label')).toBe('Europe / France / Lyon');
});

test('a remote search answering with nested options lists their leaves with their paths', async () => {
  cascader({
    data: undefined,
    ajax: {
      debounce: 0,
      request: async (query: string) =>
        query === ''
          ? places
          : [
              {
                value: 'asia',
                label: 'Asia',
                children: [{ value: 'jp', label: 'Japan', children: [{ value: 'osaka', label: 'Osaka' }] }],
              },
            ],
    },
  });
  await clickControl();
  await expect.poll(() => columnTexts()[0]).toEqual(['Asia', 'Europe']);
  await userEvent.type(search()!, 'osa');
  await expect.poll(columnTexts).toEqual([['Asia / Japan / Osaka']]);
  expect(highlightedValue()).toBe('osaka');
});
