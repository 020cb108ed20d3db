/**
 * Every option in one table: its default, its check, and what
 * `updateOptions` does with it. Validation, defaults, the remount-only list
 * and the unknown-key warnings all derive from this table.
 */
import { checkSearchFields } from './core/domain/search/fields';
import type { ResolvedOptions } from './core/machine/configuration';
import {
  remountRequiredText,
  warnThemeTypo,
  warnUnknown,
  warnUnknownFields,
  warnUnknownLanguage,
} from './diagnostic-texts';
import { describe, failOption, SelectWidgetError } from './errors';
import { requireFeature } from './features/registry';
import { BUNDLED_LOCALES, isKnownLanguage } from './i18n';
import { same, samePlugins } from './option-equality';
import type { SelectOptions } from './types';

/**
 * What a value should be (`'a boolean'`), or undefined when it is fine.
 * Checks of nested values (`searchFields[2]`, `ajax.retry`) throw themselves.
 */
type Check = (value: unknown) => string | undefined;

export interface OptionSpec {
  /** The value when unset (none: stays undefined). */
  readonly default?: unknown;
  readonly check: Check;
  /**
   * What `updateOptions` does; unset: applies it live. `remount` (it shapes
   * the DOM or the instance): warns and ignores a change. `contents`: applies
   * new contents but refuses adding or removing it (`remount-required`).
   * `hook`: a callback read at the moment of use, so a new one applies
   * without a render (an inline arrow function per render costs nothing).
   */
  readonly update?: 'remount' | 'contents' | 'hook';
}

export const isBoolean: Check = (v) => (typeof v === 'boolean' ? undefined : 'a boolean');
export const isString: Check = (v) => (typeof v === 'string' ? undefined : 'a string');
const isFunction: Check = (v) => (typeof v === 'function' ? undefined : 'a function');
export const isCount: Check = (v) =>
  Number.isInteger(v) && (v as number) >= 0 ? undefined : 'a non-negative integer';
const checkedElsewhere: Check = () => undefined;
export const isTagLimit: Check = (v) =>
  v === 'auto' ? undefined : isCount(v) && "a non-negative integer or 'auto'";
/** A check that accepts a few strings; it lists them, so tools can offer them as a choice. */
export type ChoiceCheck = Check & { readonly choices: readonly string[] };
export const oneOf = (...choices: string[]): ChoiceCheck =>
  Object.assign(
    (v: unknown) =>
      choices.includes(v as string)
        ? undefined
        : choices
            .map((value) => `'${value}'`)
            .join(', ')
            .replace(/, ([^,]*)$/, ' or $1'),
    { choices },
  );

const isItemHeight: Check = (v) =>
  v === 'auto' || (typeof v === 'number' && Number.isFinite(v) && v > 0)
    ? undefined
    : "a positive finite number or 'auto'";

/** An object that is not an array (a table of strings, the `ajax` settings, class names by part). */
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const isLanguage: Check = (v) =>
  typeof v === 'string' || isRecord(v) ? undefined : 'a locale code or an object of strings';

const isPluginList: Check = (v) => {
  if (!Array.isArray(v)) return 'an array of plugins';
  v.forEach((plugin, i) => {
    const { name, setup } = (typeof plugin === 'object' && plugin !== null ? plugin : {}) as Record<
      string,
      unknown
    >;
    if (typeof name !== 'string' || typeof setup !== 'function')
      failOption(`plugins[${i}]`, 'a plugin { name, setup }', plugin);
  });
  return undefined;
};

/** nodeType, not instanceof HTMLElement: options are validated in Node tests too. */
const isElement = (v: unknown) => typeof v === 'object' && v !== null && (v as Node).nodeType === 1;

/** A selector is resolved now, so a typo fails here and not at the first open(). */
const isDropdownParent: Check = (v) => {
  if (typeof v !== 'string') return isElement(v) ? undefined : 'an element or a selector string';
  if (typeof document === 'undefined') return undefined;
  let found: Element | null;
  try {
    found = document.querySelector(v);
  } catch {
    return 'a valid CSS selector';
  }
  return found instanceof HTMLElement ? undefined : 'a selector that matches an element';
};

