/**
 * Where the value of `<widget-select>` comes from, as a native `<select>`
 * keeps it: by default from markup (the `value` attribute, else the options
 * marked `selected`), which it follows while the control is clean; then
 * from the `value` property, a restore of the form state (back/forward) or
 * the user, after which markup changes no longer reset it (dirtiness). A
 * form reset makes it clean again. DOM-free: the element reads the default
 * from its markup and hands it in.
 */
import { buildDataSet } from '../core/domain/dataset';
import { parseValueAttribute } from './attributes';

/** Who set the value in effect. */
export type ValueSource = 'attribute' | 'markup' | 'property' | 'restored' | 'user';

export interface ValueModel {
  readonly source: ValueSource;
  /**
   * The values the property or a restore asked for, applied again when new
   * data arrives (a value set before its options loaded); null otherwise.
   */
  readonly requested: readonly string[] | null;
  /** The value the next build starts from (requested, or kept by a teardown); null for the default. */
  readonly forBuild: readonly string[] | null;
}

/** The default: the `value` attribute when present, else the options marked `selected`. */
export function cleanValue(hasValueAttribute: boolean): ValueModel {
  return { source: hasValueAttribute ? 'attribute' : 'markup', requested: null, forBuild: null };
}

/**
 * The default: the `value` attribute when present (comma-separated in
 * multiple mode), else the options marked `selected`; a single select keeps
 * the last of those, as the HTML parser does.
 */
export function markupDefault(
  attribute: string | null,
  selected: readonly string[],
  multiple: boolean,
): string[] {
  if (attribute !== null) return parseValueAttribute(attribute, multiple);
  return multiple ? selected.slice() : selected.slice(-1);
}

/** A value given to the `value` property as a list: null is none, one value is a list of one. */
export function valueList(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** Like a native control's dirtiness: once set by anything but markup, markup no longer resets the value. */
export function isDirty(model: ValueModel): boolean {
  return model.source !== 'attribute' && model.source !== 'markup';
}

/** The `value` property was set, or the form state restored. */
export function valueRequested(values: readonly string[], source: 'property' | 'restored'): ValueModel {
  return { source, requested: values, forBuild: values };
}

/** The user changed the value: it is the widget's now, and new data no longer re-applies a request. */
export function userChanged(model: ValueModel): ValueModel {
  return { ...model, source: 'user', requested: null };
}

/** The widget was torn down holding `values`: the next build starts from them. */
export function keptForBuild(model: ValueModel, values: readonly string[]): ValueModel {
  return { ...model, forBuild: values };
}

/** What happened that may set the widget's value. */
export type ValueOccasion =
  /** The widget is built. */
  | 'build'
  /** New data arrived (the data or options property, changed children). */
  | 'data'
  /** The default changed: the `value` attribute, or a form reset. */
  | 'default';

/**
 * The one rule for the value to apply on an occasion, or null to leave the
 * widget's value as it is. `defaults` reads the markup's default.
 */
export function valueToApply(
  model: ValueModel,
  occasion: ValueOccasion,
  defaults: () => string[],
): readonly string[] | null {
  switch (occasion) {
    case 'build':
      return model.forBuild ?? defaults();
    case 'data':
      return model.requested ?? (isDirty(model) ? null : defaults());
    case 'default':
      return isDirty(model) ? null : defaults();
  }
}

/** What a multiple select keeps becoming single, as a native one: the first selected in the options' order. */
export function firstInOptionOrder(
  values: readonly string[],
  data: Parameters<typeof buildDataSet>[0],
): string[] {
  const chosen = new Set(values);
  const first = buildDataSet(data).options.find((option) => chosen.has(option.value))?.value ?? values[0];
  return first === undefined ? [] : [first];
}
