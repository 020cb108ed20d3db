/**
 * Defaults (the documented ones), validation of option values, and which
 * options `updateOptions` may change live.
 */
import { validateAjax } from './core/remote/config';
import { describe, SelectWidgetError } from './errors';
import type { SearchField, SelectOptions } from './types';

/** Options after defaults are applied. */
export type ResolvedOptions<M> = SelectOptions<M> &
  Required<
    Pick<
      SelectOptions<M>,
      | 'placeholder'
      | 'searchable'
      | 'multiple'
      | 'clearable'
      | 'allowCreate'
      | 'sortable'
      | 'closeOnSelect'
      | 'theme'
      | 'disabled'
      | 'required'
      | 'missingSelectionPolicy'
      | 'duplicateValuePolicy'
      | 'searchFields'
      | 'tokenSearch'
      | 'accentInsensitive'
      | 'highlightSearch'
      | 'minSearchLength'
      | 'minResultsForSearch'
      | 'itemHeight'
      | 'language'
      | 'plugins'
      | 'openOnFocus'
    >
  >;

const DEFAULT_SEARCH_FIELDS: SearchField[] = ['label', 'description'];

export function defaults<M>(): ResolvedOptions<M> {
  return {
    placeholder: '',
    searchable: true,
    multiple: false,
    clearable: false,
    allowCreate: false,
    sortable: false,
    closeOnSelect: false,
    theme: 'default',
    disabled: false,
    required: false,
    missingSelectionPolicy: 'preserve',
    duplicateValuePolicy: 'warn',
    searchFields: DEFAULT_SEARCH_FIELDS,
    tokenSearch: true,
    accentInsensitive: true,
    highlightSearch: false,
    minSearchLength: 0,
    minResultsForSearch: 0,
    itemHeight: 36,
    language: 'en',
    plugins: [],
    openOnFocus: false,
  };
}

/** Options that shape the DOM or the instance; changing them needs a remount. */
export const REMOUNT_ONLY = ['multiple', 'searchable', 'plugins', 'dropdownParent'] as const;

const BOOLEAN_KEYS = [
  'searchable',
  'multiple',
  'clearable',
  'allowCreate',
  'sortable',
  'closeOnSelect',
  'disabled',
  'required',
  'tokenSearch',
  'accentInsensitive',
  'highlightSearch',
  'openOnFocus',
  'virtualScroll',
] as const;

const FUNCTION_KEYS = [
  'templateResult',
  'templateSelection',
  'sanitizeTemplate',
  'beforeSelect',
  'beforeUnselect',
  'beforeCreate',
  'createOption',
  'filterOption',
  'searchScorer',
  'isOptionDisabled',
] as const;

const COUNT_KEYS = ['maxSelections', 'minSearchLength', 'minResultsForSearch', 'maxVisibleTags'] as const;

function fail(key: string, expected: string, got: unknown): never {
  throw new SelectWidgetError(
    'invalid-options',
    `option "${key}" must be ${expected}, got ${describe(got)}.`,
  );
}

/** Throws SelectWidgetError (`invalid-options`) naming the first bad option. */
export function validateOptions(options: unknown): asserts options is SelectOptions<unknown> {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    fail('options', 'an object', options);
  }
  const record = options as Record<string, unknown>;
  for (const key of BOOLEAN_KEYS) {
    if (record[key] !== undefined && typeof record[key] !== 'boolean') fail(key, 'a boolean', record[key]);
  }
  for (const key of FUNCTION_KEYS) {
    if (record[key] !== undefined && typeof record[key] !== 'function') fail(key, 'a function', record[key]);
  }
  for (const key of COUNT_KEYS) {
    const value = record[key];
    if (value !== undefined && (typeof value !== 'number' || !(value >= 0))) {
      fail(key, 'a non-negative number', value);
    }
  }
  if (record.placeholder !== undefined && typeof record.placeholder !== 'string') {
    fail('placeholder', 'a string', record.placeholder);
  }
  if (record.theme !== undefined && typeof record.theme !== 'string') fail('theme', 'a string', record.theme);
  const height = record.itemHeight;
  if (height !== undefined && height !== 'auto' && (typeof height !== 'number' || !(height > 0))) {
    fail('itemHeight', "a positive number or 'auto'", height);
  }
  if (record.plugins !== undefined && !Array.isArray(record.plugins))
    fail('plugins', 'an array', record.plugins);
  (record.plugins as unknown[] | undefined)?.forEach((plugin, i) => {
    const { name, setup } = (plugin ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || typeof setup !== 'function') {
      fail(`plugins[${i}]`, 'a plugin { name, setup }', plugin);
    }
  });
  const parent = record.dropdownParent;
  // nodeType, not instanceof HTMLElement: options are validated in Node tests too.
  const isElement = typeof parent === 'object' && parent !== null && (parent as Node).nodeType === 1;
  if (parent !== undefined && typeof parent !== 'string' && !isElement) {
    fail('dropdownParent', 'an element or a selector string', parent);
  }
  const policy = record.missingSelectionPolicy;
  if (policy !== undefined && policy !== 'preserve' && policy !== 'prune' && policy !== 'error') {
    fail('missingSelectionPolicy', "'preserve', 'prune' or 'error'", policy);
  }
  const duplicates = record.duplicateValuePolicy;
  if (
    duplicates !== undefined &&
    duplicates !== 'ignore' &&
    duplicates !== 'warn' &&
    duplicates !== 'error'
  ) {
    fail('duplicateValuePolicy', "'ignore', 'warn' or 'error'", duplicates);
  }
  const ajax = record.ajax;
  if (ajax !== undefined) {
    if (typeof ajax !== 'object' || ajax === null) fail('ajax', 'an object', ajax);
    const { url, request } = ajax as Record<string, unknown>;
    if (url === undefined && request === undefined) fail('ajax', 'an object with "url" or "request"', ajax);
    validateAjax(ajax as Record<string, unknown>);
  }
}

/** Applies defaults; `undefined` values do not override them. */
export function resolveOptions<M>(options: SelectOptions<M> = {}): ResolvedOptions<M> {
  const resolved = defaults<M>() as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(options)) if (value !== undefined) resolved[key] = value;
  return resolved as unknown as ResolvedOptions<M>;
}
