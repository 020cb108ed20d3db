/** Native form validation and the Validity state table, with real forms. */
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, control, fixture, fruits, mount, recordEvents, rows, search } from './helpers';
import '../../src/locales/de';

const invalidClass = 'widget-select__control--invalid';

/** A form with a required native select (empty placeholder first) and a submit button. */
function requiredForm(selected = '') {
  const host = fixture(`
    <form id="form">
      <label for="fruit">Fruit</label>
      <select id="fruit" name="fruit" required>
        <option value="">Pick a fruit</option>
        <option value="apple"${selected === 'apple' ? ' selected' : ''}>Apple</option>
        <option value="banana"${selected === 'banana' ? ' selected' : ''}>Banana</option>
        <option value="cherry">Cherry</option>
      </select>
      <button type="submit">Send</button>
      <button type="reset">Reset</button>
    </form>`);
  const form = host.querySelector('form')!;
  const select = host.querySelector('select')!;
  const submitted: FormData[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(new FormData(form));
  });
  return { form, select, submitted };
}

test('required native select: an empty selection blocks submission, styles the control and opens it', () => {
  const { form, select, submitted } = requiredForm();
  const widget = mount({}, select);
  const log = recordEvents(widget);
  expect(select.required).toBe(true);
  expect(select.form).toBe(form);
  expect(control().getAttribute('aria-required')).toBe('true');

  form.requestSubmit();

  expect(submitted).toHaveLength(0);
  expect(control().classList.contains(invalidClass)).toBe(true);
  expect(control().getAttribute('aria-invalid')).toBe('true');
  expect(widget.isDropdownOpen()).toBe(true);
  // The search field is the combobox while it holds focus: invalid too, without the control's styling.
  expect(search()!.getAttribute('aria-invalid')).toBe('true');
  expect(search()!.classList.contains(invalidClass)).toBe(false);
  // The browser focuses the invalid (hidden) select; focus lands in the widget.
  expect($('.widget-select')!.contains(document.activeElement)).toBe(true);
  expect(log).toContainEqual(['invalid', 'Please select an option.']);
});

test('a valid pick clears the invalid styling at once, and the form then submits the value', async () => {
  const { form, select, submitted } = requiredForm();
  const widget = mount({}, select);
  form.requestSubmit();
  expect(control().classList.contains(invalidClass)).toBe(true);
  const field = search()!;

  await userEvent.click(rows().find((row) => row.dataset.value === 'banana')!);

  expect(widget.getValue()).toBe('banana');
  expect(control().classList.contains(invalidClass)).toBe(false);
  expect(control().hasAttribute('aria-invalid')).toBe(false);
  expect(field.hasAttribute('aria-invalid')).toBe(false);
  form.requestSubmit();
  expect(submitted).toHaveLength(1);
  expect(submitted[0]?.get('fruit')).toBe('banana');
});

test('clicking the submit button is blocked the same way', async () => {
  const { submitted } = requiredForm();
  const widget = mount({}, '#fruit');
  await userEvent.click($('button[type="submit"]')!);
  expect(submitted).toHaveLength(0);
  expect(widget.isDropdownOpen()).toBe(true);
  expect(control().classList.contains(invalidClass)).toBe(true);
});

test('form.checkValidity() on each input takes nothing from a user typing in another field: every key stays there, the list closed', async () => {
  const host = fixture(`<form><input id="email" type="email"><select required><option value="">Pick</option>
    <option value="apple">Apple</option></select><button>Send</button></form>`);
  const form = host.querySelector('form')!;
  const widget = mount({}, host.querySelector('select')!);
  const [email, button] = [host.querySelector('input')!, host.querySelector('button')!];
  form.addEventListener('input', () => (button.disabled = !form.checkValidity()));
  await userEvent.click(email);
  await userEvent.keyboard('bob@example.com');
  expect(email.value).toBe('bob@example.com');
  expect(document.activeElement).toBe(email);
  expect(widget.isDropdownOpen()).toBe(false);
  expect(button.disabled).toBe(true);
  // A blocked submit from the button still reports here: focus and the list.
  button.disabled = false;
  await userEvent.click(button);
  expect($('.widget-select')!.contains(document.activeElement)).toBe(true);
  expect(widget.isDropdownOpen()).toBe(true);
});

