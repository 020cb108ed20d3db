/** `<widget-select>` attributes, properties, children and events. */
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { SelectOptions } from 'widget-select';
import { WidgetSelectElement } from 'widget-select/element';
import { clickControl, control, fixture, listen, rows, tagValues } from '../helpers';
import { element, rowIn } from './element-helpers';

const options = `
  <option value="apple">Apple</option>
  <option value="banana">Banana</option>
  <option value="cherry">Cherry</option>`;

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the entry defines <widget-select> once and exports its class', () => {
  expect(customElements.get('widget-select')).toBe(WidgetSelectElement);
  class Renamed extends WidgetSelectElement {}
  customElements.define('renamed-select', Renamed);
  const host = fixture(`<renamed-select label="Fruit">${options}</renamed-select>`);
  expect(host.querySelector('.widget-select__control')?.getAttribute('aria-label')).toBe('Fruit');
});

test('attributes become options; changes apply live', async () => {
  fixture(
    `<widget-select placeholder="Pick a fruit" clearable theme="dark" label="Fruit">${options}</widget-select>`,
  );
  const select = element();
  const root = select.querySelector('.widget-select')!;
  expect(root.getAttribute('data-theme')).toBe('dark');
  expect(select.querySelector('.widget-select__placeholder')?.textContent).toBe('Pick a fruit');
  expect(control().getAttribute('aria-label')).toBe('Fruit');
  // The generic <div> the element renders into must not carry the name too.
  expect(select.lastElementChild?.hasAttribute('aria-label')).toBe(false);

  select.setAttribute('placeholder', 'Choose');
  select.theme = 'high-contrast';
  await nextTask();
  expect(select.querySelector('.widget-select__placeholder')?.textContent).toBe('Choose');
  expect(root.getAttribute('data-theme')).toBe('high-contrast');
  expect(select.querySelector('.widget-select')).toBe(root);

  select.removeAttribute('theme');
  await nextTask();
  expect(root.getAttribute('data-theme')).toBe('default');
});

test('live option changes log no warning, with or without plugins in the options property', () => {
  fixture(`<widget-select label="Fruit">${options}</widget-select>`);
  const select = element();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    select.clearable = true;
    select.options = { plugins: [{ name: 'noop', setup: () => undefined }] };
    select.placeholder = 'Pick';
    expect(warn).not.toHaveBeenCalled();
    expect(select.querySelector('.widget-select__placeholder')?.textContent).toBe('Pick');
  } finally {
    warn.mockRestore();
  }
});

test('a bad option in the options property is refused as the widget refuses it, disabled included', () => {
  fixture(`<widget-select label="Fruit">${options}</widget-select>`);
  const select = element();
  for (const bad of [{ theme: 5 }, { disabled: 'yes' }]) {
    expect(() => {
      select.options = bad as unknown as SelectOptions;
    }).toThrow(expect.objectContaining({ code: 'invalid-options' }));
  }
});

test('multiple toggles by an invisible rebuild that keeps the value and the focus', async () => {
  fixture(
    `<form><widget-select name="fruit" label="Fruit">${options.replace('"banana"', '"banana" selected')}</widget-select></form>`,
  );
  const select = element();
  control().focus();
  select.multiple = true;
  await nextTask();
  expect(select.type).toBe('select-multiple');
  expect(select.value).toEqual(['banana']);
  expect(tagValues()).toEqual(['banana']);
  expect(document.activeElement).toBe(control());
  expect(select.querySelectorAll('.widget-select')).toHaveLength(1);
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('cherry{Enter}');
  expect(select.value).toEqual(['banana', 'cherry']);
  expect(new FormData(select.form!).getAll('fruit')).toEqual(select.value);

  select.multiple = false;
  await nextTask();
  expect(select.value).toBe('banana');
});

test('searchable="false" removes the search field; max-selections caps picks', async () => {
  fixture(
    `<widget-select searchable="false" multiple max-selections="1" label="Fruit">${options}</widget-select>`,
  );
  const select = element();
  expect(select.searchable).toBe(false);
  expect(select.maxSelections).toBe(1);
  const maximum = listen(select, ['ws-maximum']);
  await userEvent.click(control());
  expect(select.querySelector<HTMLElement>('.widget-select__search-wrap')?.hidden).toBe(true);
  await userEvent.click(rowIn('Apple'));
  await userEvent.click(rowIn('Banana'));
  expect(select.value).toEqual(['apple']);
  expect(maximum).toHaveLength(1);
});

