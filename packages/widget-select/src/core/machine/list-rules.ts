/**
 * The seam to the rules of a shown list, which travel with the open list's
 * chunk: the visible rows (core/domain/rows.ts: grouping, ranking,
 * `hideSelected`, `selectedFirst`) and where the highlight goes
 * (core/domain/highlight.ts, navigation.ts: on open, on arrows, on
 * typeahead), the derivations of a shown list (list-derivations.ts: the
 * rows' cache, the search index, the progressive search) and the
 * reducer's transitions of a list's actions (list-transitions.ts: the
 * highlight's moves, Enter, a group's or the matches' selection). A closed
 * control shows its value, tags and validity without
 * them; every state that reads rows is an open list's (the rows the keys
 * move over, Enter, typeahead, which opens the list) or a matching
 * selection's. The chunk provides them once it and every feature's list
 * part are there (a tree's rows are in the tree's part), with the search
 * engine, which it provides after them (open-list/index.ts, installed by
 * view/open-list-slot.ts); the script-tag build and the tests have both
 * from the start.
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
  typeaheadTarget,
} from '../domain/highlight';
import type { computeRows, selectedFirst, withoutSelected } from '../domain/rows';
import { CREATE_ROW, type Highlight, NO_HIGHLIGHT, type State } from '../domain/state';
import type { Typeahead } from '../domain/typeahead';
import type { listDerivations } from './list-derivations';
import type { matchingCount, reduceInList } from './list-transitions';
import type { Reduced, ReducerContext } from './transition';
import type { Action } from './vocabulary';

export interface ListRules {
  readonly computeRows: typeof computeRows;
  readonly selectedFirst: typeof selectedFirst;
  readonly withoutSelected: typeof withoutSelected;
  readonly defaultHighlight: typeof defaultHighlight;
  readonly typeaheadTarget: typeof typeaheadTarget;
  /** The derivations of a shown list, one per controller. */
  readonly derivations: typeof listDerivations;
  /** What a list's action changes (the reducer hands it the ones only a shown list reaches). */
  readonly reduce: typeof reduceInList;
  /** How many enabled options match the query (the select-all header's count). */
  readonly matchingCount: typeof matchingCount;
}

/** The list's rules, once the open list's chunk is there. */
export let listRules: ListRules | null = null;

/** Called by the open list's chunk once every list part is there, before it provides the search engine (whose waiters read rows). */
export function provideListRules(given: ListRules): void {
  listRules = given;
}

/**
 * A list part named after the rules were installed (a feature imported
 * later) is not there yet: rows are not known until it is, as before the
 * chunk, and the actions that read them wait for the rules' next
 * installation, whose engine runs its waiters again.
 */
export function withdrawListRules(): void {
  listRules = null;
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

/** The entry typeahead moves to, or -1 (held until the chunk is there: none meanwhile). */
export function typeaheadEntry<M>(
  context: HighlightContext<M>,
  state: HighlightState,
  buffer: Typeahead,
  key: { readonly char: string; readonly now: number; readonly opening: boolean },
): number {
  return listRules ? listRules.typeaheadTarget(context, state, buffer, key) : -1;
}

/**
 * The transition of a row's pick (pick-transition.ts), handed the reducer
 * for a pick that only closes the list. Declared here, not as the type of
 * that module's function, so this seam imports nothing of what it waits for.
 */
export type PickTransition = <M>(
  state: State,
  entry: number,
  context: ReducerContext<M>,
  reduce: <N>(state: State, action: Action, context: ReducerContext<N>) => Reduced,
) => Reduced;

/**
 * A row's pick, once the open list's chunk or the plugins feature is there.
 * Until then a pick waits with the actions that read rows (held-actions.ts).
 */
export let pickTransition: PickTransition | null = null;

/** Called by the open list's chunk and the plugins feature as they load: a closed control picks no row. */
export function providePickTransition(given: PickTransition): void {
  pickTransition = given;
}
