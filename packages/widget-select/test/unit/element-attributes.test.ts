/** The DOM-free helper of <widget-select>: the value attribute. */
import { expect, test } from 'vitest';
import { parseValueAttribute } from '../../src/element/attributes';

test('the value attribute: one value in single mode, comma-separated and trimmed in multiple mode', () => {
  expect(parseValueAttribute(null, false)).toEqual([]);
  expect(parseValueAttribute('', true)).toEqual([]);
  expect(parseValueAttribute('a, b', false)).toEqual(['a, b']);
  expect(parseValueAttribute(' red, green ,,blue ', true)).toEqual(['red', 'green', 'blue']);
});