test('the value property: get, set (no input/change), and the value attribute as the default', async () => {
  fixture(`<widget-select value="cherry" label="Fruit">${options}</widget-select>`);
  const select = element();
  const log = listen(select, ['input', 'change', 'ws-change']);
  expect(select.value).toBe('cherry');
  select.value = 'apple';
  expect(select.value).toBe('apple');
  expect(select.querySelector('.widget-select__value')?.textContent).toBe('Apple');
  expect(log).toEqual([['ws-change', 'apple']]);
  select.value = null;
  expect(select.value).toBeNull();
  // Once changed, a new default no longer moves the value (as with <input value>).
  select.setAttribute('value', 'banana');
  expect(select.value).toBeNull();
});

test('properties set before upgrade or connection are kept', () => {
  const select = document.createElement('widget-select');
  select.setAttribute('multiple', '');
  select.data = [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ];
  select.value = ['b'];
  const host = fixture('');
  host.append(select);
  expect(select.value).toEqual(['b']);
  expect(tagValues()).toEqual(['b']);
  expect(select.widget?.getValue()).toEqual(['b']);
});

test('every property set before the element is defined reaches the widget at upgrade', () => {
  class LateSelect extends WidgetSelectElement {}
  // A fresh name per run: a name can be defined only once per page.
  const name = `late-select-${Math.random().toString(36).slice(2)}`;
  const early = document.createElement(name) as LateSelect & Record<string, unknown>;
  // Not defined yet: these land as plain own properties, as a framework's bindings would.
  early.multiple = true;
  early.placeholder = 'Pick fruit';
  early.label = 'Fruit';
  early.data = [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ];
  early.value = ['b'];
  fixture('').append(early);
  customElements.define(name, LateSelect);

  expect(early.hasAttribute('multiple')).toBe(true);
  expect(early.getAttribute('placeholder')).toBe('Pick fruit');
  expect(early.widget?.getValue()).toEqual(['b']);
  expect(tagValues()).toEqual(['b']);
  expect(control().getAttribute('aria-label')).toBe('Fruit');
});

test('children changes are read again; data and options properties take over', async () => {
  fixture(`<widget-select label="Fruit">${options}</widget-select>`);
  const select = element();
  const kiwi = document.createElement('option');
  kiwi.value = 'kiwi';
  kiwi.textContent = 'Kiwi';
  kiwi.defaultSelected = true;
  select.append(kiwi);
  await nextTask();
  expect(select.value).toBe('kiwi');
  await userEvent.click(control());
  expect(rows().map((row) => row.textContent)).toEqual(['Apple', 'Banana', 'Cherry', 'Kiwi']);
  await userEvent.keyboard('{Escape}');

  select.options = { templateResult: (option) => `<b>${option.label}!</b>` };
  select.data = [{ value: 'x', label: 'Ex' }];
  select.open();
  expect(rows().map((row) => row.textContent)).toEqual(['Ex!']);
  select.close();
  select.data = null;
  select.open();
  expect(rows()).toHaveLength(4);
});

test('children are read as the data: groups, tree nodes, labels, disabled, the empty option as placeholder', () => {
  fixture(`
    <widget-select label="Fruit">
      <option value="">Pick one</option>
      <option value="apple" label="Green apple">Apple</option>
      <optgroup label="Berries"><option value="fig" disabled>Fig</option></optgroup>
    </widget-select>
    <widget-select label="Place" id="tree">
      <optgroup label="Europe" value="eu" disabled>
        <optgroup label="France"><option value="paris">Paris</option></optgroup>
      </optgroup>
    </widget-select>`);
  const flat = element();
  expect(flat.data).toEqual([
    { value: 'apple', label: 'Green apple' },
    { label: 'Berries', options: [{ value: 'fig', label: 'Fig', disabled: true }] },
  ]);
  expect(flat.querySelector('.widget-select__placeholder')?.textContent).toBe('Pick one');
  expect((document.getElementById('tree') as WidgetSelectElement).data).toEqual([
    {
      value: 'eu',
      label: 'Europe',
      disabled: true,
      children: [{ value: 'France', label: 'France', children: [{ value: 'paris', label: 'Paris' }] }],
    },
  ]);
});

