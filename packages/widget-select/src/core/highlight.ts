/**
 * Where the highlight goes: on open and after a query change, on arrow and
 * page keys (the create row sits above the first option), and on typeahead.
 */
import { featureOf } from '../features/registry';
import type { DataSet } from './dataset';
import type { CreationPort } from './host';
import { type Move, moveHighlight } from './navigation';
import type { RowInputs, RowList } from './row-list';
import type { SearchIndex } from './search/engine';
import { CREATE_ROW, type State } from './state';
import { type Typeahead, typeaheadMatch } from './typeahead';

/** The parts of a state the highlight rules read: the list it shows (see RowInputs) and its value. */
export type HighlightState = RowInputs & Pick<State, 'value' | 'highlighted'>;

/**
 * What the highlight rules read beside the state: the visible rows of a
 * state and which entries can be picked. The state itself is an argument,
 * so the rules work on a proposed state (see settle.ts) as on the current one.
 */
export interface HighlightContext<M> {
  readonly dataset: Pick<DataSet<M>, 'indexOf'>;
  readonly creation: Pick<CreationPort, 'offered'>;
  /** The search index if already built (a tree search reads its scores). */
  readonly derivations: { readonly built: Pick<SearchIndex<M>, 'scores'> | null };
  rows(state: RowInputs): RowList;
  searchIndex(): Pick<SearchIndex<M>, 'normalizeQuery' | 'labelKey'>;
  isEntrySelectable(entry: number): boolean;
}

/** The entry to highlight when the list of `state` (re)appears. */
export function defaultHighlight<M>(context: HighlightContext<M>, state: HighlightState): number {
  const { rows, searchExpanded } = context.rows(state);
  const selected = state.value[0];
  if (selected !== undefined && state.query.trim() === '') {
    const entry = context.dataset.indexOf(selected);
    if (entry >= 0 && rows.includes(entry) && context.isEntrySelectable(entry)) return entry;
  }
  // Tree search: the first match, not the ancestors shown above it.
  const index = context.derivations.built;
  const match =
    searchExpanded && index
      ? (featureOf('tree')?.firstMatch(rows, index.scores, context.isEntrySelectable) ?? -1)
      : -1;
  const first = match >= 0 ? match : moveHighlight(rows, -1, 'first', context.isEntrySelectable);
  return first < 0 && context.creation.offered(state.query) ? CREATE_ROW : first;
}

/** The highlight after a navigation key. */
export function moved<M>(context: HighlightContext<M>, state: HighlightState, move: Move): number {
  const { rows } = context.rows(state);
  const current = state.highlighted;
  const offered = context.creation.offered(state.query);
  const selectable = context.isEntrySelectable;
  const first = moveHighlight(rows, -1, 'first', selectable);
  let next: number;
  if (current === CREATE_ROW) {
    if (move === 'next' || move === 'pageDown') next = first;
    else if (move === 'last') next = moveHighlight(rows, -1, 'last', selectable);
    else next = CREATE_ROW;
  } else if (
    offered &&
    (move === 'first' || ((move === 'previous' || move === 'pageUp') && (current === first || current < 0)))
  ) {
    next = CREATE_ROW;
  } else next = moveHighlight(rows, current, move, selectable);
  return next < 0 && offered ? CREATE_ROW : next;
}

/** The entry typeahead moves to for a typed character, or -1. */
export function typeaheadTarget<M>(
  context: HighlightContext<M>,
  state: HighlightState,
  buffer: Typeahead,
  char: string,
  now: number,
): number {
  const index = context.searchIndex();
  const text = buffer.type(index.normalizeQuery(char) || char, now);
  return typeaheadMatch(
    context.rows(state).rows,
    state.highlighted,
    text,
    (e) => index.labelKey(e),
    context.isEntrySelectable,
  );
}
