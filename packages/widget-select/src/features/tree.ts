/**
 * `widget-select/tree`: tree select (options with `children`), cascade
 * selection in multiple mode, expand/collapse by key and twisty.
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/tree';
 */
import { firstMatch, SearchExpansion, treeKey } from '../core/tree';
import { cascadePick, cascadeRemove, selectAllTree, settleValue } from '../core/tree-cascade';
import { treeRows } from '../core/tree-rows';
import { TreeRowView, twistyClick } from '../view/tree-row';
import { addFeature } from './registry';
import type { TreeFeature } from './types';

/** The tree feature; importing this module adds it (`SelectWidget.use(tree)` does too). */
export const tree: TreeFeature = {
  name: 'tree',
  rows: treeRows,
  pick: cascadePick,
  remove: cascadeRemove,
  settle: settleValue,
  selectAll: selectAllTree,
  firstMatch,
  searchExpansion(store) {
    const expansion = new SearchExpansion();
    expansion.watch(store);
    return expansion;
  },
  key: treeKey,
  rowView: (host) => new TreeRowView(host),
  twistyClick,
};

addFeature(tree);
