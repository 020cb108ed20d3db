/**
 * Errors and warnings as the development build writes them: what was
 * expected, what came instead and how to fix it, and a warning with the
 * closest known name for each unknown option, event or search field.
 * `production.ts` has the same functions with short texts.
 */
import { readField } from '../core/domain/search/field-text';
import { describe } from '../describe';
import type { Option, SearchField } from '../types';
import { suggestion, warnOnce } from '../warnings';

/** `invalid-options`: option `key` (or a nested path, `ajax.retry`) is not `expected`. */
export const optionText = (key: string, expected: string, got: unknown): string =>
  `option "${key}" must be ${expected}, got ${describe(got)}.`;

/** `invalid-argument`: an argument of `call` (e.g. `setValue(value)`) is not `expected`. */
export const argumentText = (call: string, expected: string, got: unknown): string =>
  `${call}: ${expected}, got ${describe(got)}.`;

/** `remount-required`: `updateOptions` adds or removes option `key`. */
export const remountRequiredText = (key: string, had: boolean): string =>
  `option "${key}" cannot be ${had ? 'removed from' : 'added to'} a widget after construction; ` +
  'destroy it and create a new one (remount) instead.';

/** Warning: `updateOptions` changes an option that shapes the DOM or the instance. */
export const remountWarningText = (key: string): string =>
  `option "${key}" cannot change after construction; remount the widget.`;

/** `invalid-argument`: `SelectWidget.use` got something that is not a feature. */
export const notAFeatureText = (): string =>
  'SelectWidget.use(feature) takes the object a feature entry exports, e.g. `import { tree } from "widget-select/tree"`.';

/** `feature-missing`: `neededBy` (an option, tree data) needs the entry `widget-select/<name>`. */
export const featureMissingText = (neededBy: string, name: string): string =>
  `${neededBy} needs the ${name} feature: add import 'widget-select/${name}' (or import from 'widget-select', which has every feature).`;

/** `invalid-data`: `data` (or `source`) is not an array. */
export const dataText = (source: string, got: unknown): string =>
  `${source} must be an array of options, got ${describe(got)}.`;

/** What is wrong with the option at `where` (`data[2].children[0]`), for `invalid-option`. */
export const optionProblems = {
  notObject: (where: string, got: unknown) => `${where} must be an object, got ${describe(got)}.`,
  value: (where: string, got: unknown, option: unknown) =>
    `${where} needs a string "value", got ${describe(got)} in ${describe(option)}.`,
  label: (where: string, value: unknown, got: unknown) =>
    `${where} (value ${describe(value)}) needs a string "label", got ${describe(got)}.`,
  children: (where: string, value: unknown) =>
    `${where} (value ${describe(value)}) has "children" that is not an array.`,
  groupLabel: (where: string) => `${where} is a group without a string "label".`,
  /** `invalid-data`: an option contains itself. */
  circular: (where: string, value: unknown) =>
    `${where} is its own ancestor: circular "children" (value ${describe(value)}).`,
  /** `invalid-data`: a tree deeper than `max` levels. */
  tooDeep: (where: string, max: number) => `${where} nests "children" more than ${max} levels deep.`,
};

/** `missing-selection`: `setData` would drop selected values (`names`, JSON, comma-separated). */
export const missingSelectionText = (names: string): string =>
  `setData() would drop the selected value(s) ${names} (missingSelectionPolicy is 'error'); nothing was changed.`;

/** `duplicate-value` (error or warning): values that occur more than once. */
export const duplicateText = (names: string): string =>
  `duplicate option value(s) ${names}; the first occurrence wins.`;

/** `invalid-argument` of `registerLocale`: the code, or the messages. */
export const localeCodeText = (got: unknown): string =>
  `registerLocale(code, messages): code must be a non-empty string, got ${describe(got)}.`;
export const localeMessagesText = (code: unknown, got: unknown): string =>
  `registerLocale(${describe(code)}, messages): messages must be an object of strings, got ${describe(got)}.`;

/** Warning: `setValue` got values no option has (`names`, JSON, comma-separated). */
export const unknownValuesText = (names: string): string => `setValue ignored unknown value(s) ${names}.`;

/** Warning: `setValue` got `count` values, more than `maxSelections`. */
export const valueCapText = (count: number, maxSelections: number): string =>
  `setValue got ${count} values but maxSelections is ${maxSelections}; kept the first ${maxSelections}.`;

/** Warning: the `dropdownParent` selector matches no element. */
export const dropdownParentText = (selector: string): string =>
  `dropdownParent "${selector}" matches no element; using the widget root.`;

/** Warning: a value with a lone surrogate (`json`: the value as JSON, which escapes it). */
export const loneSurrogateText = (json: string): string =>
  `value ${json} holds a lone surrogate; the form submits it with U+FFFD in its place.`;

