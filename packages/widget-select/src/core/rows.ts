/**
 * Visible rows = f(data set, search scores, expansion). A row is an entry
 * index (>= 0) or a group header encoded as -(group + 1), packed in an
 * Int32Array so a 100k-row list costs no object per row.
 */
import type { DataSet } from './dataset';

export interface RowList {
  readonly rows: Int32Array;
  /** Tree nodes shown expanded because a descendant matches the query. */
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
 */
export function computeRows<M>(
  dataset: DataSet<M>,
  scores: Float64Array | null,
  ranked: boolean,
  expanded: ReadonlySet<number>,
): RowList {
  if (dataset.isTree) return treeRows(dataset, scores, expanded);
  const { entries, groups } = dataset;
  const out: number[] = [];
  let optionCount = 0;
  const pushRange = (first: number, end: number) => {
    const matches: number[] = [];
    for (let i = first; i < end; i++) if (!scores || (scores[i] as number) > 0) matches.push(i);
    if (ranked && scores) matches.sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
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

function treeRows<M>(
  dataset: DataSet<M>,
  scores: Float64Array | null,
  expanded: ReadonlySet<number>,
): RowList {
  const { entries } = dataset;
  const out: number[] = [];
  if (!scores) {
    const visit = (index: number) => {
      out.push(index);
      if (expanded.has(index))
        for (const child of (entries[index] as { children: number[] }).children) visit(child);
    };
    entries.forEach((entry, index) => {
      if (entry.parent < 0) visit(index);
    });
    return { rows: Int32Array.from(out), searchExpanded: null, optionCount: out.length };
  }
  // A node is shown when it or a descendant matches; ancestors of matches expand temporarily.
  const shown = new Uint8Array(entries.length);
  const searchExpanded = new Set<number>();
  for (let i = entries.length - 1; i >= 0; i--) {
    if ((scores[i] as number) > 0 || shown[i]) {
      shown[i] = 1;
      const parent = (entries[i] as { parent: number }).parent;
      if (parent >= 0) {
        shown[parent] = 1;
        searchExpanded.add(parent);
      }
    }
  }
  for (let i = 0; i < entries.length; i++) if (shown[i]) out.push(i);
  return { rows: Int32Array.from(out), searchExpanded, optionCount: out.length };
}
