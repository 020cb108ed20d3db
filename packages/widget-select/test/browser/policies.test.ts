import { expect, test, vi } from 'vitest';
import { SelectWidgetError } from '../../src/index';
import { fruits, mount, recordEvents, tagValues } from './helpers';

test('missingSelectionPolicy preserve keeps values and their last known option', () => {
  const widget = mount({ data: fruits, multiple: true });
  widget.setValue(['apple', 'date']);
  widget.setData([fruits[0]!]);
  expect(widget.getValue()).toEqual(['apple', 'date']);
  expect(tagValues()).toEqual(['apple', 'date']);
  expect(document.querySelectorAll('.widget-select__tag')[1]?.textContent).toContain('Date');
});

test('missingSelectionPolicy prune drops missing values and emits change', () => {
  const widget = mount({ data: fruits, multiple: true, missingSelectionPolicy: 'prune' });
  widget.setValue(['apple', 'date']);
  const log = recordEvents(widget);
  widget.setData([fruits[0]!]);
  expect(widget.getValue()).toEqual(['apple']);
  expect(log).toEqual([['change', ['apple']]]);
});

test('missingSelectionPolicy error throws missing-selection naming the values; nothing changes', () => {
  const widget = mount({ data: fruits, multiple: true, missingSelectionPolicy: 'error' });
  widget.setValue(['apple', 'date']);
  let error: SelectWidgetError | undefined;
  try {
    widget.setData([fruits[0]!]);
  } catch (caught) {
    error = caught as SelectWidgetError;
  }
  expect(error?.code).toBe('missing-selection');
  expect(error?.message).toContain('"date"');
  expect(widget.getValue()).toEqual(['apple', 'date']);
  widget.open();
  expect(document.querySelectorAll('.widget-select__option')).toHaveLength(fruits.length);
});

test('duplicateValuePolicy: warn once per data set, error throws, ignore is silent; first occurrence wins', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const data = [...fruits, { value: 'apple', label: 'Second apple' }];
  const widget = mount({ data });
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]?.[0]).toContain('"apple"');
  widget.setValue('apple');
  expect(document.querySelector('.widget-select__value')?.textContent).toBe('Apple');
  warn.mockClear();
  mount({ data, duplicateValuePolicy: 'ignore' });
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
  let error: SelectWidgetError | undefined;
  try {
    mount({ data, duplicateValuePolicy: 'error' });
  } catch (caught) {
    error = caught as SelectWidgetError;
  }
  expect(error?.code).toBe('duplicate-value');
});

test('data ownership: the caller array is copied and never written', () => {
  const data = fruits.slice();
  const frozen = Object.freeze(data.slice());
  const widget = mount({ data: frozen as never, multiple: true, allowCreate: true });
  widget.setData(frozen as never);
  data.pop();
  widget.open();
  expect(document.querySelectorAll('.widget-select__option')).toHaveLength(fruits.length);
});
