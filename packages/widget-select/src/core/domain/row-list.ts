import { groupHighlight, type Highlight, optionHighlight, type State } from './state';

/**
 * A row is an entry index (>= 0) or a group header, encoded as
 * -(group + 1): the header of group 0 is -1, of group 1 is -2.
 */
export function groupRow(group: number): number {
  return -(group + 1);
}

/** The group of a header row (see groupRow). */
export function rowGroup(row: number): number {
  return -row - 1;
}

/** The highlight of a row: its option, or its group's header. */
export function rowHighlight(row: number): Highlight {
  return row >= 0 ? optionHighlight(row) : groupHighlight(rowGroup(row));
}

/** The row a highlight sits on, or null (nothing, or the create row, which is no row of the list). */
export function highlightRow(highlight: Highlight): number | null {
  if (highlight.kind === 'option') return highlight.entry;
  if (highlight.kind === 'group') return groupRow(highlight.group);
  return null;
}

/**
 * Rows at or below this value are the loading / error row of a lazy tree
 * node, encoded as NODE_STATUS - entry: far below every group header.
 */
const NODE_STATUS = -(2 ** 30);

/** The status row (loading, error) shown under a lazy tree node. */
export function nodeStatusRow(entry: number): number {
  return NODE_STATUS - entry;
}

/** The node of a status row, or -1 when `row` is not one. */
export function statusNode(row: number): number {
  return row <= NODE_STATUS ? NODE_STATUS - row : -1;
}

/** The visible rows of a list: what rows.ts and tree-rows.ts produce and the view renders. */
export interface RowList {
  readonly rows: Int32Array;
  /** With a query in a tree: the nodes shown expanded (search-temporary). Null otherwise. */
  readonly searchExpanded: ReadonlySet<number> | null;
  /** Number of option rows (group headers excluded). */
  readonly optionCount: number;
  /**
   * With a query in a tree (a local search or a remote answer): the entries
   * that match it themselves, in data order (the rows also show the
   * ancestors on the way to them).
   */
  readonly matches?: Int32Array;
}

/**
 * What of a state the visible rows depend on: the query, the tree's two
 * expansion sets and its nodes' loads (their status rows), with remote data the query the list answers, and with
 * `hideSelected` the value (with `selectedFirst` the value at opening).
 */
export type RowInputs = Pick<
  State,
  'query' | 'expanded' | 'searchFlipped' | 'remoteShown' | 'value' | 'nodeLoads' | 'openedWith'
>;

/**
 * The entries of the options that match the query of `state` (every option
 * when there is none), as the list shows them whatever `hideSelected` hides.
 */
export function matchingEntries(context: { rows(state: RowInputs): RowList }, state: RowInputs): number[] {
  const { rows, matches } = context.rows({ ...state, value: [] });
  if (matches) return Array.from(matches);
  const entries: number[] = [];
  for (const row of rows) if (row >= 0) entries.push(row);
  return entries;
}
