/**
 * What the selection actions change, as functions of the state and a
 * context (the data set, the options, which entries can be picked): the
 * reducer half of the Controller's pick, remove, setValue and selectAll
 * (the tags' reorder is the tags feature's: features/tags/transitions.ts).
 * They decide; the Controller dispatches what they return.
 */
import { treeFeature } from '../../features/registry';
import type { Option } from '../../types';
import type { ResolvedOptions } from './configuration';
import type { DataSet } from '../domain/dataset';
import * as selection from '../domain/selection';
import type { State } from '../domain/state';
import type { Notice } from './actions';

export interface SelectionContext<M> {
  readonly options: ResolvedOptions<M>;
  readonly dataset: DataSet<M>;
  isEntrySelectable(entry: number): boolean;
  isDisabled(option: Option<M>): boolean;
  /** A value as the world sees it: a multiple tree's in the shape of `treeValue` (what `maxSelections` counts). */
  publicValue?(value: readonly string[]): readonly string[];
}

/** How many values `maxSelections` counts in `value`. */
export function counted<M>(context: SelectionContext<M>, value: readonly string[]): number {
  return context.publicValue ? context.publicValue(value).length : value.length;
}

/** The value without `value` (and, in a multiple tree, what the cascade takes with it). */
export function removal<M>(context: SelectionContext<M>, state: State, value: string): string[] {
  return context.options.multiple && context.dataset.isTree
    ? treeFeature().remove(context.dataset, state.value, [value], (e) => context.isEntrySelectable(e))
    : selection.unpick(state.value, value);
}

/** A normalized value as setValue applies it: tree parents settled, capped by maxSelections. */
export function settledValue<M>(context: SelectionContext<M>, value: string[]): string[] {
  const { options, dataset } = context;
  if (!options.multiple || !dataset.isTree) return selection.capValue(value, options.maxSelections);
  const selectable = (e: number) => context.isEntrySelectable(e);
  const settled = treeFeature().settle(dataset, value, selectable);
  const shown = context.publicValue?.(settled) ?? settled;
  const { maxSelections } = options;
  if (maxSelections === undefined || shown.length <= maxSelections) return settled;
  // Capped in the shape `maxSelections` counts, then settled again.
  return treeFeature().settle(dataset, selection.capValue(shown.slice(), maxSelections), selectable);
}

/** Multiple mode: every enabled option added, capped. */
export function allSelected<M>(context: SelectionContext<M>, state: State): readonly string[] {
  const { options, dataset } = context;
  if (dataset.isTree) {
    const selectable = (e: number) => context.isEntrySelectable(e);
    const cap = options.maxSelections;
    // Counted in the shape of `treeValue`: everything may fit though every node would not.
    const all = treeFeature().selectAll(dataset, state.value, selectable, undefined);
    if (cap === undefined || counted(context, all) <= cap) return all;
    return treeFeature().selectAll(dataset, state.value, selectable, cap);
  }
  return selection.selectAll(
    state.value,
    dataset,
    (option) => context.isDisabled(option),
    options.maxSelections,
  );
}

/**
 * A select-all the cap cut short: the `maximum` notice naming the first enabled option (of `entries`,
 * the ones matching a query, when given) left out, which in a tree can happen below the cap (a branch
 * that does not fit whole); null when nothing was left out.
 */
export function capRefusal<M>(
  context: SelectionContext<M>,
  value: readonly string[],
  entries?: Iterable<number>,
): Notice | null {
  const limit = context.options.maxSelections;
  if (limit === undefined || (value.length < limit && !context.dataset.isTree)) return null;
  const chosen = new Set(value);
  for (const entry of entries ?? context.dataset.options.keys()) {
    const option = context.dataset.options[entry];
    if (option && !chosen.has(option.value) && context.isEntrySelectable(entry))
      return { name: 'maximum', payload: { limit, option } };
  }
  return null;
}
