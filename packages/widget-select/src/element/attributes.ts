/**
 * Attribute ↔ option mapping of `<widget-select>`. Each option attribute is
 * the kebab-cased option name, and the options table says which options
 * have one and how it parses (each option's default and check): a boolean that defaults to false is on when present (as
 * in HTML), one that defaults to true (`searchable`) is turned off only by
 * the value "false"; a string is taken as is; a count (`max-selections`,
 * `min-search-length`…) is a non-negative integer, `max-visible-tags` also `auto`.
 * An enumerated one (`presentation`, `tree-value`, `selection-display`, `commit`: an option with a few
 * choices) reads as HTML reads one: its keywords match ASCII
 * case-insensitively, and any other value is the option's default, with a
 * development warning, so a wrong word never keeps the element from coming up.
 * An absent attribute leaves the option to the `options` property, else to
 * its default, so removing one undoes it.
 */
import { warnInvalidAttribute, warnObjectAttribute } from '../diagnostic-texts';
import { addColumnsOptions } from '../features/columns/options';
import {
  isCount,
  isLanguage,
  isString,
  isTagLimit,
  OPTION_NAMES,
  OPTION_SCHEMA,
  type OptionName,
  type OptionSpec,
} from '../options';

type Check = OptionSpec['check'] & { choices?: readonly string[] };
type Entry = { default?: unknown; check: Check };
type Schema = Record<string, Entry | undefined>;

/** `allowCreate` → `allow-create`: an attribute name from its property's. */
export type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

/** The attributes that set an option: every reflected property's but `name` and `label`, kebab-cased. */
export type OptionAttribute = Exclude<Kebab<keyof ReflectedProperties>, 'name' | 'label'>;

/** ASCII lowercase, as HTML compares keywords (`toLowerCase` would also fold the Kelvin sign into "k"). */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** The keyword an enumerated attribute's value names, or undefined when it names none. */
const keywordOf = (value: string, choices: readonly string[]) =>
  choices.find((choice) => choice === asciiLower(value));

const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Options whose value one token of markup could spell that stay
 * property-only: `virtualScroll`'s unset default (by the data set's size)
 * has no attribute form, and the policies describe the data a property
 * hands over.
 */
const TOKEN_OPTIONS_KEPT_OFF = ['virtualScroll', 'missingSelectionPolicy', 'duplicateValuePolicy'];

/**
 * Whether markup sets `option`: the options table says which take one
 * token (a boolean, a count, one of a few keywords, a text or a locale
 * code), so a new option of those kinds gets its attribute from the table,
 * as validation reads it.
 */
function isAttributeOption(option: OptionName): boolean {
  const { check, default: fallback } = (OPTION_SCHEMA as Schema)[option] as Entry;
  if (TOKEN_OPTIONS_KEPT_OFF.includes(option)) return false;
  return (
    typeof fallback === 'boolean' ||
    check.choices !== undefined ||
    [isString, isLanguage, isCount, isTagLimit].includes(check)
  );
}

// The cascader's options are attributes wherever the element is: the tree adds
// their entries, and an entry may load the element's modules before the tree's.
addColumnsOptions();

/** The options markup can set: each one's kebab-cased name, in the options table's order. */
export const OPTION_ATTRIBUTES = OPTION_NAMES.filter(isAttributeOption).map((option) =>
  option.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
) as readonly OptionAttribute[];

/** The attributes that name the widget: read when it is built, so a change rebuilds it. */
export const NAMING_ATTRIBUTES = ['label', 'aria-label', 'aria-labelledby'] as const;

/**
 * Every attribute the element reacts to. The typings for templates
 * (element/typings.ts) derive theirs from {@link ReflectedProperties}; a type
 * test holds the two lists equal, and custom-elements.json follows this one.
 */
export const OBSERVED_ATTRIBUTES = [...OPTION_ATTRIBUTES, 'name', 'value', ...NAMING_ATTRIBUTES] as const;

/**
 * The options set by the attributes present on `element`, as its reflected
 * properties read them (an unparsable count reads as null and sets nothing).
 */
export function optionsFromAttributes(element: Element): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const name of OPTION_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    const key = camel(name);
    const option = (element as unknown as Record<string, unknown>)[key];
    if (option === null) continue;
    options[key] = option;
    const choices = (OPTION_SCHEMA as Schema)[key]?.check.choices;
    if (choices && keywordOf(value, choices) === undefined)
      warnInvalidAttribute(name, value, choices, option as string);
  }
  return options;
}

/** Warns (development) about each attribute of `element` that holds an object turned to text. */
export function warnObjectAttributes(element: Element): void {
  for (const name of element.getAttributeNames())
    if (element.getAttribute(name)?.includes('[object Object]')) warnObjectAttribute(name);
}

