import { mount } from '@vue/test-utils';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defineComponent, h, reactive, ref } from 'vue';
import { type SelectOptions, type SelectValue, WidgetSelect } from '../../src/index';
import { control, dropdown, flush, fruits, row, rowLabels, search, tagValues, valueText } from './helpers';

/** What `<WidgetSelect v-model="value" :options="{ data, multiple }" @change="onChange" />` compiles to. */
function vModelParent(initial: SelectValue, extra: Record<string, unknown> = {}) {
  const value = ref<SelectValue>(initial);
  const Parent = defineComponent(
    () => () =>
      h(WidgetSelect, {
        modelValue: value.value,
        'onUpdate:modelValue': (next: SelectValue) => {
          value.value = next;
        },
        options: { data: fruits, multiple: Array.isArray(initial) },
        ...extra,
      }),
  );
  return { value, Parent };
}

test('v-model: a pick updates the parent, a parent change updates the widget silently', async () => {
  const onChange = vi.fn();
  const { value, Parent } = vModelParent(null, { onChange });
  mount(Parent, { attachTo: document.body });
  await userEvent.click(control());
  await userEvent.click(row('Banana'));
  expect(value.value).toBe('banana');
  expect(onChange).toHaveBeenCalledExactlyOnceWith('banana');
  expect(valueText()).toBe('Banana');

  value.value = 'cherry';
  await flush();
  expect(valueText()).toBe('Cherry');
  expect(onChange).toHaveBeenCalledTimes(1);
});

test('v-model with multiple, keyboard picks and in-place array mutation', async () => {
  const { value, Parent } = vModelParent(['banana']);
  mount(Parent, { attachTo: document.body });
  expect(tagValues()).toEqual(['banana']);
  await userEvent.click(control());
  await userEvent.keyboard('ch{Enter}');
  expect(value.value).toEqual(['banana', 'cherry']);
  (value.value as string[]).push('apple');
  await flush();
  expect(tagValues()).toEqual(['banana', 'cherry', 'apple']);
});

test('a one-way :model-value is a starting value; user changes stick (Vue convention)', async () => {
  const onUpdate = vi.fn();
  const other = ref(0);
  const Parent = defineComponent(
    () => () =>
      h('div', { 'data-render': other.value }, [
        h(WidgetSelect, { modelValue: 'apple', 'onUpdate:modelValue': onUpdate, options: { data: fruits } }),
      ]),
  );
  mount(Parent, { attachTo: document.body });
  await userEvent.click(control());
  await userEvent.click(row('Date'));
  expect(onUpdate).toHaveBeenCalledWith('date');
  other.value++;
  await flush();
  expect(valueText()).toBe('Date');
});

/** A v-model parent whose reactive `options` the test changes (as when options load in `onMounted`). */
function lateDataParent(initial: SelectValue, data: typeof fruits) {
  const value = ref<SelectValue>(initial);
  const options = reactive<SelectOptions>({ data });
  const onUpdate = vi.fn((next: SelectValue) => {
    value.value = next;
  });
  const Parent = defineComponent(
    () => () => h(WidgetSelect, { modelValue: value.value, 'onUpdate:modelValue': onUpdate, options }),
  );
  mount(Parent, { attachTo: document.body });
  return { value, options, onUpdate };
}

test.each(['replaced', 'pushed'])(
  'a v-model set before its options arrive applies once they are %s',
  async (how) => {
    const { value, options, onUpdate } = lateDataParent('banana', []);
    await flush();
    if (how === 'replaced') options.data = fruits.slice(0, 2);
    else options.data!.push(...fruits.slice(0, 2));
    await flush();
    expect(valueText()).toBe('Banana');
    await userEvent.click(control());
    expect(row('Banana').getAttribute('aria-selected')).toBe('true');
    expect(value.value).toBe('banana');
    expect(onUpdate).not.toHaveBeenCalled();
  },
);

