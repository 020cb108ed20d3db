import { mount } from '@vue/test-utils';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defineComponent, h, reactive, ref } from 'vue';
import SelectWidget, { type SelectOptions } from 'widget-select';
import { WidgetSelect } from '../../src/index';
import {
  $,
  $$,
  control,
  dropdown,
  flush,
  fruits,
  roots,
  row,
  rowLabels,
  trackGlobalListeners,
  valueText,
  watchDom,
} from './helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

test('deep option changes apply live: same DOM node, dropdown stays open', async () => {
  // Copies: the test edits an option in place.
  const data = fruits.map((fruit) => ({ ...fruit }));
  const options = reactive<SelectOptions>({ data, placeholder: 'Pick', theme: 'default' });
  mount(WidgetSelect, { props: { options }, attachTo: document.body });
  const root = roots()[0]!;
  expect($('.widget-select__placeholder')?.textContent).toBe('Pick');
  await userEvent.click(control());

  options.data!.push({ value: 'fig', label: 'Fig' });
  options.placeholder = 'Choose';
  options.theme = 'dark';
  await flush();
  expect(roots()).toEqual([root]);
  expect(dropdown()).not.toBeNull();
  expect(rowLabels()).toEqual(['Apple', 'Banana', 'Cherry', 'Date', 'Fig']);
  expect(root.dataset.theme).toBe('dark');
  expect($('.widget-select__placeholder')?.textContent).toBe('Choose');

  // An option edited in place is re-rendered too.
  (options.data![0] as { label: string }).label = 'Green apple';
  await flush();
  expect(rowLabels()[0]).toBe('Green apple');

  options.data = fruits.slice(0, 2);
  await flush();
  expect(rowLabels()).toEqual(['Apple', 'Banana']);
  await userEvent.click(row('Banana'));
  expect(valueText()).toBe('Banana');
});

test('an inline options literal re-created on every render causes no updates', async () => {
  const setData = vi.spyOn(SelectWidget.prototype, 'setData');
  const tick = ref(0);
  const Parent = defineComponent(
    () => () =>
      h('div', { 'data-tick': tick.value }, [
        h(WidgetSelect, {
          options: { data: fruits, searchFields: ['label'], placeholder: tick.value > 1 ? 'Choose' : 'Pick' },
        }),
      ]),
  );
  mount(Parent, { attachTo: document.body });
  const changes = watchDom();
  tick.value = 1;
  await flush();
  expect(changes().filter((change) => change.attributeName !== 'data-tick')).toEqual([]);
  expect(setData).not.toHaveBeenCalled();
  tick.value = 2;
  await flush();
  expect($('.widget-select__placeholder')?.textContent).toBe('Choose');
});

test('disabled follows the options', async () => {
  const options = reactive<SelectOptions>({ data: fruits, disabled: true });
  mount(WidgetSelect, { props: { options }, attachTo: document.body });
  expect(control().getAttribute('aria-disabled')).toBe('true');
  delete options.disabled;
  await flush();
  expect(control().getAttribute('aria-disabled')).not.toBe('true');
});

test('remount-only options warn without remounting; a new key remounts', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const key = ref('a');
  const options = reactive<SelectOptions>({ data: fruits, multiple: false });
  const Parent = defineComponent(() => () => h(WidgetSelect, { key: key.value, options }));
  mount(Parent, { attachTo: document.body });
  const root = roots()[0]!;
  options.multiple = true;
  await flush();
  options.placeholder = 'x';
  await flush();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toMatch(/"multiple" changed after mount/);
  expect(roots()).toEqual([root]);
  expect(root.classList.contains('widget-select--single')).toBe(true);

  key.value = 'b';
  await flush();
  expect(roots()).toHaveLength(1);
  expect(roots()[0]).not.toBe(root);
  expect(roots()[0]!.classList.contains('widget-select--multiple')).toBe(true);
});

