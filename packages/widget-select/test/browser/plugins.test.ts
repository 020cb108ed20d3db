/** The plugin api, through the two shipped plugins and small inline plugins. */
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { checkboxPlugin, type PluginApi, type SelectPlugin, selectAllHeaderPlugin } from '../../src/index';
import { $, $$, clickControl, control, fixture, fruits, mount, recordEvents, rows, search } from './helpers';
import '../../src/locales/de';
import '../../src/locales/fr';

const boxes = () => $$('.widget-select__option > .widget-select__checkbox');
const checked = () =>
  rows()
    .filter((row) => row.querySelector('.widget-select__checkbox--checked'))
    .map((row) => row.dataset.value);

test('checkboxPlugin: every row starts with a decorative box that follows the selection', async () => {
  const widget = mount({ data: fruits, multiple: true, plugins: [checkboxPlugin()] });
  widget.setValue(['banana']);
  await clickControl();
  expect(boxes()).toHaveLength(fruits.length);
  expect(boxes().every((box) => box.getAttribute('aria-hidden') === 'true')).toBe(true);
  expect(checked()).toEqual(['banana']);

  await userEvent.click(rows()[0]!);
  expect(widget.getValue()).toEqual(['banana', 'apple']);
  expect(checked()).toEqual(['apple', 'banana']);
  await userEvent.click(rows()[1]!.querySelector('.widget-select__checkbox')!);
  expect(widget.getValue()).toEqual(['apple']);
  expect(checked()).toEqual(['apple']);
  // One box per row, however often rows are refreshed.
  expect(boxes()).toHaveLength(fruits.length);
});

test('checkboxPlugin keeps the query after a pick (through intercept), unless keepQuery is false', async () => {
  const widget = mount({ data: fruits, multiple: true, plugins: [checkboxPlugin()] });
  await userEvent.click(control());
  await userEvent.keyboard('err');
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toEqual(['cherry']);
  expect(widget.getSearchQuery()).toBe('err');
  expect(search()?.value).toBe('err');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(widget.getValue()).toEqual(['cherry', 'elderberry']);
  widget.destroy();

  const plain = mount({ data: fruits, multiple: true, plugins: [checkboxPlugin({ keepQuery: false })] });
  await userEvent.click(control());
  await userEvent.keyboard('err{Enter}');
  expect(plain.getSearchQuery()).toBe('');
});

test('selectAllHeaderPlugin: buttons in the header select and clear as the user would', async () => {
  const host = fixture('<form><select id="s" name="fruit" multiple></select></form>');
  const select = host.querySelector('select')!;
  const nativeChanges = vi.fn();
  select.addEventListener('change', nativeChanges);
  const widget = mount({ data: fruits, multiple: true, plugins: [selectAllHeaderPlugin()] }, select);
  const log = recordEvents(widget);
  await userEvent.click(control());
  const buttons = $$<HTMLButtonElement>('.widget-select__header .widget-select__bulk-button');
  expect(buttons.map((button) => button.textContent)).toEqual(['Select all', 'Clear selection']);

  await userEvent.click(buttons[0]!);
  expect(widget.getValue()).toEqual(fruits.map((fruit) => fruit.value));
  expect(log.filter(([name]) => name === 'select')).toHaveLength(fruits.length);
  expect(log.filter(([name]) => name === 'change')).toHaveLength(1);
  expect(nativeChanges).toHaveBeenCalledTimes(1);
  expect(new FormData(host.querySelector('form')!).getAll('fruit')).toHaveLength(fruits.length);
  expect(widget.isDropdownOpen()).toBe(true);

  await userEvent.click(buttons[1]!);
  expect(widget.getValue()).toEqual([]);
  expect(log.at(-2)).toEqual(['clear', undefined]);
  expect(nativeChanges).toHaveBeenCalledTimes(2);
});

