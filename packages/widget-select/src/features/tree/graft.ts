/**
 * Loaded children of a lazy node joining the data set. The data set is a
 * depth-first list, so the children and their subtrees go right after the
 * node and every later entry index moves by the number added: the result
 * is a new data set (the old one keeps its arrays, but its records after
 * the node move in place) and `shift`, which maps an old entry index to its new one (the expansion and the highlight
 * move with it). Linear in the data set's size, without an allocation per
 * entry.
 */
import { buildDataSet, DataSet, type Entry, type Group } from '../../core/domain/dataset';
import { SelectWidgetError } from '../../errors';
import type { DataItem, Option } from '../../types';

/** The new data set and the old → new entry index mapping. */
export interface Grafted<M> {
  readonly dataset: DataSet<M>;
  /** Entries added (the children and their subtrees). */
  readonly added: number;
  shift(entry: number): number;
  /** Puts the records of the data set before back as they were (the change was refused). */
  undo(): void;
}

/**
 * The data set with `children` under the lazy node at `entry`.
 * @throws SelectWidgetError `callback-failed` when `children` is not an array
 *   of options, holds groups or repeats a value the data set has;
 *   `invalid-option` for a malformed option.
 */
export function graftChildren<M>(dataset: DataSet<M>, entry: number, children: unknown): Grafted<M> {
  const node = dataset.entries[entry];
  if (!node) throw new SelectWidgetError('invalid-argument', `no tree node at entry ${entry}.`);
  const { value } = node.option;
  const source = `loadChildren(${JSON.stringify(value)})`;
  if (!Array.isArray(children))
    throw new SelectWidgetError('callback-failed', `${source} returned ${typeof children}, not an array.`);
  const sub = buildDataSet<M>(children, source);
  if (sub.groups.length > 0)
    throw new SelectWidgetError('callback-failed', `${source} returned a group; children are options.`);
  const known = dataset.byValue;
  for (const option of sub.options) {
    if (known.has(option.value)) {
      throw new SelectWidgetError(
        'callback-failed',
        `${source} returned the value ${JSON.stringify(option.value)}, which the data already has.`,
      );
    }
  }
  const added = sub.size;
  const at = entry + 1;
  const shift = (i: number) => (i > entry ? i + added : i);
  const old = dataset.entries as Entry<M>[];
  // The records after the node move in place (a copy of 100,000 records
  // would be a long task); the old data set is replaced by this one, and
  // `undo` moves them back if the change is refused.
  const moveBy = (by: number) => {
    const past = by > 0 ? entry : entry - by;
    const move = (i: number) => (i > past ? i + by : i);
    for (let i = 0; i < entry; i++) {
      const children = (old[i] as Entry<M>).children;
      // Only an ancestor of the node has children after it.
      if (children.length > 0 && (children[children.length - 1] as number) > entry)
        for (let k = 0; k < children.length; k++) children[k] = move(children[k] as number);
    }
    for (let i = entry + 1; i < old.length; i++) {
      const record = old[i] as Entry<M>;
      record.parent = move(record.parent);
      const { children } = record;
      for (let k = 0; k < children.length; k++) children[k] = move(children[k] as number);
    }
  };
  moveBy(added);
  const parent: Entry<M> = {
    ...node,
    children: sub.entries.flatMap((c, k) => (c.parent < 0 ? [at + k] : [])),
  };
  const grafted: Entry<M>[] = sub.entries.map((child) => ({
    option: child.option,
    group: node.group,
    depth: node.depth + 1 + child.depth,
    parent: child.parent < 0 ? entry : child.parent + at,
    children: child.children.length === 0 ? child.children : child.children.map((c) => c + at),
  }));
  const entries = [...old.slice(0, entry), parent, ...grafted, ...old.slice(at)];
  const options = [...dataset.options.slice(0, at), ...sub.options, ...dataset.options.slice(at)];
  const groups = dataset.groups.map(
    (group): Group =>
      group.first > entry
        ? { ...group, first: group.first + added }
        : entry < group.first + group.count
          ? { ...group, count: group.count + added }
          : group,
  );
  const loaded = new Set(dataset.loaded).add(value);
  const items = withChildren(dataset, entry, children as Option<M>[]);
  const result = new DataSet(items, options, groups, entries, true, loaded);
  return { dataset: result, added, shift, undo: () => moveBy(-added) };
}

/**
 * The top-level items with the node's option replaced by a copy that holds
 * its children (and its ancestors by copies that hold the copy), so a data
 * set rebuilt from the items (a created tag appended) keeps them. The
 * options of the data set itself stay the caller's objects.
 */
function withChildren<M>(dataset: DataSet<M>, entry: number, children: Option<M>[]): DataItem<M>[] {
  const { entries } = dataset;
  let replaced = { ...(entries[entry] as Entry<M>).option, children, hasChildren: false } as Option<M>;
  let from = (entries[entry] as Entry<M>).option;
  for (let a = (entries[entry] as Entry<M>).parent; a >= 0; a = (entries[a] as Entry<M>).parent) {
    const parent = (entries[a] as Entry<M>).option;
    const kids = (parent.children ?? []).map((c) => (c === from ? replaced : c));
    from = parent;
    replaced = { ...parent, children: kids };
  }
  const top = from;
  const swapped = replaced;
  return dataset.items.map((item) => {
    if (item === top) return swapped;
    if ('options' in item && Array.isArray(item.options) && item.options.includes(top))
      return { ...item, options: item.options.map((o) => (o === top ? swapped : o)) };
    return item;
  });
}
