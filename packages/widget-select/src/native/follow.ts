/**
 * Follows the native <select> when other code changes it: a dispatched
 * `input` / `change` (after `select.value = …` or `option.selected = …`),
 * `<option>`s added, removed or edited, `disabled` set on the select, and an
 * ancestor `<fieldset disabled>`. The widget's own writes and events are told
 * apart, so nothing echoes: an outside change emits the widget's `change`
 * (cause `native:change`) and never fires `input`/`change` back at the select.
 */
import { sameValues } from '../core/state';
import { SelectWidgetError } from '../errors';
import { NativeSelect, readNative } from './native';
import type { View } from './view';

/** Whether a disabled ancestor `<fieldset>` disables `select` (its first `<legend>` is exempt). */
export function disabledByFieldset(select: HTMLSelectElement): boolean {
  let fieldset = select.parentElement?.closest('fieldset');
  for (; fieldset; fieldset = fieldset.parentElement?.closest('fieldset')) {
    if (!fieldset.disabled) continue;
    const legend = Array.from(fieldset.children).find((child) => child instanceof HTMLLegendElement);
    if (!legend?.contains(select)) return true;
  }
  return false;
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

export class NativeFollower<M> {
  /**
   * Whether the options are the select's own (read from it): then added and
   * removed `<option>`s change the list. With `data` or `ajax` the widget
   * owns the list and puts its selection back on the select instead.
   */
  ownsData: boolean;
  private readonly select: HTMLSelectElement;
  private readonly children: MutationObserver;
  private readonly fieldsets: MutationObserver;
  private formDisabled = false;
  /** Outside changes taken out of the observer's queue just before a write of ours. */
  private pending: MutationRecord[] = [];

  constructor(
    private readonly view: View<M>,
    ownsData: boolean,
  ) {
    const native = view.native as NonNullable<View<M>['native']>;
    const { signal } = view;
    const select = native.select;
    this.select = select;
    this.ownsData = ownsData;
    this.children = watchOptions(select, (records) => this.onMutations(records));
    native.ownWrite = (write) => {
      const outside = this.children.takeRecords();
      if (outside.length > 0) {
        if (this.pending.length === 0) queueMicrotask(() => this.onMutations(this.pending.splice(0)));
        this.pending.push(...outside);
      }
      write();
      this.children.takeRecords();
    };
    // A fieldset may be disabled anywhere above the select, and later.
    this.fieldsets = new MutationObserver(() => this.followDisabled());
    this.fieldsets.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['disabled'],
      subtree: true,
    });
    const onEvent = () => this.onEvent();
    select.addEventListener('input', onEvent, { signal });
    select.addEventListener('change', onEvent, { signal });
    signal.addEventListener('abort', () => {
      this.children.disconnect();
      this.fieldsets.disconnect();
    });
    this.followDisabled();
  }

  /** Takes in outside changes made in this task, before a method reads or writes the value. */
  catchUp(): void {
    if (this.pending.length > 0) this.onMutations(this.pending.splice(0));
    this.onMutations(this.children.takeRecords());
  }

  private labelOf = (value: string) => this.view.port.derived.optionOf(value)?.label ?? value;

  /** The select submits what the widget shows, whatever outside code did. */
  private resync(): void {
    const { native, port } = this.view;
    if (native && !native.matches(port.state.value)) native.sync(port.state.value, this.labelOf);
  }

  /** `select.value = …` or `option.selected = …`, then a dispatched `input` / `change`. */
  private onEvent(): void {
    const { native, port, signal } = this.view;
    if (!native || native.notifying || signal.aborted) return;
    // Options added in the same task as the event: known before the value is read.
    this.catchUp();
    // A large selection still being written: the select shows all of it before it is read.
    native.flush();
    const current = port.state.value;
    const chosen = Array.from(this.select.selectedOptions, (option) => option.value).filter(
      (value) => value !== '' && port.derived.optionOf(value) !== undefined,
    );
    const next = port.derived.options.multiple
      ? [...current.filter((v) => chosen.includes(v)), ...chosen.filter((v) => !current.includes(v))]
      : chosen.slice(0, 1);
    if (!sameValues(next, current)) port.send({ type: 'nativePicked', value: next });
    this.resync();
  }

  private onMutations(records: MutationRecord[]): void {
    const { native, port, signal } = this.view;
    // The select's own `disabled` is the business of followDisabled.
    const outside = records.filter((r) => !(r.type === 'attributes' && r.target === this.select));
    if (!native || signal.aborted || outside.length === 0) return;
    native.rebase();
    if (!this.ownsData) {
      this.resync();
      return;
    }
    const present = new Set(Array.from(this.select.options, (option) => option.value));
    let value = port.state.value.filter((v) => present.has(v));
    // Options that arrived selected (`new Option(l, v, true, true)`) or got the attribute.
    const picked = Array.from(this.select.selectedOptions).filter(
      (option) =>
        option.value !== '' &&
        option.defaultSelected &&
        !value.includes(option.value) &&
        outside.some((r) => r.target === option || Array.from(r.addedNodes).some((n) => n.contains(option))),
    );
    if (picked.length > 0) {
      const values = picked.map((option) => option.value);
      value = port.derived.options.multiple ? [...value, ...values] : values.slice(-1);
    }
    port.send({ type: 'nativeOptions', data: readNative(this.select).data, value });
    this.resync();
  }

  /** A disabled fieldset disables the widget; outside code setting `select.disabled` too. */
  private followDisabled(): void {
    const { port, signal } = this.view;
    if (signal.aborted) return;
    const byForm = disabledByFieldset(this.select);
    if (byForm !== this.formDisabled) {
      this.formDisabled = byForm;
      port.send({ type: 'fieldsetDisabled', disabled: byForm });
    }
    const { disabled } = this.select;
    if (disabled !== port.derived.explicitlyDisabled) port.send({ type: 'nativeDisabled', disabled });
  }
}

/**
 * Mounting on a native `<select>` is something the entries add, not the
 * widget itself: `widget-select`, `widget-select/core` and the script-tag
 * build add it when loaded; `widget-select/element` renders into its own
 * element and leaves the select bridge (reading aside) out of its bundle.
 */
export interface NativeSupport {
  /** The bridge that keeps the select's selected options in step with the widget. */
  select(select: HTMLSelectElement): NativeSelect;
  /** Follows changes other code makes to the select. */
  follow<M>(view: View<M>, ownsData: boolean): NativeFollower<M>;
}

/** `<select>` mounts, as the entries that offer them add them. */
export const nativeSelects: NativeSupport = {
  select: (select) => new NativeSelect(select),
  follow: (view, ownsData) => new NativeFollower(view, ownsData),
};

let added: NativeSupport | undefined;

/** Called by the entries that offer `<select>` mounts. */
export function addNativeSupport(support: NativeSupport): void {
  added = support;
}

/** The support for a `<select>` target; `invalid-target` in a bundle without it. */
export function nativeSupport(): NativeSupport {
  if (added) return added;
  throw new SelectWidgetError(
    'invalid-target',
    'a <select> target needs import "widget-select" or "widget-select/core".',
  );
}
