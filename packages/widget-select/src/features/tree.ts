/**
 * `widget-select/tree`: tree select (options with `children`), cascade
 * selection in multiple mode, expand/collapse by key and twisty.
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/tree';
 */

import { definePart } from '../load/loader';
import { addListPart } from '../view/open-list-slot';
import type { FeatureView } from '../view/feature-view';
import { addColumnsOptions } from './columns/options';
import { addFeature, featureOf } from './registry';
import { answerHits } from './tree/answer';
import { cascadePick, cascadeRemove, selectAllTree, settleValue } from './tree/cascade';
import { forgetSearchFlips } from './tree/search-flips';
import type { LazyChildrenPort, LazyHost } from './tree/lazy-loader';
import { isExpanded, reduceTree } from './tree/expansion';
import { reduceLoad } from './tree/lazy-state';
import { treeRows } from './tree/rows';
import { firstMatch, hasChildren, isLazy } from './tree/structure';
import { projectValue, rememberParents } from './tree/value-strategy';
import type { TreeFeature } from './types';

/**
 * What only the open list's DOM uses (the rows' tree parts, the twisty,
 * node retries, the list's role, the tree's announcements, the lazy
 * nodes' loader) is a list part: it comes with the open list's chunk, and
 * no list is built before it is there. The tree's rows and keys are
 * decisions: they are the feature's, below.
 */
export const treeListPart = addListPart(
  definePart(
    'tree list',
    () => import('./tree/tree-list'),
    (module) => module.treeList(tree.structure),
  ),
);

/**
 * The lazy nodes' loader, made once the list part is there: a node loads
 * once expanded, and nothing expands a node before the list part does.
 */
function lazyChildren<M>(host: LazyHost<M>): LazyChildrenPort {
  let loader = treeListPart.get()?.lazy(host);
  const stop = host.store.subscribe((next, prev) => {
    if (loader) return;
    loader = treeListPart.get()?.lazy(host);
    // It subscribes for the commits after this one.
    loader?.follow(next, prev);
  });
  return {
    clearCache: () => loader?.clearCache(),
    cancel: () => loader?.cancel(),
    dispose: () => {
      stop();
      loader?.dispose();
    },
  };
}

/** The tree feature; importing this module adds it (`SelectWidget.use(tree)` does too). */
export const tree: TreeFeature = {
  name: 'tree',
  // Handed to the tree's list part, whose chunk then imports none of the first load.
  structure: { hasChildren, isLazy, isExpanded },
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
  lazy: lazyChildren,
  rowView: (port) => treeListPart.get()?.rowView(port),
  twistyClick: (port, target, entry) => treeListPart.get()?.twistyClick(port, target, entry) ?? false,
  bind: (view) => {
    const host = view as FeatureView<unknown>;
    // The list is built once its tree part is there, which binds then.
    host.whenOpenList(({ dropdownView }) => treeListPart.get()?.bind(host, dropdownView));
    // treeLayout: 'columns' (widget-select/columns) builds on the tree's parts.
    featureOf('columns')?.bind(view);
  },
};

addFeature(tree);
// The cascader's options (treeLayout, pathSeparator, tagPath) are in the
// table wherever trees are, even while the columns' own code is on its way.
addColumnsOptions();
