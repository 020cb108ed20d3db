import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, $$, control, dropdown, fixture, fruits, mount, recordEvents, rows, tagValues } from './helpers';

test('placeholder shows while nothing is selected', async () => {
  const widget = mount({ data: fruits, placeholder: 'Pick a fruit' });
  expect($('.widget-select__placeholder')?.textContent).toBe('Pick a fruit');
  widget.setValue('apple');
  expect($('.widget-select__placeholder')).toBeNull();
  expect($('.widget-select__value')?.textContent).toBe('Apple');
});

test('clearable shows a clear button while something is selected; clicking it clears with unselect per value, clear and change', async () => {
  const widget = mount({ data: fruits, clearable: true, multiple: true });
  expect($('.widget-select__clear')).toBeNull();
  widget.setValue(['apple', 'date']);
  const button = $<HTMLButtonElement>('.widget-select__clear')!;
  expect(button.isConnected).toBe(true);
  const log = recordEvents(widget);
  await userEvent.click(button);
  expect(widget.getValue()).toEqual([]);
  // Only while something is selected: the button leaves the DOM with the value.
  expect($('.widget-select__clear')).toBeNull();
  expect(document.activeElement).toBe(control());
  // Each removed option is an `unselect` too, so apps that track option objects stay in step.
  expect(log).toEqual([
    ['unselect', fruits[0]],
    ['unselect', fruits[3]],
    ['clear', undefined],
    ['change', []],
  ]);
  expect(widget.isDropdownOpen()).toBe(false);
});

test('closeOnSelect closes a multiple select after each pick; otherwise it stays open', async () => {
  const widget = mount({ data: fruits, multiple: true });
  await userEvent.click(control());
  await userEvent.click(rows()[0]!);
  expect(widget.isDropdownOpen()).toBe(true);
  widget.updateOptions({ closeOnSelect: true });
  await userEvent.click(rows()[1]!);
  expect(widget.isDropdownOpen()).toBe(false);
  expect(widget.getValue()).toEqual(['apple', 'banana']);
});

test('maxSelections ignores further picks and emits maximum', async () => {
  const widget = mount({ data: fruits, multiple: true, maxSelections: 2 });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await userEvent.click(rows()[0]!);
  await userEvent.click(rows()[1]!);
  await userEvent.click(rows()[2]!);
  expect(widget.getValue()).toEqual(['apple', 'banana']);
  expect(log).toContainEqual(['maximum', { limit: 2, option: fruits[2] }]);
});

test('theme sets data-theme on the root and the dropdown', async () => {
  const widget = mount({ data: fruits, theme: 'dark' });
  expect($('.widget-select')?.getAttribute('data-theme')).toBe('dark');
  widget.open();
  expect(dropdown()?.getAttribute('data-theme')).toBe('dark');
  widget.updateOptions({ theme: 'default' });
  expect($('.widget-select')?.getAttribute('data-theme')).toBe('default');
});

test('disabled: not focusable, does not open; enable() and disable() switch it', async () => {
  const widget = mount({ data: fruits, disabled: true });
  expect(control().tabIndex).toBe(-1);
  expect(control().getAttribute('aria-disabled')).toBe('true');
  expect($('.widget-select')?.classList.contains('widget-select--disabled')).toBe(true);
  await userEvent.click(control(), { force: true });
  widget.open();
  expect(widget.isDropdownOpen()).toBe(false);
  widget.enable();
  expect(control().tabIndex).toBe(0);
  await userEvent.click(control());
  expect(widget.isDropdownOpen()).toBe(true);
  widget.disable();
  expect(widget.isDropdownOpen()).toBe(false);
});

test('openOnFocus opens when the control gets keyboard focus (Tab), not otherwise', async () => {
  fixture('<button id="before">before</button><div id="m"></div>');
  const widget = mount({ data: fruits, openOnFocus: true }, '#m');
  $('#before')!.focus();
  await userEvent.tab();
  expect(widget.isDropdownOpen()).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(document.activeElement).toBe(control());
  expect(widget.isDropdownOpen()).toBe(false);
});

