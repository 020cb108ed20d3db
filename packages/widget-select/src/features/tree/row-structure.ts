/**
 * What only the tree's rows read of the structure (with the open list's
 * chunk): siblings for aria-posinset / aria-setsize, and the parents with a
 * selected descendant (the indeterminate state).
 */
import type { DataSet } from '../../core/domain/dataset';

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
