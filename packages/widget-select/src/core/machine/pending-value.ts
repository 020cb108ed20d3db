/**
 * `commit: 'apply'`: the seam to the part that decides the pending value,
 * the open list's chunk (open-list/pending.ts). Only the open list shows
 * and applies a pending value, so what decides it travels with the list,
 * not with the closed control: the chunk provides it when it loads (the
 * script-tag build and the tests have it from the start). Until then no
 * value is pending, and the reducer refuses the picks of keys in a list
 * that is open but not there yet rather than move the value; a list that
 * opened before the chunk came starts its pending value at its first pick.
 */
import type { State } from '../domain/state';
import type { Change } from './store';
import type { Reduced, ReducerContext } from './transition';
import type { Action } from './vocabulary';

export interface PendingDecisions {
  /**
   * What `action` does to the pending value (a pick in the open list, the
   * select-all header's, Apply), or undefined when the pending value has
   * no part in it. `decide` reduces an action on a state as if no value
   * were pending.
   */
  reduce<M>(
    state: State,
    action: Action,
    context: ReducerContext<M>,
    decide: (state: State, action: Action, context: ReducerContext<M>) => Reduced,
  ): Reduced | undefined;
  /** Adds to `settled` the pending value that follows from a proposed state. */
  settle(
    options: { readonly multiple: boolean; readonly commit: string },
    proposed: State,
    prev: State,
    settled: Change,
  ): void;
}

/** The pending value's decisions, once the open list's chunk is there. */
export let pendingDecisions: PendingDecisions | null = null;

/** Called once by the open list's chunk as it loads. */
export function providePendingDecisions(given: PendingDecisions): void {
  pendingDecisions = given;
}
