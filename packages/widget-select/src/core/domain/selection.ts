/**
 * Selection rules as pure functions over value arrays: picking, removing, select-all and the maxSelections
 * cap. The facade turns their results into dispatches; the store's interceptors run the before* hooks.
 */
import { valueCapText } from '../../diagnostic-texts';
import type { Option } from '../../types';
import type { DataSet } from './dataset';

export interface SelectionRules {
  multiple: boolean;
  maxSelections: number | undefined;
}

export type PickResult =
  | { kind: 'select'; value: string[] }
  | { kind: 'unselect'; value: string[] }
  | { kind: 'unchanged' }
  | { kind: 'maximum'; limit: number };

/** Removes one value (a tag's remove button, Backspace). */
export function unpick(current: readonly string[], value: string): string[] {
  return current.filter((v) => v !== value);
}

/** From this many values, `normalizeValue` marks the entries it takes instead of keeping a set of strings. */
const MARK_FROM = 64;

/**
 * Finds the entries of many values of `dataset` in a row. A value that is the option right after the
 * previous one found costs one comparison, no hash: values read back from the data (a select-all,
 * `setValue` of the data's values) come in data order. Completes the value index first, which says whether
 * the shortcut holds (with a value given twice the first occurrence is its entry, so every value is looked
 * up).
 */
export function entryFinder<M>(dataset: DataSet<M>): (value: string) => number {
  const { options } = dataset;
  dataset.indexSome(() => false);
  const inOrder = dataset.valuesKnownUnique;
  let next = 0;
  return (value) => {
    const entry = inOrder && options[next]?.value === value ? next : dataset.indexOf(value);
    if (entry >= 0) next = entry + 1;
    return entry;
  };
}

/**
 * Values for `setValue`: unknown values are dropped (reported to `onUnknown`), duplicates collapse, single
 * mode keeps the first value. `dataset`: the values it holds are known, found and told apart by their
 * entries (a byte per option instead of a set of a million strings).
 */
export function normalizeValue<M>(
  input: unknown,
  multiple: boolean,
  isKnown: (value: string) => boolean,
  onUnknown: (values: string[]) => void,
  dataset?: DataSet<M>,
): string[] {
  const list: unknown[] = input === null || input === undefined ? [] : Array.isArray(input) ? input : [input];
  const out: string[] = [];
  const seen = new Set<string>();
  const unknown: string[] = [];
  const find = dataset && list.length >= MARK_FROM ? entryFinder(dataset) : null;
  const taken = find && dataset ? new Uint8Array(dataset.size) : null;
  for (const item of list) {
    // A number as its string; a string is itself.
    const value = String(item);
    if (typeof item !== 'string' && typeof item !== 'number') {
      unknown.push(value);
      continue;
    }
    const entry = find ? find(value) : -1;
    if (entry >= 0 && taken) {
      if (taken[entry] === 0) out.push(value);
      taken[entry] = 1;
    } else if (!isKnown(value)) unknown.push(value);
    else if (!seen.has(value)) {
      seen.add(value);
      out.push(value);
    }
  }
  if (unknown.length > 0) onUnknown(unknown);
  return multiple ? out : out.slice(0, 1);
}

/**
 * maxSelections is a cap on selected values, also for setValue: the first values up to the cap are kept and
 * the rest dropped with a warning.
 */
export function capValue(value: string[], maxSelections: number | undefined): string[] {
  if (maxSelections === undefined || value.length <= maxSelections) return value;
  console.warn(`widget-select: ${valueCapText(value.length, maxSelections)}`);
  return value.slice(0, maxSelections);
}

/**
 * Every enabled option added after the current selection, in data order, stopping at maxSelections. The
 * value index is completed first: with no value given twice, the options already selected are marked by
 * entry (a byte per option) and no option's value is hashed; a set of every value was most of a select-all
 * of 1,000,000 options.
 */
