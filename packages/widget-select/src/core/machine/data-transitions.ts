/**
 * The reducer's transitions for what comes from outside the user's hands:
 * disabling, a new data set and new options. Pure, like the reducer that
 * calls them.
 */
import type { Cause } from './actions';
import { NO_HIGHLIGHT, NO_LOADS, NO_NODES, type State } from '../domain/state';
import type { Change } from './store';
import { CLOSED, type Transition } from './transition';
import type { Action } from './vocabulary';

/** Disabling an open widget closes it. */
export function disabling(state: State, disabled: boolean): Change {
  return disabled && state.open ? { disabled, ...CLOSED } : { disabled };
}

/**
 * A new data set: its version; the tree starts collapsed (unless `also`
 * carries the expansion over); a closed list loses its highlight.
 */
export function dataChange(state: State, also: Change): Change {
  const change: Change = { ...also, dataVersion: state.dataVersion + 1 };
  if (state.expanded.size > 0 && !also.expanded) change.expanded = NO_NODES;
  if (state.searchFlipped.size > 0 && !also.searchFlipped) change.searchFlipped = NO_NODES;
  if (state.nodeLoads.size > 0 && !also.nodeLoads) change.nodeLoads = NO_LOADS;
  if (!state.open) change.highlighted = NO_HIGHLIGHT;
  return change;
}

export function dataReplaced(state: State, also: Change, cause: Cause, keepHighlight: boolean): Transition {
  const change = dataChange(state, also);
  // Only an option's highlight is kept: an appended page leaves its entry where it was.
  const kept = keepHighlight && state.open && state.highlighted.kind === 'option';
  if (kept) change.highlighted = also.highlighted ?? state.highlighted;
  // Otherwise an open list's highlight is settled on the new rows, where `also` (a remote answer) applies.
  return { change, cause, meta: { defaultHighlight: state.open && !kept } };
}

export function optionsUpdated(
  state: State,
  action: Extract<Action, { type: 'optionsUpdated' }>,
): Transition {
  const change: Change = { optionsVersion: state.optionsVersion + 1, messages: action.messages };
  if (action.disabled !== undefined) Object.assign(change, disabling(state, action.disabled));
  if (action.data) Object.assign(change, dataChange(state, action.data));
  const defaultHighlight = action.data !== undefined && state.open && change.open !== false;
  return { change, cause: 'api:updateOptions', meta: { defaultHighlight } };
}
