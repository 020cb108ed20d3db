/**
 * Tree structure without a DOM: subtree ranges, siblings, the first match
 * of a tree search and the indeterminate state of parents. Expansion and
 * the tree keys live in `tree-expansion.ts`, selection cascades in
 * `tree-cascade.ts`, visible rows in `tree-rows.ts`.
 */
import type { DataSet } from '../../core/domain/dataset';

/** Entries are depth-first, so a subtree is the range [entry, subtreeEnd). */
export function subtreeEnd<M>(dataset: DataSet<M>, entry: number): number {
  let last = entry;
  for (;;) {
    const children = (dataset.entries[last] as { children: number[] }).children;
    if (children.length === 0) return last + 1;
    last = children[children.length - 1] as number;
  }
}

/** The value of an entry known to exist. */
export const valueAt = <M>(dataset: DataSet<M>, entry: number) =>
  (dataset.entries[entry] as { option: { value: string } }).option.value;

/** Whether `node` lies strictly inside the subtree of `ancestor`. */
export function isDescendant<M>(dataset: DataSet<M>, ancestor: number, node: number): boolean {
  return node > ancestor && node < subtreeEnd(dataset, ancestor);
}

/** Whether an entry is a tree node with children, loaded or not (see isLazy). */
export function hasChildren<M>(dataset: DataSet<M>, entry: number): boolean {
  return (dataset.entries[entry]?.children.length ?? 0) > 0 || isLazy(dataset, entry);
}

/** Whether an entry is a node whose children are still to load (`hasChildren: true`, none given or loaded). */
export function isLazy<M>(dataset: DataSet<M>, entry: number): boolean {
  const record = dataset.entries[entry];
  return (
    record !== undefined &&
    record.option.hasChildren === true &&
    record.children.length === 0 &&
    !dataset.loaded.has(record.option.value)
  );
}

/** Sibling position and count per entry, for aria-posinset / aria-setsize. */
export interface Siblings {
  /** 0-based index among siblings. */
  readonly index: Int32Array;
  /** Number of siblings, the entry included. */
  readonly count: Int32Array;
}

const siblingCache = new WeakMap<object, Siblings>();

/** Sibling info of a data set, computed once per data set (no indexOf per row). */
export function siblingsOf<M>(dataset: DataSet<M>): Siblings {
  let info = siblingCache.get(dataset);
  if (info) return info;
  const { entries } = dataset;
  const index = new Int32Array(entries.length);
  const count = new Int32Array(entries.length);
  const roots: number[] = [];
  entries.forEach((entry, i) => {
    if (entry.parent < 0) roots.push(i);
    entry.children.forEach((child, k) => {
      index[child] = k;
      count[child] = entry.children.length;
    });
  });
  // Top-level nodes are siblings within their group (or the ungrouped list).
  const perGroup = new Map<number, number[]>();
  for (const root of roots) {
    const group = (entries[root] as { group: number }).group;
    const list = perGroup.get(group) ?? [];
    list.push(root);
    perGroup.set(group, list);
  }
  for (const list of perGroup.values()) {
    list.forEach((root, k) => {
      index[root] = k;
      count[root] = list.length;
    });
  }
  info = { index, count };
  siblingCache.set(dataset, info);
  return info;
}

/**
 * The first shown match of a tree search that can take the highlight, or
 * -1: the ancestors shown above a match are context, not the answer.
 */
export function firstMatch(
  rows: Int32Array,
  scores: Float64Array,
  canHighlight: (entry: number) => boolean,
): number {
  for (const row of rows) if (row >= 0 && (scores[row] as number) > 0 && canHighlight(row)) return row;
  return -1;
}

/**
 * Marks every entry with a selected descendant, walking up from each
 * selected value and stopping at marked ancestors: O(entries) at worst.
 */
export function selectedDescendants<M>(dataset: DataSet<M>, value: readonly string[]): Uint8Array {
  const marks = new Uint8Array(dataset.entries.length);
  const { entries, byValue } = dataset;
  for (const v of value) {
    const entry = byValue.get(v);
    if (entry === undefined) continue;
    for (let a = (entries[entry] as { parent: number }).parent; a >= 0 && !marks[a]; ) {
      marks[a] = 1;
      a = (entries[a] as { parent: number }).parent;
    }
  }
  return marks;
}
