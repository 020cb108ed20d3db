/** `<widget-select>`'s `data` property with numeric ids: the values are their decimal strings. */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import 'widget-select/element';
import { control, fixture, listen, rows, tagValues } from '../helpers';

test('numeric data set as a property: a clicked row is its string in value and ws-change', async () => {
  const select = document.createElement('widget-select');
  select.setAttribute('multiple', '');
  select.setAttribute('label', 'Number');
  select.data = [
    { value: 1, label: 'One' },
    { value: 2, label: 'Two' },
  ];
  fixture('').append(select);
  const log = listen(select, ['ws-change']);
  await userEvent.click(control());
  await userEvent.click(rows()[1]!);
  expect(select.value).toEqual(['2']);
  expect(tagValues()).toEqual(['2']);
  expect(log).toEqual([['ws-change', ['2']]]);
});
