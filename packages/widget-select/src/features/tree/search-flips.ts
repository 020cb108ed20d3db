/**
 * The search-time flips (`state.searchFlipped`) belong to one query: the
 * change that sets a new query empties them. Only the tree feature fills
 * the set, so the core's reducer asks it (nothing to forget without it).
 */
import { NO_NODES, type State } from '../../core/domain/state';
import type { Change } from '../../core/machine/store';

/**
 * A transition that changes the query empties the search-time flips in its
 * own change, where the interceptors see it, and the next search starts
 * from its own expansion.
 */
export function forgetSearchFlips<T extends { readonly change: Change }>(
  state: Pick<State, 'query' | 'searchFlipped'>,
  transition: T,
): T {
  const { change } = transition;
  const newQuery = change.query !== undefined && change.query !== state.query;
  if (!newQuery || state.searchFlipped.size === 0 || change.searchFlipped !== undefined) return transition;
  return { ...transition, change: { ...change, searchFlipped: NO_NODES } };
}