test('language: a custom table replaces strings and falls back to English', async () => {
  const widget = mount({ data: fruits, language: { noResults: 'Rien du tout' } });
  await userEvent.click(control());
  await userEvent.keyboard('zzz');
  expect($('.widget-select__message--empty')?.textContent).toBe('Rien du tout');
  expect($('.widget-select__search')?.getAttribute('aria-label')).toBe('Search');
  widget.close();
});

test('plugins are set up with the api and torn down on destroy', () => {
  const calls: string[] = [];
  const widget = mount({
    data: fruits,
    plugins: [
      {
        name: 'probe',
        setup(api) {
          calls.push(`setup:${api.control.getAttribute('role')}`);
          return () => calls.push('teardown');
        },
      },
    ],
  });
  widget.destroy();
  expect(calls).toEqual(['setup:combobox', 'teardown']);
});

test('avatar and description use the built-in layout, always as text', async () => {
  const evil = '<img src=x onerror="window.__xss=1">';
  mount({
    data: [
      {
        value: 'a',
        label: evil,
        description: '<b>bold</b>',
        avatar: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      },
    ],
    multiple: true,
  });
  await userEvent.click(control());
  const row = rows()[0]!;
  expect(row.querySelector('.widget-select__avatar')?.tagName).toBe('IMG');
  expect(row.querySelector('.widget-select__label')?.textContent).toBe(evil);
  expect(row.querySelector('.widget-select__description')?.textContent).toBe('<b>bold</b>');
  expect(row.querySelector('b')).toBeNull();
  await userEvent.click(row);
  expect($('.widget-select__tag .widget-select__avatar')).not.toBeNull();
  expect((window as { __xss?: number }).__xss).toBeUndefined();
});

test('option className is added to its row; ARIA roles stay', async () => {
  mount({ data: [{ value: 'a', label: 'A', className: 'vip gold' }, fruits[1]!], multiple: true });
  await userEvent.click(control());
  const list = $('.widget-select__list')!;
  expect(list.getAttribute('role')).toBe('listbox');
  expect(list.getAttribute('aria-multiselectable')).toBe('true');
  expect(control().getAttribute('aria-controls')).toBe(list.id);
  expect(control().getAttribute('aria-expanded')).toBe('true');
  expect(control().getAttribute('aria-haspopup')).toBe('listbox');
  const [first] = rows();
  expect(first?.classList.contains('vip')).toBe(true);
  expect(first?.getAttribute('role')).toBe('option');
  await userEvent.click(first!);
  expect(first?.getAttribute('aria-selected')).toBe('true');
  expect(first?.classList.contains('widget-select__option--selected')).toBe(true);
  expect(new Set($$('.widget-select__option').map((row) => row.id)).size).toBe(2);
});

test('tag remove buttons remove one value with unselect + change', async () => {
  const widget = mount({ data: fruits, multiple: true });
  widget.setValue(['apple', 'banana']);
  const log = recordEvents(widget);
  await userEvent.click($$('.widget-select__tag-remove')[0]!);
  expect(tagValues()).toEqual(['banana']);
  expect(log).toEqual([
    ['unselect', fruits[0]],
    ['change', ['banana']],
  ]);
  expect(widget.isDropdownOpen()).toBe(false);
});

test('a disabled widget on a native select does not submit its value, like a disabled <select>', () => {
  const host = fixture('<form><select id="s" name="f"><option value="a" selected>A</option></select></form>');
  const widget = mount({}, $<HTMLSelectElement>('#s', host)!);
  const form = $<HTMLFormElement>('form', host)!;
  expect(new FormData(form).get('f')).toBe('a');
  widget.disable();
  expect(new FormData(form).get('f')).toBeNull();
  widget.enable();
  expect(new FormData(form).get('f')).toBe('a');
});
