/**
 * `selectedFirst`: an opening with an empty query lists the selected
 * options first (in data order, inside each group), and the order stays
 * while the list is open.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $$, clickControl, control, fruits, highlighted, mount, rowLabels, rows } from './helpers';

const rowOf = (label: string) => rows().find((row) => row.textContent === label)!;

test('the selected options come first when the list opens; picks and unpicks while open move no row', async () => {
  const widget = mount({ data: fruits, multiple: true, selectedFirst: true });
  widget.setValue(['date', 'banana']);
  await clickControl();
  expect(rowLabels()).toEqual(['Banana', 'Date', 'Apple', 'Cherry', 'Elderberry']);
  await userEvent.click(rowOf('Elderberry'));
  await userEvent.click(rowOf('Banana'));
  expect(widget.getValue()).toEqual(['date', 'elderberry']);
  expect(rowLabels()).toEqual(['Banana', 'Date', 'Apple', 'Cherry', 'Elderberry']);
  // The keys walk the rows as shown.
  await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}');
  expect(highlighted()?.textContent).toBe('Apple');
  await userEvent.keyboard('{Enter}');
  expect(rowLabels()).toEqual(['Banana', 'Date', 'Apple', 'Cherry', 'Elderberry']);
  // Closed and opened again: the order of the new selection.
  await userEvent.keyboard('{Escape}');
  await userEvent.keyboard('{ArrowDown}');
  expect(widget.isDropdownOpen()).toBe(true);
  expect(rowLabels()).toEqual(['Apple', 'Date', 'Elderberry', 'Banana', 'Cherry']);
});

test('a query ranks its matches as usual; back to no query, the order taken at opening', async () => {
  const widget = mount({ data: fruits, multiple: true, selectedFirst: true });
  widget.setValue(['elderberry']);
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('e');
  expect(rowLabels()).toEqual(['Elderberry', 'Apple', 'Cherry', 'Date']);
  await userEvent.keyboard('{Backspace}');
  expect(rowLabels()).toEqual(['Elderberry', 'Apple', 'Banana', 'Cherry', 'Date']);
});

test('grouped data: the selected options first inside each group, the groups in their order', async () => {
  const widget = mount({
    multiple: true,
    selectedFirst: true,
    data: [
      { label: 'Red', options: [fruits[0]!, fruits[2]!] },
      { label: 'Other', options: [fruits[1]!, fruits[3]!, fruits[4]!] },
    ],
  });
  widget.setValue(['cherry', 'elderberry']);
  await clickControl();
  const list = $$('.widget-select__group, .widget-select__option').map((row) => row.textContent);
  expect(list).toEqual(['Red', 'Cherry', 'Apple', 'Other', 'Elderberry', 'Banana', 'Date']);
});

test('without the option, or in a single select, the list keeps its data order', async () => {
  const multiple = mount({ data: fruits, multiple: true });
  multiple.setValue(['date']);
  await clickControl();
  expect(rowLabels()).toEqual(['Apple', 'Banana', 'Cherry', 'Date', 'Elderberry']);
  const single = mount({ data: fruits, selectedFirst: true });
  single.setValue('date');
  await clickControl();
  expect(rowLabels()).toEqual(['Apple', 'Banana', 'Cherry', 'Date', 'Elderberry']);
});

test('tree data keeps its structure: the option does nothing there', async () => {
  const widget = mount({
    multiple: true,
    selectedFirst: true,
    data: [
      { value: 'fruit', label: 'Fruit', children: [fruits[0]!, fruits[1]!] },
      { value: 'nuts', label: 'Nuts' },
    ],
  });
  widget.setValue(['nuts']);
  await clickControl();
  expect(rows().map((row) => row.dataset.value)).toEqual(['fruit', 'nuts']);
});
