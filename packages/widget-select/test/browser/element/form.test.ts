/** `<widget-select>` in a plain HTML form: FormData, reset, validation, fieldset. */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { clickControl, control, fixture, recordSubmissions, rows, tagValues } from '../helpers';
import { frames } from '../waits';
import type { WidgetSelectElement } from 'widget-select/element';
import { element, rowIn } from './element-helpers';

const fruitOptions = `
  <option value="apple">Apple</option>
  <option value="banana" selected>Banana</option>
  <option value="cherry">Cherry</option>
  <option value="date" disabled>Date</option>`;

test('single: the selected child is the value; a pick changes what the form submits', async () => {
  const host = fixture(
    `<form><widget-select name="fruit">${fruitOptions}</widget-select><button>Send</button></form>`,
  );
  const form = host.querySelector('form')!;
  const submitted = recordSubmissions(form);
  const select = element();
  expect(select.value).toBe('banana');
  expect(select.type).toBe('select-one');
  expect(select.form).toBe(form);
  expect(select.name).toBe('fruit');
  expect(new FormData(form).getAll('fruit')).toEqual(['banana']);
  expect(host.querySelector('.widget-select__value')?.textContent).toBe('Banana');

  await userEvent.click(control());
  expect(rowIn('Date').getAttribute('aria-disabled')).toBe('true');
  await userEvent.click(rowIn('Cherry'));
  await userEvent.click(host.querySelector('form > button')!);

  expect(submitted).toHaveLength(1);
  expect(submitted[0]?.getAll('fruit')).toEqual(['cherry']);
});

test('a change through the widget reaches the form value at once, a silent one too; only a user change fires input and change', async () => {
  const host = fixture(`<form><widget-select name="fruit">${fruitOptions}</widget-select></form>`);
  const form = host.querySelector('form')!;
  const select = element();
  const fired: string[] = [];
  for (const type of ['input', 'change']) select.addEventListener(type, () => fired.push(type));
  select.widget!.setValue('cherry', { emitChange: false });
  expect(new FormData(form).getAll('fruit')).toEqual(['cherry']);
  select.widget!.setValue('apple');
  expect(new FormData(form).getAll('fruit')).toEqual(['apple']);
  expect(fired).toEqual([]);
  await userEvent.click(control());
  await userEvent.click(rowIn('Banana'));
  expect(new FormData(form).getAll('fruit')).toEqual(['banana']);
  expect(fired).toEqual(['input', 'change']);
  // The user's value is the element's now: a new default in markup leaves it.
  select.setAttribute('value', 'cherry');
  expect(select.value).toBe('banana');
});

test('multiple: one entry per selected value, in tag order; no name submits nothing', async () => {
  const host = fixture(`
    <form>
      <widget-select name="fruits" multiple value="cherry, apple">${fruitOptions}</widget-select>
      <widget-select multiple value="apple">${fruitOptions}</widget-select>
    </form>`);
  const form = host.querySelector('form')!;
  const select = element();
  expect(select.type).toBe('select-multiple');
  expect(select.value).toEqual(['cherry', 'apple']);
  await clickControl();
  await userEvent.click(rowIn('Banana'));
  expect(tagValues(select)).toEqual(['cherry', 'apple', 'banana']);
  expect(Array.from(new FormData(form).entries())).toEqual([
    ['fruits', 'cherry'],
    ['fruits', 'apple'],
    ['fruits', 'banana'],
  ]);
});

test('an option inside <optgroup disabled> is disabled: it cannot be picked or submitted', async () => {
  const host = fixture(`
    <form>
      <widget-select name="fruit">
        <option value="apple" selected>Apple</option>
        <optgroup label="Out of season" disabled><option value="quince">Quince</option></optgroup>
      </widget-select>
    </form>`);
  const select = element();
  await userEvent.click(control());
  expect(rowIn('Quince').getAttribute('aria-disabled')).toBe('true');
  await userEvent.click(rowIn('Quince'), { force: true });

  expect(select.value).toBe('apple');
  expect(new FormData(host.querySelector('form')!).getAll('fruit')).toEqual(['apple']);
});

