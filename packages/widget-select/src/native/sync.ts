/**
 * The bridge to a native <select>: reads its options, keeps its selected
 * options in step with the widget (adding <option>s for values that only the
 * widget's data has), fires input + change after user changes so form
 * libraries notice, and restores the element on destroy.
 */
import type { DataItem, Option } from '../types';
import { NativeSyncJob } from './native-sync';

/** Up to this many options a sync writes at once; above, a new selection is written in slices. */
const SYNC_AT_ONCE = 5000;

export interface NativeRead {
  data: DataItem[];
  value: string[];
  /** Text of an empty-valued first option, used as the placeholder. */
  placeholder: string | undefined;
}

/**
 * Reads <option>/<optgroup> children. An option with an empty value is the
 * "nothing selected" entry: it becomes the placeholder, not an option. A
 * single select's implicit first-option selectedness (no `selected`
 * attribute anywhere) counts as no selection.
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
  // Only a single select has an implicit selection (its first option).
  const implicit =
    select !== null && !select.multiple && !Array.from(select.options).some((o) => o.defaultSelected);
  const tree = !select && parent.querySelector(':scope>optgroup>optgroup') !== null;
  const read = (from: Element, into: DataItem[], nested: boolean): void => {
    for (let child = from.firstElementChild; child; child = child.nextElementSibling) {
      if (child instanceof HTMLOptionElement) {
        if (child.value === '') placeholder ??= child.label || child.text;
        else {
          const option: Option = { value: child.value, label: child.label || child.text };
          if (child.disabled) option.disabled = true;
          into.push(option);
          if (child.selected && !(implicit && child.index === 0)) value.push(child.value);
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

  /** A large selection still being written (see native-sync.ts). */
  private job: NativeSyncJob | null = null;

  /** Writes a pending large selection now: the select's own state is then the widget's. */
  flush(): void {
    this.job?.finish();
  }

  /** Whether the selected options already are `values`, in that order. */
  matches(values: readonly string[]): boolean {
    this.flush();
    const selected = this.select.selectedOptions;
    if (selected.length !== values.length) return false;
    for (let i = 0; i < values.length; i++) if (selected[i]?.value !== values[i]) return false;
    return true;
  }

  /**
   * Makes the native selected options equal `values`. On a select of more
   * than {@link SYNC_AT_ONCE} options, emptying it and choosing one value of
   * a single select are one native call each, and any other selection is
   * written in slices after this call: `new FormData(form)`, a submission,
   * the widget's own reads and `destroy()` finish it first, but code reading
   * `select.selectedOptions` itself sees the full selection only once the
   * slices are done (a few tasks per 10,000 options).
   */
  sync(values: readonly string[], labelOf: (value: string) => string): void {
    this.job?.cancel();
    this.job = null;
    const { select } = this;
    if (select.options.length <= SYNC_AT_ONCE) {
      this.ownWrite(() => this.write(values, labelOf));
      return;
    }
    if (values.length === 0) {
      this.ownWrite(() => {
        select.selectedIndex = -1;
      });
      return;
    }
    if (!select.multiple) {
      const value = values[0] as string;
      this.ownWrite(() => {
        select.value = value;
      });
      if (select.value !== value) this.ownWrite(() => this.write(values, labelOf));
      return;
    }
    this.job = new NativeSyncJob(
      select,
      values,
      (slice) => this.ownWrite(slice),
      (value) => this.addOption(value, labelOf),
      (ordered) => this.orderSelected(ordered),
      () => {
        this.job = null;
      },
    );
  }

  private addOption(value: string, labelOf: (value: string) => string): HTMLOptionElement {
    this.keepOriginalOrder();
    const option = new Option(labelOf(value), value);
    this.added.add(option);
    this.select.append(option);
    return option;
  }

  private write(values: readonly string[], labelOf: (value: string) => string): void {
    const wanted = new Set(values);
    const byValue = new Map<string, HTMLOptionElement>();
    for (const option of Array.from(this.select.options)) {
      if (!byValue.has(option.value)) byValue.set(option.value, option);
    }
    for (const value of values) {
      if (!byValue.has(value)) byValue.set(value, this.addOption(value, labelOf));
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
    // Their listeners read the select.
    this.flush();
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
    this.flush();
    return new Set(Array.from(this.select.selectedOptions, (option) => option.value));
  }

  /**
   * Whether restoring needs the selection read first: the children change,
   * or the attributes are rewritten (`multiple` briefly off keeps one
   * selected option). Reading and rewriting 100,000 options is not free.
   */
  restoreNeedsSelection(attributesRewritten: boolean): boolean {
    return attributesRewritten || this.added.size > 0 || this.originalOrder !== null;
  }

  /** Puts back the original children and selects `selected` (the state as last synced; null: as it is). */
  restore(selected: ReadonlySet<string> | null): void {
    this.flush();
    for (const option of this.added) option.remove();
    if (this.originalOrder) this.select.replaceChildren(...this.originalOrder);
    if (!selected) return;
    // Only the options that differ: each write costs, and a large select has many.
    for (const option of Array.from(this.select.options)) {
      const want = selected.has(option.value);
      if (option.selected !== want) option.selected = want;
    }
    if (selected.size === 0 && !this.select.multiple) this.select.selectedIndex = -1;
  }
}
