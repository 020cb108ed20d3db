/**
 * Visible rows = f(data set, search scores, expansion). A row is an entry index (>= 0) or a group header
 * encoded as -(group + 1), packed in an Int32Array so a 100k-row list costs no object per row.
 */

import { treeFeature } from '../../features/registry';
import type { DataSet } from './dataset';
import { groupRow, type RowList } from './row-list';
import { NO_LOADS, NO_NODES } from './state';

export type { RowList } from './row-list';

/** What a query left: a score per entry (0 hides it) and the matches in data order. */
export interface SearchHits {
  readonly scores: Float64Array;
  readonly matches: Int32Array;
}

export { groupRow, nodeStatusRow, rowGroup, statusNode } from './row-list';

/**
 * @param hits the query's scores and matches, or null for "no query"
 * @param rank orders matches by score (flat lists only; trees keep order), or null to keep data order
 * @param expanded manually expanded tree nodes
 * @param flipped tree nodes whose search-default expansion the user flipped
 *   during the current query (`State.searchFlipped`)
 * @param loads lazy tree nodes loading or failed (`State.nodeLoads`): a status row follows each shown expanded one
 */
export function computeRows<M>(
  dataset: DataSet<M>,
  hits: SearchHits | null,
  rank: ((run: Int32Array) => Int32Array) | null,
  expanded: ReadonlySet<number>,
  flipped: ReadonlySet<number> = NO_NODES,
  loads: ReadonlyMap<string, unknown> = NO_LOADS,
): RowList {
  if (dataset.isTree) {
    const list = treeFeature().rows(dataset, hits?.scores ?? null, expanded, flipped, loads);
    // The matches' ancestors are rows too, but only the matches match (selectAll's 'matching' scope).
    return hits ? { ...list, matches: hits.matches.slice() } : list;
  }
  const matches = hits ? hits.matches : identity(dataset.size);
  if (dataset.groups.length === 0) {
    const rows = rank && hits ? rank(matches) : hits ? matches.slice() : matches;
    return { rows, searchExpanded: null, optionCount: rows.length };
  }
  // Grouped: each group's matches are a contiguous run of `matches`; a group with none shows no header.
  const { entries } = dataset;
  const out = new Int32Array(matches.length + dataset.groups.length);
  let length = 0;
  let k = 0;
  while (k < matches.length) {
    const group = (entries[matches[k] as number] as { group: number }).group;
    let end = k + 1;
    while (end < matches.length && (entries[matches[end] as number] as { group: number }).group === group)
      end++;
    const run = matches.subarray(k, end);
    if (group >= 0) out[length++] = groupRow(group);
    out.set(rank && hits ? rank(run) : run, length);
    length += run.length;
    k = end;
  }
  return { rows: out.slice(0, length), searchExpanded: null, optionCount: matches.length };
}

/** A fresh array each time: the view keeps a list's row elements only while the array is the same. */
function identity(size: number): Int32Array {
  const rows = new Int32Array(size);
  for (let i = 0; i < size; i++) rows[i] = i;
  return rows;
}

/**
 * The rows without the selected options (`hideSelected`), and without the headers of groups left empty. A
 * flat list only: a tree keeps its rows.
 */
export function withoutSelected<M>(dataset: DataSet<M>, list: RowList, value: readonly string[]): RowList {
  if (value.length === 0 || dataset.isTree) return list;
  const selected = new Set(value);
  const { rows } = list;
  const out = new Int32Array(rows.length);
  let length = 0;
  let optionCount = 0;
  // A group's header waits for the first of its rows that stays (headers are negative; 0: none waiting).
  let waitingHeader = 0;
  for (const row of rows) {
    if (row < 0) waitingHeader = row;
    else if (!selected.has((dataset.options[row] as { value: string }).value)) {
      if (waitingHeader < 0) out[length++] = waitingHeader;
      waitingHeader = 0;
      out[length++] = row;
      optionCount++;
    }
  }
  return { rows: out.slice(0, length), searchExpanded: list.searchExpanded, optionCount };
}

/**
 * `selectedFirst`: the rows of the given values first, in the order shown, then the others, inside each
 * group (a header stays above its rows). A flat list only.
 */
export function selectedFirst<M>(dataset: DataSet<M>, list: RowList, values: readonly string[]): RowList {
  const first = new Set(values);
  const isFirst = (row: number) => first.has((dataset.options[row] as { value: string }).value);
  let out: number[] = [];
  let run: number[] = [];
  // concat, not push(...): a run may hold 100,000 rows, too many arguments for one call.
  const flush = () => {
    out = out.concat(
      run.filter(isFirst),
      run.filter((row) => !isFirst(row)),
    );
    run = [];
  };
  for (const row of list.rows) {
    if (row < 0) {
      flush();
      out.push(row);
    } else run.push(row);
  }
  flush();
  return { ...list, rows: Int32Array.from(out) };
}