test('tree from nested optgroups: a leaf pick submits its value', async () => {
  const host = fixture(`
    <form>
      <widget-select name="place" label="Place">
        <optgroup label="Europe" value="eu">
          <optgroup label="France" value="fr">
            <option value="paris">Paris</option>
            <option value="lyon">Lyon</option>
          </optgroup>
          <option value="berlin">Berlin</option>
        </optgroup>
        <optgroup label="Asia" value="asia"><option value="tokyo" selected>Tokyo</option></optgroup>
      </widget-select>
    </form>`);
  const form = host.querySelector('form')!;
  expect(new FormData(form).get('place')).toBe('tokyo');
  await userEvent.click(control());
  expect(host.querySelector('.widget-select__list')?.getAttribute('role')).toBe('tree');
  expect(control().getAttribute('aria-haspopup')).toBe('tree');
  await userEvent.keyboard('lyon');
  await userEvent.click(rowIn('Lyon'));
  expect(new FormData(form).getAll('place')).toEqual(['lyon']);
  expect(element().value).toBe('lyon');
});

test('tags: created values are submitted with the others', async () => {
  const host = fixture(`
    <form>
      <widget-select name="tags" multiple allow-create label="Tags">
        <option value="red" selected>Red</option><option value="blue">Blue</option>
      </widget-select>
    </form>`);
  const form = host.querySelector('form')!;
  await clickControl();
  await userEvent.keyboard('teal{Enter}');
  await expect.poll(() => tagValues()).toEqual(['red', 'teal']);
  expect(new FormData(form).getAll('tags')).toEqual(['red', 'teal']);
});

test('form.reset() and a reset button restore the initial selection', async () => {
  const host = fixture(`
    <form>
      <widget-select name="fruit">${fruitOptions}</widget-select>
      <widget-select name="many" multiple value="apple,cherry">${fruitOptions}</widget-select>
      <button type="reset">Reset</button>
    </form>`);
  const form = host.querySelector('form')!;
  const [single, many] = Array.from(host.querySelectorAll('widget-select'));
  single!.value = 'cherry';
  many!.value = ['banana'];
  expect(new FormData(form).getAll('many')).toEqual(['banana']);

  form.reset();
  expect(single!.value).toBe('banana');
  expect(many!.value).toEqual(['apple', 'cherry']);
  expect(new FormData(form).getAll('many')).toEqual(['apple', 'cherry']);

  await userEvent.click(control(single));
  await userEvent.click(rowIn('Apple'));
  expect(single!.value).toBe('apple');
  await userEvent.click(host.querySelector('form > button')!);
  // The widget's own reset handling runs a task later; it must agree.
  await frames();
  expect(single!.value).toBe('banana');
  expect(new FormData(form).get('fruit')).toBe('banana');
});

test('a disabled fieldset disables the element and leaves it out of the form data', async () => {
  const host = fixture(`
    <form><fieldset><widget-select name="fruit" required>${fruitOptions}</widget-select></fieldset></form>`);
  const form = host.querySelector('form')!;
  const fieldset = host.querySelector('fieldset')!;
  fieldset.disabled = true;
  await expect.poll(() => control().getAttribute('aria-disabled')).toBe('true');
  expect(new FormData(form).has('fruit')).toBe(false);
  expect(element().willValidate).toBe(false);
  await userEvent.click(control(), { force: true });
  expect(rows()).toHaveLength(0);

  fieldset.disabled = false;
  await expect.poll(() => control().hasAttribute('aria-disabled')).toBe(false);
  expect(new FormData(form).get('fruit')).toBe('banana');
});

test('the disabled attribute disables it the same way and can be lifted', async () => {
  const host = fixture(`<form><widget-select name="fruit" disabled>${fruitOptions}</widget-select></form>`);
  const form = host.querySelector('form')!;
  expect(control().getAttribute('aria-disabled')).toBe('true');
  expect(new FormData(form).has('fruit')).toBe(false);
  element().disabled = false;
  await expect.poll(() => control().hasAttribute('aria-disabled')).toBe(false);
  expect(new FormData(form).get('fruit')).toBe('banana');
});

