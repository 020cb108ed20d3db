/** treeLayout as a prop of the React wrapper: the cascader's columns and the value's path. */
import { render } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
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

test('treeLayout="columns" and pathSeparator: one column per level, the value shown as its path', async () => {
  const onChange = vi.fn();
  render(<WidgetSelect data={places} treeLayout="columns" pathSeparator=" › " onChange={onChange} />);
  await userEvent.click(control());
  expect(dropdown()!.classList).toContain('widget-select__dropdown--columns');
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
  expect(onChange).toHaveBeenCalledExactlyOnceWith('hanoi');
  expect(valueText()).toBe('Asia › Vietnam › Hanoi');
});