test('input and change fire after user changes only; every widget event arrives as ws-<name>', async () => {
  fixture(`<widget-select multiple clearable label="Fruit">${options}</widget-select>`);
  const select = element();
  const log = listen(select, [
    'input',
    'change',
    'ws-open',
    'ws-select',
    'ws-change',
    'ws-close',
    'ws-clear',
  ]);
  let composed = false;
  select.addEventListener('ws-select', (event) => {
    composed = event.composed && event.bubbles;
  });
  await userEvent.click(control());
  // Typing in the search field is not an `input` of the element.
  await userEvent.keyboard('ch');
  await userEvent.click(rowIn('Cherry'));
  await userEvent.keyboard('{Escape}');
  expect(log.map(([type]) => type)).toEqual([
    'ws-open',
    'ws-select',
    'input',
    'change',
    'ws-change',
    'ws-close',
  ]);
  expect(log.find(([type]) => type === 'ws-select')?.[1]).toEqual({ value: 'cherry', label: 'Cherry' });
  expect(composed).toBe(true);

  log.length = 0;
  select.value = ['apple'];
  select.clear();
  expect(log.map(([type]) => type)).toEqual(['ws-change', 'ws-change']);

  select.value = ['apple'];
  log.length = 0;
  await userEvent.click(select.querySelector('.widget-select__clear')!);
  expect(log.map(([type]) => type)).toEqual(['ws-clear', 'input', 'change', 'ws-change']);
});

test('methods: open, close, selectAll, setData', () => {
  fixture(`<widget-select multiple label="Fruit">${options}</widget-select>`);
  const select = element();
  select.open();
  expect(control().getAttribute('aria-expanded')).toBe('true');
  select.close();
  expect(control().getAttribute('aria-expanded')).toBe('false');
  select.selectAll();
  expect(select.value).toEqual(['apple', 'banana', 'cherry']);
  select.setData([{ value: 'z', label: 'Zed' }]);
  select.open();
  expect(rows().map((row) => row.textContent)).toEqual(['Zed']);
});

test('a <label for> names the combobox and focuses it when clicked', async () => {
  const host = fixture(
    `<label for="f">Favourite fruit</label><widget-select id="f">${options}</widget-select>`,
  );
  const label = host.querySelector('label')!;
  expect(control().getAttribute('aria-labelledby')).toBe(label.id);
  expect(element().lastElementChild?.hasAttribute('aria-labelledby')).toBe(false);
  await userEvent.click(label);
  expect(document.activeElement).toBe(control());
});

test('moving the element keeps the widget and its value', async () => {
  const host = fixture(
    `<div id="a"><widget-select label="Fruit">${options}</widget-select></div><div id="b"></div>`,
  );
  const select = element();
  select.value = 'banana';
  const widget = select.widget;
  host.querySelector('#b')!.append(select);
  await nextTask();
  expect(select.widget).toBe(widget);
  select.remove();
  await nextTask();
  expect(select.widget).toBeNull();
  host.append(select);
  expect(select.value).toBe('banana');
  expect(select.querySelectorAll('.widget-select')).toHaveLength(1);
});

test('aria-describedby / aria-errormessage on the element reach the combobox and follow changes', async () => {
  fixture(
    `<p id="help">Seasonal only</p><p id="more">In stock</p>
     <widget-select label="Fruit" aria-describedby="help" aria-errormessage="more">${options}</widget-select>`,
  );
  const select = element();
  expect(control().getAttribute('aria-describedby')).toBe('help');
  expect(control().getAttribute('aria-errormessage')).toBe('more');
  const root = select.querySelector('.widget-select');
  select.setAttribute('aria-describedby', 'help more');
  select.removeAttribute('aria-errormessage');
  await expect.poll(() => control().getAttribute('aria-describedby')).toBe('help more');
  expect(control().hasAttribute('aria-errormessage')).toBe(false);
  expect(select.querySelector('.widget-select')).toBe(root);
});