const isAjax: Check = (v) => {
  const needs = 'an object with "url" or "request"';
  if (!isRecord(v)) return needs;
  if (v.url === undefined && v.request === undefined) return needs;
  requireFeature('remote', 'option "ajax"').validateAjax(v);
  return undefined;
};

const CLASS_NAME_PARTS = new Set(
  'root control value placeholder tag tagRemove clear dropdown search list option group message'.split(' '),
);

const checkClassNames: Check = (v) => {
  if (!isRecord(v)) return 'an object of class names by part';
  for (const [part, names] of Object.entries(v)) {
    if (!CLASS_NAME_PARTS.has(part))
      failOption(`classNames.${part}`, `one of the parts ${[...CLASS_NAME_PARTS].join(', ')}`, part);
    if (typeof names !== 'string') failOption(`classNames.${part}`, 'a string of class names', names);
  }
  return undefined;
};

/**
 * The options table: the core's entries, in the order of {@link SelectOptions};
 * the features imported add theirs at the end (see `FeatureSchema`).
 */
export const OPTION_SCHEMA = {
  placeholder: { default: '', check: isString },
  searchable: { default: true, check: isBoolean, update: 'remount' },
  multiple: { default: false, check: isBoolean, update: 'remount' },
  clearable: { default: false, check: isBoolean },
  allowCreate: { default: false, check: isBoolean },
  sortable: { default: false, check: isBoolean },
  closeOnSelect: { default: false, check: isBoolean },
  groupSelect: { default: false, check: isBoolean },
  hideSelected: { default: false, check: isBoolean },
  keepQueryOnSelect: { default: false, check: isBoolean },
  selectionDisplay: { default: 'tags', check: oneOf('tags', 'count') },
  selectedFirst: { default: false, check: isBoolean },
  commit: { default: 'immediate', check: oneOf('immediate', 'apply') },
  maxSelections: { check: isCount },
  theme: { default: 'default', check: isString },
  classNames: { check: checkClassNames, update: 'remount' },
  disabled: { default: false, check: isBoolean },
  readonly: { default: false, check: isBoolean },
  required: { default: false, check: isBoolean },
  // Validated with the data set it builds (codes `invalid-data`, `invalid-option`).
  data: { check: checkedElsewhere },
  ajax: { check: isAjax, update: 'contents' },
  templateResult: { check: isFunction },
  templateSelection: { check: isFunction },
  sanitizeTemplate: { check: isFunction },
  beforeSelect: { check: isFunction, update: 'hook' },
  beforeUnselect: { check: isFunction, update: 'hook' },
  beforeCreate: { check: isFunction, update: 'hook' },
  createOption: { check: isFunction, update: 'hook' },
  resolveOptions: { check: isFunction, update: 'hook' },
  loadChildren: { check: isFunction, update: 'hook' },
  treeValue: { default: 'all', check: oneOf('all', 'parent', 'leaf') },
  missingSelectionPolicy: { default: 'preserve', check: oneOf('preserve', 'prune', 'error') },
  duplicateValuePolicy: { default: 'warn', check: oneOf('ignore', 'warn', 'error') },
  filterOption: { check: isFunction },
  searchFields: { default: ['label', 'description'], check: checkSearchFields },
  tokenSearch: { default: true, check: isBoolean },
  accentInsensitive: { default: true, check: isBoolean },
  searchScorer: { check: isFunction },
  highlightSearch: { default: false, check: isBoolean },
  minSearchLength: { default: 0, check: isCount },
  minResultsForSearch: { default: 0, check: isCount },
  maxVisibleTags: { check: isTagLimit },
  isOptionDisabled: { check: isFunction },
  virtualScroll: { check: isBoolean },
  itemHeight: { default: 36, check: isItemHeight },
  language: { default: 'en', check: isLanguage },
  plugins: { default: [], check: isPluginList, update: 'remount' },
  presentation: { default: 'auto', check: oneOf('dropdown', 'sheet', 'auto') },
  openOnFocus: { default: false, check: isBoolean },
  openOnType: { default: false, check: isBoolean },
  selectOnTab: { default: false, check: isBoolean },
  dropdownParent: { check: isDropdownParent, update: 'remount' },
} as const satisfies {
  readonly [K in Exclude<keyof Required<SelectOptions>, FeatureOptionName>]: OptionSpec;
};