/** The `value` attribute as a value list: comma-separated in multiple mode. */
export function parseValueAttribute(value: string | null, multiple: boolean): string[] {
  if (!value) return [];
  if (!multiple) return [value];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Adds properties that mirror the attributes, as `<select>` mirrors
 * `multiple`. Frameworks that set a property when one exists (React 19,
 * Vue) then turn `false` into a removed attribute, not `multiple="false"`.
 * A boolean property reads the attribute's option (its default when absent);
 * an enumerated one reads its keyword (the default for any other value, ''
 * when absent); a string property reads the attribute ('' when absent);
 * `maxSelections` reads the count (null when absent).
 */
export function defineReflectedProperties(proto: HTMLElement): void {
  for (const name of [...OPTION_ATTRIBUTES, 'name', 'label']) {
    // `name` and `label` are no options: strings.
    const { default: fallback, check }: Entry = (OPTION_SCHEMA as Schema)[camel(name)] ?? { check: isString };
    Object.defineProperty(proto, camel(name), {
      configurable: true,
      get(this: HTMLElement) {
        const value = this.getAttribute(name);
        if (fallback === false) return value !== null;
        // A boolean that defaults to true must be able to say "false" (searchable="false").
        if (fallback === true) return value?.trim().toLowerCase() !== 'false';
        // Limited to its keywords, as HTML reflects an enumerated attribute.
        if (check.choices && value !== null) return keywordOf(value, check.choices) ?? fallback;
        if (check !== isCount && check !== isTagLimit) return value ?? '';
        if (check === isTagLimit && value?.trim().toLowerCase() === 'auto') return 'auto';
        const count = Number.parseInt(value as string, 10);
        return count >= 0 ? count : null;
      },
      set(this: HTMLElement, value: unknown) {
        if (fallback === false) this.toggleAttribute(name, Boolean(value));
        else if (value == null) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    });
  }
}

/** The properties that mirror attributes, as `<select>` has `multiple` and `disabled`. */
export interface ReflectedProperties {
  /** Reflects `multiple`. */
  multiple: boolean;
  /** Reflects `disabled`. A disabled ancestor `<fieldset>` disables the element too. */
  disabled: boolean;
  /** Reflects `required`. */
  required: boolean;
  /** Reflects `clearable`. */
  clearable: boolean;
  /** Reflects `allow-create`. */
  allowCreate: boolean;
  /** Reflects `sortable`. */
  sortable: boolean;
  /** Reflects `close-on-select`. */
  closeOnSelect: boolean;
  /**
   * Reflects `presentation`: `dropdown`, `sheet` or `auto` (matched
   * case-insensitively; any other value reads as `auto`; '' when absent).
   */
  presentation: string;
  /**
   * Reflects `tree-value`: `all`, `parent` or `leaf` (matched
   * case-insensitively; any other value reads as `all`; '' when absent).
   */
  treeValue: string;
  /**
   * Reflects `tree-layout`: `nested` or `columns` (matched
   * case-insensitively; any other value reads as `nested`; '' when absent).
   */
  treeLayout: string;
  /** Reflects `path-separator`: what joins a path's labels in columns (" / " when absent). */
  pathSeparator: string;
  /** Reflects `tag-path`: in columns, tags show the whole path. */
  tagPath: boolean;
  /** Reflects `hide-selected`. */
  hideSelected: boolean;
  /** Reflects `keep-query-on-select`. */
  keepQueryOnSelect: boolean;
  /**
   * Reflects `selection-display`: `tags` or `count` (matched
   * case-insensitively; any other value reads as `tags`; '' when absent).
   */
  selectionDisplay: string;
  /** Reflects `selected-first`: the selected options listed first at opening (multiple mode). */
  selectedFirst: boolean;
  /**
   * Reflects `commit`: `immediate` or `apply` (matched case-insensitively;
   * any other value reads as `immediate`; '' when absent). With `apply`, the
   * form value changes only when the user applies the open list's picks.
   */
  commit: string;
  /** Reflects `group-select`: group headers toggle their options (multiple mode). */
  groupSelect: boolean;
  /** Reflects `max-visible-tags`: a count or `'auto'` (null when absent or unparsable). */
  maxVisibleTags: number | 'auto' | null;
  /** Reflects `readonly`: the value shows and submits, the user cannot change it. */
  readonly: boolean;
  /** Reflects `open-on-type`. */
  openOnType: boolean;
  /** Reflects `select-on-tab`: Tab picks the highlighted option, then moves on. */
  selectOnTab: boolean;
  /** Reflects `open-on-focus`. */
  openOnFocus: boolean;
  /** Reflects `token-search` (true unless `token-search="false"`). */
  tokenSearch: boolean;
  /** Reflects `accent-insensitive` (true unless `accent-insensitive="false"`). */
  accentInsensitive: boolean;
  /** Reflects `highlight-search`. */
  highlightSearch: boolean;
  /** Reflects `min-search-length` (null when absent). */
  minSearchLength: number | null;
  /** Reflects `min-results-for-search` (null when absent). */
  minResultsForSearch: number | null;
  /** Reflects `searchable` (true unless `searchable="false"`). */
  searchable: boolean;
  /** Reflects `max-selections` (null when absent). */
  maxSelections: number | null;
  /** Reflects `placeholder`. */
  placeholder: string;
  /** Reflects `theme`. */
  theme: string;
  /** Reflects `language`. */
  language: string;
  /** Reflects `name`: each selected value is one form entry under it. */
  name: string;
  /** Reflects `label`: the accessible name when no `<label>` reaches it. */
  label: string;
}
