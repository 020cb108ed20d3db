/**
 * The form and the widget agree: after `form.reset()` (also inside a shadow
 * root, also with controls whose names shadow the form's own properties),
 * with edge values, the native select submits exactly what the widget holds.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, clickControl, control, dropdown, fixture, mount, rows, tagValues } from './helpers';
import { frames } from './waits';

const nativeValues = (select: HTMLSelectElement) => Array.from(select.selectedOptions, (o) => o.value);

/** A form with a `<select multiple>` of fruits (apple selected) and what `extra` adds. */
function multipleForm(extra = '') {
  const host = fixture(`
    <form>
      <select name="fruit" multiple>
        <option value="apple" selected>Apple</option>
        <option value="banana">Banana</option>
        <option value="cherry">Cherry</option>
      </select>
      ${extra}
    </form>`);
  return { form: host.querySelector('form')!, select: host.querySelector('select')! };
}

/** Uncaught errors of the page while a test runs. */
const errors: string[] = [];
const onError = (event: ErrorEvent) => errors.push(event.message);
window.addEventListener('error', onError);
afterEach(() => {
  errors.length = 0;
});

test('tags: after form.reset() the native select and getValue() agree at once and a task later', async () => {
  const { form, select } = multipleForm();
  const widget = mount({ multiple: true, allowCreate: true }, select);
  widget.setValue(['banana', 'cherry']);
  await clickControl();
  await userEvent.keyboard('kiwi{Enter}');
  expect(widget.getValue()).toEqual(['banana', 'cherry', 'kiwi']);

  form.reset();
  expect(widget.getValue()).toEqual(['apple']);
  expect(nativeValues(select)).toEqual(['apple']);
  await frames();
  expect(widget.getValue()).toEqual(['apple']);
  expect(nativeValues(select)).toEqual(['apple']);
  expect(tagValues()).toEqual(['apple']);
  expect(new FormData(form).getAll('fruit')).toEqual(['apple']);
});

test('form.reset() then setValue in the same task: the value set last wins, as on a native select', async () => {
  const { form, select } = multipleForm();
  const widget = mount({ multiple: true }, select);
  widget.setValue(['banana']);

  form.reset();
  widget.setValue(['cherry']);
  await frames();

  expect(widget.getValue()).toEqual(['cherry']);
  expect(nativeValues(select)).toEqual(['cherry']);
  expect(new FormData(form).getAll('fruit')).toEqual(['cherry']);
});

test('single, built empty: after form.reset() the form submits what the widget holds, then the value set later', async () => {
  const form = document.createElement('form');
  const select = document.createElement('select');
  select.name = 'fruit';
  for (const label of ['Apple', 'Banana', 'Cherry']) select.add(new Option(label, label.toLowerCase()));
  select.selectedIndex = -1;
  form.append(select);
  fixture('').append(form);
  const widget = mount({ clearable: true, placeholder: 'Pick' }, select);
  const submitted = () => new FormData(form).getAll('fruit');

  // The browser's reset selects the first option of a single select; the widget, built empty, clears it again.
  form.reset();
  expect(widget.getValue()).toBe(null);
  expect(submitted()).toEqual([]);
  widget.setValue('banana');
  expect(submitted()).toEqual(['banana']);
  await frames();
  expect(widget.getValue()).toBe('banana');
  expect(submitted()).toEqual(['banana']);
  expect(nativeValues(select)).toEqual(['banana']);
});

test('a reset button restores the value the widget was built with, and emits change once', async () => {
  const { select } = multipleForm('<button type="reset">Reset</button>');
  const widget = mount({ multiple: true }, select);
  widget.setValue(['cherry']);
  const changes: unknown[] = [];
  widget.on('change', (value) => changes.push(value));

  await userEvent.click($('button[type="reset"]')!);
  await frames();

  expect(widget.getValue()).toEqual(['apple']);
  expect(nativeValues(select)).toEqual(['apple']);
  expect(changes).toEqual([['apple']]);
});

test('a cancelled reset changes nothing', async () => {
  const { form, select } = multipleForm();
  const widget = mount({ multiple: true }, select);
  widget.setValue(['cherry']);
  form.addEventListener('reset', (event) => event.preventDefault());

  form.reset();
  await frames();

  expect(widget.getValue()).toEqual(['cherry']);
  expect(nativeValues(select)).toEqual(['cherry']);
});

test('a native select inside a shadow root follows form.reset()', async () => {
  const host = fixture('<div id="component"></div>').querySelector('#component')!;
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = `<form><select name="fruit">
      <option value="apple">Apple</option>
      <option value="banana" selected>Banana</option>
      <option value="cherry">Cherry</option>
    </select></form>`;
  const select = shadow.querySelector('select')!;
  const widget = mount({}, select);
  widget.setValue('cherry');

  shadow.querySelector('form')!.reset();
  await frames();

  expect(widget.getValue()).toBe('banana');
  expect(select.value).toBe('banana');
  expect(shadow.querySelector('.widget-select__value')?.textContent).toBe('Banana');
});

/** Members of a form the widget reads (a control of that name shadows each one of them). */
const formMembers = [
  'contains',
  'reset',
  'elements',
  'addEventListener',
  'querySelector',
  'getRootNode',
  'form',
  'closest',
  'parentElement',
  'matches',
  'append',
  'getBoundingClientRect',
  'clientTop',
  'clientHeight',
];