test("form.checkValidity() from a checkbox's change is silent: the checkbox keeps the focus, no message, the list closed", async () => {
  const host = fixture(`<form><input type="checkbox"><select required><option value="">Pick</option>
    <option value="apple">Apple</option></select><button>Send</button></form>`);
  const form = host.querySelector('form')!;
  const widget = mount({}, host.querySelector('select')!);
  const [box, button] = [host.querySelector('input')!, host.querySelector('button')!];
  box.addEventListener('change', () => (button.disabled = !form.checkValidity()));
  await userEvent.click(box);
  expect(button.disabled).toBe(true);
  expect(document.activeElement).toBe(box);
  expect(widget.isDropdownOpen()).toBe(false);
  expect(control().classList.contains(invalidClass)).toBe(false);
});

test('select.checkValidity() on the enhanced select is silent: invalid fires, no focus, no message, the list closed', () => {
  const { select } = requiredForm();
  const widget = mount({}, select);
  const fired = vi.fn();
  select.addEventListener('invalid', fired);
  expect(select.checkValidity()).toBe(false);
  expect(fired).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(document.body);
  expect(widget.isDropdownOpen()).toBe(false);
  expect(control().classList.contains(invalidClass)).toBe(false);
});

test('Enter in a text field of the form (a blocked implicit submit) reports the widget: it takes the focus and opens', async () => {
  const host = fixture(`<form><input id="email" type="email"><select required><option value="">Pick</option>
    <option value="apple">Apple</option></select><button>Send</button></form>`);
  const widget = mount({}, host.querySelector('select')!);
  await userEvent.click(host.querySelector('input')!);
  await userEvent.keyboard('bob@example.com{Enter}');
  expect($('.widget-select')!.contains(document.activeElement)).toBe(true);
  expect(widget.isDropdownOpen()).toBe(true);
  expect(control().classList.contains(invalidClass)).toBe(true);
});

test('checkValidity is wrapped on the prototypes only while a select is followed, then put back', () => {
  const [form, select] = [HTMLFormElement.prototype.checkValidity, HTMLSelectElement.prototype.checkValidity];
  const widget = mount({}, requiredForm().select);
  expect(HTMLFormElement.prototype.checkValidity).not.toBe(form);
  expect(HTMLSelectElement.prototype.checkValidity).not.toBe(select);
  widget.destroy();
  expect(HTMLFormElement.prototype.checkValidity).toBe(form);
  expect(HTMLSelectElement.prototype.checkValidity).toBe(select);
});

test('setCustomValidity sets the native message too; the invalid event carries it; empty clears it', () => {
  const { form, select, submitted } = requiredForm('apple');
  const widget = mount({}, select);
  const log = recordEvents(widget);

  widget.setCustomValidity('Apples are sold out');
  expect(select.validationMessage).toBe('Apples are sold out');
  expect(select.checkValidity()).toBe(false);
  expect(control().classList.contains(invalidClass)).toBe(true);

  form.requestSubmit();
  expect(submitted).toHaveLength(0);
  expect(log).toContainEqual(['invalid', 'Apples are sold out']);
  expect(widget.validate()).toBe(false);

  widget.setCustomValidity('');
  expect(select.checkValidity()).toBe(true);
  expect(control().classList.contains(invalidClass)).toBe(false);
  expect(widget.validate()).toBe(true);
  form.requestSubmit();
  expect(submitted).toHaveLength(1);
});

test('validate() applies the styling, emits invalid and returns validity without opening', () => {
  const { select } = requiredForm();
  const widget = mount({}, select);
  const log = recordEvents(widget);
  expect(control().classList.contains(invalidClass)).toBe(false);

  expect(widget.validate()).toBe(false);
  expect(control().classList.contains(invalidClass)).toBe(true);
  expect(widget.isDropdownOpen()).toBe(false);
  expect(log).toEqual([['invalid', 'Please select an option.']]);

  widget.setValue('cherry');
  expect(control().classList.contains(invalidClass)).toBe(false);
  expect(widget.validate()).toBe(true);
});

test('validate() on an invalid widget is one action: one interceptor call, validity and message together', () => {
  const { select } = requiredForm();
  const causes: string[] = [];
  const widget = mount(
    {
      plugins: [
        {
          name: 'count-changes',
          setup: (api) =>
            api.intercept((change, cause) => {
              causes.push(cause);
              return change;
            }),
        },
      ],
    },
    select,
  );
  causes.length = 0;

  expect(widget.validate()).toBe(false);
  expect(causes).toEqual(['api:validate']);
  expect(control().classList.contains(invalidClass)).toBe(true);
});

test('reportValidity() emits invalid once and calls the native reportValidity', () => {
  const { select } = requiredForm();
  const widget = mount({}, select);
  const log = recordEvents(widget);
  const native = vi.spyOn(select, 'reportValidity');

  expect(widget.reportValidity()).toBe(false);

  expect(native).toHaveBeenCalledTimes(1);
  expect(log.filter(([name]) => name === 'invalid')).toEqual([['invalid', 'Please select an option.']]);
  expect(control().getAttribute('aria-invalid')).toBe('true');
  widget.setValue('apple');
  expect(widget.reportValidity()).toBe(true);
  expect(native).toHaveBeenCalledTimes(1);
});

