/**
 * `<widget-select>`: a form-associated custom element around SelectWidget.
 * It renders in light DOM (every class name and the global stylesheet apply
 * as for any mount), into an inner `<div>` it owns; its `<option>` /
 * `<optgroup>` children are the data source and the pre-upgrade fallback.
 */

import { buildDataSet } from '../core/dataset';
import { toPublicValue } from '../core/events';
import { type NativeRead, readNative, watchOptions } from '../native/read';
import { REMOUNT_ONLY, validateOptions } from '../options';
import { SelectWidget } from '../select-widget';
import type {
  Cause,
  DataItem,
  Option,
  PluginApi,
  SelectionScopeOptions,
  SelectOptions,
  SelectPlugin,
  SelectValue,
} from '../types';
import { mountOwners } from '../view/mount';
import {
  defineReflectedProperties,
  OBSERVED_ATTRIBUTES,
  optionsFromAttributes,
  parseValueAttribute,
  type ReflectedProperties,
} from './attributes';
import { containInnerEvents, forwardEvents, forwardFocus, notifyUserChange } from './events';
import { FormControlElement } from './form';
import { adoptStyles } from './styles';

type Options = Record<string, unknown>;
/** Option payloads are untyped on an element: markup and properties can hold any. */
type Meta = Record<string, unknown>;

