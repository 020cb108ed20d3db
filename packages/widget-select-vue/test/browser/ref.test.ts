import { mount } from '@vue/test-utils';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defineComponent, h, ref } from 'vue';
import SelectWidget from 'widget-select';
import { type SelectValue, WidgetSelect, type WidgetSelectExposed } from '../../src/index';
import { control, dropdown, flush, fruits, row, rowLabels, tagValues } from './helpers';

test('a template ref exposes the instance, null after unmount', () => {
  const wrapper = mount(WidgetSelect, {
    props: { modelValue: 'date', options: { data: fruits } },
    attachTo: document.body,
  });
  const exposed = wrapper.vm as unknown as WidgetSelectExposed;
  expect(exposed.instance).toBeInstanceOf(SelectWidget);
  const instance = exposed.instance!;
  expect(instance.getValue()).toBe('date');
  wrapper.unmount();
  expect(exposed.instance).toBeNull();
  expect(instance.getValue()).toBe('date');
});

test('selectAll() through a template ref updates v-model', async () => {
  const value = ref<SelectValue>([]);
  const select = ref<WidgetSelectExposed | null>(null);
  const Parent = defineComponent(
    () => () =>
      h('div', [
        h('button', { type: 'button', onClick: () => select.value?.instance?.selectAll() }, 'all'),
        h(WidgetSelect, {
          ref: select,
          modelValue: value.value,
          'onUpdate:modelValue': (next: SelectValue) => {
            value.value = next;
          },
          options: { data: fruits, multiple: true },
        }),
      ]),
  );
  mount(Parent, { attachTo: document.body });
  await userEvent.click(document.querySelector('button')!);
  expect(value.value).toEqual(['apple', 'banana', 'cherry', 'date']);
  await flush();
  expect(tagValues()).toEqual(['apple', 'banana', 'cherry', 'date']);
});

test('validate() and reportValidity() through the ref emit invalid, then pass after a pick', async () => {
  const onInvalid = vi.fn();
  const wrapper = mount(WidgetSelect, {
    props: { options: { data: fruits, required: true }, onInvalid },
    attachTo: document.body,
  });
  const { instance } = wrapper.vm as unknown as WidgetSelectExposed;
  expect(instance!.validate()).toBe(false);
  expect(instance!.reportValidity()).toBe(false);
  expect(onInvalid).toHaveBeenCalled();
  expect(control().getAttribute('aria-invalid')).toBe('true');
  await userEvent.click(control());
  await userEvent.click(row('Banana'));
  expect(instance!.validate()).toBe(true);
  expect(control().getAttribute('aria-invalid')).not.toBe('true');
});

test('reload() through the ref requests the active query again', async () => {
  const request = vi.fn(async () => fruits.slice(0, 2));
  const onLoading = vi.fn();
  const wrapper = mount(WidgetSelect, {
    props: { options: { ajax: { request, debounce: 0 } }, onLoading },
    attachTo: document.body,
  });
  await userEvent.click(control());
  await expect.poll(rowLabels).toEqual(['Apple', 'Banana']);
  expect(request).toHaveBeenCalledTimes(1);
  expect(onLoading.mock.calls).toEqual([[true], [false]]);
  request.mockResolvedValueOnce(fruits.slice(2));
  (wrapper.vm as unknown as WidgetSelectExposed).instance!.reload();
  await expect.poll(rowLabels).toEqual(['Cherry', 'Date']);
  expect(request).toHaveBeenCalledTimes(2);
});

test('reload() and the other instance methods are callable through the ref', () => {
  const wrapper = mount(WidgetSelect, { props: { options: { data: fruits } }, attachTo: document.body });
  const widget = (wrapper.vm as unknown as WidgetSelectExposed).instance!;
  // On a local list both are no-ops: nothing opens, nothing loads, the options stay.
  widget.reload();
  widget.clearRemoteCache();
  expect(dropdown()).toBeNull();
  widget.open();
  expect(dropdown()).not.toBeNull();
  expect(rowLabels()).toEqual(fruits.map((fruit) => fruit.label));
  widget.setSearchQuery('dat');
  expect(widget.getSearchQuery()).toBe('dat');
  widget.close();
  expect(dropdown()).toBeNull();
});

test('typed props: Meta flows from options.data into the listeners', () => {
  // Compile-time only: never called, checked by `tsc`.
  const check = () => {
    const Component = WidgetSelect;
    new Component({
      options: { data: [{ value: 'a', label: 'A', meta: { rank: 1 } }] },
      onSelect: (option) => {
        const rank: number = option.meta!.rank;
        void rank;
      },
    });
    // @ts-expect-error modelValue is a string, an array of strings or null
    new Component({ modelValue: 5 });
    // @ts-expect-error placeholder is a string
    new Component({ options: { placeholder: 4 } });
  };
  expect(typeof check).toBe('function');
});

test('the form options pass through `options`, live; the exposed instance reads getSelectedOptions, resolved options included', async () => {
  const resolveOptions = vi.fn(async (values: string[]) =>
    values.map((value) => ({ value, label: `User ${value}` })),
  );
  const options = {
    data: fruits,
    multiple: true,
    resolveOptions,
    hideSelected: true,
    keepQueryOnSelect: true,
    openOnType: true,
    groupSelect: true,
    maxVisibleTags: 'auto' as const,
  };
  const wrapper = mount(WidgetSelect, {
    props: { modelValue: ['apple', 'u-7'], options: { ...options, readonly: true } },
    attachTo: document.body,
  });
  const instance = (wrapper.vm as unknown as WidgetSelectExposed).instance!;
  await expect
    .poll(() => instance.getSelectedOptions())
    .toEqual([
      { value: 'apple', label: 'Apple' },
      { value: 'u-7', label: 'User u-7' },
    ]);
  expect(control().getAttribute('aria-readonly')).toBe('true');
  await wrapper.setProps({ options: { ...options, readonly: false } });
  await flush();
  expect(control().hasAttribute('aria-readonly')).toBe(false);
  control().focus();
  await userEvent.keyboard('a');
  expect(instance.getSearchQuery()).toBe('a');
  expect(rowLabels()).toEqual(['Banana', 'Date']);
  await userEvent.click(row('Banana'));
  expect(instance.getSearchQuery()).toBe('a');
  instance.selectAll({ scope: 'matching' });
  expect(instance.getValue()).toEqual(['apple', 'u-7', 'banana', 'date']);
  wrapper.unmount();
});

test("options.commit 'apply': v-model waits for Apply; the template ref's getPendingValue() reads the picks", async () => {
  const updates: SelectValue[] = [];
  const wrapper = mount(WidgetSelect, {
    props: {
      modelValue: [],
      'onUpdate:modelValue': (next: SelectValue) => updates.push(next),
      options: { data: fruits, multiple: true, commit: 'apply' },
    },
    attachTo: document.body,
  });
  const exposed = wrapper.vm as unknown as WidgetSelectExposed;
  expect(exposed.getPendingValue()).toBeNull();
  await userEvent.click(control());
  await userEvent.click(row('Apple'));
  expect(exposed.getPendingValue()).toEqual(['apple']);
  expect(updates).toEqual([]);
  await userEvent.click(document.querySelector<HTMLElement>('button.widget-select__apply')!);
  expect(updates).toEqual([['apple']]);
  expect(exposed.getPendingValue()).toBeNull();
  wrapper.unmount();
  expect(exposed.getPendingValue()).toBeNull();
});