test('the invalid message follows the widget language', () => {
  const { form, select } = requiredForm();
  const widget = mount({ language: 'de' }, select);
  const log = recordEvents(widget);
  form.requestSubmit();
  expect(log).toContainEqual(['invalid', 'Bitte wählen Sie eine Option aus.']);
});

test('an invalid widget no longer required is valid at once: no mark, no message; a custom message still holds it', () => {
  const { select } = requiredForm();
  const widget = mount({}, select);
  expect(widget.validate()).toBe(false);
  expect(control().getAttribute('aria-invalid')).toBe('true');
  widget.updateOptions({ required: false });
  expect(control().classList.contains(invalidClass)).toBe(false);
  expect(control().getAttribute('aria-invalid')).not.toBe('true');
  expect($('.widget-select__error')?.textContent ?? '').toBe('');
  expect(select.checkValidity()).toBe(true);

  widget.updateOptions({ required: true });
  widget.setCustomValidity('Pick one of ours');
  widget.updateOptions({ required: false });
  expect(control().classList.contains(invalidClass)).toBe(true);
  expect(widget.validate()).toBe(false);
});

test('plain element mount: aria-required only, but validate / reportValidity work and emit invalid', () => {
  const host = fixture('<form><div id="mount" aria-label="Fruit"></div><button>Send</button></form>');
  const form = host.querySelector('form')!;
  const submitted: number[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(1);
  });
  const widget = mount({ data: fruits, required: true }, host.querySelector<HTMLElement>('#mount')!);
  const log = recordEvents(widget);
  expect(control().getAttribute('aria-required')).toBe('true');
  expect(host.querySelector('select')).toBeNull();

  form.requestSubmit();
  expect(submitted).toHaveLength(1);
  expect(control().classList.contains(invalidClass)).toBe(false);

  expect(widget.validate()).toBe(false);
  expect(widget.reportValidity()).toBe(false);
  expect(control().classList.contains(invalidClass)).toBe(true);
  expect(log).toEqual([
    ['invalid', 'Please select an option.'],
    ['invalid', 'Please select an option.'],
  ]);

  widget.setCustomValidity('Nope');
  widget.setValue('apple');
  expect(widget.validate()).toBe(false);
  expect(log.at(-1)).toEqual(['invalid', 'Nope']);
  widget.setCustomValidity('');
  expect(widget.reportValidity()).toBe(true);
});

test('form.reset() restores the initial selection, the native options and clears the styling', async () => {
  const { form, select } = requiredForm('banana');
  const widget = mount({}, select);
  const log = recordEvents(widget);
  widget.setValue('cherry');
  widget.setCustomValidity('');
  widget.setValue(null);
  widget.validate();
  expect(control().classList.contains(invalidClass)).toBe(true);

  form.reset();
  await vi.waitFor(() => expect(widget.getValue()).toBe('banana'));

  expect(select.value).toBe('banana');
  expect($('.widget-select__value')?.textContent).toBe('Banana');
  expect(control().classList.contains(invalidClass)).toBe(false);
  expect(log.filter(([name]) => name === 'change').at(-1)).toEqual(['change', 'banana']);
});

test('a reset button restores the selection the same way', async () => {
  const { select } = requiredForm('apple');
  const widget = mount({}, select);
  widget.open();
  await userEvent.click(rows().find((row) => row.dataset.value === 'cherry')!);
  expect(select.value).toBe('cherry');

  await userEvent.click($('button[type="reset"]')!);

  await vi.waitFor(() => expect(widget.getValue()).toBe('apple'));
  expect(select.value).toBe('apple');
});

test('required changes through updateOptions reach the native select; destroy restores it', () => {
  const { form, select, submitted } = requiredForm();
  const widget = mount({}, select);
  widget.updateOptions({ required: false });
  expect(select.required).toBe(false);
  expect(control().hasAttribute('aria-required')).toBe(false);
  form.requestSubmit();
  expect(submitted).toHaveLength(1);
  widget.updateOptions({ required: true });
  widget.destroy();
  expect(select.hasAttribute('required')).toBe(true);
});

test('the focused search combobox of an open required field is required too (plain and native mounts)', async () => {
  const plain = mount({ data: fruits, required: true });
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(search());
  expect(search()!.getAttribute('aria-required')).toBe('true');
  plain.destroy();
  mount({}, requiredForm().select);
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(search());
  expect(search()!.getAttribute('aria-required')).toBe('true');
});
