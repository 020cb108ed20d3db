/**
 * Attribute ↔ option mapping of `<widget-select>`. Boolean attributes follow
 * HTML (present means true), except `searchable`, which is on by default and
 * only `searchable="false"` turns off. An absent attribute leaves the option
 * to the `options` property, else to its default, so removing one undoes it.
 */

/** Boolean attributes; each sets the camel-cased option. */
const BOOLEANS = 'multiple clearable allow-create sortable close-on-select required'.split(' ');
const STRINGS = ['placeholder', 'theme', 'language'];

/** Every attribute the element reacts to. */
export const OBSERVED_ATTRIBUTES = [
  ...BOOLEANS,
  ...STRINGS,
  'searchable',
  'max-selections',
  'disabled',
  'name',
  'label',
  'value',
  'aria-label',
  'aria-labelledby',
];

const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The options set by the attributes present on `element`. An unparsable number is ignored, as HTML does. */
export function optionsFromAttributes(element: Element): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const name of BOOLEANS) if (element.hasAttribute(name)) options[camel(name)] = true;
  for (const name of STRINGS) {
    const value = element.getAttribute(name);
    if (value !== null) options[name] = value;
  }
  const searchable = element.getAttribute('searchable');
  if (searchable !== null) options.searchable = searchable.trim().toLowerCase() !== 'false';
  const max = Number.parseInt(element.getAttribute('max-selections') ?? '', 10);
  if (max >= 0) options.maxSelections = max;
  return options;
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
 */
export function defineReflectedProperties(proto: HTMLElement): void {
  const define = (
    key: string,
    get: (this: HTMLElement) => unknown,
    set: (this: HTMLElement, v: unknown) => void,
  ) => Object.defineProperty(proto, key, { get, set, configurable: true });
  for (const name of [...BOOLEANS, 'disabled']) {
    define(
      camel(name),
      function () {
        return this.hasAttribute(name);
      },
      function (value) {
        this.toggleAttribute(name, Boolean(value));
      },
    );
  }
  for (const name of [...STRINGS, 'name', 'label', 'max-selections', 'searchable']) {
    define(
      camel(name),
      function () {
        const options = optionsFromAttributes(this);
        if (name === 'searchable') return options.searchable ?? true;
        if (name === 'max-selections') return options.maxSelections ?? null;
        return this.getAttribute(name) ?? '';
      },
      function (value) {
        if (value == null) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    );
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
  /** Reflects `label`: the accessible name when no `<label>` reaches the element. */
  label: string;
}

/** One shared empty list, so "no plugins" compares equal from one update to the next. */
const NO_PLUGINS: never[] = [];

/**
 * The options the widget gets: the `options` property, overridden by the
 * attributes present; the placeholder of an empty-valued `<option>` when
 * nothing else sets one; disabled by the attribute, a disabled fieldset or
 * the options. `data` is handled apart.
 */
export function effectiveOptions(
  element: Element,
  extra: Record<string, unknown>,
  childPlaceholder: string | undefined,
  formDisabled: boolean,
): Record<string, unknown> {
  const { data: _data, ...rest } = extra;
  const options: Record<string, unknown> = { ...rest, ...optionsFromAttributes(element) };
  if (childPlaceholder !== undefined && options.placeholder === undefined)
    options.placeholder = childPlaceholder;
  options.disabled = element.hasAttribute('disabled') || formDisabled || extra.disabled === true;
  options.plugins = extra.plugins ?? NO_PLUGINS;
  return options;
}

/** The keys whose values differ (a key gone from `next` is undefined: back to its default), or null. */
export function changedOptions(
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, unknown> | null {
  const changed: Record<string, unknown> = {};
  let any = false;
  for (const key of new Set([...Object.keys(next), ...Object.keys(previous)])) {
    if (!Object.is(next[key], previous[key])) {
      changed[key] = next[key];
      any = true;
    }
  }
  return any ? changed : null;
}
