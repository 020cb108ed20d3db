/**
 * Which options the widget of `<widget-select>` gets, and how a change to
 * them reaches it: live through `updateOptions`, or by an invisible rebuild
 * for the options the widget reads only once.
 */
import { REMOUNT_ONLY } from '../options';
import { optionsFromAttributes } from './attributes';

type Options = Record<string, unknown>;

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
  extra: Options,
  childPlaceholder: string | undefined,
  formDisabled: boolean,
): Options {
  const { data: _data, ...rest } = extra;
  const options: Options = { ...rest, ...optionsFromAttributes(element) };
  options.placeholder ??= childPlaceholder;
  options.disabled = element.hasAttribute('disabled') || formDisabled || extra.disabled === true;
  options.plugins = extra.plugins ?? NO_PLUGINS;
  return options;
}

/**
 * What moving from `applied` to `next` takes: null (nothing changed), the
 * changed keys for `updateOptions` (a key gone from `next` is undefined:
 * back to its default), or 'rebuild' for an option the widget reads only
 * once, or for adding or removing `ajax`, which `updateOptions` refuses.
 */
export function optionUpdate(applied: Options, next: Options): Options | 'rebuild' | null {
  const changed: Options = {};
  let any = false;
  for (const key of new Set([...Object.keys(next), ...Object.keys(applied)])) {
    if (!Object.is(next[key], applied[key])) {
      changed[key] = next[key];
      any = true;
    }
  }
  if (!any) return null;
  const ajaxToggled = 'ajax' in changed && (next.ajax === undefined) !== (applied.ajax === undefined);
  return ajaxToggled || REMOUNT_ONLY.some((key) => key in changed) ? 'rebuild' : changed;
}