test('reflected properties: booleans toggle, searchable says "false", strings and counts read back', () => {
  fixture(`<widget-select label="Fruit">${options}</widget-select>`);
  const select = element();
  expect([select.multiple, select.searchable, select.theme, select.maxSelections]).toEqual([
    false,
    true,
    '',
    null,
  ]);
  select.clearable = true;
  select.searchable = false;
  select.maxSelections = 2;
  select.placeholder = 'Pick';
  expect(select.getAttribute('clearable')).toBe('');
  expect(select.getAttribute('searchable')).toBe('false');
  expect(select.getAttribute('max-selections')).toBe('2');
  expect([select.clearable, select.searchable, select.maxSelections, select.placeholder]).toEqual([
    true,
    false,
    2,
    'Pick',
  ]);
  select.clearable = false;
  select.placeholder = null as unknown as string;
  expect(select.hasAttribute('clearable')).toBe(false);
  expect(select.hasAttribute('placeholder')).toBe(false);
});

test('open-on-focus, group-select, min-search-length and max-visible-tags attributes reach the options', async () => {
  fixture(
    `<widget-select multiple open-on-focus group-select min-search-length="2" max-visible-tags="auto" token-search="false" label="Fruit">
      <optgroup label="Red"><option value="cherry">Cherry</option></optgroup></widget-select>`,
  );
  const select = element();
  expect(select.openOnFocus).toBe(true);
  expect(select.groupSelect).toBe(true);
  expect(select.minSearchLength).toBe(2);
  expect(select.maxVisibleTags).toBe('auto');
  expect(select.tokenSearch).toBe(false);
  expect(select.accentInsensitive).toBe(true);
  // Keyboard focus opens the list; below two typed characters a hint row stands for the results.
  await userEvent.tab();
  await expect.poll(() => select.widget?.isDropdownOpen()).toBe(true);
  expect(select.querySelector('.widget-select__message--hint')?.hasAttribute('hidden')).toBe(false);
  select.minSearchLength = 0;
  await expect.poll(() => select.querySelector('.widget-select__group')?.getAttribute('role')).toBe('option');
  select.openOnFocus = false;
  expect(select.hasAttribute('open-on-focus')).toBe(false);
});

test('readonly, hide-selected, keep-query-on-select and open-on-type attributes reach the options; selectedOptions reads the option objects', async () => {
  fixture(
    `<widget-select multiple readonly hide-selected keep-query-on-select open-on-type label="Fruit" value="banana">${options}</widget-select>`,
  );
  const select = element();
  expect(select.readonly).toBe(true);
  expect(select.hideSelected).toBe(true);
  expect(select.keepQueryOnSelect).toBe(true);
  expect(select.openOnType).toBe(true);
  expect(select.querySelector('.widget-select')?.classList.contains('widget-select--readonly')).toBe(true);
  expect(control().getAttribute('aria-readonly')).toBe('true');
  expect(select.selectedOptions).toEqual([{ value: 'banana', label: 'Banana' }]);
  select.readonly = false;
  await nextTask();
  expect(control().hasAttribute('aria-readonly')).toBe(false);
  await clickControl();
  expect(rows().map((row) => row.textContent)).toEqual(['Apple', 'Cherry']);
});

test('group-select and max-visible-tags attributes reach the options; selectAll and clear take a scope', async () => {
  fixture(`
    <widget-select multiple group-select max-visible-tags="1" label="Food">
      <optgroup label="Fruit">${options}</optgroup>
      <optgroup label="Veg"><option value="leek">Leek</option></optgroup>
    </widget-select>`);
  const select = element();
  expect(select.groupSelect).toBe(true);
  expect(select.maxVisibleTags).toBe(1);
  await userEvent.click(control());
  const header = document.querySelector<HTMLElement>('.widget-select__group[data-group]')!;
  expect(header.getAttribute('aria-checked')).toBe('false');
  await userEvent.click(header);
  expect(select.value).toEqual(['apple', 'banana', 'cherry']);
  expect(tagValues()).toEqual(['apple']);
  expect(document.querySelector('.widget-select__tag--more')?.textContent).toBe('+2 more');
  select.setAttribute('max-visible-tags', 'auto');
  expect(select.maxVisibleTags).toBe('auto');
  await nextTask();
  expect(select.querySelector('.widget-select')?.classList.contains('widget-select--fit-tags')).toBe(true);
  select.maxVisibleTags = 'x' as never;
  expect(select.maxVisibleTags).toBeNull();

  select.clear({ scope: 'all' });
  await userEvent.keyboard('e');
  select.selectAll({ scope: 'matching' });
  expect(select.value).toEqual(['apple', 'cherry', 'leek']);
  select.clear({ scope: 'matching' });
  expect(select.value).toEqual([]);
});
