import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { selectAllHeaderPlugin } from '../../src/index';
import { $, clickControl, control, fixture, mount, recordEvents, tagValues } from './helpers';
import { catalog, clickLabel, expand, indeterminate, row, selectedRows } from './tree-helpers';

const laptopsBranch = ['laptops', 'ultrabooks', 'ultra-13', 'ultra-15', 'gaming'];

function nativeSelect() {
  const host = fixture('<select id="cats" name="cats" multiple></select>');
  return host.querySelector<HTMLSelectElement>('#cats')!;
}
const nativeValues = (select: HTMLSelectElement) =>
  Array.from(select.selectedOptions, (option) => option.value).sort();

test('picking a parent selects its whole branch in one change; picking it again deselects it', async () => {
  const select = nativeSelect();
  const widget = mount({ data: catalog, multiple: true }, select);
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expand('electronics', 'computers', 'laptops');
  await clickLabel('laptops');
  expect(widget.getValue()).toEqual(laptopsBranch);
  expect(tagValues()).toEqual(laptopsBranch);
  expect(nativeValues(select)).toEqual([...laptopsBranch].sort());
  expect(log.filter(([name]) => name === 'change')).toEqual([['change', laptopsBranch]]);
  expect(
    log.filter(([name]) => name === 'select').map(([, option]) => (option as { value: string }).value),
  ).toEqual(laptopsBranch);
  expect(selectedRows()).toEqual(['laptops', 'ultrabooks', 'gaming']);
  expect(indeterminate('computers')).toBe(true);
  expect(indeterminate('electronics')).toBe(true);
  expect(indeterminate('laptops')).toBe(false);
  expect(widget.isDropdownOpen()).toBe(true);

  log.length = 0;
  await clickLabel('laptops');
  expect(widget.getValue()).toEqual([]);
  expect(tagValues()).toEqual([]);
  expect(nativeValues(select)).toEqual([]);
  expect(log.filter(([name]) => name === 'change')).toEqual([['change', []]]);
  expect(log.filter(([name]) => name === 'unselect')).toHaveLength(5);
  expect(indeterminate('computers')).toBe(false);
});

test('a parent whose descendants become all selected is selected; losing one makes it indeterminate', async () => {
  const widget = mount({ data: catalog, multiple: true });
  await userEvent.click(control());
  await expand('books');
  await clickLabel('novels');
  expect(widget.getValue()).toEqual(['novels']);
  expect(indeterminate('books')).toBe(true);
  expect(row('books')?.getAttribute('aria-description')).toBe('partially checked');
  await clickLabel('poetry');
  expect(widget.getValue()).toEqual(['novels', 'poetry', 'books']);
  expect(indeterminate('books')).toBe(false);
  expect(row('books')?.getAttribute('aria-selected')).toBe('true');
  expect(row('books')?.classList.contains('widget-select__option--selected')).toBe(true);
  await clickLabel('novels');
  expect(widget.getValue()).toEqual(['poetry']);
  expect(indeterminate('books')).toBe(true);
  expect(row('books')?.getAttribute('aria-description')).toBe('partially checked');
});

test('a 5-level cascade: the deepest leaves complete every ancestor up to the root', async () => {
  const widget = mount({ data: catalog, multiple: true });
  await userEvent.click(control());
  await expand('electronics', 'phones', 'computers', 'laptops', 'ultrabooks');
  await clickLabel('phones');
  await clickLabel('desktops');
  await clickLabel('gaming');
  await clickLabel('ultra-13');
  expect(indeterminate('electronics')).toBe(true);
  expect(indeterminate('ultrabooks')).toBe(true);
  await clickLabel('ultra-15');
  expect(widget.getValue()).toEqual([
    'phones',
    'android',
    'iphone',
    'desktops',
    'gaming',
    'ultra-13',
    'ultra-15',
    'ultrabooks',
    'laptops',
    'computers',
    'electronics',
  ]);
  expect(['electronics', 'computers', 'laptops', 'ultrabooks'].some(indeterminate)).toBe(false);
  await clickLabel('ultra-13');
  expect(widget.getValue()).toEqual(['phones', 'android', 'iphone', 'desktops', 'gaming', 'ultra-15']);
  expect(['electronics', 'computers', 'laptops', 'ultrabooks'].every(indeterminate)).toBe(true);
});

