/**
 * A wrong word in an enumerated attribute (`presentation`, `tree-value`)
 * reads as HTML reads one: keywords match ASCII case-insensitively, and any
 * other value is the attribute's default, with a development warning. The
 * element comes up, submits its value and follows a corrected attribute. A
 * bad `data` or `options` property set before the element was defined is
 * reported as an `error` event at the upgrade instead of thrown.
 */
import { afterEach, beforeEach, expect, type MockInstance, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { WidgetSelectElement } from 'widget-select/element';
import { control, fixture } from '../helpers';
import { nextTask } from '../waits';
import { element } from './element-helpers';

const options = `
  <option value="apple">Apple</option>
  <option value="banana" selected>Banana</option>
  <option value="cherry">Cherry</option>`;

const errors: unknown[] = [];
const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
let warn: MockInstance<typeof console.warn>;
let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  window.addEventListener('error', onError);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  window.removeEventListener('error', onError);
  errors.length = 0;
  warn.mockRestore();
  logged.mockRestore();
});

const warnings = () => warn.mock.calls.map((call) => String(call[0]));

/** A form holding one `<widget-select name="fruit">` with `attributes`. */
function inForm(attributes: string) {
  const host = fixture(
    `<form><widget-select name="fruit" label="Fruit" ${attributes}>${options}</widget-select></form>`,
  );
  return { form: host.querySelector('form')!, select: element(host) };
}

const isSheet = () => document.querySelector('.widget-select__dropdown--sheet') !== null;

test.each([
  ['presentation', ''],
  ['presentation', ' sheet'],
  ['presentation', 'sheets'],
  ['tree-value', 'leaves'],
  ['tree-value', ''],
])(
  '%s="%s" is the attribute’s default: the element renders and submits its markup’s value, with a warning',
  (name, value) => {
    const { form, select } = inForm(`${name}="${value}"`);
    expect(errors).toEqual([]);
    expect(select.widget).not.toBeNull();
    expect(select.querySelector('.widget-select__value')?.textContent).toBe('Banana');
    expect(new FormData(form).getAll('fruit')).toEqual(['banana']);
    const property = name === 'presentation' ? select.presentation : select.treeValue;
    expect(property).toBe(name === 'presentation' ? 'auto' : 'all');
    expect(warnings()).toEqual([expect.stringContaining(`attribute ${name}="${value}"`)]);
    expect(warnings()[0]).toMatch(
      name === 'presentation' ? /"dropdown", "sheet" or "auto"/ : /"all", "parent" or "leaf"/,
    );
  },
);

test('keywords match ASCII case-insensitively, with no warning: presentation="Sheet" shows the sheet', async () => {
  const { form, select } = inForm('presentation="Sheet" tree-value="LEAF"');
  expect(errors).toEqual([]);
  expect(select.presentation).toBe('sheet');
  expect(select.treeValue).toBe('leaf');
  expect(new FormData(form).getAll('fruit')).toEqual(['banana']);
  await userEvent.click(control());
  expect(isSheet()).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(warnings()).toEqual([]);
});

test('an attribute corrected after a wrong word applies; absent, the property reads ""', async () => {
  const { form, select } = inForm('presentation="Shet"');
  await userEvent.click(control());
  expect(select.widget?.isDropdownOpen()).toBe(true);
  expect(isSheet()).toBe(false);
  await userEvent.keyboard('{Escape}');
  select.setAttribute('presentation', 'sheet');
  await nextTask();
  await userEvent.click(control());
  expect(isSheet()).toBe(true);
  await userEvent.keyboard('{Escape}');
  select.presentation = 'bogus';
  select.removeAttribute('presentation');
  expect(select.presentation).toBe('');
  expect(new FormData(form).getAll('fruit')).toEqual(['banana']);
  expect(errors).toEqual([]);
});

/** An element of a fresh name, not defined yet, created in a form from markup with `options`. */
function undefinedElement() {
  class LateSelect extends WidgetSelectElement {}
  // A fresh name per run: a name can be defined only once per page.
  const name = `late-select-${Math.random().toString(36).slice(2)}`;
  const host = fixture(`<form><${name} name="fruit" label="Fruit">${options}</${name}></form>`);
  const early = host.querySelector(name) as LateSelect;
  const reported: unknown[] = [];
  early.addEventListener('ws-error', (event) => reported.push((event as CustomEvent).detail));
  return {
    form: host.querySelector('form')!,
    early,
    reported,
    define: () => customElements.define(name, LateSelect),
  };
}

test('bad data set as a property before the element is defined is reported as an error event; the markup’s value stays', async () => {
  const { form, early, reported, define } = undefinedElement();
  (early as unknown as Record<string, unknown>).data = [{ label: 'No value' }];
  define();
  expect(errors).toEqual([]);
  expect(early.widget).not.toBeNull();
  expect(early.value).toBe('banana');
  expect(new FormData(form).getAll('fruit')).toEqual(['banana']);
  expect(reported).toEqual([
    expect.objectContaining({ code: 'invalid-option', message: expect.stringContaining('value') }),
  ]);
  expect(logged.mock.calls.map((call) => call[0])).toEqual(reported);
  // The element works on: a corrected attribute and good data apply.
  early.setAttribute('presentation', 'sheet');
  await nextTask();
  await userEvent.click(control());
  expect(isSheet()).toBe(true);
  await userEvent.keyboard('{Escape}');
  early.data = [{ value: 'kiwi', label: 'Kiwi' }];
  early.value = 'kiwi';
  expect(new FormData(form).getAll('fruit')).toEqual(['kiwi']);
});

test('bad options set as a property before the element is defined are reported as an error event too', () => {
  const { form, early, reported, define } = undefinedElement();
  (early as unknown as Record<string, unknown>).options = { presentation: 'Sheet' };
  define();
  expect(errors).toEqual([]);
  expect(early.widget).not.toBeNull();
  expect(new FormData(form).getAll('fruit')).toEqual(['banana']);
  expect(reported).toEqual([expect.objectContaining({ code: 'invalid-options' })]);
});