test('selectAllHeaderPlugin honours maxSelections, beforeSelect, the language and shortcuts', async () => {
  const beforeSelect = vi.fn(() => true);
  const widget = mount({
    data: fruits,
    multiple: true,
    maxSelections: 3,
    beforeSelect,
    language: 'fr',
    plugins: [selectAllHeaderPlugin()],
  });
  await userEvent.click(control());
  expect($('.widget-select__bulk-button')?.textContent).toBe('Tout sélectionner');
  expect($('.widget-select__bulk-button')?.getAttribute('aria-keyshortcuts')).toBe('Alt+A');
  await userEvent.keyboard('{Alt>}a{/Alt}');
  expect(widget.getValue()).toEqual(['apple', 'banana', 'cherry']);
  expect(beforeSelect).toHaveBeenCalledTimes(3);
  expect(search()?.value).toBe('');
  await userEvent.keyboard('{Alt>}{Shift>}a{/Shift}{/Alt}');
  expect(widget.getValue()).toEqual([]);
});

test('selectAllHeaderPlugin with a query: "Select all N matching" selects only the enabled matches, Alt+A too', async () => {
  const data = [...fruits, { value: 'grape', label: 'Grape', disabled: true }];
  const widget = mount({ data, multiple: true, plugins: [selectAllHeaderPlugin()] });
  const log = recordEvents(widget);
  await userEvent.click(control());
  const button = () => $('.widget-select__bulk-button')!;
  expect(button().textContent).toBe('Select all');
  // "er": Cherry, Elderberry; "ap": Apple and the disabled Grape.
  await userEvent.keyboard('er');
  expect(button().textContent).toBe('Select all 2 matching');
  await userEvent.click(button());
  expect(widget.getValue()).toEqual(['cherry', 'elderberry']);
  expect(log.filter(([name]) => name === 'change')).toHaveLength(1);
  await userEvent.fill(search()!, 'ap');
  expect(button().textContent).toBe('Select all 1 matching');
  await userEvent.keyboard('{Alt>}a{/Alt}');
  expect(widget.getValue()).toEqual(['cherry', 'elderberry', 'apple']);
  // Backspaces, not fill(''): WebDriver refuses to send no text.
  await userEvent.keyboard('{Backspace}{Backspace}');
  expect(button().textContent).toBe('Select all');
});

test('a select-all that maxSelections cuts short emits maximum with the first option left out', async () => {
  const widget = mount({
    data: fruits,
    multiple: true,
    maxSelections: 2,
    plugins: [selectAllHeaderPlugin()],
  });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await userEvent.click($('.widget-select__bulk-button')!);
  expect(widget.getValue()).toEqual(['apple', 'banana']);
  expect(log.filter(([name]) => name === 'maximum')).toEqual([['maximum', { limit: 2, option: fruits[2] }]]);
  widget.setValue([]);
  await userEvent.fill(search()!, 'e');
  // In the list's order: the label that starts with "e" first.
  widget.selectAll({ scope: 'matching' });
  expect(widget.getValue()).toEqual(['elderberry', 'apple']);
  expect(log.filter(([name]) => name === 'maximum').at(-1)).toEqual([
    'maximum',
    { limit: 2, option: fruits[2] },
  ]);
});

test('selectAllHeaderPlugin leaves a single select alone; the header empties on close', async () => {
  const single = mount({ data: fruits, plugins: [selectAllHeaderPlugin()] });
  await userEvent.click(control());
  expect($('.widget-select__bulk')).toBeNull();
  single.destroy();
  const multiple = mount({ data: fruits, multiple: true, plugins: [selectAllHeaderPlugin()] });
  multiple.open();
  expect($('.widget-select__bulk')).not.toBeNull();
  multiple.close();
  multiple.open();
  expect($$('.widget-select__bulk')).toHaveLength(1);
});

