/** The DOM-free helpers of <widget-select>: the value attribute and the option diff. */
import { expect, test } from 'vitest';
import { changedOptions, parseValueAttribute } from '../../src/element/attributes';

test('the value attribute: one value in single mode, comma-separated and trimmed in multiple mode', () => {
  expect(parseValueAttribute(null, false)).toEqual([]);
  expect(parseValueAttribute('', true)).toEqual([]);
  expect(parseValueAttribute('a, b', false)).toEqual(['a, b']);
  expect(parseValueAttribute(' red, green ,,blue ', true)).toEqual(['red', 'green', 'blue']);
});

test('changedOptions: changed and removed keys (removed ones as undefined), null when nothing changed', () => {
  const plugins: never[] = [];
  expect(changedOptions({ clearable: true, plugins }, { clearable: true, plugins })).toBeNull();
  expect(changedOptions({ clearable: true, theme: 'dark' }, { theme: 'dark', placeholder: 'x' })).toEqual({
    clearable: undefined,
    placeholder: 'x',
  });
  expect(changedOptions({ maxSelections: 2 }, { maxSelections: 3 })).toEqual({ maxSelections: 3 });
});
