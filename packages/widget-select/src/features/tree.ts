/**
 * `widget-select/tree`: tree select (options with `children`), cascade
 * selection in multiple mode, expand/collapse by key and twisty.
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/tree';
 */

import type { View } from '../view/view';
import { addColumnsOptions } from './columns/options';
import { addFeature, featureOf } from './registry';
import { bindTreeAnnouncements } from './tree/announce';
import { childrenLoader } from './tree/children-stand-in';
import { answerHits } from './tree/answer';
import { cascadePick, cascadeRemove, selectAllTree, settleValue } from './tree/cascade';
import { reduceTree } from './tree/expansion';
import { forgetSearchFlips } from './tree/search-flips';
import { bindListRole } from './tree/list-role';
import { reduceLoad } from './tree/lazy-state';
import { appendTreePage } from './tree/page-merge';
import { TreeRowView, twistyClick } from './tree/row-view';
import { treeRows } from './tree/rows';
import { bindNodeRetry } from './tree/status-retry';
import { firstMatch } from './tree/structure';
import { projectValue, rememberParents } from './tree/value-strategy';
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
  answerHits,
  // A cascader (widget-select/columns) decides the tree actions its own way: the expansion is the open path.
  reduce: (state, action, context) => {
    const columns = context.options?.treeLayout === 'columns' ? featureOf('columns') : undefined;
    return (columns?.reduce ?? reduceTree)(state, action, context);
  },
  forgetSearchFlips,
  reduceLoad,
  project: projectValue,
  rememberParents,
  appendPage: appendTreePage,
  lazy: childrenLoader,
  rowView: (port) => new TreeRowView(port),
  twistyClick,
  bind: (view) => {
    const host = view as View<unknown>;
    bindTreeAnnouncements(host);
    // The rows' parts bind once the open list has arrived.
    host.whenOpenList(({ dropdownView }) => {
      bindNodeRetry(host, dropdownView);
      bindListRole(host, dropdownView);
    });
    // treeLayout: 'columns' (widget-select/columns) builds on the tree's parts.
    featureOf('columns')?.bind(view);
  },
};

addFeature(tree);
// The cascader's options (treeLayout, pathSeparator, tagPath) are in the
// table wherever trees are, even while the columns' own code is on its way.
addColumnsOptions();
