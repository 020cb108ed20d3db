/**
 * The search engine is a part loaded on demand: the core reads it through
 * this port, which the facade hands each widget, and never waits for it.
 * A query that needs it before it is there shows its rows pending, as a
 * large list's progressive search does, and the full results come later
 * as a `searchCompleted` of their own.
 */
import type { SearchIndex } from '../domain/search/engine';

/** The engine's module. */
export interface SearchEngine {
  readonly SearchIndex: typeof SearchIndex;
}

/** What the core asks of the search engine's part. */
export interface SearchEnginePort {
  /** The engine, or undefined until its chunk is there. */
  get(): SearchEngine | undefined;
  /**
   * Asks for the engine: `then` runs once it is there, `failed` with a
   * `load-failed` SelectWidgetError if it cannot be fetched. Returns what
   * cancels the wait.
   */
  ask(then: () => void, failed: (error: Error) => void): () => void;
}

/** A widget given no engine: a query's rows stay pending (a core used without the facade). */
export const noSearchEngine: SearchEnginePort = {
  get: () => undefined,
  ask: () => () => {},
};
