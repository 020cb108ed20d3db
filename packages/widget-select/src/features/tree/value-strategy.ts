/**
 * `treeValue`: what a multiple cascading tree's value holds. The state
 * always holds every checked node (the cascade keeps a parent checked
 * exactly when all its selectable descendants are); the value the world
 * sees (getValue, the form, the tags, the events, `maxSelections`) is
 * this projection of it. A checked node the data set does not hold (a
 * pick in a remote search answer, once the browsed tree replaced it) is
 * placed by the parent it had in the last data set that held it, so the
 * value keeps its shape when the data changes; a value never held by a
 * tree (remembered selections of other data) is kept as it is.
 */
import type { DataSet } from '../../core/domain/dataset';
import { valueAt } from './structure';

/** The value strategies of `treeValue`. */
export type TreeValue = 'all' | 'parent' | 'leaf';

/** The parent value (null: a root) of selected values, as the last data set holding them had it. */
export type RememberedParents = Map<string, string | null>;

/**
 * The data set is about to be replaced: remembers the parent of every
 * selected value it holds, and forgets values no longer selected.
 */
export function rememberParents<M>(
  dataset: DataSet<M>,
  value: readonly string[],
  parents: RememberedParents,
): void {
  const selected = new Set(value);
  for (const v of parents.keys()) if (!selected.has(v)) parents.delete(v);
  if (!dataset.isTree) return;
  for (const v of value) {
    const entry = dataset.indexOf(v);
    if (entry < 0) continue;
    const parent = (dataset.entries[entry] as { parent: number }).parent;
    parents.set(v, parent < 0 ? null : valueAt(dataset, parent));
  }
}

/**
 * The checked values in the strategy's shape, in their order: `parent`
 * keeps a checked node whose parent is not checked; `leaf` keeps a checked
 * node without children (a lazy node whose children are not loaded counts
 * as a leaf: it is the deepest node known, unless a checked node the data
 * does not hold was its child).
 */
export function strategyValue<M>(
  dataset: DataSet<M>,
  value: readonly string[],
  strategy: TreeValue,
  parents: ReadonlyMap<string, string | null> = new Map(),
): readonly string[] {
  if (strategy === 'all' || value.length === 0) return value;
  const { entries } = dataset;
  const parentOf = (v: string): string | null | undefined => {
    const entry = dataset.indexOf(v);
    if (entry < 0) return parents.get(v);
    const parent = (entries[entry] as { parent: number }).parent;
    return parent < 0 ? null : valueAt(dataset, parent);
  };
  const checked = new Set(value);
  if (strategy === 'leaf') {
    const withCheckedChild = new Set<string>();
    for (const v of value) {
      const parent = dataset.indexOf(v) < 0 ? parents.get(v) : undefined;
      if (parent != null && checked.has(parent)) withCheckedChild.add(parent);
    }
    return value.filter((v) => {
      const entry = dataset.indexOf(v);
      if (withCheckedChild.has(v)) return false;
      return entry < 0 || (entries[entry]?.children.length ?? 0) === 0;
    });
  }
  return value.filter((v) => {
    const parent = parentOf(v);
    return parent == null || !checked.has(parent);
  });
}

/** Each value array's last projection: a value is read many times per render. */
const projections = new WeakMap<
  readonly string[],
  { dataset: object; strategy: TreeValue; value: readonly string[] }
>();

/** {@link strategyValue}, memoised on the value array, the data set and the strategy. */
export function projectValue<M>(
  dataset: DataSet<M>,
  value: readonly string[],
  strategy: TreeValue,
  parents: ReadonlyMap<string, string | null>,
): readonly string[] {
  const last = projections.get(value);
  if (last?.dataset === dataset && last.strategy === strategy) return last.value;
  const projected = strategyValue(dataset, value, strategy, parents);
  projections.set(value, { dataset, strategy, value: projected });
  return projected;
}
