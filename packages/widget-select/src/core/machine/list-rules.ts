/**
 * The seam to the rules of a shown list, which travel with the open list's
 * chunk: the visible rows (core/domain/rows.ts: grouping, ranking,
 * `hideSelected`, `selectedFirst`) and where the highlight goes
 * (core/domain/highlight.ts, navigation.ts: on open, on arrows, on
 * typeahead). A closed control shows its value, tags and validity without
 * them; every state that reads rows is an open list's (the rows the keys
 * move over, Enter, typeahead, which opens the list) or a matching
 * selection's. The chunk provides them as it loads (open-list/index.ts),
 * with the search engine, which it provides after them; the script-tag
 * build and the tests have both from the start.
 *
 * Until they are there, the rows are not known: the derivations show none
 * and complete them with a `searchCompleted` dispatch when the chunk comes
 * (as a query's rows before the search engine), a list opened meanwhile
 * highlights nothing and takes its default highlight then, and the
 * controller holds the actions that read rows and every action after them
 * (held-actions.ts).
 */
import type {
  defaultHighlight,
  HighlightContext,
  HighlightState,
  moved,
  typeaheadTarget,
} from '../domain/highlight';
import type { Move } from '../domain/navigation';
import type { computeRows, selectedFirst, withoutSelected } from '../domain/rows';
import { CREATE_ROW, type Highlight, NO_HIGHLIGHT } from '../domain/state';
import type { Typeahead } from '../domain/typeahead';

export interface ListRules {
  readonly computeRows: typeof computeRows;
  readonly selectedFirst: typeof selectedFirst;
  readonly withoutSelected: typeof withoutSelected;
  readonly defaultHighlight: typeof defaultHighlight;
  readonly moved: typeof moved;
  readonly typeaheadTarget: typeof typeaheadTarget;
}

/** The list's rules, once the open list's chunk is there. */
export let listRules: ListRules | null = null;

/** Called once by the open list's chunk as it loads, before it provides the search engine (whose waiters read rows). */
export function provideListRules(given: ListRules): void {
  listRules = given;
}

/**
 * What to highlight when the list of `state` (re)appears. Before the chunk:
 * nothing (the create row when it is offered, as with no rows), and the
 * rows read here wait for it and come back whole with a dispatch that
 * highlights anew.
 */
export function listHighlight<M>(context: HighlightContext<M>, state: HighlightState): Highlight {
  if (listRules) return listRules.defaultHighlight(context, state);
  context.rows(state);
  return context.creation.offered(state.query) ? CREATE_ROW : NO_HIGHLIGHT;
}

/** The highlight after a navigation key (held until the chunk is there: the highlight stays meanwhile). */
export function movedHighlight<M>(
  context: HighlightContext<M>,
  state: HighlightState,
  move: Move,
): Highlight {
  return listRules ? listRules.moved(context, state, move) : state.highlighted;
}

/** The entry typeahead moves to, or -1 (held until the chunk is there: none meanwhile). */
export function typeaheadEntry<M>(
  context: HighlightContext<M>,
  state: HighlightState,
  buffer: Typeahead,
  key: { readonly char: string; readonly now: number; readonly opening: boolean },
): number {
  return listRules ? listRules.typeaheadTarget(context, state, buffer, key) : -1;
}
