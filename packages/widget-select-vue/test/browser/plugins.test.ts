import { mount } from '@vue/test-utils';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defineComponent, h, ref } from 'vue';
import { checkboxPlugin, type SelectPlugin, selectAllHeaderPlugin } from 'widget-select';
import { WidgetSelect } from '../../src/index';
import { $$, control, flush, fruits, roots } from './helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The wrapper's remount warnings (Vue itself warns about its feature flags on the first mount). */
const remountWarnings = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.map((args) => String(args[0])).filter((text) => /changed after mount/.test(text));

test('inline plugins inside :options: re-renders neither warn nor remount', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const placeholder = ref('Pick');
  // What a template's `:options="{ data, multiple: true, plugins: [checkboxPlugin()] }"` compiles to:
  // a new object, array and plugin instances on every render of the parent.
  const Parent = defineComponent(
    () => () =>
      h(WidgetSelect, {
        ariaLabel: 'Fruits',
        options: {
          data: fruits,
          multiple: true,
          placeholder: placeholder.value,
          plugins: [checkboxPlugin(), selectAllHeaderPlugin()],
        },
      }),
  );
  mount(Parent, { attachTo: document.body });
  const root = roots()[0]!;
  for (const text of ['Pick fruits', 'Pick some', 'Pick']) {
    placeholder.value = text;
    await flush();
  }
  expect(remountWarnings(warn)).toEqual([]);
  expect(roots()).toEqual([root]);
  expect(root.querySelector('.widget-select__placeholder')?.textContent).toBe('Pick');
  await userEvent.click(control());
  expect($$('.widget-select__checkbox').length).toBe(fruits.length);
  expect($$('.widget-select__bulk-button').length).toBe(2);
});

test('plugins compare by name, in order: another list still warns once', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const named = (name: string): SelectPlugin => ({ name, setup: () => undefined });
  const names = ref(['a', 'b']);
  const tick = ref(0);
  const Parent = defineComponent(
    () => () =>
      h(WidgetSelect, {
        options: {
          data: fruits,
          multiple: true,
          placeholder: `${tick.value}`,
          plugins: names.value.map(named),
        },
      }),
  );
  mount(Parent, { attachTo: document.body });
  tick.value++;
  await flush();
  expect(remountWarnings(warn)).toEqual([]);
  names.value = ['b', 'a'];
  await flush();
  names.value = ['a'];
  await flush();
  expect(remountWarnings(warn)).toEqual([expect.stringMatching(/"plugins" changed after mount/)]);
});
