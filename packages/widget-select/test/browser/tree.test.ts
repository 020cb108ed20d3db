import axe from 'axe-core';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  $,
  $$,
  clickControl,
  control,
  fixture,
  fruits,
  highlighted,
  mount,
  recordEvents,
  search,
} from './helpers';
import { catalog, clickLabel, expand, row, shown, twisty } from './tree-helpers';

test('a list without children stays a flat listbox: no twisty, level or expansion', async () => {
  mount({ data: fruits });
  await userEvent.click(control());
  expect($('.widget-select__list')?.getAttribute('role')).toBe('listbox');
  expect(control().getAttribute('aria-haspopup')).toBe('listbox');
  expect(
    $$('[role="treeitem"], .widget-select__twisty, [aria-level], .widget-select__option[aria-expanded]'),
  ).toEqual([]);
  await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowLeft}');
  expect(highlighted()?.dataset.value).toBe('banana');
});

test("the list's role follows its data: tree rows arriving make it a tree, flat rows a listbox again", async () => {
  const widget = mount({ data: fruits });
  await userEvent.click(control());
  widget.setData(catalog);
  expect($('.widget-select__list')?.getAttribute('role')).toBe('tree');
  expect(search()?.getAttribute('aria-haspopup')).toBe('tree');
  expect(row('electronics')?.getAttribute('role')).toBe('treeitem');
  widget.setData(fruits);
  expect($('.widget-select__list')?.getAttribute('role')).toBe('listbox');
  expect(search()?.getAttribute('aria-haspopup')).toBe('listbox');
  // A remote source's first answer with children does the same.
  widget.destroy();
  const remote = mount({ ajax: { request: async () => catalog, debounce: 0 } });
  await userEvent.click(control());
  await expect.poll(() => row('electronics')?.getAttribute('role')).toBe('treeitem');
  expect($('.widget-select__list')?.getAttribute('role')).toBe('tree');
  expect(control().getAttribute('aria-haspopup')).toBe('tree');
  remote.destroy();
});

test('renders a collapsed tree: role tree, treeitems with aria-level, aria-expanded and a ▶ twisty', async () => {
  mount({ data: catalog });
  await userEvent.click(control());
  expect($('.widget-select__list')?.getAttribute('role')).toBe('tree');
  expect(control().getAttribute('aria-haspopup')).toBe('tree');
  expect(shown()).toEqual(['electronics', 'books', 'garden']);
  const electronics = row('electronics')!;
  expect(electronics.getAttribute('role')).toBe('treeitem');
  expect(electronics.getAttribute('aria-level')).toBe('1');
  expect(electronics.getAttribute('aria-expanded')).toBe('false');
  // Single select: only the selected node carries aria-selected (APG tree).
  expect(electronics.hasAttribute('aria-selected')).toBe(false);
  expect(twisty('electronics')?.textContent).toBe('▶');
  expect(twisty('electronics')?.getAttribute('aria-hidden')).toBe('true');
  expect(row('garden')?.hasAttribute('aria-expanded')).toBe(false);
  expect(twisty('garden')).toBeNull();
  expect([row('books')?.getAttribute('aria-posinset'), row('books')?.getAttribute('aria-setsize')]).toEqual([
    '2',
    '3',
  ]);
});

test('a twisty click toggles the node without picking; a label click picks', async () => {
  const widget = mount({ data: catalog });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expand('electronics');
  expect(shown()).toEqual(['electronics', 'computers', 'phones', 'books', 'garden']);
  expect(row('electronics')?.getAttribute('aria-expanded')).toBe('true');
  expect(twisty('electronics')?.textContent).toBe('▼');
  expect(row('phones')?.getAttribute('aria-level')).toBe('2');
  expect(widget.getValue()).toBeNull();
  expect(widget.isDropdownOpen()).toBe(true);
  await expand('electronics');
  expect(shown()).toEqual(['electronics', 'books', 'garden']);
  expect(twisty('electronics')?.textContent).toBe('▶');
  expect(log.filter(([name]) => name !== 'open')).toEqual([]);
  await clickLabel('electronics');
  expect(widget.getValue()).toBe('electronics');
  expect(widget.isDropdownOpen()).toBe(false);
});

test('a 5-level tree opens level by level and picks a level-5 leaf (single mode, no cascade)', async () => {
  const widget = mount({ data: catalog });
  await userEvent.click(control());
  await expand('electronics', 'computers', 'laptops', 'ultrabooks');
  expect(shown()).toEqual([
    'electronics',
    'computers',
    'laptops',
    'ultrabooks',
    'ultra-13',
    'ultra-15',
    'gaming',
    'desktops',
    'phones',
    'books',
    'garden',
  ]);
  expect(row('ultra-15')?.getAttribute('aria-level')).toBe('5');
  expect(row('ultrabooks')?.getAttribute('aria-level')).toBe('4');
  await clickLabel('ultra-15');
  expect(widget.getValue()).toBe('ultra-15');
  await userEvent.click(control());
  // Expansion survives closing; the selected node is shown selected, its parents are not.
  expect(row('ultra-15')?.getAttribute('aria-selected')).toBe('true');
  expect(row('ultrabooks')?.hasAttribute('aria-selected')).toBe(false);
  expect(row('ultrabooks')?.classList.contains('widget-select__option--indeterminate')).toBe(false);
  await clickLabel('laptops');
  expect(widget.getValue()).toBe('laptops');
});

