/**
 * A cascader's structure, without a DOM: the rows of each column, the open
 * path the expansion holds, and the path of labels a leaf is known by.
 */
import type { DataSet } from '../../core/domain/dataset';
import { hasChildren, subtreeEnd } from '../tree/structure';

const rootCache = new WeakMap<object, Int32Array>();

/** The top-level entries of a data set (the first column), computed once per data set. */
export function rootsOf<M>(dataset: DataSet<M>): Int32Array {
  let roots = rootCache.get(dataset);
  if (roots) return roots;
  const out: number[] = [];
  // Entries are depth-first: each root's subtree is skipped whole.
  for (let i = 0; i < dataset.entries.length; i = subtreeEnd(dataset, i)) out.push(i);
  roots = Int32Array.from(out);
  rootCache.set(dataset, roots);
  return roots;
}

/** The rows of the column a parent opens (-1: the first column). */
export function columnRows<M>(dataset: DataSet<M>, parent: number): Int32Array | readonly number[] {
  return parent < 0 ? rootsOf(dataset) : (dataset.entries[parent]?.children ?? []);
}

/** The entry and its ancestors, from the top. */
export function lineage<M>(dataset: DataSet<M>, entry: number): number[] {
  const out: number[] = [];
  for (let e = entry; e >= 0; e = dataset.entries[e]?.parent ?? -1) out.unshift(e);
  return out;
}

/**
 * The open path: the chain of expanded parents from the top (each one's
 * column is open). Expanded nodes off the chain (left by another layout)
 * are passed over.
 */
export function openPath<M>(dataset: DataSet<M>, expanded: ReadonlySet<number>): number[] {
  const path: number[] = [];
  for (const entry of [...expanded].sort((a, b) => a - b)) {
    const record = dataset.entries[entry];
    if (record && record.parent === (path[path.length - 1] ?? -1) && hasChildren(dataset, entry))
      path.push(entry);
  }
  return path;
}

/** The labels from the top to `entry`, joined by `separator` ("Asia / Vietnam / Hanoi"). */
export function pathLabel<M>(dataset: DataSet<M>, entry: number, separator: string): string {
  return lineage(dataset, entry)
    .map((e) => dataset.options[e]?.label ?? '')
    .join(separator);
}
