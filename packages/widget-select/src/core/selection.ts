/**
 * Selection rules as pure functions over value arrays: picking, removing,
 * select-all and the maxSelections cap. The facade turns their results into
 * dispatches; the store's interceptors run the before* hooks.
 */
import type { Option } from '../types';
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

/** A user picked `value`: toggles it in multiple mode, replaces in single mode. */
export function pick(current: readonly string[], value: string, rules: SelectionRules): PickResult {
  if (!rules.multiple) {
    return current.length === 1 && current[0] === value
      ? { kind: 'unchanged' }
      : { kind: 'select', value: [value] };
  }
  if (current.includes(value)) return { kind: 'unselect', value: current.filter((v) => v !== value) };
  const limit = rules.maxSelections;
  if (limit !== undefined && current.length >= limit) return { kind: 'maximum', limit };
  return { kind: 'select', value: [...current, value] };
}

/** Removes one value (a tag's remove button, Backspace). */
export function unpick(current: readonly string[], value: string): string[] {
  return current.filter((v) => v !== value);
}

/**
 * Values for `setValue`: unknown values are dropped (reported to `onUnknown`),
 * duplicates collapse, single mode keeps the first value.
 */
export function normalizeValue(
  input: unknown,
  multiple: boolean,
  isKnown: (value: string) => boolean,
  onUnknown: (values: string[]) => void,
): string[] {
  let list: unknown[];
  if (input === null || input === undefined) list = [];
  else if (Array.isArray(input)) list = input;
  else list = [input];
  const out: string[] = [];
  const seen = new Set<string>();
  const unknown: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string' && typeof item !== 'number') {
      unknown.push(String(item));
      continue;
    }
    const value = String(item);
    if (!isKnown(value)) unknown.push(value);
    else if (!seen.has(value)) {
      seen.add(value);
      out.push(value);
    }
  }
  if (unknown.length > 0) onUnknown(unknown);
  return multiple ? out : out.slice(0, 1);
}

/**
 * maxSelections is a cap on selected values, also for setValue: the first
 * values up to the cap are kept and the rest dropped with a warning.
 */
export function capValue(value: string[], maxSelections: number | undefined): string[] {
  if (maxSelections === undefined || value.length <= maxSelections) return value;
  console.warn(
    `widget-select: setValue got ${value.length} values but maxSelections is ${maxSelections}; kept the first ${maxSelections}.`,
  );
  return value.slice(0, maxSelections);
}

/**
 * Every enabled option added after the current selection, in data order,
 * stopping at maxSelections.
 */
export function selectAll<M>(
  current: readonly string[],
  dataset: DataSet<M>,
  isDisabled: (option: Option<M>) => boolean,
  maxSelections: number | undefined,
): string[] {
  const out = current.slice();
  const present = new Set(out);
  for (const option of dataset.options) {
    if (maxSelections !== undefined && out.length >= maxSelections) break;
    const { value } = option;
    if (present.has(value) || isDisabled(option)) continue;
    present.add(value);
    out.push(value);
  }
  return out;
}

/**
 * Remembers the Option of every selected value, so a value whose option
 * left the data (remote results, preserve policy) still renders.
 */
export class SelectionMemory<M> {
  private readonly known = new Map<string, Option<M>>();

  remember(option: Option<M>): void {
    this.known.set(option.value, option);
  }

  get(value: string): Option<M> | undefined {
    return this.known.get(value);
  }

  /** Keeps only the given values. */
  retain(values: readonly string[]): void {
    const keep = new Set(values);
    for (const value of this.known.keys()) if (!keep.has(value)) this.known.delete(value);
  }
}
