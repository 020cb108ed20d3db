/**
 * The reducer's decision for `resolveOptions`' answer: the labels it brought
 * show (a new data version) and the values it lacked leave the selection
 * when the policy prunes them. Pure, like the core's reducer, which hands
 * the action to the resolve feature (`reduceResolved`) and does nothing with
 * it without it (only the resolver sends it).
 */
import type { State } from '../../core/domain/state';
import type { Change, Transition } from '../../core/machine/store';
import type { Action } from '../../core/machine/vocabulary';

/** The resolver's answer, as an action. */
export type ResolvedAction = Extract<Action, { type: 'valuesResolved' }>;

/** Decides the answer: a new data version, without the values `prune` names. */
export function reduceResolved(state: State, action: ResolvedAction): Transition {
  const prune = new Set(action.prune);
  const change: Change = { dataVersion: state.dataVersion + 1 };
  if (prune.size > 0) change.value = state.value.filter((value) => !prune.has(value));
  return { change, cause: 'remote:resolve' };
}