/**
 * The entries a feature adds to the table when imported, as the types see
 * them: the cascader's (features/columns/options.ts), which the tree feature
 * adds. `widget-select/core` alone carries none of them. (A type, not an
 * interface: the element reads the table through an index signature.)
 */
type FeatureSchema = {
  readonly treeLayout: {
    readonly default: 'nested';
    readonly check: ChoiceCheck;
    readonly update: 'remount';
  };
  readonly pathSeparator: { readonly default: string; readonly check: Check };
  readonly tagPath: { readonly default: boolean; readonly check: Check };
};
/** The options whose entries a feature adds. */
export type FeatureOptionName = keyof FeatureSchema;

/** The table with the entries features add: how the code below reads it. */
type Schema = typeof OPTION_SCHEMA & FeatureSchema;
/** The name of an option. */
export type OptionName = keyof Schema;
type RemountName = { [K in OptionName]: Schema[K] extends { update: 'remount' } ? K : never }[OptionName];

/** Every option name, in table order. */
export const OPTION_NAMES = Object.keys(OPTION_SCHEMA) as OptionName[];

/** Options that shape the DOM or the instance; changing them needs a remount. */
export const REMOUNT_ONLY: readonly RemountName[] = OPTION_NAMES.filter(
  (key): key is RemountName => ((OPTION_SCHEMA as Schema)[key] as OptionSpec).update === 'remount',
);

/** Every option's default, read from the table at the first mount (a cache): a walk per mount was part of its cost. */
const table: { defaults?: Readonly<Record<string, unknown>> } = {};
export function defaults<M>(): ResolvedOptions<M> {
  table.defaults ??= Object.fromEntries(
    Object.entries(OPTION_SCHEMA as Schema).flatMap(([key, spec]) =>
      'default' in spec ? [[key, spec.default]] : [],
    ),
  );
  return { ...table.defaults } as unknown as ResolvedOptions<M>;
}

const isOptionName = (key: string): key is OptionName => Object.hasOwn(OPTION_SCHEMA, key);

/**
 * How a tool (the playground, a form builder) can offer an option as a form
 * control: a checkbox, a number field (empty = unset), a choice, a text
 * field; `other` for functions, data and objects.
 */
export type OptionInput =
  | { kind: 'boolean'; default: boolean; remount: boolean }
  | { kind: 'count'; default: number | undefined; remount: boolean }
  | { kind: 'choice'; default: string; choices: readonly string[]; remount: boolean }
  | { kind: 'text'; default: string | undefined; remount: boolean }
  | { kind: 'other'; remount: boolean };

/** The form control that fits option `key`, read from its check in the table. */
export function optionInput(key: OptionName): OptionInput {
  const spec: OptionSpec = (OPTION_SCHEMA as Schema)[key];
  const remount = spec.update === 'remount';
  const { choices } = spec.check as Partial<ChoiceCheck>;
  if (choices) return { kind: 'choice', default: spec.default as string, choices, remount };
  if (spec.check === isBoolean) return { kind: 'boolean', default: spec.default === true, remount };
  if (spec.check === isCount || spec.check === isTagLimit)
    return { kind: 'count', default: spec.default as number | undefined, remount };
  if (spec.check === isString) return { kind: 'text', default: spec.default as string | undefined, remount };
  return { kind: 'other', remount };
}

/** `invalid-options` for an option (or the options object) whose reading threw. */
function unreadable(what: string, error: unknown): SelectWidgetError {
  const reason = error instanceof Error ? error.message : describe(error);
  return new SelectWidgetError('invalid-options', `${what} could not be read: ${reason}`, { cause: error });
}

/**
 * A plain copy of `options`, each own key read once, so a throwing getter or
 * proxy fails here, as `invalid-options` naming it, and never later.
 */
function snapshot(options: unknown): Record<string, unknown> {
  let keys: string[];
  try {
    if (!isRecord(options)) failOption('options', 'an object', options);
    keys = Object.keys(options);
  } catch (error) {
    if (error instanceof SelectWidgetError) throw error;
    throw unreadable('the options object', error);
  }
  const copy: Record<string, unknown> = {};
  for (const key of keys) {
    try {
      copy[key] = (options as Record<string, unknown>)[key];
    } catch (error) {
      throw unreadable(`option "${key}"`, error);
    }
  }
  return copy;
}

