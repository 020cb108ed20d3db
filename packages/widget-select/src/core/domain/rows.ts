/**
 * Visible rows = f(data set, search scores, expansion). A row is an entry
 * index (>= 0) or a group header encoded as -(group + 1), packed in an
 * Int32Array so a 100k-row list costs no object per row.
 */

import { treeFeature } from '../../features/registry';
import type { DataSet } from './dataset';
import { groupRow, type RowList } from './row-list';

const NONE: ReadonlySet<number> = new Set();
const NO_LOADS: ReadonlyMap<string, unknown> = new Map();
/** Above this many distinct scores (a custom scorer), ranking sorts instead of bucketing. */
const MAX_BUCKETS = 16;

export type { RowList } from './row-list';

/** What a query left: a score per entry (0 hides it) and the matches in data order. */
export interface SearchHits {
  readonly scores: Float64Array;
  readonly matches: Int32Array;
}

export { groupRow, nodeStatusRow, rowGroup, statusNode } from './row-list';

/**
 * @param hits the query's scores and matches, or null for "no query"
 * @param ranked sort matches by score (flat lists only; trees keep order)
 * @param expanded manually expanded tree nodes
 * @param flipped tree nodes whose search-default expansion the user flipped
 *   during the current query (`State.searchFlipped`)
 * @param loads lazy tree nodes loading or failed (`State.nodeLoads`): a status row follows each shown expanded one
 */
export function computeRows<M>(
  dataset: DataSet<M>,
  hits: SearchHits | null,
  ranked: boolean,
  expanded: ReadonlySet<number>,
  flipped: ReadonlySet<number> = NONE,
  loads: ReadonlyMap<string, unknown> = NO_LOADS,
): RowList {
  if (dataset.isTree) {
    const list = treeFeature().rows(dataset, hits?.scores ?? null, expanded, flipped, loads);
    // The matches' ancestors are rows too, but only the matches match (selectAll's 'matching' scope).
    return hits ? { ...list, matches: hits.matches.slice() } : list;
  }
  const matches = hits ? hits.matches : identity(dataset.size);
  const scores = ranked && hits ? hits.scores : null;
  if (dataset.groups.length === 0) {
    const rows = scores ? rank(matches, scores) : hits ? matches.slice() : matches;
    return { rows, searchExpanded: null, optionCount: rows.length };
  }
  // Grouped: each group's matches are a contiguous run of `matches`; a group
  // with none shows no header.
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
    out.set(scores ? rank(run, scores) : run, length);
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
 * A new array of `matches` ordered by score, highest first, ties in data
 * order. The built-in scorer of a flat list yields two scores (label
 * prefix, label), so one pass splits them; a few more distinct scores are
 * counted into buckets, many (a custom scorer) sorted.
 */
function rank(matches: Int32Array, scores: Float64Array): Int32Array {
  const length = matches.length;
  const out = new Int32Array(length);
  // One pass: the first score met fills `out` from the front, a second one from the back (reversed).
  let first = Number.NaN;
  let second = Number.NaN;
  let front = 0;
  let back = 0;
  for (let k = 0; k < length; k++) {
    const index = matches[k] as number;
    const score = scores[index] as number;
    if (score === first) out[front++] = index;
    else if (score === second) out[length - 1 - back++] = index;
    else if (front === 0) {
      first = score;
      out[front++] = index;
    } else if (back === 0) {
      second = score;
      out[length - 1 - back++] = index;
    } else return rankBuckets(matches, scores);
  }
  out.subarray(front).reverse();
  if (back === 0 || first > second) return out;
  // The second score is the higher one: swap the two runs (reverse all, then each run).
  out.reverse();
  out.subarray(0, back).reverse();
  out.subarray(back).reverse();
  return out;
}

/** rank for three or more distinct scores: counted into buckets, or sorted when there are many. */
function rankBuckets(matches: Int32Array, scores: Float64Array): Int32Array {
  // The distinct scores, found with a loop over a small typed array (no generic array search per match).
  const distinct = new Float64Array(MAX_BUCKETS);
  let kinds = 0;
  let previous = Number.NaN;
  for (let k = 0; k < matches.length; k++) {
    const score = scores[matches[k] as number] as number;
    if (score === previous) continue;
    previous = score;
    let b = 0;
    while (b < kinds && distinct[b] !== score) b++;
    if (b < kinds) continue;
    if (kinds === MAX_BUCKETS) {
      return matches.slice().sort((x, y) => (scores[y] as number) - (scores[x] as number) || x - y);
    }
    distinct[kinds++] = score;
  }
  const order = Array.from(distinct.subarray(0, kinds)).sort((x, y) => y - x);
  const out = new Int32Array(matches.length);
  const starts = new Int32Array(kinds);
  const bucketOf = (score: number) => {
    let b = 0;
    while (order[b] !== score) b++;
    return b;
  };
  for (let k = 0; k < matches.length; k++) {
    const bucket = bucketOf(scores[matches[k] as number] as number);
    starts[bucket] = (starts[bucket] as number) + 1;
  }
  for (let b = 0, at = 0; b < kinds; b++) {
    const size = starts[b] as number;
    starts[b] = at;
    at += size;
  }
  for (let k = 0; k < matches.length; k++) {
    const index = matches[k] as number;
    const bucket = bucketOf(scores[index] as number);
    out[starts[bucket] as number] = index;
    starts[bucket] = (starts[bucket] as number) + 1;
  }
  return out;
}

/**
 * The rows without the selected options (`hideSelected`), and without the
 * headers of groups left empty. A flat list only: a tree keeps its rows.
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
 * `selectedFirst`: the rows of the given values first, in the order shown,
 * then the others, inside each group (a header stays above its rows). A
 * flat list only.
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