test('a one-way model value that did not take yields to a later user pick', async () => {
  const options = reactive<SelectOptions>({ data: fruits.slice(0, 1) });
  mount(WidgetSelect, { props: { modelValue: 'banana', options }, attachTo: document.body });
  await userEvent.click(control());
  await userEvent.click(row('Apple'));
  options.data = fruits.slice(0, 2);
  await flush();
  expect(valueText()).toBe('Apple');
});

test('v-model:searchQuery binds both ways', async () => {
  const query = ref('');
  const onSearch = vi.fn();
  const Parent = defineComponent(
    () => () =>
      h(WidgetSelect, {
        searchQuery: query.value,
        'onUpdate:searchQuery': (q: string) => {
          query.value = q;
        },
        onSearch,
        options: { data: fruits },
      }),
  );
  mount(Parent, { attachTo: document.body });
  await userEvent.click(control());
  await userEvent.keyboard('ch');
  expect(query.value).toBe('ch');
  expect(rowLabels()).toEqual(['Cherry']);
  onSearch.mockClear();

  query.value = 'ban';
  await flush();
  expect(search()?.value).toBe('ban');
  expect(rowLabels()).toEqual(['Banana']);
  expect(onSearch).not.toHaveBeenCalled();
});

test('v-model:open binds both ways; a prop change does not emit open', async () => {
  const open = ref(false);
  const onOpen = vi.fn();
  const Parent = defineComponent(
    () => () =>
      h(WidgetSelect, {
        open: open.value,
        'onUpdate:open': (next: boolean) => {
          open.value = next;
        },
        onOpen,
        options: { data: fruits },
      }),
  );
  mount(Parent, { attachTo: document.body });
  await userEvent.click(control());
  expect(open.value).toBe(true);
  expect(dropdown()).not.toBeNull();
  await userEvent.keyboard('{Escape}');
  expect(open.value).toBe(false);
  expect(dropdown()).toBeNull();
  expect(onOpen).toHaveBeenCalledTimes(1);

  open.value = true;
  await flush();
  expect(dropdown()).not.toBeNull();
  expect(onOpen).toHaveBeenCalledTimes(1);
});

test('a bare open attribute opens the dropdown at mount', async () => {
  mount(WidgetSelect, {
    props: { open: '' as unknown as boolean, options: { data: fruits } },
    attachTo: document.body,
  });
  await flush();
  expect(dropdown()).not.toBeNull();
});

test('every user-facing event is emitted under its own name', async () => {
  const wrapper = mount(WidgetSelect, {
    props: { options: { data: fruits, multiple: true, clearable: true, maxSelections: 2 } },
    attachTo: document.body,
  });
  await userEvent.click(control());
  await userEvent.click(row('Apple'));
  await userEvent.click(row('Banana'));
  await userEvent.click(row('Cherry'));
  await userEvent.keyboard('{Escape}');
  await userEvent.click(document.querySelector<HTMLElement>('.widget-select__tag-remove')!);
  await userEvent.click(document.querySelector<HTMLElement>('.widget-select__clear')!);
  const outside = document.body.appendChild(document.createElement('button'));
  await userEvent.click(outside);
  await expect.poll(() => wrapper.emitted().blur).toEqual([[undefined]]);
  outside.remove();
  const names = ['open', 'select', 'change', 'maximum', 'close', 'unselect', 'clear', 'update:modelValue'];
  const emitted = wrapper.emitted();
  for (const name of names) expect(emitted[name], name).toBeTruthy();
  expect(emitted.select).toEqual([[fruits[0]], [fruits[1]]]);
  expect(emitted.maximum).toEqual([[{ limit: 2, option: fruits[2] }]]);
  // The tag's remove button, then the clear button's removal.
  expect(emitted.unselect).toEqual([[fruits[0]], [fruits[1]]]);
  expect(emitted.focus).toEqual([[undefined]]);
  expect(emitted.change).toEqual([[['apple']], [['apple', 'banana']], [['banana']], [[]]]);
  expect(emitted['update:open']).toEqual([[true], [false]]);
});
