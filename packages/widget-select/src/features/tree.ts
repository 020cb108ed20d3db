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
import type { View } from '../view/view';
import { addColumnsOptions } from './columns/options';
import { addFeature, featureOf } from './registry';
import { answerHits } from './tree/answer';
import { cascadePick, cascadeRemove, selectAllTree, settleValue } from './tree/cascade';
import { forgetSearchFlips } from './tree/search-flips';
import type { LazyChildrenPort, LazyHost } from './tree/lazy-loader';
import { firstMatch } from './tree/structure';
import { projectValue, rememberParents } from './tree/value-strategy';
import type { TreeList } from './tree/tree-list';
import type { TreeFeature } from './types';

/**
 * What only the open list uses (the visible rows, the rows' tree parts,
 * the tree's keys and twisty, node retries, the list's role, the tree's
 * announcements) is a list part: it comes with the open list's chunk, and
 * no list is built before it is there.
 */
export const treeListPart = addListPart(
  definePart('tree list', () => import('./tree/tree-list').then((module) => module.treeList)),
);

/**
 * The part, where only the list's rules call: they are installed once every
 * list part is there (view/open-list-slot.ts), so it is.
 */
function listPart(): TreeList {
  const part = treeListPart.get();
  if (!part) throw new Error("widget-select: the tree's list part is not loaded yet");
  return part;
}

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
  // Only the list's rules compute rows (core/domain/rows.ts).
  rows: (dataset, scores, expanded, flipped, loads) =>
    listPart().rows(dataset, scores, expanded, flipped, loads),
  pick: cascadePick,
  remove: cascadeRemove,
  settle: settleValue,
  selectAll: selectAllTree,
  firstMatch,
  answerHits,
  // A cascader (widget-select/columns) decides the tree actions its own way: the expansion is the open path.
  reduce: (state, action, context) => {
    const columns = context.options?.treeLayout === 'columns' ? featureOf('columns') : undefined;
    // No tree action comes before the list part: its keys wait for it (below), its twisty is in it.
    return (columns?.reduce ?? treeListPart.get()?.reduce)?.(state, action, context) ?? null;
  },
  forgetSearchFlips,
  reduceLoad: (state, action, context) => treeListPart.get()?.reduceLoad(state, action, context) ?? null,
  project: projectValue,
  rememberParents,
  lazy: lazyChildren,
  rowView: (port) => treeListPart.get()?.rowView(port),
  twistyClick: (port, target, entry) => treeListPart.get()?.twistyClick(port, target, entry) ?? false,
  bind: (view) => {
    const host = view as View<unknown>;
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