for (const [how, disable, enable] of [
  [
    'the options property',
    (select: WidgetSelectElement) => (select.options = { disabled: true }),
    (select: WidgetSelectElement) => (select.options = {}),
  ],
  [
    'widget.disable()',
    (select: WidgetSelectElement) => select.widget!.disable(),
    (select: WidgetSelectElement) => select.widget!.enable(),
  ],
] as const) {
  test(`disabled through ${how}, it is left out of the form data and of validation, as by the attribute`, async () => {
    const host = fixture(`<form><widget-select name="fruit" required>${fruitOptions}</widget-select></form>`);
    const form = host.querySelector('form')!;
    const select = element();
    disable(select);
    await expect.poll(() => control().getAttribute('aria-disabled')).toBe('true');
    expect(new FormData(form).has('fruit')).toBe(false);
    expect(select.willValidate).toBe(false);
    select.value = null;
    expect(select.checkValidity()).toBe(true);
    expect(form.checkValidity()).toBe(true);

    enable(select);
    select.value = 'cherry';
    await expect.poll(() => control().hasAttribute('aria-disabled')).toBe(false);
    expect(new FormData(form).get('fruit')).toBe('cherry');
    expect(select.willValidate).toBe(true);
    select.value = null;
    expect(select.checkValidity()).toBe(false);
  });
}

const colours = `
  <option value="red">Red</option>
  <option value="green">Green</option>
  <option value="blue">Blue</option>`;

for (const [setup, markup, pick] of [
  [
    'a value attribute',
    `<widget-select name="tags" multiple value="red, green">${colours}</widget-select>`,
    false,
  ],
  [
    'two selected options',
    `<widget-select name="tags" multiple>${colours.replace(/(red|green)"/g, '$1" selected')}</widget-select>`,
    false,
  ],
  ['picks by the user', `<widget-select name="tags" multiple>${colours}</widget-select>`, true],
] as const) {
  test(`removing multiple keeps one value, the first selected in option order, and adding it back keeps that one, as a native select (${setup})`, async () => {
    const host = fixture(`<form>${markup}</form>`);
    const select = element();
    if (pick) {
      await clickControl();
      // Picked in the reverse order: the native rule is the options' order, not the picks'.
      await userEvent.click(rowIn('Green'));
      await userEvent.click(rowIn('Red'));
    }
    expect(new Set(select.value)).toEqual(new Set(['red', 'green']));
    const native = document.createElement('select');
    native.multiple = true;
    native.innerHTML = colours;
    host.append(native);
    for (const option of native.options) option.selected = option.value !== 'blue';
    native.removeAttribute('multiple');

    select.removeAttribute('multiple');
    expect([...native.selectedOptions].map((option) => option.value)).toEqual(['red']);
    expect(select.value).toBe(native.value);
    expect(new FormData(host.querySelector('form')!).getAll('tags')).toEqual([native.value]);

    // Back to multiple, the one value stays: a native select does not take the dropped one back.
    native.multiple = true;
    select.setAttribute('multiple', '');
    expect([...native.selectedOptions].map((option) => option.value)).toEqual(['red']);
    expect(select.value).toEqual(['red']);
    expect(new FormData(host.querySelector('form')!).getAll('tags')).toEqual(['red']);
  });
}

/** Records the restore state each form-associated element last handed to the browser. */
function recordFormStates(): { last: () => unknown; stop: () => void } {
  const original = ElementInternals.prototype.setFormValue;
  let state: unknown;
  ElementInternals.prototype.setFormValue = function (this: ElementInternals, value, saved) {
    state = saved;
    original.call(this, value, saved);
  };
  return { last: () => state, stop: () => (ElementInternals.prototype.setFormValue = original) };
}

test('back/forward: the restored state brings back created tags, label and form entry included', async () => {
  const markup = `
    <form>
      <widget-select name="tags" multiple allow-create label="Tags">
        <option value="red" selected>Red</option><option value="blue">Blue</option>
      </widget-select>
    </form>`;
  const states = recordFormStates();
  let saved: unknown;
  try {
    fixture(markup);
    await clickControl();
    await userEvent.keyboard('Teal{Enter}');
    await expect.poll(() => tagValues()).toEqual(['red', 'Teal']);
    saved = states.last();
  } finally {
    states.stop();
  }

  // The page comes back from history: fresh markup, then the saved state.
  const host = fixture(markup);
  element().formStateRestoreCallback(saved, 'restore');

  expect(element().value).toEqual(['red', 'Teal']);
  expect(new FormData(host.querySelector('form')!).getAll('tags')).toEqual(['red', 'Teal']);
  expect(Array.from(host.querySelectorAll('.widget-select__tag-label'), (tag) => tag.textContent)).toEqual([
    'Red',
    'Teal',
  ]);
});