// (A field named parentElement breaks the test runner's clicks: the second test uses keys.)
test.each(formMembers.filter((name) => name !== 'parentElement'))(
  'a control named "%s" in the form breaks neither the reset nor the widget',
  async (name) => {
    const { form, select } = multipleForm(`<input name="${name}" value="x">`);
    const widget = mount({ multiple: true }, select);
    widget.setValue(['cherry']);

    HTMLFormElement.prototype.reset.call(form);
    await frames();

    expect(widget.getValue()).toEqual(['apple']);
    expect(nativeValues(select)).toEqual(['apple']);
    await clickControl();
    await userEvent.click(rows().find((row) => row.dataset.value === 'banana')!);
    expect(nativeValues(select)).toEqual(['apple', 'banana']);
    expect(errors).toEqual([]);
  },
);

test.each(formMembers)(
  'a control named "%s": a blocked submit reports the widget, and a list portalled into the scrolling form opens and follows it',
  async (name) => {
    const host = fixture(`
      <form style="height: 120px; overflow: auto">
        <fieldset><select name="fruit" required>
          <option value="">Pick one</option>
          <option value="apple">Apple</option>
          <option value="banana">Banana</option>
        </select></fieldset>
        <input name="${name}" value="x">
        <div style="height: 400px"></div>
      </form>`);
    const form = host.querySelector('form')!;
    mount({ dropdownParent: form }, host.querySelector('select')!);
    HTMLFormElement.prototype.requestSubmit.call(form);
    // Reported by the widget: its list open (portalled into the form), focus in it.
    expect(dropdown()!.contains(document.activeElement)).toBe(true);
    expect(rows()).toHaveLength(2);
    Element.prototype.scrollBy.call(form, 0, 20);
    await frames();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(new FormData(form).get('fruit')).toBe('banana');
    expect(errors).toEqual([]);
  },
);

test('an <option value=""> of a <select multiple> is an option that can be picked and submitted', async () => {
  const host = fixture(`
    <form><select name="size" multiple>
      <option value="">None</option>
      <option value="s">Small</option>
    </select></form>`);
  const select = host.querySelector('select')!;
  const widget = mount({}, select);
  await userEvent.click(control());
  expect(rows().map((row) => row.textContent)).toEqual(['None', 'Small']);
  await userEvent.click(rows()[0]!);

  expect(widget.getValue()).toEqual(['']);
  expect(nativeValues(select)).toEqual(['']);
  expect(new FormData(host.querySelector('form')!).getAll('size')).toEqual(['']);
});

test('outside code selecting the empty-valued option of a <select multiple> is followed', () => {
  const host = fixture(`
    <select multiple>
      <option value="">None</option>
      <option value="s">Small</option>
    </select>`);
  const select = host.querySelector('select')!;
  const widget = mount({}, select);
  select.options[0]!.selected = true;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  expect(widget.getValue()).toEqual(['']);
});

test('a lone surrogate value reaches the form with a warning naming it', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const host = fixture('<form><select name="odd"></select></form>');
    const widget = mount({ data: [{ value: 'a\uD800', label: 'Odd' }] }, host.querySelector('select')!);
    widget.setValue('a\uD800');
    expect(new FormData(host.querySelector('form')!).get('odd')).toBe('a\uFFFD');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/"a\\ud800" holds a lone surrogate/i));
  } finally {
    warn.mockRestore();
  }
});

test('an option inside <optgroup disabled> is disabled, as the native select has it: it cannot be picked or submitted', async () => {
  const host = fixture(`
    <form><select name="fruit">
      <option value="apple" selected>Apple</option>
      <optgroup label="Out of season" disabled><option value="quince">Quince</option></optgroup>
    </select></form>`);
  const select = host.querySelector('select')!;
  const widget = mount({}, select);
  await userEvent.click(control());
  const quince = rows().find((row) => row.textContent === 'Quince')!;
  expect(quince.getAttribute('aria-disabled')).toBe('true');
  await userEvent.click(quince, { force: true });

  expect(widget.getValue()).toBe('apple');
  expect(new FormData(host.querySelector('form')!).getAll('fruit')).toEqual(['apple']);
});

test('multiple: true on a single <select> makes it multiple, so the form submits every tag; destroy() makes it single again', async () => {
  const host = fixture(`
    <form><select name="fruit">
      <option value="apple">Apple</option><option value="banana">Banana</option><option value="cherry">Cherry</option>
    </select></form>`);
  const select = host.querySelector('select')!;
  const widget = mount({ multiple: true }, select);
  expect(select.multiple).toBe(true);
  // The first option was selected only implicitly: the widget starts empty, and so does the form.
  expect(new FormData(host.querySelector('form')!).getAll('fruit')).toEqual([]);
  await clickControl();
  await userEvent.click(rows()[0]!);
  await userEvent.click(rows()[2]!);

  expect(tagValues()).toEqual(['apple', 'cherry']);
  expect(new FormData(host.querySelector('form')!).getAll('fruit')).toEqual(['apple', 'cherry']);
  widget.destroy();
  expect(select.hasAttribute('multiple')).toBe(false);
});
