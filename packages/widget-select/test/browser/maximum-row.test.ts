/**
 * At `maxSelections`, while the list is open, a message row at the top of
 * the list says the limit (`maximumReached`), the rows still listed below
 * it; the live region says it with the pick that reached it, or as the list
 * opens at it.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations } from './axe';
import { $, control, fruits, mount, rows } from './helpers';

const maximumRow = () => $('.widget-select__message--maximum');
const list = () => $('.widget-select__list');
const live = () => $('.widget-select__live')?.textContent?.trim();
const LIMIT_2 = 'Only 2 can be selected';

test('a pick that reaches maxSelections shows the limit above the rows; removing one takes it away', async () => {
  const widget = mount({ data: fruits, multiple: true, maxSelections: 2 });
  await userEvent.click(control());
  await userEvent.click(rows()[0]!);
  expect(maximumRow()).toBeNull();
  await userEvent.click(rows()[1]!);
  expect(widget.getValue()).toEqual(['apple', 'banana']);
  const row = maximumRow()!;
  expect(row.textContent).toBe(LIMIT_2);
  expect(row.classList.contains('widget-select__message')).toBe(true);
  // At the top of the list, the rows still listed below it.
  expect(row.nextElementSibling).toBe(list());
  expect(rows()).toHaveLength(fruits.length);
  expect(live()).toBe(`Banana selected. ${LIMIT_2}`);
  // A pick there is refused; the row stays.
  await userEvent.click(rows()[2]!);
  expect(widget.getValue()).toEqual(['apple', 'banana']);
  expect(maximumRow()?.textContent).toBe(LIMIT_2);
  await userEvent.click(rows()[0]!);
  expect(widget.getValue()).toEqual(['banana']);
  expect(maximumRow()).toBeNull();
  expect(live()).toBe('Apple removed');
});

test('a list that opens at the limit shows and says it; a closed list shows no row', async () => {
  const widget = mount({ data: fruits, multiple: true, maxSelections: 1 });
  widget.setValue(['cherry']);
  expect(maximumRow()).toBeNull();
  await userEvent.click(control());
  expect(maximumRow()?.textContent).toBe('Only 1 can be selected');
  // The click put the live region in: its first message waits for a frame to render it.
  await expect.poll(live).toBe('Only 1 can be selected');
  expect(await axeViolations(document.body)).toEqual([]);
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(maximumRow()).toBeNull();
});

test('below the limit, without maxSelections or in single mode there is no row', async () => {
  const widget = mount({ data: fruits, multiple: true, maxSelections: 3 });
  widget.setValue(['apple', 'banana']);
  await userEvent.click(control());
  expect(maximumRow()).toBeNull();
  widget.destroy();
  const single = mount({ data: fruits, maxSelections: 1 } as never);
  (single as { setValue(v: string): void }).setValue('apple');
  await userEvent.click(control());
  expect(maximumRow()).toBeNull();
});

test('the row speaks the widget language', async () => {
  const widget = mount({ data: fruits, multiple: true, maxSelections: 1, language: 'de' });
  widget.setValue(['date']);
  await userEvent.click(control());
  await expect.poll(() => maximumRow()?.textContent).toBe('Höchstens 1 auswählbar');
});
