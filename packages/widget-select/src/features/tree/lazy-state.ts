/**
 * The state side of lazy tree nodes, as pure functions: a node's load
 * phase (`State.nodeLoads`), and the change that goes with its children
 * joining the data set (graft.ts did that beside the state): the
 * expansion and the highlight move with the entries after the node, a node
 * opened during a search stays open, and the value of a multiple tree is
 * settled over the children that arrived.
 */
import type { Cause } from '../../core/machine/actions';
import { NO_LOADS, NO_NODES, type NodeLoad, optionHighlight, type State } from '../../core/domain/state';
import type { Change } from '../../core/machine/store';
import type { Action } from '../../core/machine/vocabulary';
import { settleValue } from './cascade';
import type { TreeContext } from './expansion';

/** The reducer's lazy-node actions. */
export type LoadAction = Extract<Action, { type: 'nodeLoad' | 'childrenLoaded' }>;

/** What the lazy-node decisions read besides the state: the expansion's, and whether the widget is multiple. */
type LoadContext<M> = TreeContext<M> & {
  readonly options: { readonly multiple: boolean; readonly ajax?: unknown };
};

/** `loads` with `value` in `phase` (`idle`: without it). */
export function withLoad(
  loads: ReadonlyMap<string, NodeLoad>,
  value: string,
  phase: NodeLoad | 'idle',
): ReadonlyMap<string, NodeLoad> {
  if ((loads.get(value) ?? 'idle') === phase) return loads;
  const next = new Map(loads);
  if (phase === 'idle') next.delete(value);
  else next.set(value, phase);
  return next.size === 0 ? NO_LOADS : next;
}

function shifted(nodes: ReadonlySet<number>, shift: (entry: number) => number): ReadonlySet<number> {
  return nodes.size === 0 ? nodes : new Set(Array.from(nodes, shift));
}

/**
 * A node's load phase, or the state after its children joined the data set
 * (`context.dataset` is already the new one).
 */
export function reduceLoad<M>(
  state: State,
  action: LoadAction,
  context: LoadContext<M>,
): { change: Change; cause: Cause } | null {
  if (action.type === 'nodeLoad') {
    const nodeLoads = withLoad(state.nodeLoads, action.value, action.phase);
    return nodeLoads === state.nodeLoads ? null : { change: { nodeLoads }, cause: action.cause };
  }
  const { shift, entry } = action;
  const change: Change = {
    expanded: shifted(state.expanded, shift),
    searchFlipped: shifted(state.searchFlipped, shift),
    highlighted:
      state.highlighted.kind === 'option'
        ? optionHighlight(shift(state.highlighted.entry))
        : state.highlighted,
    nodeLoads: withLoad(state.nodeLoads, action.value, 'idle'),
    dataVersion: state.dataVersion + 1,
  };
  keepOpenInSearch(state, change, context, shift(entry));
  // Settled as setValue settles it: a checked node's arrivals come checked, and arrivals all selected already
  // (values kept before the node loaded) complete it. A remote search answer holds only parts of branches.
  const { options } = context;
  if (options.multiple && state.value.length > 0) {
    const partial = options.ajax !== undefined && state.query.trim() !== '';
    const value = settleValue(context.dataset, state.value, (i) => context.isEntrySelectable(i), partial);
    if (value.length > state.value.length) change.value = value;
  }
  return { change, cause: 'remote:result' };
}

/**
 * During a search the user opens a lazy node by flipping its search-time
 * expansion (closed, as it had no matching children). Children that match
 * make the search open it by default, which the flip would now close: the
 * flip goes, so the node stays open with its matches. Children that match
 * nothing keep the flip: the node stays open with all of them.
 */
function keepOpenInSearch<M>(state: State, change: Change, context: LoadContext<M>, node: number): void {
  const flipped = change.searchFlipped as ReadonlySet<number>;
  if (!flipped.has(node)) return;
  const { searchExpanded } = context.rows({ ...state, ...change });
  if (searchExpanded === null || searchExpanded.has(node)) return;
  const next = new Set(flipped);
  next.delete(node);
  change.searchFlipped = next.size === 0 ? NO_NODES : next;
}
