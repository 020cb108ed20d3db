/**
 * `<widget-select>` keeps its last good state: bad `data` / `options` are
 * refused at the setter, connected or not, and the form value never holds
 * duplicates; `form.reset()` then `value = …` in one task keeps the value
 * set last.
 */
import { afterEach, expect, test } from 'vitest';
import type { DataItem, SelectOptions } from 'widget-select';
import { fixture, tagValues } from '../helpers';
import { frames } from '../waits';
import './element-helpers';

const options = `
  <option value="apple">Apple</option>
  <option value="banana">Banana</option>
  <option value="cherry">Cherry</option>`;

const errors: string[] = [];
const onError = (event: ErrorEvent) => errors.push(event.message);
window.addEventListener('error', onError);
afterEach(() => {
  errors.length = 0;
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const mountDivs = (select: Element) => select.querySelectorAll(':scope > div').length;

test.each([
  ['not an array', 'apple'],
  ['an option without a value', [{ label: 'No value' }]],
  [
    'a circular tree',
    (() => {
      const node: Record<string, unknown> = { value: 'a', label: 'A' };
      node.children = [node];
      return [node];
    })(),
  ],
])(
  'bad data set before connection (%s) is refused at the setter; the element connects with its last good data',
  async (_what, bad) => {
    const select = document.createElement('widget-select');
    select.innerHTML = options;
    expect(() => {
      select.data = bad as unknown as DataItem[];
    }).toThrow(expect.objectContaining({ code: expect.stringMatching(/^invalid-(data|option)$/) }));
    const host = fixture('');
    host.append(select);
    expect(select.widget).not.toBeNull();
    expect(select.data.map((item) => (item as { value: string }).value)).toEqual([
      'apple',
      'banana',
      'cherry',
    ]);
    select.remove();
    await nextTask();
    host.append(select);
    expect(mountDivs(select)).toBe(1);
    expect(errors).toEqual([]);
  },
);

test('bad options set before connection are refused at the setter; the last good options stay', () => {
  const select = document.createElement('widget-select');
  select.innerHTML = options;
  select.options = { placeholder: 'Pick' };
  for (const bad of [{ theme: 5 }, { data: 'nope' }, { ajax: 'nope' }, { plugins: 'nope' }]) {
    expect(() => {
      select.options = bad as unknown as SelectOptions;
    }).toThrow(expect.objectContaining({ code: expect.stringMatching(/^invalid-/) }));
  }
  expect(select.options).toEqual({ placeholder: 'Pick' });
  fixture('').append(select);
  expect(select.widget).not.toBeNull();
  expect(select.querySelector('.widget-select__placeholder')?.textContent).toBe('Pick');
  expect(mountDivs(select)).toBe(1);
  expect(errors).toEqual([]);
});

test('the options setter is all or nothing on a connected element: a refused change leaves the widget as it was', async () => {
  const host = fixture(`<widget-select label="Fruit">${options}</widget-select>`);
  const select = host.querySelector('widget-select')!;
  select.options = { placeholder: 'Pick' };
  expect(() => {
    select.options = { placeholder: 'Other', ajax: 'nope' } as unknown as SelectOptions;
  }).toThrow(expect.objectContaining({ code: expect.stringMatching(/^invalid-/) }));
  expect(select.options).toEqual({ placeholder: 'Pick' });
  // Later attribute changes still work.
  select.setAttribute('multiple', '');
  await nextTask();
  select.value = ['apple', 'cherry'];
  expect(tagValues()).toEqual(['apple', 'cherry']);
  expect(select.querySelector('.widget-select__placeholder')).toBeNull();
  expect(mountDivs(select)).toBe(1);
  expect(errors).toEqual([]);
});

test('form.reset() then value = … in the same task: the value set last wins', async () => {
  const host = fixture(
    `<form><widget-select name="fruit" multiple value="apple">${options}</widget-select></form>`,
  );
  const form = host.querySelector('form')!;
  const select = host.querySelector('widget-select')!;
  select.value = ['banana'];

  form.reset();
  select.value = ['cherry'];
  await frames();

  expect(select.value).toEqual(['cherry']);
  expect(new FormData(form).getAll('fruit')).toEqual(['cherry']);
});

test('form.reset() never leaves duplicate values, whatever the markup repeats', async () => {
  const host = fixture(
    `<form><widget-select name="fruit" multiple value="apple,apple,banana">${options}</widget-select></form>`,
  );
  const form = host.querySelector('form')!;
  const select = host.querySelector('widget-select')!;
  select.value = ['cherry'];
  form.reset();
  await frames();
  expect(select.value).toEqual(['apple', 'banana']);
  expect(select.widget?.getValue()).toEqual(['apple', 'banana']);
  expect(new FormData(form).getAll('fruit')).toEqual(['apple', 'banana']);
});
