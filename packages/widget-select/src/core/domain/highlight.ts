/**
 * Where the highlight goes: on open and after a query change, on arrow and
 * page keys (the create row sits above the first option; with `groupSelect`
 * a group's header is a row the keys reach), and on typeahead.
 */
import { featureOf } from '../../features/registry';
import type { DataSet } from './dataset';
import { type Move, moveHighlight } from './navigation';
import type { RowInputs, RowList } from './row-list';
import { rowGroup } from './row-list';
import type { LabelKeys } from './label-keys';
import {
  CREATE_ROW,
  type Highlight,
  highlightedEntry,
  NO_HIGHLIGHT,
  optionHighlight,
  type State,
  sameHighlight,
} from './state';
import type { Typeahead } from './typeahead';
import { typeaheadMatch } from './typeahead-match';

/** The parts of a state the highlight rules read: the list it shows (see RowInputs) and its value. */
export type HighlightState = RowInputs & Pick<State, 'value' | 'highlighted'>;

/**
 * What the highlight rules read beside the state: the visible rows of a
 * state and which entries can be picked. The state itself is an argument,
 * so the rules work on a proposed state (see settle.ts) as on the current one.
 */
export interface HighlightContext<M> {
  readonly dataset: Pick<DataSet<M>, 'indexOf' | 'groups'>;
  readonly options: { readonly multiple: boolean; readonly groupSelect: boolean };
  /** Whether the create row is offered for a query (tag creation). */
  readonly creation: { offered(query: string): boolean };
  rows(state: RowInputs): RowList;
  /** The labels typeahead matches (shared with the search index). */
  typeaheadKeys(): Pick<LabelKeys, 'normalizeQuery' | 'labelKey'>;
  isEntrySelectable(entry: number): boolean;
}

/** What to highlight when the list of `state` (re)appears: an option (never a header), else the create row. */
export function defaultHighlight<M>(context: HighlightContext<M>, state: HighlightState): Highlight {
  const { rows, matches } = context.rows(state);
  const selected = state.value[0];
  if (selected !== undefined && state.query.trim() === '') {
    const entry = context.dataset.indexOf(selected);
    if (entry >= 0 && rows.includes(entry) && context.isEntrySelectable(entry)) return optionHighlight(entry);
  }
  // Tree search (local or remote): the first match, not the ancestors shown above it.
  const match = matches
    ? (featureOf('tree')?.firstMatch(rows, matches, context.isEntrySelectable) ?? -1)
    : -1;
  const first =
    match >= 0
      ? optionHighlight(match)
      : moveHighlight(rows, NO_HIGHLIGHT, 'first', selectableOption(context));
  return first.kind === 'none' && context.creation.offered(state.query) ? CREATE_ROW : first;
}

/** A row that is an option that can be picked. */
function selectableOption<M>(context: HighlightContext<M>): (row: number) => boolean {
  return (row) => row >= 0 && context.isEntrySelectable(row);
}

/**
 * The rows the keys move over: the options that can be picked, and with
 * `groupSelect` (multiple) the headers of groups that have one.
 */
function keyboardRows<M>(context: HighlightContext<M>): (row: number) => boolean {
  const { multiple, groupSelect } = context.options;
  if (!multiple || !groupSelect) return selectableOption(context);
  return (row) => (row >= 0 ? context.isEntrySelectable(row) : groupHasSelectable(context, rowGroup(row)));
}

function groupHasSelectable<M>(context: HighlightContext<M>, group: number): boolean {
  const range = context.dataset.groups[group];
  if (!range) return false;
  for (let entry = range.first; entry < range.first + range.count; entry++)
    if (context.isEntrySelectable(entry)) return true;
  return false;
}

/** The highlight after a navigation key. */
export function moved<M>(context: HighlightContext<M>, state: HighlightState, move: Move): Highlight {
  const { rows } = context.rows(state);
  const current = state.highlighted;
  const offered = context.creation.offered(state.query);
  const canHighlight = keyboardRows(context);
  const first = moveHighlight(rows, NO_HIGHLIGHT, 'first', canHighlight);
  let next: Highlight;
  if (current.kind === 'create') {
    if (move === 'next' || move === 'pageDown') next = first;
    else if (move === 'last') next = moveHighlight(rows, NO_HIGHLIGHT, 'last', canHighlight);
    else next = CREATE_ROW;
  } else if (
    offered &&
    (move === 'first' ||
      ((move === 'previous' || move === 'pageUp') &&
        (sameHighlight(current, first) || current.kind === 'none')))
  ) {
    next = CREATE_ROW;
  } else next = moveHighlight(rows, current, move, canHighlight);
  return next.kind === 'none' && offered ? CREATE_ROW : next;
}

/** The entry typeahead moves to for a typed key, or -1 (searching on from the highlighted option, or from where an opening key starts). */
export function typeaheadTarget<M>(
  context: HighlightContext<M>,
  state: HighlightState,
  buffer: Typeahead,
  key: { readonly char: string; readonly now: number; readonly opening: boolean },
): number {
  const index = context.typeaheadKeys();
  const text = buffer.type(index.normalizeQuery(key.char) || key.char, key.now);
  return typeaheadMatch(
    context.rows(state).rows,
    key.opening ? openingStart(context, state) : highlightedEntry(state.highlighted),
    text,
    (e) => index.labelKey(e),
    context.isEntrySelectable,
  );
}

/**
 * Where typeahead on a closed control starts, as on a native select: after
 * the selected option of a single select (even one that cannot take the
 * highlight), else at the top (-1).
 */
function openingStart<M>(context: HighlightContext<M>, state: HighlightState): number {
  const selected = state.value[0];
  return selected === undefined || context.options.multiple ? -1 : context.dataset.indexOf(selected);
}
