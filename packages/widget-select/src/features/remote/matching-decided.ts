/**
 * Whether the pages loaded so far already decide a select-all-matching or a
 * clear-matching, so the sweep over a paged source stops (or never starts):
 * the rest of the pages cannot change the outcome.
 */
import type { DataSet } from '../../core/domain/dataset';
import { matchingEntries, type RowInputs, type RowList } from '../../core/domain/row-list';
import type { State } from '../../core/domain/state';

/** What the decision reads: the cap, the data set, which entries can be picked, the rows a query shows. */
export interface MatchingContext<M> {
  readonly options: { readonly maxSelections?: number };
  readonly dataset: Pick<DataSet<M>, 'options' | 'byValue'>;
  isEntrySelectable(entry: number): boolean;
  rows(state: RowInputs): RowList;
}

/** Whether loading more pages can no longer change `sweep`'s outcome for `state`. */
export function matchingDecided<M>(
  context: MatchingContext<M>,
  state: State,
  sweep: 'selectAll' | 'clearMatching',
): boolean {
  if (sweep === 'selectAll') return capReached(context, state);
  // Clear matching: every selected value is among the loaded options, so no unloaded page holds one.
  return state.value.every((value) => context.dataset.byValue.has(value));
}

/**
 * Select all matching: more enabled matches loaded than `maxSelections`
 * leaves room for, so the selection is capped whatever the other pages hold.
 */
function capReached<M>(context: MatchingContext<M>, state: State): boolean {
  const limit = context.options.maxSelections;
  if (limit === undefined) return false;
  const chosen = new Set(state.value);
  let wanted = chosen.size;
  const entries = state.query.trim() === '' ? null : matchingEntries(context, state);
  for (const entry of entries ?? context.dataset.options.keys()) {
    if (wanted > limit) break;
    const value = context.dataset.options[entry]?.value;
    if (value !== undefined && !chosen.has(value) && context.isEntrySelectable(entry)) wanted++;
  }
  return wanted > limit;
}
