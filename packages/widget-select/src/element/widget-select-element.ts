/**
 * `<widget-select>`: a form-associated custom element around SelectWidget.
 * It renders in light DOM (every class name and the global stylesheet apply
 * as for any mount), into an inner `<div>` it owns; its `<option>` /
 * `<optgroup>` children are the data source and the pre-upgrade fallback.
 */

import { isUserCause } from '../core/machine/actions';
import { buildDataSet } from '../core/domain/dataset';
import { toPublicValue } from '../core/machine/events';
import { type NativeRead, readNative, watchOptions } from '../native/read';
import { validateOptions } from '../options';
import type { SelectWidget } from '../select-widget';
import type { Cause, DataItemInput, Option, PluginApi, SelectOptions, SelectValue } from '../types';
import {
  defineReflectedProperties,
  NAMING_ATTRIBUTES,
  OBSERVED_ATTRIBUTES,
  type ReflectedProperties,
  warnObjectAttributes,
} from './attributes';
import {
  changesMarkup,
  effectiveOptions,
  needsRebuild,
  type Options,
  upgradeProperties,
} from './effective-options';
import { savedOptionsMissing } from './form';
import { dispatchWs, REBUILD_OWN_EVENTS } from './events';
import { buildInnerWidget, type InnerWidget, rebuildKeeping } from './inner-widget';
import { ElementMethods, type Meta } from './methods';
import { adoptStyles } from './styles';
import {
  cleanValue,
  firstInOptionOrder,
  isDirty,
  keptForBuild,
  markupDefault,
  userChanged,
  type ValueModel,
  type ValueOccasion,
  valueList,
  valueRequested,
  valueToApply,
} from './value-model';

/** The properties that mirror attributes (see {@link ReflectedProperties}). */
export interface WidgetSelectElement extends ReflectedProperties {}

/** A `<select>`-like form control with search, tags, trees and remote data. */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface only adds the reflected properties, which defineReflectedProperties puts on the prototype.
export class WidgetSelectElement extends ElementMethods {
  static get observedAttributes(): readonly string[] {
    return OBSERVED_ATTRIBUTES;
  }

  #instance: SelectWidget<Meta> | null = null;
  #plugin: PluginApi<Meta> | null = null;
  #mountPoint: HTMLElement | null = null;
  #observer: MutationObserver | null = null;
  #extra: SelectOptions<Meta> = {};
  #dataProperty: DataItemInput<Meta>[] | undefined;
  #markup: NativeRead = { data: [], value: [], placeholder: undefined };
  #applied: Options = {};
  /** Where the value comes from, and whether markup still sets it (see value-model.ts). */
  #value: ValueModel = cleanValue(false);
  #customMessage = '';
  #formDisabled = false;
  #rebuilding = false; // Inside #rebuild, whose own focus and opening the element does not report.

