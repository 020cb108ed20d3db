/**
 * `commit: 'apply'`: picks in the open list change a pending value, never the value, and Apply makes it the
 * value as one change. The reducer and settle call these decisions directly.
 */
import type { Option } from '../../types';
import type { State } from '../domain/state';
import type { Change } from './store';
import type { Decide, Reduced, ReducerContext } from './transition';
import type { Action } from './vocabulary';

/** The actions of the open list that a pending value takes in: picks and the select-all header's. */
function staged(action: Action): boolean {
  const { type } = action;
  if (type === 'selectAll' || type === 'clearMatching') return action.cause.startsWith('user:');
  if (type === 'clear') return action.inList === true;
  return type === 'pick' || type === 'pickRange' || type === 'pickGroup' || type === 'pickHighlighted';
}

/** A pick's change made on the pending value: its value is the pending one, and the list stays open. */
function pendingOf(reduced: Reduced): Reduced {
  if (!reduced || !('change' in reduced)) return reduced;
  const { value, open, ...change } = reduced.change;
  return { ...reduced, change: value ? { ...change, pending: value } : change };
}

/**
 * What Apply commits: the pending value, its picks capped by `maxSelections` after the values already
 * committed (a value set from code meanwhile), as a pick at the cap is refused at once; `maximum` names the
 * first left out.
 */
function applied<M>(state: State, context: ReducerContext<M>): Reduced {
  const { pending } = state;
  if (!pending) return null;
  const limit = context.options.maxSelections;
  const committed = new Set(state.value);
  const change = { change: { value: pending }, cause: 'user:pick' } as const;
  const additions = pending.filter((v) => !committed.has(v));
  const room = Math.max(0, (limit ?? Infinity) - (pending.length - additions.length));
  const left = additions[room];
  if (left === undefined || context.dataset.isTree) return change;
  const taken = new Set(additions.slice(0, room));
  const value = pending.filter((v) => committed.has(v) || taken.has(v));
  const option = context.optionOf(left) as Option<unknown>;
  return {
    ...change,
    change: { value },
    meta: { notices: [{ name: 'maximum', payload: { limit: limit as number, option } }] },
  };
}

/**
 * What `action` does to the pending value (a pick in the open list, the select-all header's, Apply), or
 * undefined when the pending value has no part in it. `decide` reduces an action on a state as if no value
 * were pending.
 */
export function pendingReduced<M>(
  state: State,
  action: Action,
  context: ReducerContext<M>,
  decide: Decide,
): Reduced | undefined {
  if (action.type === 'apply') return applied(state, context);
  if (!staged(action)) return undefined;
  const { commit, multiple } = context.options;
  // A list open without a pending value (its options changed meanwhile) starts it at its first pick.
  const pending = state.pending ?? (state.open && commit === 'apply' && multiple ? state.value : null);
  return pending
    ? pendingOf(decide({ ...state, value: pending, pending: null }, action, context))
    : undefined;
}

/** Adds to `settled` the pending value that follows from a proposed state. */
export function settlePending(
  options: { readonly multiple: boolean; readonly commit: string },
  proposed: State,
  prev: State,
  settled: Change,
): void {
  const { pending } = proposed;
  // The pending value starts as the value at each opening and ends with the list.
  if (!proposed.open) {
    if (pending) settled.pending = null;
  } else if (!prev.open) {
    if (options.commit === 'apply' && options.multiple) settled.pending = proposed.value;
  } else if (pending && pending === prev.pending && proposed.value !== prev.value) {
    // The value changed at once (a tag removed, a method): the pending picks stay on top of it.
    const gone = new Set(prev.value);
    const kept = new Set(proposed.value);
    const had = new Set(pending);
    settled.pending = [
      ...pending.filter((value) => kept.has(value) || !gone.has(value)),
      ...proposed.value.filter((value) => !had.has(value)),
    ];
  }
}
