/** Options everyday forms need: readonly, hideSelected, keepQueryOnSelect, openOnType, getSelectedOptions. */
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Option } from '../../src/types';
import { axeViolations } from './axe';
import {
  $,
  $$,
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

const root = () => $('.widget-select')!;

test('readonly: marked, focusable and submitted, but keys and clicks change nothing', async () => {
  const form = fixture('<form><select name="fruit" multiple></select></form>').querySelector('form')!;
  const select = form.querySelector('select')!;
  for (const fruit of fruits) select.add(new Option(fruit.label, fruit.value));
  const widget = mount(
    { data: fruits, multiple: true, clearable: true, sortable: true, readonly: true },
    select,
  );
  widget.setValue(['apple', 'cherry']);
  const log = recordEvents(widget);
  expect(root().classList.contains('widget-select--readonly')).toBe(true);
  expect(control().getAttribute('aria-readonly')).toBe('true');
  expect(control().getAttribute('aria-disabled')).toBeNull();
  // No buttons that would edit: the tags have no remove button, there is no clear button.
  expect($$('.widget-select__tag-remove')).toHaveLength(0);
  expect($('.widget-select__clear')).toBeNull();

  await clickControl();
  expect(widget.isDropdownOpen()).toBe(false);
  expect(document.activeElement).toBe(control());
  await userEvent.keyboard('{ArrowDown}{Enter}b{Backspace}{Delete}');
  expect(widget.isDropdownOpen()).toBe(false);
  await userEvent.keyboard('{ArrowLeft}');
  await userEvent.keyboard('{Delete}');
  expect(widget.getValue()).toEqual(['apple', 'cherry']);
  expect(log).toEqual([]);
  expect(new FormData(form).getAll('fruit')).toEqual(['apple', 'cherry']);

  // Methods still work.
  widget.setValue(['banana']);
  expect(widget.getValue()).toEqual(['banana']);
  // Live: turned off, the field is editable again.
  widget.updateOptions({ readonly: false });
  expect(root().classList.contains('widget-select--readonly')).toBe(false);
  expect(control().hasAttribute('aria-readonly')).toBe(false);
  expect($$('.widget-select__tag-remove')).toHaveLength(1);
  await clickControl();
  expect(widget.isDropdownOpen()).toBe(true);
});

test('disabled: the tags have no remove buttons or Delete hint and there is no clear button, until enabled', () => {
  const widget = mount({ data: fruits, multiple: true, clearable: true, disabled: true });
  widget.setValue(['apple', 'banana']);
  const described = () => $$('.widget-select__tag').filter((tag) => tag.hasAttribute('aria-describedby'));
  expect(control().getAttribute('aria-disabled')).toBe('true');
  expect($$('.widget-select__tag-remove')).toHaveLength(0);
  expect($('.widget-select__clear')).toBeNull();
  expect(described()).toHaveLength(0);
  widget.enable();
  expect($$('.widget-select__tag-remove')).toHaveLength(2);
  expect($('.widget-select__clear')).not.toBeNull();
  expect(described()).toHaveLength(2);
  widget.disable();
  expect($$('.widget-select__tag-remove')).toHaveLength(0);
  expect($('.widget-select__clear')).toBeNull();
});

test('readonly single select: typeahead and Delete do not change the value', async () => {
  const widget = mount({ data: fruits, clearable: true, readonly: true });
  widget.setValue('banana');
  control().focus();
  await userEvent.keyboard('c{Delete}{Backspace} ');
  expect(widget.getValue()).toBe('banana');
  expect(widget.isDropdownOpen()).toBe(false);
});

test('hideSelected: picked options leave the list, and come back when removed', async () => {
  const widget = mount({ data: fruits, multiple: true, hideSelected: true });
  await userEvent.click(control());
  await userEvent.click(rows().find((row) => row.textContent === 'Banana')!);
  expect(widget.getValue()).toEqual(['banana']);
  expect(rowLabels()).toEqual(['Apple', 'Cherry', 'Date', 'Elderberry']);
  // The highlight moved to a row that is still there.
  expect($('.widget-select__option--highlighted')?.textContent).toBe('Apple');
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toEqual(['banana', 'apple']);
  expect(rowLabels()).toEqual(['Cherry', 'Date', 'Elderberry']);
  widget.setValue(['apple']);
  expect(rowLabels()).toEqual(['Banana', 'Cherry', 'Date', 'Elderberry']);
});

test('hideSelected drops the header of a group left empty', async () => {
  const widget = mount({
    multiple: true,
    hideSelected: true,
    data: [
      { label: 'Red', options: [{ value: 'cherry', label: 'Cherry' }] },
      { label: 'Yellow', options: [{ value: 'banana', label: 'Banana' }] },
    ],
  });
  widget.setValue(['cherry']);
  widget.open();
  expect($$('.widget-select__group').map((group) => group.textContent)).toEqual(['Yellow']);
  expect(rowLabels()).toEqual(['Banana']);
});

test('without hideSelected, selected options stay in the list', async () => {
  const widget = mount({ data: fruits, multiple: true });
  widget.setValue(['banana']);
  widget.open();
  expect(rowLabels()).toHaveLength(5);
});

test('keepQueryOnSelect keeps the query and its matches after a pick; by default the query clears', async () => {
  const widget = mount({ data: fruits, multiple: true, keepQueryOnSelect: true });
  await userEvent.click(control());
  await userEvent.keyboard('e');
  const matches = rowLabels();
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toHaveLength(1);
  expect(search()!.value).toBe('e');
  expect(widget.getSearchQuery()).toBe('e');
  expect(rowLabels()).toEqual(matches);

  widget.updateOptions({ keepQueryOnSelect: false });
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(widget.getValue()).toHaveLength(2);
  expect(search()!.value).toBe('');
});

test('openOnType: a printable key on the closed control opens the list with that text as the query', async () => {
  const widget = mount({ data: fruits, openOnType: true });
  const log = recordEvents(widget);
  control().focus();
  await userEvent.keyboard('ch');
  expect(widget.isDropdownOpen()).toBe(true);
  expect(widget.getSearchQuery()).toBe('ch');
  expect(document.activeElement).toBe(search());
  expect(rowLabels()).toEqual(['Cherry']);
  expect(log.some(([name]) => name === 'search')).toBe(true);
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toBe('cherry');
});

test('without openOnType a printable key is typeahead: the query stays empty', async () => {
  const widget = mount({ data: fruits });
  control().focus();
  await userEvent.keyboard('c');
  expect(widget.getSearchQuery()).toBe('');
  expect($('.widget-select__option--highlighted')?.textContent).toBe('Cherry');
});

test('getSelectedOptions returns the option objects in selection order, a kept one included', () => {
  const widget = mount({ data: fruits, multiple: true });
  expect(widget.getSelectedOptions()).toEqual([]);
  widget.setValue(['date', 'apple']);
  expect(widget.getSelectedOptions()).toEqual([fruits[3], fruits[0]]);
  widget.setData(fruits.slice(1));
  // missingSelectionPolicy 'preserve' keeps apple with the option it had.
  expect(widget.getSelectedOptions()).toEqual([fruits[3], fruits[0]]);
  expect(tagValues()).toEqual(['date', 'apple']);
  widget.destroy();
  expect(widget.getSelectedOptions()).toEqual([]);
});

test("selectAll({ scope: 'matching' }) adds only the enabled options matching the query; clearAll({ scope: 'matching' }) removes only those", async () => {
  const data = [...fruits, { value: 'blueberry', label: 'Blueberry', disabled: true }];
  const widget = mount({ data, multiple: true });
  widget.setValue(['cherry']);
  await clickControl();
  await userEvent.keyboard('berr');
  expect(rowLabels()).toEqual(['Elderberry', 'Blueberry']);
  const log = recordEvents(widget);
  widget.selectAll({ scope: 'matching' });
  expect(widget.getValue()).toEqual(['cherry', 'elderberry']);
  expect(log.filter(([name]) => name === 'change')).toHaveLength(1);
  widget.clearAll({ scope: 'matching' });
  expect(widget.getValue()).toEqual(['cherry']);
  // Without a query, 'matching' is every option; the default scope is 'all'.
  widget.setSearchQuery('');
  widget.selectAll({ scope: 'matching' });
  expect(widget.getValue()).toEqual(['cherry', 'apple', 'banana', 'date', 'elderberry']);
  widget.clearAll({ scope: 'all' });
  expect(widget.getValue()).toEqual([]);
  widget.setSearchQuery('an');
  widget.selectAll();
  expect(widget.getValue()).toHaveLength(5);
  expect(() => widget.selectAll({ scope: 'visible' as 'all' })).toThrow(/options\.scope/);
  expect(() => widget.clearAll({ scope: 1 as unknown as 'all' })).toThrow(/options\.scope/);
});

test("clearAll({ scope: 'matching' }) also reaches options hidden by hideSelected", async () => {
  const widget = mount({ data: fruits, multiple: true, hideSelected: true });
  widget.setValue(['apple', 'banana', 'date']);
  widget.setSearchQuery('a');
  widget.clearAll({ scope: 'matching' });
  // "a" matches Apple, Banana and Date (not Cherry or Elderberry).
  expect(widget.getValue()).toEqual([]);
});

test("maxVisibleTags 'auto' keeps the tags that fit on one line and counts the rest in the +N chip; a wider control shows more", async () => {
  const many = Array.from({ length: 30 }, (_, i) => ({ value: `v${i}`, label: `Option number ${i}` }));
  const host = fixture('<div id="mount" style="width: 360px"></div>');
  const widget = mount(
    { data: many, multiple: true, maxVisibleTags: 'auto' },
    host.querySelector<HTMLElement>('#mount')!,
  );
  widget.setValue(many.map((option) => option.value));
  const shownTags = () => $$('.widget-select__tag[data-value]');
  const chip = () => $('.widget-select__tag--more');
  await vi.waitFor(() => expect(chip()).not.toBeNull());
  const narrow = shownTags().length;
  expect(narrow).toBeGreaterThan(0);
  expect(narrow).toBeLessThan(30);
  const oneLine = () => {
    const tops = [...shownTags(), chip()!].map((tag) => tag.getBoundingClientRect().top);
    return Math.max(...tops) - Math.min(...tops) < shownTags()[0]!.offsetHeight / 2;
  };
  expect(oneLine()).toBe(true);
  expect(chip()!.textContent).toContain(String(30 - narrow));
  host.querySelector<HTMLElement>('#mount')!.style.width = '900px';
  // Refitted once the new width is laid out.
  await vi.waitFor(() => {
    expect(shownTags().length).toBeGreaterThan(narrow);
    expect(oneLine()).toBe(true);
  });
  // Every value is still selected and announced.
  expect(widget.getValue()).toHaveLength(30);
  expect($('[role="grid"]')!.getAttribute('aria-colcount')).toBe('30');
  expect(() => widget.updateOptions({ maxVisibleTags: 'some' as 'auto' })).toThrow(/maxVisibleTags/);
});

test('groupSelect: a click on a group header selects its enabled options, again removes them; the header says checked, mixed or not', async () => {
  const widget = mount({
    multiple: true,
    groupSelect: true,
    data: [
      {
        label: 'Red',
        options: [
          { value: 'cherry', label: 'Cherry' },
          { value: 'strawberry', label: 'Strawberry' },
          { value: 'raspberry', label: 'Raspberry', disabled: true },
        ],
      },
      { label: 'Yellow', options: [{ value: 'banana', label: 'Banana' }] },
    ],
  });
  const log = recordEvents(widget);
  await userEvent.click(control());
  const header = () => $$('.widget-select__group').find((group) => group.textContent === 'Red')!;
  expect(header().getAttribute('aria-checked')).toBe('false');
  await userEvent.click(rows().find((row) => row.textContent === 'Cherry')!);
  expect(header().getAttribute('aria-checked')).toBe('mixed');
  await userEvent.click(header());
  expect(widget.getValue()).toEqual(['cherry', 'strawberry']);
  expect(header().getAttribute('aria-checked')).toBe('true');
  expect(
    log.filter(([name]) => name === 'select').map(([, option]) => (option as { value: string }).value),
  ).toEqual(['cherry', 'strawberry']);
  await userEvent.click(header());
  expect(widget.getValue()).toEqual([]);
  expect(header().getAttribute('aria-checked')).toBe('false');
  expect(widget.isDropdownOpen()).toBe(true);
  // The checkable header is an option of its group: valid listbox structure.
  expect(await axeViolations(document.body)).toEqual([]);
});

test('groupSelect: a header click beyond maxSelections adds what fits and emits maximum naming the first left out, with no setValue warning', async () => {
  const warn = vi.spyOn(console, 'warn');
  const group = (label: string, ...entries: number[]) => ({ label, options: entries.map((i) => fruits[i]!) });
  const data = [group('Red', 0, 2), group('Yellow', 1, 3)];
  const widget = mount({ multiple: true, groupSelect: true, maxSelections: 2, data });
  widget.setValue(['banana']);
  await userEvent.click(control());
  const log = recordEvents(widget);
  type Payload = { option?: Option; value?: string } | undefined;
  const names = () =>
    log.map(([name, p]) => `${name} ${(p as Payload)?.option?.value ?? (p as Payload)?.value}`);
  const header = (label: string) => $$('.widget-select__group').find((row) => row.textContent === label)!;
  await userEvent.click(header('Red'));
  expect(widget.getValue()).toEqual(['banana', 'apple']);
  expect(names()).toEqual(['maximum cherry', 'select apple', 'change undefined']);
  // At the cap: nothing fits, the group's first option left out is named.
  log.length = 0;
  await userEvent.click(header('Yellow'));
  expect(widget.getValue()).toEqual(['banana', 'apple']);
  expect(names()).toEqual(['maximum date']);
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});

test('groupSelect: the keyboard reaches a group header (aria-activedescendant names it) and Enter toggles its enabled options', async () => {
  const widget = mount({
    multiple: true,
    groupSelect: true,
    data: [
      {
        label: 'Red',
        options: [
          { value: 'cherry', label: 'Cherry' },
          { value: 'strawberry', label: 'Strawberry' },
          { value: 'raspberry', label: 'Raspberry', disabled: true },
        ],
      },
      { label: 'Yellow', options: [{ value: 'banana', label: 'Banana' }] },
    ],
  });
  const header = (label: string) => $$('.widget-select__group').find((group) => group.textContent === label)!;
  const active = () => document.getElementById(search()!.getAttribute('aria-activedescendant') ?? '');
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(active()?.textContent).toBe('Cherry');
  // Up from the first option: the header of its group, named as the active descendant.
  await userEvent.keyboard('{ArrowUp}');
  expect(active()).toBe(header('Red'));
  expect(header('Red').classList.contains('widget-select__option--highlighted')).toBe(true);
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toEqual(['cherry', 'strawberry']);
  expect(header('Red').getAttribute('aria-checked')).toBe('true');
  expect(widget.isDropdownOpen()).toBe(true);
  // Down past Strawberry (Raspberry is disabled): the next group's header, then its option.
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(active()).toBe(header('Yellow'));
  await userEvent.keyboard('{ArrowDown}');
  expect(active()?.textContent).toBe('Banana');
  await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{Enter}');
  expect(active()).toBe(header('Red'));
  expect(widget.getValue()).toEqual([]);
});

test('groupSelect: Space on a highlighted group header toggles its enabled options, as Enter does', async () => {
  // No search field: focus stays on the control, where Space picks (in a search field it types a space).
  const widget = mount({
    multiple: true,
    groupSelect: true,
    searchable: false,
    data: [
      {
        label: 'Red',
        options: [
          { value: 'cherry', label: 'Cherry' },
          { value: 'strawberry', label: 'Strawberry' },
          { value: 'raspberry', label: 'Raspberry', disabled: true },
        ],
      },
      { label: 'Yellow', options: [{ value: 'banana', label: 'Banana' }] },
    ],
  });
  const header = (label: string) => $$('.widget-select__group').find((group) => group.textContent === label)!;
  const active = () => document.getElementById(control().getAttribute('aria-activedescendant') ?? '');
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(control());
  expect(active()?.textContent).toBe('Cherry');
  await userEvent.keyboard('{ArrowUp}');
  expect(active()).toBe(header('Red'));
  await userEvent.keyboard(' ');
  expect(widget.getValue()).toEqual(['cherry', 'strawberry']);
  expect(header('Red').getAttribute('aria-checked')).toBe('true');
  expect(widget.isDropdownOpen()).toBe(true);
  expect(active()).toBe(header('Red'));
  // Space again removes them, as a second Enter does.
  await userEvent.keyboard(' ');
  expect(widget.getValue()).toEqual([]);
  expect(header('Red').getAttribute('aria-checked')).toBe('false');
  // The other group's header toggles only its own options.
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(active()).toBe(header('Yellow'));
  await userEvent.keyboard(' ');
  expect(widget.getValue()).toEqual(['banana']);
});

test('without groupSelect a group header is not actionable', async () => {
  const widget = mount({
    multiple: true,
    data: [{ label: 'Red', options: [{ value: 'cherry', label: 'Cherry' }] }],
  });
  await userEvent.click(control());
  const header = $('.widget-select__group')!;
  expect(header.getAttribute('role')).toBe('presentation');
  expect(header.hasAttribute('aria-checked')).toBe(false);
  await userEvent.click(header);
  expect(widget.getValue()).toEqual([]);
});

test('inside a modal <dialog>, a dropdown portalled into the dialog can be clicked', async () => {
  // A dialog of a form's size: the dropdown inside it is clipped by the dialog's own
  // `overflow: auto` (the browser's style) where it reaches past the dialog's box.
  const host = fixture('<dialog style="width: 320px; height: 360px"><div id="in-dialog"></div></dialog>');
  const dialog = host.querySelector('dialog')!;
  dialog.showModal();
  const widget = mount(
    { data: fruits, dropdownParent: dialog },
    host.querySelector<HTMLElement>('#in-dialog')!,
  );
  await userEvent.click(control());
  expect(dialog.contains($('.widget-select__dropdown'))).toBe(true);
  await userEvent.click(rows()[1]!);
  expect(widget.getValue()).toBe('banana');
  dialog.close();
});
