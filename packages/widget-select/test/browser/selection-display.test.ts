/**
 * `selectionDisplay: 'count'`: one "N selected" / "All selected" text in the
 * control instead of the tags, read as the combobox's value.
 */
import { expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { chromiumOnly } from './engines';
import { $, $$, clickControl, control, fruits, mount, rows, tags } from './helpers';

const count = () => $('.widget-select__count');
const placeholder = () => $('.widget-select__placeholder');
const rowOf = (label: string) => rows().find((row) => row.textContent === label)!;

test('picks show as one count instead of tags; every enabled option picked shows "All selected"', async () => {
  const data = [...fruits, { value: 'fig', label: 'Fig', disabled: true }];
  const widget = mount({ data, multiple: true, selectionDisplay: 'count', placeholder: 'Fruits' });
  expect(placeholder()?.textContent).toBe('Fruits');
  expect(count()).toBeNull();
  await clickControl();
  await userEvent.click(rowOf('Banana'));
  await userEvent.click(rowOf('Date'));
  expect(widget.getValue()).toEqual(['banana', 'date']);
  expect(tags()).toEqual([]);
  expect(placeholder()).toBeNull();
  expect($$('.widget-select__count').length).toBe(1);
  expect(count()?.textContent).toBe('2 selected');
  // No tag to go to: ArrowLeft in the empty search leaves the list open.
  await userEvent.keyboard('{ArrowLeft}');
  expect(widget.isDropdownOpen()).toBe(true);
  for (const label of ['Apple', 'Cherry', 'Elderberry']) await userEvent.click(rowOf(label));
  // Fig is disabled: the five enabled options are all of them.
  expect(count()?.textContent).toBe('All selected');
  await userEvent.click(rowOf('Apple'));
  expect(count()?.textContent).toBe('4 selected');
  await userEvent.keyboard('{Escape}');
  widget.clearAll();
  expect(count()).toBeNull();
  expect(placeholder()?.textContent).toBe('Fruits');
});

test('the count follows the language and a live change of the option', async () => {
  const widget = mount({
    data: fruits,
    multiple: true,
    language: { selectedCount: '{count} gewählt', allSelected: 'Alle' },
  });
  widget.setValue(['apple']);
  expect(tags().length).toBe(1);
  expect(count()).toBeNull();
  widget.updateOptions({ selectionDisplay: 'count' });
  expect(tags()).toEqual([]);
  expect(count()?.textContent).toBe('1 gewählt');
  widget.selectAll();
  expect(count()?.textContent).toBe('Alle');
  widget.updateOptions({ selectionDisplay: 'tags' });
  expect(count()).toBeNull();
  expect(tags().length).toBe(5);
});

test('a remote list is never "All selected": its loaded options are not all there are', async () => {
  const widget = mount({
    multiple: true,
    selectionDisplay: 'count',
    ajax: { request: async () => fruits.slice(0, 2), debounce: 0 },
  });
  await clickControl();
  await expect.poll(() => rows().length).toBe(2);
  await userEvent.click(rowOf('Apple'));
  await userEvent.click(rowOf('Banana'));
  expect(widget.getValue()).toEqual(['apple', 'banana']);
  expect(count()?.textContent).toBe('2 selected');
});

test('a single select ignores it', () => {
  const widget = mount({ data: fruits, selectionDisplay: 'count' });
  widget.setValue('cherry');
  expect(count()).toBeNull();
  expect($('.widget-select__value')?.textContent).toBe('Cherry');
});

test('the count is the text of the combobox, and nothing else is', () => {
  const widget = mount({ data: fruits, multiple: true, selectionDisplay: 'count', clearable: true });
  widget.setValue(['apple', 'cherry', 'date']);
  // The clear button is owned out of the combobox; the count stays its value.
  const owned = (document.querySelector('.widget-select')?.getAttribute('aria-owns') ?? '').split(' ');
  expect(owned).not.toContain(count()?.closest('[id]')?.id ?? '-');
  expect(control().contains(count())).toBe(true);
  expect(count()?.closest('[aria-hidden="true"]')).toBeNull();
});

chromiumOnly('a screen reader reads the count as the combobox value', async () => {
  const widget = mount({ data: fruits, multiple: true, selectionDisplay: 'count', clearable: true });
  widget.setValue(['apple', 'cherry', 'date']);
  const combobox = async () => (await commands.axNodes()).find((node) => node.role === 'combobox');
  expect((await combobox())?.value).toBe('3 selected');
  widget.selectAll();
  expect((await combobox())?.value).toBe('All selected');
});
