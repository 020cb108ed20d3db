/** The DOM-free helpers of <widget-select>: the value attribute and the option diff. */
import { expect, test } from 'vitest';
import { parseValueAttribute } from '../../src/element/attributes';
import { optionUpdate } from '../../src/element/option-updates';

test('the value attribute: one value in single mode, comma-separated and trimmed in multiple mode', () => {
  expect(parseValueAttribute(null, false)).toEqual([]);
  expect(parseValueAttribute('', true)).toEqual([]);
  expect(parseValueAttribute('a, b', false)).toEqual(['a, b']);
  expect(parseValueAttribute(' red, green ,,blue ', true)).toEqual(['red', 'green', 'blue']);
});

test('optionUpdate: changed and removed keys (removed ones as undefined), null when nothing changed', () => {
  const plugins: never[] = [];
  expect(optionUpdate({ clearable: true, plugins }, { clearable: true, plugins })).toBeNull();
  expect(optionUpdate({ clearable: true, theme: 'dark' }, { theme: 'dark', placeholder: 'x' })).toEqual({
    clearable: undefined,
    placeholder: 'x',
  });
  expect(optionUpdate({ maxSelections: 2 }, { maxSelections: 3 })).toEqual({ maxSelections: 3 });
});

test('optionUpdate: an option read once, or adding / removing ajax, takes a rebuild', () => {
  expect(optionUpdate({ multiple: false }, { multiple: true })).toBe('rebuild');
  expect(optionUpdate({}, { searchable: false })).toBe('rebuild');
  expect(optionUpdate({}, { ajax: { url: '/a' } })).toBe('rebuild');
  const ajax = { url: '/b' };
  expect(optionUpdate({ ajax: { url: '/a' } }, { ajax })).toEqual({ ajax });
});
