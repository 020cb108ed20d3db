import type { State } from './state';

/** The visible rows of a list: what rows.ts and tree-rows.ts produce and the view renders. */
export interface RowList {
  readonly rows: Int32Array;
  /** With a query in a tree: the nodes shown expanded (search-temporary). Null otherwise. */
  readonly searchExpanded: ReadonlySet<number> | null;
  /** Number of option rows (group headers excluded). */
  readonly optionCount: number;
}

/**
 * What of a state the visible rows depend on: the query, the tree's two
 * expansion sets and, with remote data, the query the list answers.
 */
export type RowInputs = Pick<State, 'query' | 'expanded' | 'searchFlipped' | 'remoteShown'>;
