/**
 * The options `<widget-select>` hands its widget, and whether a change of
 * them needs a rebuild rather than `updateOptions`.
 */
import { REMOUNT_ONLY } from '../options';
import type { SelectOptions } from '../types';
import { optionsFromAttributes } from './attributes';

export type Options = Record<string, unknown>;

/** What the options in effect are made from, besides the element's attributes. */
export interface OptionSources {
  /** The `options` property. */
  readonly property: SelectOptions<Record<string, unknown>>;
  /** The placeholder of an empty-valued `<option>`, when one sets it. */
  readonly markupPlaceholder: string | undefined;
  /** The element's `disabled`, or a disabled ancestor `<fieldset>`. */
  readonly disabled: boolean;
}

/**
 * The `options` property, overridden by the attributes present; the
 * placeholder of an empty-valued `<option>` when nothing else sets one;
 * disabled by the attribute, a disabled fieldset or the options.
 * `data: undefined` leaves the data as it is: it is set apart.
 */
export function effectiveOptions(element: Element, sources: OptionSources): Options {
  const options: Options = { ...sources.property, ...optionsFromAttributes(element), data: undefined };
  options.placeholder ??= sources.markupPlaceholder;
  options.disabled = sources.disabled || sources.property.disabled;
  return options;
}

/**
 * Options the widget reads only once, and adding or removing `ajax` (which
 * `updateOptions` refuses), take a rebuild.
 */
export function needsRebuild(applied: Options, next: Options): boolean {
  const ajaxAddedOrRemoved = Boolean(applied.ajax) !== Boolean(next.ajax);
  return ajaxAddedOrRemoved || REMOUNT_ONLY.some((key) => next[key] !== applied[key]);
}

/**
 * Properties set on the element before it was upgraded shadow the
 * accessors of its class: hands each one to its accessor. A value the
 * accessor refuses (bad `data` or `options`) is left out and returned, for
 * the element to report: thrown here, it would stop the upgrade and leave
 * the element without a widget or a form value.
 */
export function upgradeProperties(element: HTMLElement): unknown[] {
  const own = element as unknown as Options;
  const accessors = Object.getPrototypeOf(element);
  const refused: unknown[] = [];
  for (const key of Object.keys(element)) {
    if (!(key in accessors)) continue;
    const value = own[key];
    delete own[key];
    try {
      own[key] = value;
    } catch (error) {
      refused.push(error);
    }
  }
  return refused;
}

/**
 * Whether mutations under the element change its markup (the `<option>` /
 * `<optgroup>` children): the widget's own rendering (`mount`) and the
 * element's own attributes (attributeChangedCallback's) do not.
 */
export function changesMarkup(records: readonly MutationRecord[], element: Element, mount: Element): boolean {
  return records.some(
    (record) => !mount.contains(record.target) && (record.type !== 'attributes' || record.target !== element),
  );
}