test('cascades skip statically disabled descendants, which stay as they are', async () => {
  const data = structuredClone(catalog);
  const phones = data[0]!.children![1]!;
  phones.children![1]!.disabled = true; // iphone
  const widget = mount({ data, multiple: true });
  widget.setValue(['iphone'], { emitChange: false }); // API may select a disabled option
  await clickControl();
  await expand('electronics', 'phones');
  expect(row('iphone')?.getAttribute('aria-disabled')).toBe('true');
  await clickLabel('phones');
  expect(widget.getValue()).toEqual(['iphone', 'phones', 'android']);
  await clickLabel('phones');
  expect(widget.getValue()).toEqual(['iphone']);
  expect(indeterminate('phones')).toBe(true);
});

test('cascades honour isOptionDisabled as it is at the time of the pick', async () => {
  const blocked = new Set(['ultra-13', 'desktops']);
  const widget = mount({ data: catalog, multiple: true, isOptionDisabled: (o) => blocked.has(o.value) });
  await userEvent.click(control());
  await expand('electronics', 'computers', 'laptops', 'ultrabooks');
  expect(row('desktops')?.getAttribute('aria-disabled')).toBe('true');
  await clickLabel('computers');
  expect(widget.getValue()).toEqual(['computers', 'laptops', 'ultrabooks', 'ultra-15', 'gaming']);
  expect(indeterminate('electronics')).toBe(true);
  await clickLabel('computers');
  expect(widget.getValue()).toEqual([]);

  blocked.clear(); // external state changes: the next cascade sees everything enabled
  await clickLabel('computers');
  expect(widget.getValue()).toEqual([
    'computers',
    'laptops',
    'ultrabooks',
    'ultra-13',
    'ultra-15',
    'gaming',
    'desktops',
  ]);
  expect(row('desktops')?.hasAttribute('aria-disabled')).toBe(false);
});

test('maxSelections: a cascade over the cap selects nothing and emits maximum', async () => {
  const widget = mount({ data: catalog, multiple: true, maxSelections: 4 });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expand('electronics', 'computers', 'laptops');
  await clickLabel('laptops');
  expect(widget.getValue()).toEqual([]);
  expect(log.filter(([name]) => name === 'maximum')).toEqual([
    ['maximum', { limit: 4, option: expect.objectContaining({ value: 'laptops' }) }],
  ]);
  expect(log.some(([name]) => name === 'change')).toBe(false);
  await clickLabel('desktops');
  await clickLabel('gaming');
  await expand('ultrabooks');
  await clickLabel('ultra-13');
  // Ultra 15 alone would be the 4th value, but it completes Ultrabooks and Laptops: over the cap.
  await clickLabel('ultra-15');
  expect(widget.getValue()).toEqual(['desktops', 'gaming', 'ultra-13']);
  expect(log.filter(([name]) => name === 'maximum')).toHaveLength(2);
});

test('removing a tag deselects its branch and the parents it completed', async () => {
  const widget = mount({ data: catalog, multiple: true });
  widget.setValue(['books', 'phones']);
  // Descendants come after the given values, in data order.
  expect(widget.getValue()).toEqual(['books', 'phones', 'android', 'iphone', 'novels', 'poetry']);
  const log = recordEvents(widget);
  await userEvent.click($('.widget-select__tag[data-value="books"] .widget-select__tag-remove')!);
  expect(widget.getValue()).toEqual(['phones', 'android', 'iphone']);
  expect(log.filter(([name]) => name === 'change')).toHaveLength(1);
  await userEvent.click($('.widget-select__tag[data-value="iphone"] .widget-select__tag-remove')!);
  expect(tagValues()).toEqual(['android']);
  // Backspace removes the last tag the same way: here the parent that completed last.
  widget.setValue(['novels', 'poetry']);
  expect(tagValues()).toEqual(['novels', 'poetry', 'books']);
  await clickControl();
  await userEvent.keyboard('{Backspace}');
  expect(widget.getValue()).toEqual([]);
});

