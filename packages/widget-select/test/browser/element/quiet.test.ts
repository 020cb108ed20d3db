/**
 * `<widget-select>` stays quiet where the page did nothing wrong: a value
 * attribute whose options the parser has not reached yet, and one
 * validation message at a time (the widget's, not also the browser's).
 */
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { control, fixture, recordSubmissions } from '../helpers';
import { element, rowIn } from './element-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

test('a value attribute whose options arrive after the element connects sets the value without a warning', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const host = fixture('');
  // What the HTML parser does: the element connects on its start tag, its children follow.
  const select = document.createElement('widget-select');
  select.setAttribute('multiple', '');
  select.setAttribute('value', 'red, green');
  host.append(select);
  select.insertAdjacentHTML('beforeend', '<option value="red">Red</option>');
  await Promise.resolve();
  select.insertAdjacentHTML(
    'beforeend',
    '<option value="green">Green</option><option value="blue">Blue</option>',
  );
  await expect.poll(() => select.value).toEqual(['red', 'green']);
  expect(warn).not.toHaveBeenCalled();
});

test('setting an unknown value from a script still warns', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  fixture('<widget-select multiple><option value="red">Red</option></widget-select>');
  element().value = ['red', 'mauve'];
  expect(element().value).toEqual(['red']);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('"mauve"'));
});

test('a blocked submit shows one message: the widget cancels the browser bubble and focuses its combobox', async () => {
  const host = fixture(
    `<form><input name="first"><widget-select name="fruit" required label="Fruit">
       <option value="apple">Apple</option><option value="banana">Banana</option>
     </widget-select><button>Send</button></form>`,
  );
  const form = host.querySelector('form')!;
  const submitted = recordSubmissions(form);
  const cancelled: boolean[] = [];
  // Registered after the element's own listener: sees what it decided.
  element().addEventListener('invalid', (event) => cancelled.push(event.defaultPrevented));
  await userEvent.click(host.querySelector('form > button')!);
  expect(submitted).toHaveLength(0);
  expect(cancelled).toEqual([true]);
  const error = host.querySelector<HTMLElement>('.widget-select__error')!;
  expect(error.hidden).toBe(false);
  expect(document.activeElement).toBe(control());

  await userEvent.click(control());
  await userEvent.click(rowIn('Apple'));
  form.requestSubmit();
  expect(submitted).toHaveLength(1);
});

test('a blocked submit reported on an earlier field leaves focus there', async () => {
  const host = fixture(
    `<form><input name="first" required><widget-select name="fruit" required label="Fruit">
       <option value="apple">Apple</option>
     </widget-select><button>Send</button></form>`,
  );
  const form = host.querySelector('form')!;
  recordSubmissions(form);
  await userEvent.click(host.querySelector('form > button')!);
  expect(document.activeElement).toBe(host.querySelector('input'));
});

// A locale not loaded yet in this page on each attempt (a retry would find the first one loaded).
const unloadedLocales = ['fr', 'de', 'it'];

test('the validation message the element reports is the one it shows, in its language', async () => {
  const language = unloadedLocales.shift();
  const host = fixture(
    `<form><widget-select name="fruit" required language="${language}" label="Fruit">
       <option value="apple">Pomme</option>
     </widget-select></form>`,
  );
  const form = host.querySelector('form')!;
  recordSubmissions(form);
  // Shown from the first report on.
  const error = () => host.querySelector<HTMLElement>('.widget-select__error')!;
  await expect
    .poll(() => {
      form.requestSubmit();
      return error().textContent;
    })
    .not.toBe('Please select an option.');
  expect(error().textContent).not.toBe('');
  expect(element().validationMessage).toBe(error().textContent);
});
