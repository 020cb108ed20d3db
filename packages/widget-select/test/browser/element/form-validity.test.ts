/** `<widget-select>`'s validity in a form: a blocked submit reports it, a check (the element's, the form's) is silent. */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { control, fixture, recordSubmissions } from '../helpers';
import { element, rowIn } from './element-helpers';

test('required: an empty selection blocks submission with the combobox as the anchor', async () => {
  const host = fixture(`
    <form>
      <widget-select name="fruit" required placeholder="Pick one">
        <option value="apple">Apple</option><option value="banana">Banana</option>
      </widget-select>
      <button>Send</button>
    </form>`);
  const form = host.querySelector('form')!;
  const submitted = recordSubmissions(form);
  const select = element();
  const invalid: string[] = [];
  select.addEventListener('ws-invalid', (event) => invalid.push((event as CustomEvent).detail));
  expect(select.willValidate).toBe(true);
  expect(select.validity.valueMissing).toBe(true);
  expect(select.validationMessage).toBe('Please select an option.');
  expect(select.checkValidity()).toBe(false);

  await userEvent.click(host.querySelector('form > button')!);
  expect(submitted).toHaveLength(0);
  expect(document.activeElement).toBe(control());
  expect(control().getAttribute('aria-invalid')).toBe('true');
  expect(invalid).toContain('Please select an option.');

  await userEvent.click(control());
  await userEvent.click(rowIn('Apple'));
  expect(select.validity.valid).toBe(true);
  expect(control().hasAttribute('aria-invalid')).toBe(false);
  form.requestSubmit();
  expect(submitted[0]?.get('fruit')).toBe('apple');
});

test('checkValidity() is silent, as on a native select: no message, no focus; form.checkValidity() on input takes no keys', async () => {
  const host =
    fixture(`<form><input id="email" type="email"><widget-select name="fruit" required placeholder="Pick one">
    <option value="apple">Apple</option></widget-select><button>Send</button></form>`);
  const form = host.querySelector('form')!;
  const [email, button] = [host.querySelector('input')!, host.querySelector('button')!];
  const error = () => host.querySelector<HTMLElement>('.widget-select__error');
  expect(element().checkValidity()).toBe(false);
  expect(document.activeElement).toBe(document.body);
  expect(error()?.textContent ?? '').toBe('');
  expect(control().hasAttribute('aria-invalid')).toBe(false);

  form.addEventListener('input', () => (button.disabled = !form.checkValidity()));
  await userEvent.click(email);
  await userEvent.keyboard('bob@example.com');
  expect(email.value).toBe('bob@example.com');
  expect(document.activeElement).toBe(email);
  expect(element().widget!.isDropdownOpen()).toBe(false);
  expect(button.disabled).toBe(true);
});

test('setCustomValidity blocks submission until cleared', () => {
  const host = fixture(
    `<form><widget-select name="fruit"><option value="banana" selected>Banana</option></widget-select></form>`,
  );
  const form = host.querySelector('form')!;
  const submitted = recordSubmissions(form);
  const select = element();
  select.setCustomValidity('Bananas are sold out');
  expect(select.validity.customError).toBe(true);
  expect(select.validationMessage).toBe('Bananas are sold out');
  expect(select.reportValidity()).toBe(false);
  form.requestSubmit();
  expect(submitted).toHaveLength(0);
  expect(control().classList.contains('widget-select__control--invalid')).toBe(true);
  select.setCustomValidity('');
  expect(select.checkValidity()).toBe(true);
  form.requestSubmit();
  expect(submitted).toHaveLength(1);
});

test('a blocked submit shows the validation message under the control, described by the combobox', async () => {
  const host = fixture(
    `<form><widget-select name="fruit" required label="Fruit">
       <option value="apple">Apple</option><option value="banana">Banana</option>
     </widget-select><button>Send</button></form>`,
  );
  const form = host.querySelector('form')!;
  recordSubmissions(form);
  form.requestSubmit();
  const error = host.querySelector<HTMLElement>('.widget-select__error')!;
  expect(error.textContent).toBe('Please select an option.');
  expect(error.hidden).toBe(false);
  expect(control().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  element().value = 'apple';
  await expect.poll(() => error.textContent).toBe('');
  expect(control().hasAttribute('aria-describedby')).toBe(false);
});

test("form.checkValidity() from a checkbox's change is silent: the checkbox keeps the focus, no message, the widget closed", async () => {
  const host =
    fixture(`<form><input type="checkbox"><widget-select name="fruit" required placeholder="Pick one">
    <option value="apple">Apple</option></widget-select><button>Send</button></form>`);
  const form = host.querySelector('form')!;
  const [box, button] = [host.querySelector('input')!, host.querySelector('button')!];
  box.addEventListener('change', () => (button.disabled = !form.checkValidity()));
  await userEvent.click(box);
  expect(box.checked).toBe(true);
  expect(button.disabled).toBe(true);
  expect(document.activeElement).toBe(box);
  expect(element().widget!.isDropdownOpen()).toBe(false);
  expect(control().hasAttribute('aria-invalid')).toBe(false);
  // A report still takes the focus: the form's reportValidity().
  expect(form.reportValidity()).toBe(false);
  expect(document.activeElement).toBe(control());
  expect(control().getAttribute('aria-invalid')).toBe('true');
});