/** Warns once when a list of `size` options is built without `widget-select/large`. */
export const warnLargeList = (size: number): void =>
  warnOnce(
    'large',
    `a list of ${size} options without the large-data structures: add import 'widget-select/large' ` +
      "(or import from 'widget-select', which has it) for less memory and faster search.",
  );

/** Warns once when an open list does not scroll: the stylesheet is missing. */
export const warnNoStylesheet = (): void =>
  warnOnce(
    'stylesheet',
    "the open list does not scroll, so the stylesheet is not loaded: import 'widget-select/style.css' " +
      "(or 'widget-select/core.css' with the features' stylesheets), or link dist/widget-select.css. " +
      'Until then a long list shows only the rows that fit the window.',
  );

/** The themes `style.css` ships. */
const BUILT_IN_THEMES = ['default', 'dark', 'auto', 'high-contrast'];

/**
 * Warns once when `theme` is no built-in theme but close to one (`'darkk'`):
 * a theme of the page's own (`'brand'`) is left alone, as its CSS may exist.
 */
export const warnThemeTypo = (theme: string): void => {
  if (BUILT_IN_THEMES.includes(theme)) return;
  const closest = suggestion(theme, BUILT_IN_THEMES, '');
  if (closest === '') return;
  warnOnce(
    `theme:${theme}`,
    `theme ${describe(theme)} is not a built-in theme${closest} ` +
      `A theme of your own needs CSS for [data-theme=${describe(theme)}].`,
  );
};

/** Warns once about a `language` that is neither bundled nor registered: the widget speaks English. */
export const warnUnknownLanguage = (language: string, bundled: readonly string[]): void =>
  warnOnce(
    `language:${language}`,
    `language ${describe(language)} is neither a bundled locale nor one registered with ` +
      `registerLocale(), so messages stay in English` +
      suggestion(language, bundled, `; bundled: ${bundled.join(', ')}.`),
  );

/** Warns once about an unknown option or event name, suggesting the closest known one. */
export { warnUnknown } from '../warnings';

/** Top-level fields of an Option. */
const OPTION_FIELDS = ['value', 'label', 'description', 'meta', 'avatar', 'className', 'disabled'];
/** Fields many options lack on purpose; never reported as missing. */
const COMMON_FIELDS = ['value', 'label', 'description'];

/** The path of a `searchFields` entry (entries are checked already). */
const pathOf = (field: SearchField): string => (typeof field === 'string' ? field : field.field);

/** Warns once per page about `searchFields` entries whose top-level name is no option field (options may still carry it). */
export function warnUnknownFields(fields: readonly SearchField[]): void {
  for (const field of fields) {
    const path = pathOf(field);
    const top = path.split('.')[0] as string;
    if (OPTION_FIELDS.includes(top)) continue;
    warnOnce(
      `searchFields:${path}`,
      `searchFields entry ${describe(path)} is not an option field` +
        suggestion(top, OPTION_FIELDS, '; only options that carry it are searched by it.'),
    );
  }
}

/**
 * Warns once per page about each entry (other than value, label and
 * description) that no option of `options` (the first data set) has:
 * usually a typo in a `meta.*` path. Stops at the first option that has the field.
 */
export function warnMissingFields<M>(fields: readonly SearchField[], options: readonly Option<M>[]): void {
  for (const field of fields) {
    const path = pathOf(field);
    if (COMMON_FIELDS.includes(path)) continue;
    const segments = path.split('.');
    if (options.some((option) => readField(option, segments) !== '')) continue;
    warnOnce(
      `searchFields:${path}`,
      `searchFields entry ${describe(path)}: no option of the first data set has it.`,
    );
  }
}

/**
 * Warning: an attribute of `<widget-select>` holds an object turned to text
 * (`data="[object Object],…"`): a framework that sets unknown elements'
 * props as attributes (Preact before the element is defined) meant the property.
 */
export const warnObjectAttribute = (name: string): void =>
  warnOnce(
    `object-attribute:${name}`,
    `attribute ${name}="[object Object]…" holds an object turned to text; set the ${name} property instead (in Preact, import widget-select/element before the first render).`,
  );

/**
 * Warning: an enumerated attribute of `<widget-select>` holds no keyword
 * (`presentation="Shet"`); it reads as its default, as HTML reads one.
 */
export const warnInvalidAttribute = (
  name: string,
  value: string,
  choices: readonly string[],
  fallback: string,
): void => {
  const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
  const keywords = choices
    .map((choice) => `"${choice}"`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');
  warnOnce(
    `attribute:${name}:${shown}`,
    `attribute ${name}="${shown}" is none of ${keywords}; it reads as its default, "${fallback}".`,
  );
};
