/**
 * Tree expansion as state: pure functions of the state, the data set and
 * the visible rows that return the next expansion. Without a query an
 * expand or collapse replaces `state.expanded`; during a search it replaces
 * `state.searchFlipped` instead (the nodes whose search-time expansion the
 * user flipped for this query), so search never alters the manual
 * expansion. The same module decides the APG tree keys (ArrowRight /
 * ArrowLeft). The tree feature hands `reduceTree` to the reducer.
 */
import type { DataSet } from '../../core/domain/dataset';
import type { RowInputs, RowList } from '../../core/domain/row-list';
import { highlightedEntry, NO_NODES, optionHighlight, type State } from '../../core/domain/state';
import type { Change, Transition } from '../../core/machine/store';
import type { Action } from '../../core/machine/vocabulary';
import { hasChildren, isDescendant, subtreeEnd } from './structure';

/** What the expansion decisions read besides the state. */
export interface TreeContext<M> {
  readonly dataset: DataSet<M>;
  /** The visible rows of a state (memoised on it). */
  rows(state: RowInputs): RowList;
  /** Whether an entry can take the highlight (not disabled). */
  isEntrySelectable(entry: number): boolean;
  /** `treeLayout: 'columns'` hands the tree actions to the cascader (features/tree.ts). */
  readonly options?: { readonly treeLayout?: string };
}

/** The state fields the expansion decisions read. */
export type TreeState = RowInputs & Pick<State, 'highlighted' | 'disabled'>;

/** The reducer's tree actions. */
export type TreeAction = Extract<Action, { type: 'expand' | 'collapse' | 'toggleExpanded' | 'treeKey' }>;

/**
 * Whether a node is shown expanded in `list`: its search-time expansion
 * while the list shows a search, else the manual expansion.
 */
export function isExpanded<M>(
  dataset: DataSet<M>,
  expanded: ReadonlySet<number>,
  list: RowList,
  entry: number,
): boolean {
  if (!hasChildren(dataset, entry)) return false;
  return list.searchExpanded ? list.searchExpanded.has(entry) : expanded.has(entry);
}

/** A new set: `nodes` with `entry` in it or not. The one copy an expansion costs; `nodes` is left as is. */
export function withNode(nodes: ReadonlySet<number>, entry: number, present: boolean): ReadonlySet<number> {
  const next = new Set(nodes);
  if (present) next.add(entry);
  else next.delete(entry);
  return next.size === 0 ? NO_NODES : next;
}

/**
 * The change that expands or collapses a node, or null when it is a leaf
 * or already so. A collapse that hides the highlighted row moves the
 * highlight to the collapsed node (or, when it is disabled, to its nearest
 * ancestor that can take the highlight), in the same change.
 */
export function expansionChange<M>(
  state: TreeState,
  context: TreeContext<M>,
  entry: number,
  expand: boolean,
): Change | null {
  const { dataset } = context;
  const list = context.rows(state);
  if (!hasChildren(dataset, entry) || isExpanded(dataset, state.expanded, list, entry) === expand)
    return null;
  const { searchFlipped } = state;
  const change: Change = list.searchExpanded
    ? { searchFlipped: withNode(searchFlipped, entry, !searchFlipped.has(entry)) }
    : { expanded: withNode(state.expanded, entry, expand) };
  const highlighted = highlightedEntry(state.highlighted);
  if (!expand && highlighted >= 0 && isDescendant(dataset, entry, highlighted)) {
    change.highlighted = optionHighlight(
      context.isEntrySelectable(entry) ? entry : highlightableAncestor(context, entry),
    );
  }
  return change;
}

/** The nearest ancestor of `entry` that can take the highlight, or -1. */
export function highlightableAncestor<M>(context: TreeContext<M>, entry: number): number {
  const { entries } = context.dataset;
  for (let a = entries[entry]?.parent ?? -1; a >= 0; a = (entries[a] as { parent: number }).parent)
    if (context.isEntrySelectable(a)) return a;
  return -1;
}

/** What ArrowRight / ArrowLeft do to the highlighted node. */
export type TreeKeyDecision =
  | { kind: 'expand' | 'collapse'; entry: number }
  | { kind: 'highlight'; entry: number }
  | null;

/**
 * The APG tree pattern: ArrowRight expands a collapsed node or moves to its
 * first child; ArrowLeft collapses an expanded node or moves to its parent.
 * Children and parents that cannot take the highlight (disabled) are
 * passed over, as everywhere else in keyboard navigation.
 */
export function decideTreeKey<M>(
  state: TreeState,
  context: TreeContext<M>,
  key: 'expand' | 'collapse',
): TreeKeyDecision {
  const entry = highlightedEntry(state.highlighted);
  const { dataset } = context;
  if (entry < 0 || !dataset.entries[entry]) return null;
  const list = context.rows(state);
  const open = isExpanded(dataset, state.expanded, list, entry);
  if (key === 'collapse') {
    if (open) return { kind: 'collapse', entry };
    const parent = highlightableAncestor(context, entry);
    return parent >= 0 ? { kind: 'highlight', entry: parent } : null;
  }
  if (!hasChildren(dataset, entry)) return null;
  if (!open) return { kind: 'expand', entry };
  const { rows } = list;
  const end = subtreeEnd(dataset, entry);
  // Visible descendants directly follow the node's row.
  for (let p = rows.indexOf(entry) + 1; p > 0 && p < rows.length; p++) {
    const row = rows[p] as number;
    if (row <= entry || row >= end) break;
    if (context.isEntrySelectable(row)) return { kind: 'highlight', entry: row };
  }
  return null;
}

/**
 * The reducer's tree actions: expand, collapse, the twisty's toggle and the
 * tree keys. Null when the action changes nothing (a leaf, a node already
 * so, a disabled widget), so a tree key that does nothing lets the key
 * through (e.g. to move the caret in the search input).
 */
export function reduceTree<M>(
  state: TreeState,
  action: TreeAction,
  context: TreeContext<M>,
): Transition | null {
  if (state.disabled) return null;
  let entry: number;
  let expand: boolean;
  if (action.type === 'treeKey') {
    const decision = decideTreeKey(state, context, action.key);
    if (!decision) return null;
    if (decision.kind === 'highlight')
      return { change: { highlighted: optionHighlight(decision.entry) }, cause: 'user:navigate' };
    entry = decision.entry;
    expand = decision.kind === 'expand';
  } else {
    entry = action.entry;
    expand =
      action.type === 'toggleExpanded'
        ? !isExpanded(context.dataset, state.expanded, context.rows(state), entry)
        : action.type === 'expand';
  }
  const change = expansionChange(state, context, entry, expand);
  return change && { change, cause: 'user:expand' };
}