test('ArrowRight expands, then enters the first child; ArrowLeft collapses, then goes to the parent', async () => {
  const widget = mount({ data: catalog });
  await userEvent.click(control());
  expect(highlighted()?.dataset.value).toBe('electronics');
  await userEvent.keyboard('{ArrowRight}');
  expect(row('electronics')?.getAttribute('aria-expanded')).toBe('true');
  expect(highlighted()?.dataset.value).toBe('electronics');
  await userEvent.keyboard('{ArrowRight}');
  expect(highlighted()?.dataset.value).toBe('computers');
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(highlighted()?.dataset.value).toBe('ultra-13');
  expect(highlighted()?.getAttribute('aria-level')).toBe('5');
  expect(search()?.getAttribute('aria-activedescendant')).toBe(highlighted()?.id);
  await userEvent.keyboard('{ArrowDown}');
  expect(highlighted()?.dataset.value).toBe('ultra-15');
  await userEvent.keyboard('{ArrowLeft}');
  expect(highlighted()?.dataset.value).toBe('ultrabooks');
  await userEvent.keyboard('{ArrowLeft}');
  expect(row('ultrabooks')?.getAttribute('aria-expanded')).toBe('false');
  expect(row('ultra-13')).toBeNull();
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(highlighted()?.dataset.value).toBe('laptops');
  expect(row('laptops')?.getAttribute('aria-expanded')).toBe('false');
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toBe('laptops');
});

test('disabled nodes can be expanded but not picked, and keys pass over them', async () => {
  const widget = mount({
    data: catalog,
    isOptionDisabled: (option) => option.value === 'computers',
  });
  await userEvent.click(control());
  await expand('electronics', 'computers');
  expect(row('computers')?.getAttribute('aria-disabled')).toBe('true');
  await clickLabel('computers');
  expect(widget.getValue()).toBeNull();
  await userEvent.keyboard('{ArrowRight}');
  expect(highlighted()?.dataset.value).toBe('laptops');
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(highlighted()?.dataset.value).toBe('electronics');
});

test('ArrowLeft and ArrowRight with nothing to do leave the caret of the search input alone', async () => {
  mount({ data: catalog });
  await userEvent.click(control());
  await userEvent.keyboard('Garden');
  expect(highlighted()?.dataset.value).toBe('garden');
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(search()?.selectionStart).toBe(4);
});

test('an expanded multiple tree passes axe', async () => {
  const host = fixture(
    '<label for="cats">Categories</label><select id="cats" name="cats" multiple></select>',
  );
  const widget = mount({ data: catalog, multiple: true }, host.querySelector<HTMLElement>('#cats')!);
  widget.setValue(['android']);
  await clickControl();
  await expand('electronics', 'phones', 'computers');
  const results = await axe.run($('.widget-select')!, { resultTypes: ['violations'] });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
});

test('a node expanded or collapsed below the top keeps the elements of the rows around it, and the collapsed row is made anew', async () => {
  // What Orca needs to read the expansion of a nested node: no row element
  // removed beside the focused one when it expands, and a new element for
  // the focused row when it collapses (the rows below it leave then).
  const food = [
    { value: 'fruit', label: 'Fruit', children: [{ value: 'apple', label: 'Apple' }] },
    { value: 'veg', label: 'Vegetables', children: [{ value: 'leek', label: 'Leek' }] },
  ];
  mount({ data: [{ value: 'food', label: 'Food', children: food }], multiple: true });
  control().focus();
  await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
  expect(highlighted()?.dataset.value).toBe('fruit');
  const fruit = row('fruit');
  const veg = row('veg');
  await userEvent.keyboard('{ArrowRight}');
  expect(row('apple')).not.toBeNull();
  expect(row('fruit')).toBe(fruit);
  expect(row('veg')).toBe(veg);
  expect(fruit?.getAttribute('aria-expanded')).toBe('true');
  await userEvent.keyboard('{ArrowLeft}');
  expect(row('apple')).toBeNull();
  expect(row('fruit')).not.toBe(fruit);
  expect(row('fruit')?.getAttribute('aria-expanded')).toBe('false');
  expect(row('veg')).toBe(veg);
  expect(search()?.getAttribute('aria-activedescendant')).toBe(row('fruit')?.id);
});
