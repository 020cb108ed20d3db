/**
 * Visible rows of a tree: a flat Int32Array recomputed only when expansion,
 * the query or the data change (rows.ts memoises it). Both passes are
 * linear and iterative, so a 100k-node tree, or a node with 10k children,
 * costs one scan — no recursion, no indexOf.
 */
import type { DataSet } from '../../core/domain/dataset';
import { groupRow, nodeStatusRow, type RowList } from '../../core/domain/row-list';
import { hasChildren, subtreeEnd } from './structure';

/** Collects rows and puts a group header before the first row of each group. */
class RowSink {
  readonly out: number[] = [];
  private group = -1;
  count = 0;

  push(entry: number, group: number): void {
    if (group >= 0 && group !== this.group) this.out.push(groupRow(group));
    this.group = group;
    this.out.push(entry);
    this.count++;
  }

  /** The loading / error row under a lazy node (no option: not counted). */
  status(entry: number): void {
    this.out.push(nodeStatusRow(entry));
  }
}

const NO_ENTRIES: ReadonlySet<number> = new Set();

/** The entries of the nodes a load is under way or failed for. */
function loadingEntries<M>(dataset: DataSet<M>, loads: ReadonlyMap<string, unknown>): ReadonlySet<number> {
  if (loads.size === 0) return NO_ENTRIES;
  const out = new Set<number>();
  for (const value of loads.keys()) {
    const entry = dataset.indexOf(value);
    if (entry >= 0) out.add(entry);
  }
  return out;
}

/**
 * @param scores score per entry (0 hides it), or null when there is no query
 * @param expanded manually expanded nodes (used without a query)
 * @param flipped nodes whose search-default expansion the user flipped
 * @param loads lazy nodes (by value) loading or failed: each one shown
 *   expanded is followed by its status row
 */
export function treeRows<M>(
  dataset: DataSet<M>,
  scores: Float64Array | null,
  expanded: ReadonlySet<number>,
  flipped: ReadonlySet<number>,
  loads: ReadonlyMap<string, unknown> = new Map(),
): RowList {
  const loading = loadingEntries(dataset, loads);
  return scores ? searchRows(dataset, scores, flipped, loading) : browseRows(dataset, expanded, loading);
}

/** No query: depth-first, skipping the subtree of every collapsed node. */
function browseRows<M>(
  dataset: DataSet<M>,
  expanded: ReadonlySet<number>,
  loading: ReadonlySet<number>,
): RowList {
  const { entries } = dataset;
  const sink = new RowSink();
  // Entries are depth-first: a collapsed node jumps past its own subtree.
  let i = 0;
  while (i < entries.length) {
    const entry = entries[i] as { group: number; children: number[] };
    sink.push(i, entry.group);
    if (loading.has(i) && expanded.has(i)) sink.status(i);
    i = entry.children.length === 0 || expanded.has(i) ? i + 1 : subtreeEnd(dataset, i);
  }
  return { rows: Int32Array.from(sink.out), searchExpanded: null, optionCount: sink.count };
}

/**
 * With a query: a node is relevant when it or a descendant matches. A node
 * with a relevant child is expanded by default and shows only its relevant
 * children; a node the user expands on top of that shows all its children.
 * `searchExpanded` lists the nodes shown expanded.
 */
function searchRows<M>(
  dataset: DataSet<M>,
  scores: Float64Array,
  flipped: ReadonlySet<number>,
  loading: ReadonlySet<number>,
): RowList {
  const { entries } = dataset;
  const relevant = new Uint8Array(entries.length);
  const relevantChild = new Uint8Array(entries.length);
  for (let i = entries.length - 1; i >= 0; i--) {
    if ((scores[i] as number) > 0 || relevantChild[i]) {
      relevant[i] = 1;
      const parent = (entries[i] as { parent: number }).parent;
      if (parent >= 0) relevantChild[parent] = 1;
    }
  }
  const sink = new RowSink();
  const searchExpanded = new Set<number>();
  // The linear scan visits entries in depth-first order; a hidden node skips its subtree.
  let i = 0;
  while (i < entries.length) {
    const entry = entries[i] as { group: number; parent: number };
    if (!isShown(i, entry.parent, relevant, relevantChild, searchExpanded)) {
      i = subtreeEnd(dataset, i);
      continue;
    }
    sink.push(i, entry.group);
    // A lazy node (children not loaded) opens only when the user expands it.
    const open = hasChildren(dataset, i) && (relevantChild[i] === 1) !== flipped.has(i);
    if (open) searchExpanded.add(i);
    if (open && loading.has(i)) sink.status(i);
    i = open ? i + 1 : subtreeEnd(dataset, i);
  }
  return { rows: Int32Array.from(sink.out), searchExpanded, optionCount: sink.count };
}

function isShown(
  entry: number,
  parent: number,
  relevant: Uint8Array,
  relevantChild: Uint8Array,
  searchExpanded: ReadonlySet<number>,
): boolean {
  if (parent < 0) return relevant[entry] === 1;
  if (!searchExpanded.has(parent)) return false;
  // A branch the search opened shows its relevant children; one the user opened shows all.
  return relevantChild[parent] === 1 ? relevant[entry] === 1 : true;
}