export function selectAll<M>(
  current: readonly string[],
  dataset: DataSet<M>,
  isDisabled: (option: Option<M>) => boolean,
  maxSelections: number | undefined,
): string[] {
  const out = current.slice();
  const { options } = dataset;
  const find = entryFinder(dataset);
  if (!dataset.valuesKnownUnique) return selectAllOnce(out, options, isDisabled, maxSelections);
  const taken = new Uint8Array(options.length);
  for (const value of current) {
    const entry = find(value);
    if (entry >= 0) taken[entry] = 1;
  }
  const limit = maxSelections ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i < options.length && out.length < limit; i++) {
    const option = options[i] as Option<M>;
    if (taken[i] === 0 && !isDisabled(option)) out.push(option.value);
  }
  return out;
}

/** selectAll over data that holds a value twice: each value taken once, by a set of them. */
function selectAllOnce<M>(
  out: string[],
  options: readonly Option<M>[],
  isDisabled: (option: Option<M>) => boolean,
  maxSelections: number | undefined,
): string[] {
  const present = new Set(out);
  for (const option of options) {
    if (maxSelections !== undefined && out.length >= maxSelections) break;
    const { value } = option;
    if (present.has(value) || isDisabled(option)) continue;
    present.add(value);
    out.push(value);
  }
  return out;
}

/** Selections up to this size copy their options when the data changes; larger ones keep the old data set. */
const COPY_ON_DATA_CHANGE = 1000;

/**
 * Remembers the Option of every selected value, so a value whose option left the data (remote results,
 * preserve policy) still renders. Lazily: it keeps the selected values and the data set they were selected
 * from, and copies an option only once the data changes, so selecting 100,000 values costs no 100,000 map
 * entries in the task that selects them.
 */
export class SelectionMemory<M> {
  /** Options kept apart from any data set: created ones and those the data dropped. */
  private readonly known = new Map<string, Option<M>>();
  private values: readonly string[] = [];
  private selected: ReadonlySet<string> | null = null;
  /** The data set the selected values were last seen with. */
  private source: DataSet<M> | null = null;
  /** The options of the values the last `track` saw leave the selection: the events of that change name them. */
  private released: ReadonlyMap<string, Option<M>> = new Map();

  remember(option: Option<M>): void {
    this.known.set(option.value, option);
  }

  get(value: string): Option<M> | undefined {
    const kept = this.known.get(value);
    if (kept || !this.source || !this.isSelected(value)) return kept;
    return optionIn(this.source, value);
  }

  /** The selection changed: `values` are selected now, from `dataset`. Keeps only what they need. */
  track(values: readonly string[], dataset: DataSet<M>): void {
    const previous = this.source;
    const left = new Map<string, Option<M>>();
    if (previous && previous !== dataset) {
      for (const value of values) {
        if (this.known.has(value) || !this.isSelected(value) || dataset.indexOf(value) >= 0) continue;
        const option = optionIn(previous, value);
        if (option) this.known.set(value, option);
      }
      const now = new Set(values);
      for (const value of this.values) {
        const option = now.has(value) ? undefined : optionIn(previous, value);
        if (option) left.set(value, option);
      }
    }
    this.values = values;
    this.selected = null;
    this.source = dataset;
    for (const [value, option] of this.known)
      if (!this.isSelected(value)) {
        left.set(value, option);
        this.known.delete(value);
      }
    this.released = left;
  }

  /**
   * The option a value had when the last `track` saw it leave the selection (a value the current data
   * does not hold), until the next one.
   */
  releasedOption(value: string): Option<M> | undefined {
    return this.released.get(value);
  }

  /**
   * The data set is about to be replaced (the selection stays). A small selection copies its options now,
   * so the old data can be freed; a large one keeps resolving from the old data set until the selection
   * changes.
   */
  replaceData(): void {
    const { source } = this;
    if (!source || this.values.length > COPY_ON_DATA_CHANGE) return;
    for (const value of this.values) {
      const option = this.known.get(value) ?? optionIn(source, value);
      if (option) this.known.set(value, option);
    }
    this.source = null;
  }

  private isSelected(value: string): boolean {
    this.selected ??= new Set(this.values);
    return this.selected.has(value);
  }
}

/** The option of `value` in `dataset`, if the data set holds one. */
export function optionIn<M>(dataset: DataSet<M>, value: string): Option<M> | undefined {
  const index = dataset.indexOf(value);
  return index < 0 ? undefined : dataset.options[index];
}
