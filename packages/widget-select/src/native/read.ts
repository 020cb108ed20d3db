/**
 * Reading options from markup: the `<option>` / `<optgroup>` children of a
 * `<select>` or of `<widget-select>`, and watching them for changes. The
 * element entry uses this part alone; the rest of src/native/ is the
 * `<select>` bridge, which `widget-select/native` adds.
 */
import { loneSurrogateText } from '../diagnostic-texts';
import type { DataItem, Option } from '../types';
import { warnOnce } from '../warnings';

export interface NativeRead {
  data: DataItem[];
  value: string[];
  /** Text of an empty-valued first option, used as the placeholder. */
  placeholder: string | undefined;
}

/**
 * Reads <option>/<optgroup> children. In a single select an option with an
 * empty value is the "nothing selected" entry: it becomes the placeholder,
 * not an option; a `<select multiple>` has no such entry, so there it is an
 * option like any other. A single select's implicit first-option
 * selectedness (no `selected` attribute anywhere) counts as no selection.
 *
 * Any other parent (`<widget-select>`) has no implicit selection: every
 * option with `selected` counts. There, as soon as one top-level optgroup
 * nests another, every optgroup is a tree node (its `value` attribute, else
 * its label, is the node's value); a `<select>` cannot nest them.
 */
export function readNative(parent: HTMLSelectElement | HTMLElement): NativeRead {
  const data: DataItem[] = [];
  const value: string[] = [];
  let placeholder: string | undefined;
  const select = parent instanceof HTMLSelectElement ? parent : null;
  const emptyIsOption = select?.multiple === true;
  // Only a single select has an implicit selection (its first option).
  const implicit = () =>
    select !== null &&
    !select.multiple &&
    !Array.prototype.some.call(select.options, (o) => o.defaultSelected);
  const tree = !select && parent.querySelector(':scope>optgroup>optgroup') !== null;
  const read = (from: Element, into: DataItem[], nested: boolean): void => {
    for (let child = from.firstElementChild; child; child = child.nextElementSibling) {
      if (child instanceof HTMLOptionElement) {
        if (child.value === '' && !emptyIsOption) placeholder ??= child.label || child.text;
        else {
          const option: Option = { value: child.value, label: child.label || child.text };
          // As in a native select, an option of a disabled optgroup is disabled.
          if (child.disabled || (from instanceof HTMLOptGroupElement && from.disabled))
            option.disabled = true;
          into.push(option);
          if (child.selected && !(child.index === 0 && implicit())) value.push(child.value);
        }
      } else if (child instanceof HTMLOptGroupElement && (tree || !nested)) {
        const { label } = child;
        const options: Option[] = [];
        read(child, options, true);
        if (!tree) into.push({ label, options });
        else {
          const node: Option = { value: child.getAttribute('value') ?? label, label, children: options };
          if (child.disabled) node.disabled = true;
          into.push(node);
        }
      }
    }
  };
  read(parent, data, false);
  return { data, value, placeholder };
}

/**
 * Observes the `<option>` / `<optgroup>` children of `parent` (a select, or
 * the element that owns a mount): added, removed, their text and the
 * attributes that make an option. `parent`'s own attributes are observed
 * too; callers tell them apart.
 */
export function watchOptions(parent: Node, onChange: MutationCallback): MutationObserver {
  const observer = new MutationObserver(onChange);
  observer.observe(parent, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['selected', 'value', 'label', 'disabled'],
  });
  return observer;
}

/**
 * Visits the options of `select` in order, by index: in Chromium
 * `Array.from(select.options)` alone takes 25-40 ms at 100,000 options,
 * several times the reads that follow it.
 */
export function eachOption(select: HTMLSelectElement, visit: (option: HTMLOptionElement) => void): void {
  const { options } = select;
  for (let i = 0, length = options.length; i < length; i++) visit(options[i] as HTMLOptionElement);
}

/**
 * The selected options, in document order, read from each option's
 * `selected`: Chromium's `selectedOptions` takes about 0.6 s to list
 * 100,000 selected options, a walk over `options` a tenth of that.
 */
export function selectedOf(select: HTMLSelectElement): HTMLOptionElement[] {
  const selected: HTMLOptionElement[] = [];
  eachOption(select, (option) => {
    if (option.selected) selected.push(option);
  });
  return selected;
}

/** A UTF-16 surrogate without its pair: a form submits it as U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Warns (once per value) about values a form cannot submit as they are:
 * a lone surrogate becomes U+FFFD in the submitted entry. `start`, `end`:
 * the values at those positions only (a large write checks them slice by slice).
 */
export function warnUnsubmittable(values: readonly string[], start = 0, end = values.length): void {
  for (let i = start; i < end; i++) {
    const value = values[i] as string;
    if (!LONE_SURROGATE.test(value)) continue;
    // JSON.stringify escapes the lone surrogate (\ud800), so the message names it.
    warnOnce(`lone-surrogate:${value}`, loneSurrogateText(JSON.stringify(value)));
  }
}