  connectedCallback(): void {
    const refused = upgradeProperties(this);
    warnObjectAttributes(this);
    if (!this.#instance) this.#build();
    adoptStyles(this);
    // A property the element refused at its upgrade is reported as the widget reports a failure.
    for (const error of refused) dispatchWs(this, 'error', error);
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
      if (!isDirty(this.#value)) this.#value = cleanValue(after !== null);
      this.#applyValue(this.#valueFor('default'));
    }
    // The name is read when the widget is built.
    else if ((NAMING_ATTRIBUTES as readonly string[]).includes(name)) this.#rebuild();
    // The option attributes, `disabled` and `name` (the form value is written again).
    else this.#applyOptions();
  }

  /** The current value: a string or null, or an array of strings in multiple mode. */
  get value(): SelectValue {
    // Built: the widget's value, in the shape of `treeValue` for a multiple tree.
    if (this.#instance) return this.#instance.getValue();
    return toPublicValue(this.#value.forBuild ?? this.#defaultValues(), this.#isMultiple());
  }

  /**
   * The selected options in selection order (read-only); a value without an
   * option reads as `{ value, label: value }`.
   */
  get selectedOptions(): Option<Meta>[] {
    if (this.#instance) return this.#instance.getSelectedOptions();
    const values = this.#value.forBuild ?? this.#defaultValues();
    return values.map((value) => ({ value, label: value }));
  }

  set value(value: SelectValue) {
    this.#request(valueList(value), 'property');
  }

  /** The options: the `data` property when set, else those read from the `<option>` children. */
  get data(): DataItemInput<Meta>[] {
    return this.#dataProperty ?? this.#extra.data ?? (this.#markup.data as DataItemInput<Meta>[]);
  }

  /**
   * Replaces the options; `null` goes back to the `<option>` children.
   * @throws SelectWidgetError `invalid-data` / `invalid-option` for bad data,
   *   connected or not; the element keeps the data it had.
   */
  set data(data: DataItemInput<Meta>[] | null | undefined) {
    const next = data ?? undefined;
    // Checked (or applied) first: bad data throws before anything changed.
    if (this.#instance)
      this.#instance.setData(next ?? this.#extra.data ?? (this.#markup.data as DataItemInput<Meta>[]));
    else if (next !== undefined) buildDataSet(next);
    this.#dataProperty = next;
    this.#applyValue(this.#valueFor('data'));
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
      if (next.resolveOptions && !previous.resolveOptions) this.#applyValue(this.#valueFor('data'));
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

  formResetCallback(): void {
    this.#value = cleanValue(this.hasAttribute('value'));
    this.#applyValue(this.#valueFor('default'));
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
    const missing = savedOptionsMissing(state, (value) => this.#plugin?.optionOf(value) !== undefined);
    if (missing.length > 0) this.#instance?.setData([...this.data, ...missing]);
    this.#request([...state.keys()], 'restored');
  }

  /** A value set by the property or a restore: kept for a build to come, applied again when data arrives. */
  #request(values: string[], source: 'property' | 'restored'): void {
    this.#value = valueRequested(values, source);
    this.#applyValue(values);
  }

  /** The value to apply on an occasion, or null to leave the widget's (see valueToApply). */
  #valueFor(occasion: ValueOccasion): readonly string[] | null {
    return valueToApply(this.#value, occasion, () => this.#applicableDefaults());
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

  /** Shows the reported message under the control (see FormControlElement); false before the widget exists. */
  protected showInvalid(): boolean {
    return this.#instance?.validate() !== undefined;
  }

  #isMultiple(): boolean {
    return Boolean(this.#effectiveOptions().multiple);
  }

  /** What reset restores: the `value` attribute, else the options marked `selected`. */
  #defaultValues(): string[] {
    return markupDefault(this.getAttribute('value'), this.#markup.value, this.#isMultiple());
  }

  /** The options the widget gets (see effectiveOptions). */
  #effectiveOptions(): Options {
    return effectiveOptions(this, {
      property: this.#extra,
      markupPlaceholder: this.#markup.placeholder,
      disabled: this.disabled || this.#formDisabled,
    });
  }

  #build(): void {
    this.#markup = readNative(this);
    const options = this.#effectiveOptions();
    if (!isDirty(this.#value)) this.#value = cleanValue(this.hasAttribute('value'));
    let built: InnerWidget<Meta>;
    try {
      built = buildInnerWidget<Meta>(
        this,
        { ...(options as SelectOptions<Meta>), data: this.data },
        {
          plugin: (api) => (this.#plugin = api),
          valueCommitted: (cause) => this.#onValueCommit(cause),
          syncForm: () => this.#syncForm(),
          unheard: (name) => this.#rebuilding && REBUILD_OWN_EVENTS.includes(name),
        },
      );
    } catch (error) {
      // Nothing of a refused build stays (a reconnection starts clean).
      this.#plugin = null;
      throw error;
    }
    const { mount, widget } = built;
    this.#mountPoint = mount;
    this.#instance = widget;
    this.#applied = options;
    widget.setCustomValidity(this.#customMessage);
    // Read once the widget holds its options: defaults they lack yet wait quietly.
    widget.setValue(this.#valueFor('build') as string[], { emitChange: false });
    this.#syncForm();
    this.#observer = watchOptions(this, (records) => this.#onMutation(records));
  }

  /** Destroys the widget and its rendering; the value is kept for the next build. */
  #teardown(): void {
    const widget = this.#instance;
    if (!widget) return;
    if (this.#plugin) this.#value = keptForBuild(this.#value, this.#plugin.state.value);
    this.#observer?.disconnect();
    widget.destroy();
    this.#mountPoint?.remove();
    this.#instance = null;
    this.#plugin = null;
    this.#mountPoint = null;
  }

  /** Rebuilds the widget for options it reads only once, keeping value, focus, open list and form state. */
  #rebuild(): void {
    rebuildKeeping(
      this,
      () => {
        this.#teardown();
        this.#build();
      },
      (rebuilding) => (this.#rebuilding = rebuilding),
    );
  }

  /**
   * Every value commit, silent ones (`emitChange: false`) included, before
   * its events: the form value follows, and a user's change makes the value
   * the user's.
   */
  #onValueCommit(cause: Cause): void {
    if (isUserCause(cause)) this.#value = userChanged(this.#value);
    this.#syncForm();
  }

  /** Sets the value without `input` / `change` (a script or the form did it, not the user). */
  #applyValue(values: readonly string[] | null): void {
    // A list in single mode too: the widget keeps its first value.
    if (values) this.#instance?.setValue(values as string[]);
    this.#syncForm();
  }

  /** Hands the widget the data now in effect: a value set before it arrived, else (untouched) the default, applies now. */
  #newData(): void {
    this.#instance?.setData(this.data);
    this.#applyValue(this.#valueFor('data'));
  }

  #onMutation(records: MutationRecord[]): void {
    // Only a live widget is observed; a record delivered after its teardown has nothing to do.
    const mount = this.#mountPoint;
    if (!mount) return;
    // A framework that replaced every child also removed the rendering: put it back.
    if (mount.parentNode !== this) this.append(mount);
    if (!changesMarkup(records, this, mount)) return;
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
    if (needsRebuild(applied, next)) {
      // Invisible: value, focus and form state stay; leaving multiple mode keeps one value, as a native
      // select, and coming back keeps that one (the markup's other selected options are not taken back).
      const toggled = Boolean(applied.multiple) !== Boolean(next.multiple);
      const kept = toggled ? firstInOptionOrder(valueList(this.value), this.data) : null;
      this.#rebuild();
      if (kept) this.#instance?.setValue(kept, { emitChange: false });
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
    const values = valueList(this.#instance?.getValue());
    const required = Boolean(this.#applied.required);
    this.writeForm(values, plugin, required, this.#customMessage, plugin.state.disabled);
  }
}

defineReflectedProperties(WidgetSelectElement.prototype);

declare global {
  interface HTMLElementTagNameMap {
    'widget-select': WidgetSelectElement;
  }
}
