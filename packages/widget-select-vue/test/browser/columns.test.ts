/** treeLayout through the Vue wrapper's options: the cascader's columns and the value's path. */
import { mount } from '@vue/test-utils';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { WidgetSelect } from '../../src/index';
import { control, dropdown, valueText } from './helpers';

const places = [
  {
    value: 'asia',
    label: 'Asia',
    children: [{ value: 'vn', label: 'Vietnam', children: [{ value: 'hanoi', label: 'Hanoi' }] }],
  },
];

test("options.treeLayout 'columns' and pathSeparator: one column per level, the value shown as its path", async () => {
  const wrapper = mount(WidgetSelect, {
    props: { options: { data: places, treeLayout: 'columns', pathSeparator: ' › ' } },
    attachTo: document.body,
  });
  await userEvent.click(control());
  expect(dropdown()!.classList).toContain('widget-select__dropdown--columns');
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
  expect(wrapper.emitted('update:modelValue')?.[0]).toEqual(['hanoi']);
  expect(valueText()).toBe('Asia › Vietnam › Hanoi');
  wrapper.unmount();
});
