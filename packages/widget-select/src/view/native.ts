/**
 * The bridge to a native <select>: reads its options, keeps its selected
 * options in step with the widget (adding <option>s for values that only the
 * widget's data has), fires input + change after user changes so form
 * libraries notice, and restores the element on destroy.
 */
import type { DataItem, Option } from '../types';

export interface NativeRead {
  data: DataItem[];
  value: string[];
  /** Text of an empty-valued first option, used as the placeholder. */
  placeholder: string | undefined;
}

/** One <option> as widget data (the mount on a <select> and `<widget-select>` read them alike). */
export function readOption(option: HTMLOptionElement): Option {
  const read: Option = { value: option.value, label: option.label || option.text };
  if (option.disabled) read.disabled = true;
  return read;
}

/**
 * Reads <option>/<optgroup> children. An option with an empty value is the
 * "nothing selected" entry: it becomes the placeholder, not an option. A
 * single select's implicit first-option selectedness (no `selected`
 * attribute anywhere) counts as no selection.
 */
export function readNative(select: HTMLSelectElement): NativeRead {
  const data: DataItem[] = [];
  const value: string[] = [];
  let placeholder: string | undefined;
  // Only a single select has an implicit selection (its first option).
  const anyDefault = select.multiple || Array.from(select.options).some((option) => option.defaultSelected);
  const take = (option: HTMLOptionElement, into: Option[] | DataItem[]) => {
    if (option.value === '') {
      placeholder ??= option.label || option.text;
      return;
    }
    into.push(readOption(option));
    const chosen =
      option.selected && (select.multiple || anyDefault || option.index !== 0 || option.defaultSelected);
    if (chosen) value.push(option.value);
  };
  for (let child = select.firstElementChild; child; child = child.nextElementSibling) {
    if (child instanceof HTMLOptGroupElement) {
      const options: Option[] = [];
      for (let option = child.firstElementChild; option; option = option.nextElementSibling) {
        if (option instanceof HTMLOptionElement) take(option, options);
      }
      data.push({ label: child.label, options });
    } else if (child instanceof HTMLOptionElement) {
      take(child, data);
    }
  }
  return { data, value, placeholder };
}

export class NativeSelect {
  private readonly added = new Set<HTMLOptionElement>();
  /** The children as they were, taken before the first change to them (none: never changed). */
  private originalOrder: Node[] | null = null;
  /** True while the widget's own input/change events are being dispatched. */
  notifying = false;
  /**
   * Wraps every write of the widget to the select's children, so a watcher
   * of outside changes can tell its own mutations apart (native-follow.ts).
   */
  ownWrite: (write: () => void) => void = (write) => write();

  constructor(readonly select: HTMLSelectElement) {}

  /** Outside code changed the children: they are the ones to restore on destroy. */
  rebase(): void {
    this.originalOrder = null;
  }

  private keepOriginalOrder(): void {
    this.originalOrder ??= Array.from(this.select.childNodes);
  }

  /** Whether the selected options already are `values`, in that order. */
  matches(values: readonly string[]): boolean {
    const selected = this.select.selectedOptions;
    if (selected.length !== values.length) return false;
    for (let i = 0; i < values.length; i++) if (selected[i]?.value !== values[i]) return false;
    return true;
  }

  /** Makes the native selected options equal `values`. */
  sync(values: readonly string[], labelOf: (value: string) => string): void {
    this.ownWrite(() => this.write(values, labelOf));
  }

  private write(values: readonly string[], labelOf: (value: string) => string): void {
    const wanted = new Set(values);
    const byValue = new Map<string, HTMLOptionElement>();
    for (const option of Array.from(this.select.options)) {
      if (!byValue.has(option.value)) byValue.set(option.value, option);
    }
    for (const value of values) {
      if (byValue.has(value)) continue;
      this.keepOriginalOrder();
      const option = new Option(labelOf(value), value);
      this.added.add(option);
      this.select.append(option);
      byValue.set(value, option);
    }
    for (const option of Array.from(this.select.options)) {
      const selected = wanted.has(option.value) && byValue.get(option.value) === option;
      if (option.selected !== selected) option.selected = selected;
    }
    if (values.length === 0 && !this.select.multiple) this.select.selectedIndex = -1;
    if (this.select.multiple)
      this.orderSelected(values.map((value) => byValue.get(value) as HTMLOptionElement));
  }

  /**
   * Puts the selected <option>s in tag order, each into a slot another
   * selected option held, so a submitted form serializes in tag order.
   */
  private orderSelected(ordered: HTMLOptionElement[]): void {
    const current = Array.from(this.select.selectedOptions);
    if (current.every((option, i) => option === ordered[i])) return;
    this.keepOriginalOrder();
    const slots = current.map((option) => {
      const marker = document.createComment('');
      option.before(marker);
      return marker;
    });
    slots.forEach((marker, i) => {
      const option = ordered[i];
      if (option) marker.replaceWith(option);
      else marker.remove();
    });
  }

  /** Tells form libraries about a user change. */
  notify(): void {
    this.notifying = true;
    try {
      this.select.dispatchEvent(new Event('input', { bubbles: true }));
      this.select.dispatchEvent(new Event('change', { bubbles: true }));
    } finally {
      this.notifying = false;
    }
  }

  /** Values of the selected options. */
  selectedValues(): Set<string> {
    return new Set(Array.from(this.select.selectedOptions, (option) => option.value));
  }

  /** Puts back the original children and selects `selected` (the state as last synced). */
  restore(selected: ReadonlySet<string>): void {
    for (const option of this.added) option.remove();
    if (this.originalOrder) this.select.replaceChildren(...this.originalOrder);
    for (const option of Array.from(this.select.options)) option.selected = selected.has(option.value);
    if (selected.size === 0 && !this.select.multiple) this.select.selectedIndex = -1;
  }
}