function valueList(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** The properties that mirror attributes (see {@link ReflectedProperties}). */
export interface WidgetSelectElement extends ReflectedProperties {}

/** A `<select>`-like form control with search, tags, trees and remote data. */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface only adds the reflected properties, which defineReflectedProperties puts on the prototype.
export class WidgetSelectElement extends FormControlElement {
  static get observedAttributes(): readonly string[] {
    return OBSERVED_ATTRIBUTES;
  }

  #instance: SelectWidget<Meta> | null = null;
  #plugin: PluginApi<Meta> | null = null;
  #mountPoint: HTMLElement | null = null;
  #observer: MutationObserver | null = null;
  #extra: SelectOptions<Meta> = {};
  #dataProperty: DataItem<Meta>[] | undefined;
  #markup: NativeRead = { data: [], value: [], placeholder: undefined };
  #applied: Options = {};
  /** The value to build with: the last one set through `value`, or the one a teardown kept. */
  #pending: readonly string[] | null = null;
  /** Values last set through `value` or restored, re-applied when new data arrives. */
  #requested: string[] | null = null;
  /** Like a native control's dirtiness: once changed, markup changes no longer reset the value. */
  #dirty = false;
  #customMessage = '';
  #formDisabled = false;
  #lastCause: Cause = 'init';

  connectedCallback(): void {
    // Properties set on the element before it was upgraded shadow the
    // accessors: hand each one to its accessor.
    const accessors = Object.getPrototypeOf(this);
    for (const key of Object.keys(this)) {
      if (!(key in accessors)) continue;
      const value = (this as Options)[key];
      delete (this as Options)[key];
      (this as Options)[key] = value;
    }
    if (!this.#instance) this.#build();
    adoptStyles(this);
  }

  disconnectedCallback(): void {
    // A move (disconnect then connect in one task) keeps the widget.
    queueMicrotask(() => {
      if (!this.isConnected && this.#instance) this.#teardown();
    });
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null): void {
    if (before === after || !this.#instance) return;
    if (name === 'value') {
      if (!this.#dirty) this.#applyValue(this.#applicableDefaults());
    }
    // `label`, `aria-label`, `aria-labelledby`: the name is read when the widget is built.
    else if (name.includes('label')) this.#rebuild();
    // The option attributes, `disabled` and `name` (the form value is written again).
    else this.#applyOptions();
  }

  /** The current value: a string or null, or an array of strings in multiple mode. */
  get value(): SelectValue {
    if (this.#instance) return this.#instance.getValue();
    return toPublicValue(this.#pending ?? this.#defaultValues(), this.#isMultiple());
  }

  /**
   * The selected options in selection order (read-only); a value without an
   * option reads as `{ value, label: value }`.
   */
  get selectedOptions(): Option<Meta>[] {
    if (this.#instance) return this.#instance.getSelectedOptions();
    const values = this.#pending ?? this.#defaultValues();
    return values.map((value) => ({ value, label: value }));
  }

  set value(value: SelectValue) {
    const values = valueList(value);
    this.#dirty = true;
    // Kept for a build to come; a teardown replaces it with the value then.
    this.#requested = this.#pending = values;
    this.#applyValue(values);
  }

  /** The options: the `data` property when set, else those read from the `<option>` children. */
  get data(): DataItem<Meta>[] {
    return this.#dataProperty ?? this.#extra.data ?? (this.#markup.data as DataItem<Meta>[]);
  }

  /**
   * Replaces the options; `null` goes back to the `<option>` children.
   * @throws SelectWidgetError `invalid-data` / `invalid-option` for bad data,
   *   connected or not; the element keeps the data it had.
   */
  set data(data: DataItem<Meta>[] | null | undefined) {
    const next = data ?? undefined;
    // Checked (or applied) first: bad data throws before anything changed.
    if (this.#instance)
      this.#instance.setData(next ?? this.#extra.data ?? (this.#markup.data as DataItem<Meta>[]));
    else if (next !== undefined) buildDataSet(next);
    this.#dataProperty = next;
    this.#afterData();
  }

  /** Any other SelectOptions (templates, ajax, hooks…). Attributes win over the same keys here. */
  get options(): SelectOptions<Meta> {
    return this.#extra;
  }

  /**
   * All or nothing: options the widget refuses throw and leave the element
   * with the options it had, connected or not.
   * @throws SelectWidgetError `invalid-options` / `invalid-data` /
   *   `invalid-option` / `feature-missing` on bad input.
   */
  set options(options: SelectOptions<Meta> | null | undefined) {
    const next: SelectOptions<Meta> = { ...options };
    validateOptions(next);
    if (next.data !== undefined && !this.#instance) buildDataSet(next.data);
    const previous = this.#extra;
    const data = this.data;
    this.#extra = next;
    try {
      // New `data` here counts unless the data property overrides it.
      if (this.data !== data) this.#newData();
      this.#applyOptions();
      // Set after the element was built: the value it could not keep then is kept (and resolved) now.
      if (next.resolveOptions && !previous.resolveOptions) this.#afterData();
    } catch (error) {
      this.#extra = previous;
      if (this.data !== data) this.#newData();
      // A refused rebuild left no widget: the one of the options it had comes back.
      if (this.#instance) this.#applyOptions();
      else if (this.isConnected) this.#build();
      throw error;
    }
  }

  /** The SelectWidget instance while connected, else null. */
  get widget(): SelectWidget<Meta> | null {
    return this.#instance;
  }

  /** `'select-multiple'` or `'select-one'`, as a native select reports. */
  get type(): string {
    return this.#isMultiple() ? 'select-multiple' : 'select-one';
  }

  /** Sets (non-empty) or clears (empty) a custom message that blocks form submission. */
  setCustomValidity(message: string): void {
    this.#customMessage = `${message ?? ''}`;
    this.#instance?.setCustomValidity(this.#customMessage);
    this.#syncForm();
  }

  /** Focuses the combobox. */
  override focus(options?: FocusOptions): void {
    this.#plugin?.control.focus(options);
  }

  /** Opens the dropdown. */
  open(): void {
    this.#instance?.open();
  }

  /** Closes the dropdown. */
  close(): void {
    this.#instance?.close();
  }

  /**
   * Clears the selection; with `{ scope: 'matching' }` only the values of
   * the options that match the current query.
   */
  clear(options?: SelectionScopeOptions | null): void {
    this.#instance?.clearAll(options);
  }

  /**
   * Multiple mode: selects every enabled option, capped by `max-selections`;
   * with `{ scope: 'matching' }` only those matching the current query
   * (every page of a paged remote source).
   */
  selectAll(options?: SelectionScopeOptions | null): void {
    this.#instance?.selectAll(options);
  }

  /** Same as setting the `data` property. */
  setData(data: DataItem<Meta>[]): void {
    this.data = data;
  }

  /** Clears the remote cache and reloads the active query. */
  reload(): void {
    this.#instance?.reload();
  }

  formResetCallback(): void {
    this.#dirty = false;
    this.#requested = this.#pending = null;
    this.#applyValue(this.#applicableDefaults());
  }

  formDisabledCallback(disabled: boolean): void {
    this.#formDisabled = disabled;
    this.#applyOptions();
  }

  /**
   * Back/forward navigation: the selection saved by the last form update.
   * Saved options the data lacks (tags the user created) join the data again.
   */
  formStateRestoreCallback(state: unknown, _mode?: 'restore' | 'autocomplete'): void {
    // Any other state (an autofill string) is not one this element saved.
    if (!(state instanceof FormData)) return;
    const missing: Option<Meta>[] = [];
    for (const [value, label] of state) {
      if (!this.#plugin?.optionOf(value)) missing.push({ value, label: label as string });
    }
    if (missing.length > 0) this.#instance?.setData([...this.data, ...missing]);
    this.value = [...state.keys()];
  }

  /** Shows the reported message under the control (see FormControlElement); false before the widget exists. */
  protected showInvalid(): boolean {
    return this.#instance?.validate() !== undefined;
  }

  #isMultiple(): boolean {
    return Boolean(this.#effectiveOptions().multiple);
  }

  /** What reset restores: the `value` attribute, else the options marked `selected`. */
  #defaultValues(): string[] {
    const multiple = this.#isMultiple();
    const attribute = this.getAttribute('value');
    if (attribute !== null) return parseValueAttribute(attribute, multiple);
    const { value } = this.#markup;
    // A single select keeps the last `selected` option, as the HTML parser does.
    return multiple ? value.slice() : value.slice(-1);
  }

  /**
   * The default value as it can apply now. While the options are the
   * children, values they do not hold yet are left out without a warning:
   * the HTML parser connects the element on its start tag, before its
   * `<option>`s, and each batch of children applies the default again.
   */
  #applicableDefaults(): string[] {
    const values = this.#defaultValues();
    const plugin = this.#plugin;
    if (!plugin || this.data !== this.#markup.data || this.#extra.resolveOptions) return values;
    return values.filter((value) => plugin.optionOf(value) !== undefined);
  }

  /**
   * The options the widget gets: the `options` property, overridden by the
   * attributes present; the placeholder of an empty-valued `<option>` when
   * nothing else sets one; disabled by the attribute, a disabled fieldset or
   * the options. `data: undefined` leaves the data as it is: it is set apart.
   */
  #effectiveOptions(): Options {
    const options: Options = { ...this.#extra, ...optionsFromAttributes(this), data: undefined };
    options.placeholder ??= this.#markup.placeholder;
    options.disabled = this.disabled || this.#formDisabled || this.#extra.disabled;
    return options;
  }

  #build(): void {
    const mount = document.createElement('div');
    this.#mountPoint = mount;
    this.#markup = readNative(this);
    // The widget reads its name and descriptions from the element, and follows the descriptions live.
    mountOwners.set(mount, this);
    containInnerEvents(mount);
    this.append(mount);
    const options = this.#effectiveOptions();
    let widget: SelectWidget<Meta>;
    try {
      widget = new SelectWidget<Meta>(mount, {
        ...(options as SelectOptions<Meta>),
        data: this.data,
        plugins: [...((options.plugins as SelectPlugin<Meta>[] | undefined) ?? []), this.#bridge()],
      });
    } catch (error) {
      // Nothing of a refused build stays (a reconnection starts clean).
      mount.remove();
      this.#mountPoint = null;
      this.#plugin = null;
      throw error;
    }
    this.#instance = widget;
    this.#applied = options;
    widget.on('change', () => this.#onChange());
    forwardFocus(widget, this);
    forwardEvents(widget, this);
    widget.setCustomValidity(this.#customMessage);
    widget.setValue((this.#pending ?? this.#applicableDefaults()) as string[], { emitChange: false });
    this.#syncForm();
    this.#observer = watchOptions(this, (records) => this.#onMutation(records));
  }

  /**
   * The element's seam into its widget: a plugin that hands over the plugin
   * api (messages, control) and sees every value change with its cause, so
   * a user's change can be told from a script's.
   */
  #bridge(): SelectPlugin<Meta> {
    return {
      name: 'widget-select-element',
      setup: (api) => {
        this.#plugin = api;
        // The remover it returns is the plugin's teardown.
        return api.intercept((change, cause) => {
          // A locale that arrived: the form's validation message speaks it too.
          if ('messages' in change) queueMicrotask(() => this.#syncForm());
          if (!('value' in change)) return change;
          this.#lastCause = cause;
          // Silent changes (`emitChange: false`) still reach the form.
          queueMicrotask(() => this.#syncForm());
          // A form reset is formResetCallback's: the widget inside leaves it alone.
          return change;
        });
      },
    };
  }

  /** Destroys the widget and its rendering; the value is kept for the next build. */
  #teardown(): void {
    this.#pending = this.#plugin!.state.value;
    this.#observer!.disconnect();
    this.#instance!.destroy();
    this.#mountPoint!.remove();
    this.#instance = null;
    this.#plugin = null;
    this.#mountPoint = null;
  }

  /** Rebuilds the widget for options it reads only once, keeping value, focus and form state. */
  #rebuild(): void {
    const focused = this.matches(':focus-within');
    this.#teardown();
    this.#build();
    if (focused) this.focus({ preventScroll: true });
  }

  #onChange(): void {
    this.#syncForm();
    if (!this.#lastCause.startsWith('user:')) return;
    this.#dirty = true;
    this.#requested = null;
    notifyUserChange(this);
  }

  /** Sets the value without `input` / `change` (a script or the form did it, not the user). */
  #applyValue(values: readonly string[] | null): void {
    // A list in single mode too: the widget keeps its first value.
    if (values) this.#instance?.setValue(values as string[]);
    this.#syncForm();
  }

  /** Hands the widget the data now in effect. */
  #newData(): void {
    this.#instance?.setData(this.data);
    this.#afterData();
  }

  /** After new data: a value set before it arrived, else (untouched) the default, applies now. */
  #afterData(): void {
    this.#applyValue(this.#requested ?? (this.#dirty ? null : this.#applicableDefaults()));
  }

  #onMutation(records: MutationRecord[]): void {
    // Only a live widget is observed.
    const mount = this.#mountPoint!;
    // A framework that replaced every child also removed the rendering: put it back.
    if (mount.parentNode !== this) this.append(mount);
    // The widget's own rendering and the element's own attributes (see attributeChangedCallback) are not options.
    const relevant = records.some(
      (record) => !mount.contains(record.target) && (record.type !== 'attributes' || record.target !== this),
    );
    if (!relevant) return;
    // The children are the data unless the data or options property gives it.
    const fromMarkup = this.data === this.#markup.data;
    this.#markup = readNative(this);
    if (fromMarkup) this.#newData();
    this.#applyOptions();
  }

  #applyOptions(): void {
    const widget = this.#instance;
    if (!widget) return;
    const applied = this.#applied;
    const next = this.#effectiveOptions();
    // Options the widget reads only once, and adding or removing `ajax`
    // (which updateOptions refuses), take an invisible rebuild.
    if (REMOUNT_ONLY.some((key) => next[key] !== applied[key]) || !next.ajax !== !applied.ajax) {
      this.#rebuild();
      return;
    }
    // A key gone since goes back to its default; updateOptions applies only what changed.
    for (const key in applied) if (!(key in next)) next[key] = undefined;
    this.#applied = next;
    // The widget runs the user's plugins and the bridge: the same list again, so no remount warning.
    widget.updateOptions({ ...next, plugins: this.#plugin?.options.plugins } as Partial<SelectOptions<Meta>>);
    this.#syncForm();
  }

  #syncForm(): void {
    const plugin = this.#plugin;
    if (!plugin) return;
    // A multiple tree submits the shape of `treeValue`.
    const value = this.#instance?.getValue();
    const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    this.writeFormValue(values, plugin);
    const custom = this.#customMessage;
    // All flags false makes it valid (the message is then ignored); a custom message wins.
    this.internals.setValidity(
      { customError: custom !== '', valueMissing: Boolean(this.#applied.required) && values.length === 0 },
      custom || plugin.messages.required,
      plugin.control,
    );
  }
}

defineReflectedProperties(WidgetSelectElement.prototype);

declare global {
  interface HTMLElementTagNameMap {
    'widget-select': WidgetSelectElement;
  }
}