/**
 * Validates `options` and returns a plain copy of them (each key read once):
 * throws SelectWidgetError (`invalid-options`) naming the first bad or
 * unreadable option and the value received; warns once per page about each
 * unknown key.
 */
export function readOptions<T extends object>(options: T | undefined): T | undefined {
  if (options === undefined) return undefined;
  const record = snapshot(options);
  const keys = Object.keys(record);
  for (const key of keys) {
    const value = record[key];
    if (!isOptionName(key) || value === undefined) continue;
    let expected: string | undefined;
    try {
      expected = (OPTION_SCHEMA as Schema)[key].check(value);
    } catch (error) {
      // A nested value (ajax, searchFields) with a throwing getter or proxy.
      if (error instanceof SelectWidgetError) throw error;
      throw unreadable(`option "${key}"`, error);
    }
    if (expected !== undefined) failOption(key, expected, value);
  }
  for (const key of keys) {
    if (isOptionName(key)) continue;
    warnUnknown('option', key, OPTION_NAMES, ' is ignored.');
  }
  if (Array.isArray(record.searchFields)) warnUnknownFields(record.searchFields);
  if (typeof record.theme === 'string') warnThemeTypo(record.theme);
  if (typeof record.language === 'string' && !isKnownLanguage(record.language))
    warnUnknownLanguage(record.language, BUNDLED_LOCALES);
  return record as T;
}

/** {@link readOptions} for callers that only need the check. */
export function validateOptions(options: unknown): asserts options is SelectOptions<unknown> {
  readOptions(options as object | undefined);
}

/** Applies defaults; `undefined` values do not override them; unknown keys are dropped. */
export function resolveOptions<M>(options: SelectOptions<M> = {}): ResolvedOptions<M> {
  const resolved = defaults<M>() as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(options))
    if (value !== undefined && isOptionName(key)) resolved[key] = value;
  return resolved as unknown as ResolvedOptions<M>;
}

/**
 * `updateOptions` cannot add or remove a `contents` option (ajax): the
 * instance was built with or without it. Throws `remount-required`.
 */
export function checkPresence(current: object, partial: object): void {
  for (const key of OPTION_NAMES) {
    if (((OPTION_SCHEMA as Schema)[key] as OptionSpec).update !== 'contents' || !Object.hasOwn(partial, key))
      continue;
    const had = (current as Record<string, unknown>)[key] !== undefined;
    if (had === ((partial as Record<string, unknown>)[key] !== undefined)) continue;
    throw new SelectWidgetError('remount-required', remountRequiredText(key, had));
  }
}

/**
 * The part of `partial` that differs from `current` (resolved options): the
 * pure diff behind `updateOptions`. An `undefined` value stands for the
 * option's default (and comes out as it), unknown keys are dropped, and `data` always counts as
 * changed (it is replaced, as by `setData`). An empty result means the call
 * changes nothing.
 */
export function changedOptions<M>(
  current: Partial<SelectOptions<M>>,
  partial: Partial<SelectOptions<M>>,
): Partial<SelectOptions<M>> {
  const changed: Record<string, unknown> = {};
  const now = current as Record<string, unknown>;
  for (const [key, value] of Object.entries(partial)) {
    if (!isOptionName(key)) continue;
    const spec: OptionSpec = (OPTION_SCHEMA as Schema)[key];
    const next = value === undefined ? spec.default : value;
    if (key === 'data') {
      if (value !== undefined) changed[key] = value;
    } else if (!(key === 'plugins' ? samePlugins : same)(next, now[key])) changed[key] = next;
  }
  return changed as Partial<SelectOptions<M>>;
}

/** Whether every option in `changed` (none, too) is a hook: applying them needs no render and no re-index. */
export function onlyHooks(changed: object): boolean {
  return Object.keys(changed).every(
    (key) => isOptionName(key) && ((OPTION_SCHEMA as Schema)[key] as OptionSpec).update === 'hook',
  );
}
