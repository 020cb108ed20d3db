/**
 * `widget-select/tree`: tree select (options with `children`), cascade
 * selection in multiple mode, expand/collapse by key and twisty.
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/tree';
 */
import { firstMatch } from '../core/tree';
import { cascadePick, cascadeRemove, selectAllTree, settleValue } from '../core/tree-cascade';
import { reduceTree } from '../core/tree-expansion';
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
  reduce: reduceTree,
  rowView: (port) => new TreeRowView(port),
  twistyClick,
};

addFeature(tree);
