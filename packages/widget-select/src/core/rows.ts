/**
 * Visible rows = f(data set, search scores, expansion). A row is an entry
 * index (>= 0) or a group header encoded as -(group + 1), packed in an
 * Int32Array so a 100k-row list costs no object per row.
 */
import type { DataSet } from './dataset';
import { treeRows } from './tree-rows';

const NONE: ReadonlySet<number> = new Set();

export interface RowList {
  readonly rows: Int32Array;
  /** With a query in a tree: the nodes shown expanded (search-temporary). Null otherwise. */
  readonly searchExpanded: ReadonlySet<number> | null;
  /** Number of option rows (group headers excluded). */
  readonly optionCount: number;
}

export function groupRow(group: number): number {
  return -(group + 1);
}

export function rowGroup(row: number): number {
  return -row - 1;
}

/**
 * @param scores score per entry (0 hides it) or null for "no query"
 * @param ranked sort matches by score (flat lists only; trees keep order)
 * @param expanded manually expanded tree nodes
 * @param flipped tree nodes whose search-default expansion the user flipped
 *   during the current query (see tree.ts SearchExpansion)
 */
export function computeRows<M>(
  dataset: DataSet<M>,
  scores: Float64Array | null,
  ranked: boolean,
  expanded: ReadonlySet<number>,
  flipped: ReadonlySet<number> = NONE,
): RowList {
  if (dataset.isTree) return treeRows(dataset, scores, expanded, flipped);
  const { entries, groups } = dataset;
  const out: number[] = [];
  let optionCount = 0;
  const pushRange = (first: number, end: number) => {
    const matches: number[] = [];
    for (let i = first; i < end; i++) if (!scores || (scores[i] as number) > 0) matches.push(i);
    if (ranked && scores) rankStable(matches, scores);
    optionCount += matches.length;
    return matches;
  };
  let i = 0;
  while (i < entries.length) {
    const group = (entries[i] as { group: number }).group;
    if (group < 0) {
      let end = i;
      while (end < entries.length && (entries[end] as { group: number }).group < 0) end++;
      for (const row of pushRange(i, end)) out.push(row);
      i = end;
    } else {
      const info = groups[group] as { first: number; count: number };
      const end = info.first + info.count;
      const matches = pushRange(i, end);
      if (matches.length > 0) {
        out.push(groupRow(group));
        for (const row of matches) out.push(row);
      }
      i = end;
    }
  }
  return { rows: Int32Array.from(out), searchExpanded: null, optionCount };
}

/**
 * Sorts entry indices by score, highest first, ties in data order. The
 * built-in scorer yields a handful of distinct scores, so bucketing makes
 * this linear; many distinct scores (a custom scorer) fall back to a sort.
 */
function rankStable(matches: number[], scores: Float64Array): void {
  const buckets = new Map<number, number[]>();
  for (const index of matches) {
    const score = scores[index] as number;
    let bucket = buckets.get(score);
    if (!bucket) {
      if (buckets.size >= 16) {
        matches.sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
        return;
      }
      bucket = [];
      buckets.set(score, bucket);
    }
    bucket.push(index);
  }
  if (buckets.size < 2) return;
  let at = 0;
  for (const score of [...buckets.keys()].sort((a, b) => b - a)) {
    for (const index of buckets.get(score) as number[]) matches[at++] = index;
  }
}
