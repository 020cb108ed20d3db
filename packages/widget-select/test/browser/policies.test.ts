import { expect, test, vi } from 'vitest';
import type { SelectWidgetError } from '../../src/index';
import { fruits, mount, recordEvents, tagValues } from './helpers';

/** Caller-owned arrays, with a deep snapshot to prove they are never written. */
function owned() {
  const initial = fruits.map((f) => ({ ...f }));
  const next = [{ ...fruits[0]! }];
  const snapshot = structuredClone({ initial, next });
  return { initial, next, untouched: () => expect({ initial, next }).toEqual(snapshot) };
}

test('missingSelectionPolicy preserve keeps values and their last known option', () => {
  const { initial, next, untouched } = owned();
  const widget = mount({ data: initial, multiple: true });
  widget.setValue(['apple', 'date']);
  widget.setData(next);
  untouched();
  expect(widget.getValue()).toEqual(['apple', 'date']);
  expect(tagValues()).toEqual(['apple', 'date']);
  expect(document.querySelectorAll('.widget-select__tag')[1]?.textContent).toContain('Date');
});

test('missingSelectionPolicy prune drops missing values and emits change', () => {
  const { initial, next, untouched } = owned();
  const widget = mount({ data: initial, multiple: true, missingSelectionPolicy: 'prune' });
  widget.setValue(['apple', 'date']);
  const log = recordEvents(widget);
  widget.setData(next);
  untouched();
  expect(widget.getValue()).toEqual(['apple']);
  expect(log).toEqual([['change', ['apple']]]);
});

test('missingSelectionPolicy error throws missing-selection naming the values; nothing changes', () => {
  const { initial, next, untouched } = owned();
  const widget = mount({ data: initial, multiple: true, missingSelectionPolicy: 'error' });
  widget.setValue(['apple', 'date']);
  let error: SelectWidgetError | undefined;
  try {
    widget.setData(next);
  } catch (caught) {
    error = caught as SelectWidgetError;
  }
  untouched();
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
