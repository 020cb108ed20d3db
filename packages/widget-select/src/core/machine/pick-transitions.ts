/**
 * The reducer's transitions that put values in an order: a created or
 * pasted tag picked, and a native select's outside
 * pick taken over. Pure, like the reducer that calls them.
 */
import type { Notice } from './actions';
import { settledValue } from './selection-changes';
import { NO_HIGHLIGHT, type State, sameValues } from '../domain/state';
import type { Change } from './store';
import { CLOSED, type Reduced, type ReducerContext, type Transition } from './transition';
import type { Action } from './vocabulary';

/** Tag creation's option picked (the creation checked the cap before adding it to the data). */
export function pickedCreated<M>(
  state: State,
  action: Extract<Action, { type: 'pickCreated' }>,
  context: ReducerContext<M>,
): Transition {
  const { multiple, closeOnSelect } = context.options;
  const { value } = state;
  const picked = action.option.value;
  const closes = !multiple || closeOnSelect;
  const next = multiple ? (value.includes(picked) ? value.slice() : [...value, picked]) : [picked];
  // The data set gained the option: its version bumps with the pick.
  const change: Change = { value: next, dataVersion: state.dataVersion + 1 };
  if (closes) Object.assign(change, CLOSED);
  else if (action.clearQuery) Object.assign(change, { query: '', highlighted: NO_HIGHLIGHT });
  return {
    change,
    cause: action.cause,
    // Open after the pick: the highlight goes where the new list starts, in the same dispatch.
    meta: {
      defaultHighlight: !closes && state.open,
      notices: action.isNew ? [{ name: 'create', payload: action.option }] : [],
    },
  };
}

/** A pasted list's options, after the selected ones, in one change (the paste checked the cap). */
export function pickedPasted<M>(
  state: State,
  action: Extract<Action, { type: 'pickPasted' }>,
  context: ReducerContext<M>,
): Transition {
  const value = new Set([...state.value, ...action.picks.map((option) => option.value)]);
  const change: Change = { value: [...value] };
  if (action.created.length > 0) change.dataVersion = state.dataVersion + 1;
  const closes = context.options.closeOnSelect;
  if (closes) Object.assign(change, CLOSED);
  else if (action.clearQuery) Object.assign(change, { query: '', highlighted: NO_HIGHLIGHT });
  const notices = action.created.map((option): Notice => ({ name: 'create', payload: option }));
  return { change, cause: action.cause, meta: { defaultHighlight: !closes && state.open, notices } };
}

/**
 * Outside code changed the native select's selection. The values the
 * widget knows, in its order: in multiple mode the ones it had keep their
 * places and the new ones follow in the select's order; a single select
 * takes the first. A value it cannot pick (unknown, an empty single
 * placeholder) is dropped; the bridge then writes the select back.
 */
export function nativePicked<M>(
  state: State,
  chosen: readonly string[],
  context: ReducerContext<M>,
): Reduced {
  const known = [...new Set(chosen)].filter((value) => context.optionOf(value) !== undefined);
  const current = state.value;
  const had = new Set(current);
  const picked = new Set(known);
  const next = context.options.multiple
    ? [...current.filter((v) => picked.has(v)), ...known.filter((v) => !had.has(v))]
    : known.slice(0, 1);
  if (sameValues(next, current)) return null;
  return { change: { value: settledValue(context, next) }, cause: 'native:change' };
}