test('setValue settles the cascade; selectAll selects every enabled node including descendants', async () => {
  const select = nativeSelect();
  const widget = mount(
    { data: catalog, multiple: true, isOptionDisabled: (o) => o.value === 'poetry' },
    select,
  );
  widget.setValue(['ultra-13', 'ultra-15', 'novels']);
  expect(widget.getValue()).toEqual(['ultra-13', 'ultra-15', 'novels', 'ultrabooks', 'books']);
  widget.clearAll();
  widget.selectAll();
  const everything = [
    'electronics',
    'computers',
    'laptops',
    'ultrabooks',
    'ultra-13',
    'ultra-15',
    'gaming',
    'desktops',
    'phones',
    'android',
    'iphone',
    'books',
    'novels',
    'garden',
  ];
  expect(widget.getValue()).toEqual(everything);
  expect(tagValues()).toEqual(everything);
  expect(nativeValues(select)).toEqual([...everything].sort());
  await clickControl();
  expect(['electronics', 'books'].some(indeterminate)).toBe(false);
});

test('selectAll under maxSelections never selects a parent without its branch', async () => {
  const widget = mount({ data: catalog, multiple: true, maxSelections: 3 });
  widget.selectAll();
  expect(widget.getValue()).toEqual(['ultrabooks', 'ultra-13', 'ultra-15']);
  widget.updateOptions({ maxSelections: 5 });
  widget.clearAll();
  widget.selectAll();
  // Post-order: ultra-13, ultra-15, ultrabooks, gaming, laptops — the 5th completes Laptops: fits.
  expect(widget.getValue()).toEqual(['laptops', 'ultrabooks', 'ultra-13', 'ultra-15', 'gaming']);
});

test('a capped selectAll fills the cap without breaking a branch and emits maximum naming the first node left out', () => {
  const leaves = (...values: string[]) => values.map((value) => ({ value, label: value }));
  const data = [
    { value: 'fruit', label: 'Fruit', children: leaves('apple', 'pear') },
    { value: 'veg', label: 'Veg', children: leaves('kale', 'leek') },
  ];
  const cases = [
    [2, ['apple', 'kale'], 'fruit'],
    [5, ['fruit', 'apple', 'pear', 'kale'], 'veg'],
  ] as const;
  for (const [maxSelections, value, left] of cases) {
    const widget = mount({ data, multiple: true, maxSelections });
    const log = recordEvents(widget);
    widget.selectAll();
    expect(widget.getValue()).toEqual(value);
    const maximum = log.filter(([name]) => name === 'maximum');
    expect(maximum.map(([, payload]) => (payload as { option: { value: string } }).option.value)).toEqual([
      left,
    ]);
    widget.destroy();
  }
});

test('Enter on a highlighted parent cascades like a click', async () => {
  const widget = mount({ data: catalog, multiple: true });
  await userEvent.click(control());
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(widget.getValue()).toEqual(['books', 'novels', 'poetry']);
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
  expect(widget.getValue()).toEqual(['poetry']);
  expect(indeterminate('books')).toBe(true);
});

test('single mode has no cascade and no indeterminate state', async () => {
  const widget = mount({ data: catalog });
  widget.setValue('android');
  await userEvent.click(control());
  await expand('electronics');
  expect(indeterminate('electronics')).toBe(false);
  await clickLabel('electronics');
  expect(widget.getValue()).toBe('electronics');
});

test("selectAll({ scope: 'matching' }) takes the nodes the query matches, not the ancestors shown around them", async () => {
  const widget = mount({ data: catalog, multiple: true, plugins: [selectAllHeaderPlugin()] });
  await userEvent.click(control());
  await userEvent.keyboard('ultra');
  // Electronics, Computers and Laptops are shown as the path to the matches; they do not match.
  const selectAllButton = () => $<HTMLButtonElement>('.widget-select__header .widget-select__bulk-button');
  await expect.poll(() => selectAllButton()?.textContent).toBe('Select all 3 matching');
  widget.selectAll({ scope: 'matching' });
  expect(widget.getValue()).toEqual(['ultrabooks', 'ultra-13', 'ultra-15']);
});

test("clearAll({ scope: 'matching' }) in a tree removes the matches with their branches and the parents they leave incomplete", async () => {
  const widget = mount({ data: catalog, multiple: true });
  widget.setValue(['electronics']);
  widget.open();
  // Matches Laptops and Gaming laptops; the Ultrabooks under Laptops do not match but go with their parent.
  widget.setSearchQuery('laptops');
  widget.clearAll({ scope: 'matching' });
  expect(widget.getValue()).toEqual(['desktops', 'phones', 'android', 'iphone']);
});
