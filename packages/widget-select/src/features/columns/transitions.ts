/**
 * The tree actions as a cascader decides them. The expansion is the open
 * path, one chain of parents from the top, so the columns shown are exactly
 * the expanded nodes' children; every row of an open column is then a
 * visible row of the tree, and the highlight and aria-activedescendant work
 * as in any list.
 *
 * - `expand` (a click, the pointer resting on a parent): the row's column
 *   and the ones before it stay, its own opens when it is a parent; the
 *   highlight goes to it.
 * - `collapse` (ArrowUp / ArrowDown to a sibling, the pointer resting on a
 *   leaf): the columns right of the row's close; the highlight goes to it.
 * - `treeKey` `expand` (ArrowRight, Enter on a parent): opens the
 *   highlighted parent's column and highlights its first row.
 * - `treeKey` `collapse` (ArrowLeft): back to the parent.
 */
import { NO_NODES, highlightedEntry, optionHighlight } from '../../core/domain/state';
import type { Transition } from '../../core/machine/store';
import type { TreeAction, TreeContext, TreeState } from '../tree/expansion';
import { highlightableAncestor } from '../tree/expansion';
import { hasChildren } from '../tree/structure';
import { lineage } from './path';

/** The expansion that opens the columns up to `entry`'s (`own`: and its own, when it is a parent). */
function pathTo<M>(context: TreeContext<M>, entry: number, own: boolean): ReadonlySet<number> {
  const chain = lineage(context.dataset, entry);
  if (!own || !hasChildren(context.dataset, entry)) chain.pop();
  return chain.length === 0 ? NO_NODES : new Set(chain);
}

export function reduceColumns<M>(
  state: TreeState,
  action: TreeAction,
  context: TreeContext<M>,
): Transition | null {
  if (state.disabled) return null;
  const { dataset } = context;
  let entry: number;
  let own: boolean;
  let highlight: number;
  if (action.type === 'treeKey') {
    const current = highlightedEntry(state.highlighted);
    if (current < 0 || !dataset.entries[current]) return null;
    if (action.key === 'collapse') {
      entry = highlightableAncestor(context, current);
      if (entry < 0) return null;
      highlight = entry;
    } else {
      if (!hasChildren(dataset, current)) return null;
      entry = current;
      const children = (dataset.entries[current] as { children: number[] }).children;
      highlight = children.find((child) => context.isEntrySelectable(child)) ?? current;
    }
    own = true;
  } else {
    entry = action.entry;
    if (!dataset.entries[entry]) return null;
    own = action.type !== 'collapse';
    highlight = entry;
  }
  return {
    change: { expanded: pathTo(context, entry, own), highlighted: optionHighlight(highlight) },
    cause: 'user:expand',
  };
}