test('both plugins together on a portalled dropdown', async () => {
  const widget = mount({
    data: fruits,
    multiple: true,
    dropdownParent: document.body,
    plugins: [checkboxPlugin(), selectAllHeaderPlugin()],
  });
  await userEvent.click(control());
  await userEvent.click($('.widget-select__bulk-button')!);
  expect(checked()).toEqual(fruits.map((fruit) => fruit.value));
  expect(widget.isDropdownOpen()).toBe(true);
});

test('intercept sees each change with its cause and state, and may veto or rewrite it', async () => {
  const seen: string[] = [];
  const vetoCherry: SelectPlugin = {
    name: 'no-cherry',
    setup(api) {
      api.intercept((change, cause, state) => {
        seen.push(cause);
        if (change.value?.includes('cherry') && !state.value.includes('cherry')) return false;
        if (cause === 'api:setValue' && change.value?.length === 0) return { value: ['apple'] };
        return change;
      });
      return undefined;
    },
  };
  const widget = mount({ data: fruits, plugins: [vetoCherry] });
  await userEvent.click(control());
  await userEvent.click(rows()[2]!);
  expect(widget.getValue()).toBeNull();
  expect(seen).toContain('user:pick');
  await userEvent.click(rows()[1]!);
  expect(widget.getValue()).toBe('banana');
  widget.setValue(null);
  expect(widget.getValue()).toBe('apple');
});

test('intercept sees the type of the action behind each change: Enter on a row is pickHighlighted', async () => {
  const seen: string[] = [];
  const probe: SelectPlugin = {
    name: 'action-types',
    setup(api) {
      api.intercept((change, cause, _state, action) => {
        if (change.value) seen.push(`${action.type} ${cause}`);
        return change;
      });
      return undefined;
    },
  };
  mount({ data: fruits, multiple: true, plugins: [probe] });
  await userEvent.click(control());
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await userEvent.click(rows()[2]!);
  expect(seen).toEqual(['pickHighlighted user:pick', 'pick user:pick']);
});

test('api: state, options, messages, on, user actions, control DOM and teardown on destroy', async () => {
  let api!: PluginApi;
  const teardown = vi.fn();
  const changes: unknown[] = [];
  const plugin: SelectPlugin = {
    name: 'probe',
    setup(given) {
      api = given;
      given.on('change', (value) => changes.push(value));
      const badge = document.createElement('span');
      badge.className = 'probe-badge';
      given.control.append(badge);
      return () => {
        badge.remove();
        teardown();
      };
    },
  };
  const widget = mount({ data: fruits, multiple: true, language: 'de', plugins: [plugin] });
  expect(api.widget).toBe(widget);
  expect(api.options.multiple).toBe(true);
  expect(api.messages.selectAll).toBe('Alle auswählen');
  api.user.toggle('date');
  expect(api.state.value).toEqual(['date']);
  expect(api.optionOf('date')?.label).toBe('Date');
  widget.setValue(['apple']);
  // Control content re-renders without losing plugin DOM appended to the control.
  expect($('.widget-select__control .probe-badge')).not.toBeNull();
  expect(changes).toEqual([['date'], ['apple']]);
  // A snapshot: writing to it changes nothing in the widget.
  (api.state as unknown as { value: string[] }).value = [];
  expect(widget.getValue()).toEqual(['apple']);

  widget.destroy();
  expect(teardown).toHaveBeenCalledTimes(1);
  expect($('.probe-badge')).toBeNull();
});

test('a plugin whose setup throws is reported and skipped; the widget still works', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const broken: SelectPlugin = {
    name: 'broken',
    setup() {
      throw new Error('boom');
    },
  };
  const widget = mount({ data: fruits, plugins: [broken, checkboxPlugin()] });
  expect(error).toHaveBeenCalledWith(expect.stringContaining('"broken"'), expect.any(Error));
  await userEvent.click(control());
  expect(boxes()).toHaveLength(fruits.length);
  expect(widget.isDropdownOpen()).toBe(true);
  error.mockRestore();
});
