/**
 * The attributes of the multiple-choice options on `<widget-select>`:
 * `selection-display` (enumerated), `selected-first` and `select-on-tab`.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, control, fixture, rowLabels } from '../helpers';
import { nextTask } from '../waits';
import { element } from './element-helpers';

const options = `
  <option value="apple">Apple</option>
  <option value="banana" selected>Banana</option>
  <option value="cherry" selected>Cherry</option>
  <option value="date">Date</option>`;

function inForm(attributes: string) {
  const host = fixture(
    `<form><widget-select name="fruit" label="Fruit" multiple ${attributes}>${options}</widget-select><input id="after" /></form>`,
  );
  return { form: host.querySelector('form')!, select: element(host) };
}

test('selection-display="Count" shows the count; its property reads the keyword; removed, the tags are back', async () => {
  const { form, select } = inForm('selection-display="Count"');
  expect(select.selectionDisplay).toBe('count');
  expect($('.widget-select__count')?.textContent).toBe('2 selected');
  expect(new FormData(form).getAll('fruit')).toEqual(['banana', 'cherry']);
  select.removeAttribute('selection-display');
  expect(select.selectionDisplay).toBe('');
  await nextTask();
  expect($('.widget-select__count')).toBeNull();
  expect(select.querySelectorAll('.widget-select__tag').length).toBe(2);
});

test('selected-first lists the selected options first; select-on-tab picks on Tab and moves on', async () => {
  const { form, select } = inForm('selected-first select-on-tab');
  expect(select.selectedFirst).toBe(true);
  expect(select.selectOnTab).toBe(true);
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  await expect.poll(rowLabels).toEqual(['Banana', 'Cherry', 'Apple', 'Date']);
  await userEvent.keyboard('{End}{Tab}');
  expect(new FormData(form).getAll('fruit')).toEqual(['banana', 'cherry', 'date']);
  expect(document.activeElement).toBe($('#after'));
});
