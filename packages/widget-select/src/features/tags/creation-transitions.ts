/**
 * The reducer's decisions for what only the tag creation sends: a
 * creation's phases (`createOption` pending, answered, refused) and the
 * pick of a created option or of a pasted list. They come with the tags'
 * list part, as the creation does (tags-list.ts).
 */

import { NO_HIGHLIGHT, type State } from '../../core/domain/state';
import type { Notice } from '../../core/machine/actions';
import type { Change, Transition } from '../../core/machine/store';
import { CLOSED } from '../../core/machine/transition';
import type { Action } from '../../core/machine/vocabulary';
import type { CreationAction, TagsContext } from './transitions';

/** A creation's phase or pick; null when it changes nothing. */
export function decideCreation(
  state: State,
  action: CreationAction,
  context: TagsContext,
): Transition | null {
  switch (action.type) {
    case 'createPending':
      return { change: { create: 'pending', createMessage: '' }, cause: action.cause };
    case 'createAnswered':
      return state.create === 'idle'
        ? null
        : { change: { create: 'idle', createMessage: '' }, cause: action.cause };
    case 'createRefused':
      return { change: { create: 'error', createMessage: action.message }, cause: action.cause };
    case 'pickCreated':
      return pickedCreated(state, action, context);
    case 'pickPasted':
      return pickedPasted(state, action, context);
  }
}

/** Tag creation's option picked (the creation checked the cap before adding it to the data). */
function pickedCreated(
  state: State,
  action: Extract<Action, { type: 'pickCreated' }>,
  context: TagsContext,
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
function pickedPasted(
  state: State,
  action: Extract<Action, { type: 'pickPasted' }>,
  context: TagsContext,
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