test('unmount destroys the instance and leaves no widget DOM, even when open and portalled', async () => {
  const destroy = vi.spyOn(SelectWidget.prototype, 'destroy');
  const listeners = trackGlobalListeners();
  const wrapper = mount(WidgetSelect, {
    props: { options: { data: fruits, dropdownParent: document.body } },
    attachTo: document.body,
  });
  await userEvent.click(control());
  expect(dropdown()?.parentElement).toBe(document.body);
  wrapper.unmount();
  listeners.restore();
  expect(destroy).toHaveBeenCalledTimes(1);
  expect(roots()).toEqual([]);
  expect(dropdown()).toBeNull();
  expect(listeners.active()).toBe(0);
});

test('mount, unmount, mount (v-if) leaves exactly one widget and one set of listeners', async () => {
  const once = trackGlobalListeners();
  const single = mount(WidgetSelect, { props: { options: { data: fruits } }, attachTo: document.body });
  once.restore();
  const expected = once.active();
  single.unmount();

  const shown = ref(true);
  const listeners = trackGlobalListeners();
  const onOpen = vi.fn();
  const Parent = defineComponent(
    () => () => (shown.value ? h(WidgetSelect, { options: { data: fruits }, onOpen }) : null),
  );
  mount(Parent, { attachTo: document.body });
  shown.value = false;
  await flush();
  shown.value = true;
  await flush();
  listeners.restore();
  expect(roots()).toHaveLength(1);
  expect(listeners.active()).toBe(expected);
  await userEvent.click(control());
  expect(onOpen).toHaveBeenCalledTimes(1);
  expect($$('.widget-select__dropdown')).toHaveLength(1);
});

test('name mounts on a native select that takes part in its form', async () => {
  const Form = defineComponent(
    () => () =>
      h('form', [
        h('label', { for: 'fruit' }, 'Fruit'),
        h(WidgetSelect, {
          name: 'fruits',
          id: 'fruit',
          class: 'picker',
          options: { data: fruits, multiple: true },
        }),
      ]),
  );
  mount(Form, { attachTo: document.body });
  const select = $<HTMLSelectElement>('select#fruit')!;
  expect(select.name).toBe('fruits');
  expect(select.multiple).toBe(true);
  expect(select.closest('.picker')).not.toBeNull();
  expect(control().getAttribute('aria-labelledby')).toBeTruthy();
  await userEvent.click(control());
  await userEvent.click(row('Cherry'));
  await userEvent.click(row('Apple'));
  expect(new FormData($<HTMLFormElement>('form')!).getAll('fruits')).toEqual(['cherry', 'apple']);
});

test('container attributes fall through; id and aria-label go to the mount', () => {
  mount(WidgetSelect, {
    props: { options: { data: fruits }, id: 'sel' },
    // Kebab-case, as a template passes it: Vue maps it onto the ariaLabel prop.
    attrs: { 'aria-label': 'Fruit', class: 'my-select', style: 'width: 200px', 'data-testid': 'picker' },
    attachTo: document.body,
  });
  const container = $('.my-select')!;
  expect(container.tagName).toBe('DIV');
  expect(container.dataset.testid).toBe('picker');
  expect(container.style.width).toBe('200px');
  expect(container.querySelector('#sel .widget-select')).not.toBeNull();
  expect(control().getAttribute('aria-label')).toBe('Fruit');
  expect($$('[aria-label="Fruit"]')).toEqual([control()]);
});

test('aria-describedby and aria-errormessage reach the combobox and follow prop changes', async () => {
  const wrapper = mount(WidgetSelect, {
    props: { options: { data: fruits }, ariaLabel: 'Fruit' },
    attrs: { 'aria-describedby': 'help', 'aria-errormessage': 'help' },
    attachTo: document.body,
  });
  expect(control().getAttribute('aria-describedby')).toBe('help');
  expect(control().getAttribute('aria-errormessage')).toBe('help');
  const root = roots()[0];
  await wrapper.setProps({ ariaDescribedby: 'help more', ariaErrormessage: undefined });
  await flush();
  expect(roots()[0]).toBe(root);
  // The core follows the mount's attributes through a MutationObserver (a microtask later).
  await expect.poll(() => control().getAttribute('aria-describedby')).toBe('help more');
  expect(control().hasAttribute('aria-errormessage')).toBe(false);
});
