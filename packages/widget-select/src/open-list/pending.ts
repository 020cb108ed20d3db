/**
 * `commit: 'apply'`: picks in the open list change a pending value, never
 * the value, and Apply makes it the value as one change. Only the open
 * list shows and applies a pending value, so these decisions live in its
 * chunk, not in the closed control's: the chunk provides them to the
 * core's reducer and settle as it loads (core/machine/pending-value.ts).
 */
import type { PendingDecisions } from '../core/machine/pending-value';
import type { Reduced } from '../core/machine/transition';
import type { Action } from '../core/machine/vocabulary';

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

export const decisions: PendingDecisions = {
  reduce(state, action, context, decide) {
    if (action.type === 'apply')
      return state.pending ? { change: { value: state.pending }, cause: 'user:pick' } : null;
    if (!staged(action)) return undefined;
    const { commit, multiple } = context.options;
    // A list that opened before this chunk was there starts its pending value at its first pick.
    const pending = state.pending ?? (state.open && commit === 'apply' && multiple ? state.value : null);
    return pending
      ? pendingOf(decide({ ...state, value: pending, pending: null }, action, context))
      : undefined;
  },

  settle(options, proposed, prev, settled) {
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
  },
};
