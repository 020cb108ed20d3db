/** The DOM-free helpers of <widget-select>: the value attribute, and which options have an attribute. */
import { expect, test } from 'vitest';
import { OPTION_ATTRIBUTES, parseValueAttribute } from '../../src/element/attributes';

test('the value attribute: one value in single mode, comma-separated and trimmed in multiple mode', () => {
  expect(parseValueAttribute(null, false)).toEqual([]);
  expect(parseValueAttribute('', true)).toEqual([]);
  expect(parseValueAttribute('a, b', false)).toEqual(['a, b']);
  expect(parseValueAttribute(' red, green ,,blue ', true)).toEqual(['red', 'green', 'blue']);
});

test('the options table gives the option attributes: those of one token, the cascader’s included, none of the three kept off', () => {
  expect([...OPTION_ATTRIBUTES].sort()).toEqual(
    [
      'placeholder',
      'searchable',
      'multiple',
      'clearable',
      'allow-create',
      'sortable',
      'close-on-select',
      'group-select',
      'hide-selected',
      'keep-query-on-select',
      'selection-display',
      'selected-first',
      'commit',
      'max-selections',
      'theme',
      'disabled',
      'language',
      'required',
      'readonly',
      'open-on-focus',
      'open-on-type',
      'select-on-tab',
      'presentation',
      'token-search',
      'accent-insensitive',
      'highlight-search',
      'min-search-length',
      'min-results-for-search',
      'max-visible-tags',
      'tree-value',
      'tree-layout',
      'path-separator',
      'tag-path',
    ].sort(),
  );
});
