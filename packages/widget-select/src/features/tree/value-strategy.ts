/**
 * `treeValue`: what a multiple cascading tree's value holds. The state
 * always holds every checked node (the cascade keeps a parent checked
 * exactly when all its selectable descendants are); the value the world
 * sees (getValue, the form, the tags, the events, `maxSelections`) is
 * this projection of it. Values the data set does not hold (remembered
 * selections of other data) are kept as they are.
 */
import type { DataSet } from '../../core/domain/dataset';

/** The value strategies of `treeValue`. */
export type TreeValue = 'all' | 'parent' | 'leaf';

/**
 * The checked values in the strategy's shape, in their order: `parent`
 * keeps a checked node whose parent is not checked; `leaf` keeps a checked
 * node without children (a lazy node whose children are not loaded counts
 * as a leaf: it is the deepest node known).
 */
export function strategyValue<M>(
  dataset: DataSet<M>,
  value: readonly string[],
  strategy: TreeValue,
): readonly string[] {
  if (strategy === 'all' || value.length === 0) return value;
  const { entries } = dataset;
  if (strategy === 'leaf') {
    return value.filter((v) => {
      const entry = dataset.indexOf(v);
      return entry < 0 || (entries[entry]?.children.length ?? 0) === 0;
    });
  }
  const checked = new Set(value);
  return value.filter((v) => {
    const entry = dataset.indexOf(v);
    const parent = entry < 0 ? -1 : (entries[entry]?.parent ?? -1);
    return parent < 0 || !checked.has((entries[parent] as { option: { value: string } }).option.value);
  });
}
