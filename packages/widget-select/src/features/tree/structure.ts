/**
 * Tree structure without a DOM: subtree ranges and the first match of a
 * tree search (siblings and the indeterminate state of parents, which only
 * the rows read, are in row-structure.ts). Expansion and
 * the tree keys live in `expansion.ts`, selection cascades in
 * `cascade.ts`, visible rows in `rows.ts`.
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

/**
 * The first shown match of a tree search that can take the highlight, or
 * -1: the ancestors shown above a match are context, not the answer. Rows
 * and matches are both in data order, so one walk pairs them.
 */
export function firstMatch(
  rows: Int32Array,
  matches: Int32Array,
  canHighlight: (entry: number) => boolean,
): number {
  let k = 0;
  for (const row of rows) {
    while (k < matches.length && (matches[k] as number) < row) k++;
    if (row >= 0 && matches[k] === row && canHighlight(row)) return row;
  }
  return -1;
}
