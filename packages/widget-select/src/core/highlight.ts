/**
 * Where the highlight goes: on open and after a query change, on arrow and
 * page keys (the create row sits above the first option), and on typeahead.
 */
import { featureOf } from '../features/registry';
import type { Model } from './model';
import { type Move, moveHighlight } from './navigation';
import { CREATE_ROW } from './state';
import { type Typeahead, typeaheadMatch } from './typeahead';

/** The entry to highlight when the list (re)appears. */
export function defaultHighlight<M>(model: Model<M>): number {
  const { rows, searchExpanded } = model.rows();
  const selected = model.state.value[0];
  if (selected !== undefined && model.state.query.trim() === '') {
    const entry = model.dataset.indexOf(selected);
    if (entry >= 0 && rows.includes(entry) && model.isEntrySelectable(entry)) return entry;
  }
  // Tree search: the first match, not the ancestors shown above it.
  const index = model.results.built;
  const match =
    searchExpanded && index
      ? (featureOf('tree')?.firstMatch(rows, index.scores, model.isEntrySelectable) ?? -1)
      : -1;
  const first = match >= 0 ? match : moveHighlight(rows, -1, 'first', model.isEntrySelectable);
  return first < 0 && model.creation.offered() ? CREATE_ROW : first;
}

/** The highlight after a navigation key. */
export function moved<M>(model: Model<M>, move: Move): number {
  const { rows } = model.rows();
  const current = model.state.highlighted;
  const offered = model.creation.offered();
  const selectable = model.isEntrySelectable;
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
export function typeaheadTarget<M>(model: Model<M>, buffer: Typeahead, char: string, now: number): number {
  const index = model.searchIndex();
  const text = buffer.type(index.normalizeQuery(char) || char, now);
  return typeaheadMatch(
    model.rows().rows,
    model.state.highlighted,
    text,
    (e) => index.labelKey(e),
    model.isEntrySelectable,
  );
}
