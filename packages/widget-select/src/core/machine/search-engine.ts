/**
 * The seam to the search engine (core/domain/search/engine.ts) and the
 * search keys it searches (the label keys, label-keys.ts, and the plain
 * keys, search/plain-keys.ts, with the normalization), which travel with
 * the open list's chunk: a closed control shows its value without them,
 * the matches of a query are only ever shown in the list, and typeahead,
 * which reads the label keys, is one of the list's rules (list-rules.ts),
 * provided by the same chunk. The chunk provides it once it and every
 * feature's list part are there (open-list/index.ts, installed by
 * view/open-list-slot.ts); the script-tag build and the tests have it from
 * the start. Until it is there the rows of a query are not known yet: the
 * derivations show none and complete when it comes, and the controller
 * holds the actions that read them (see `Controller.send`), so nothing is
 * decided on rows that are not the query's.
 */
import type { Option } from '../../types';
import type { LabelKeys } from '../domain/label-keys';
import type { SearchConfig, SearchIndex } from '../domain/search/engine';
import type { SearchKeys } from '../domain/search/keys';

/** What the open list's chunk brings to search a data set; the derivations keep what it makes, once per data set. */
export interface SearchEngine {
  /** Makes the search index of a data set, on its label keys. */
  index<M>(options: readonly Option<M>[], config: SearchConfig<M>, label: SearchKeys): SearchIndex<M>;
  /** Makes the label keys of a data set, which typeahead reads and the index searches (built as they are read). */
  labelKeys(options: readonly Option<unknown>[], accentInsensitive: boolean): LabelKeys;
}

let engine: SearchEngine | null = null;
const waiting = new Set<() => void>();
let load: (() => void) | null = null;

/** The engine, once the open list's chunk is there. */
export function searchEngine(): SearchEngine | null {
  return engine;
}

/** Called by the open list's chunk as its rules are installed: whoever waited for the engine goes on, in the order they began waiting. */
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
