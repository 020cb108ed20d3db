/**
 * The seam to the search engine (core/domain/search/engine.ts), which
 * travels with the open list's chunk: a closed control shows its value and
 * moves by typeahead (the label keys, which the core keeps) without it, and
 * the matches of a query are only ever shown in the list. The chunk
 * provides it as it loads (open-list/index.ts); the script-tag build and
 * the tests have it from the start. Until it is there the rows of a query
 * are not known yet: the derivations show none and complete when it comes,
 * and the controller holds the actions that read them (see
 * `Controller.send`), so nothing is decided on rows that are not the query's.
 */
import type { Option } from '../../types';
import type { SearchConfig, SearchIndex } from '../domain/search/engine';
import type { SearchKeys } from '../domain/search/keys';

/** Makes the search index of a data set, on the label keys the core built already. */
export type SearchEngine = <M>(
  options: readonly Option<M>[],
  config: SearchConfig<M>,
  label: SearchKeys,
) => SearchIndex<M>;

let engine: SearchEngine | null = null;
const waiting = new Set<() => void>();
let load: (() => void) | null = null;

/** The engine, once the open list's chunk is there. */
export function searchEngine(): SearchEngine | null {
  return engine;
}

/** Called once by the open list's chunk as it loads: whoever waited for the engine goes on, in the order they began waiting. */
export function provideSearchEngine(given: SearchEngine): void {
  engine = given;
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
}

/**
 * Runs `run` once the engine is there; returns what cancels it. `ask`:
 * something a user or an app did waits for it, so the chunk is asked for
 * now rather than at idle.
 */
export function whenSearchEngine(run: () => void, ask: boolean): () => void {
  waiting.add(run);
  if (ask) load?.();
  return () => {
    waiting.delete(run);
  };
}

/** How the page asks for the chunk that brings the engine (the view's open list slot). */
export function loadSearchEngineWith(given: () => void): void {
  load = given;
}
