/**
 * The reducer's transitions for forms: a blocked submit on a native select,
 * validate() and reportValidity(), and a custom validity message. Pure,
 * like the reducer that calls them.
 */
import type { Cause, DispatchMeta } from './actions';
import { defaultHighlight } from '../domain/highlight';
import { validityOf } from './settle';
import type { State } from '../domain/state';
import type { Change } from './store';
import type { ReducerContext, Transition } from './transition';
import type { Action } from './vocabulary';

export function nativeInvalid<M>(
  state: State,
  message: string,
  context: ReducerContext<M>,
  cause: Cause = 'native:invalid',
  quiet = false,
): Transition {
  const change: Change = { validity: 'invalid', reportedError: message };
  if (context.options.required && !quiet && !state.open && !state.disabled)
    Object.assign(change, { open: true, highlighted: defaultHighlight(context, state) });
  return { change, cause, meta: invalidNotice(message) };
}

/**
 * validate() and reportValidity(): the value's validity applied; an invalid
 * one is reported (message shown, `invalid`). reportValidity() on a native
 * select reports as a blocked submit does, opening a required widget.
 */
export function validated<M>(
  state: State,
  action: Extract<Action, { type: 'validate' | 'reportValidity' }>,
  context: ReducerContext<M>,
): Transition {
  if (validityOf(state, context.options.required).valid)
    return { change: { validity: 'valid' }, cause: 'api:validate' };
  const { message } = action;
  if (action.type === 'reportValidity' && action.native)
    return nativeInvalid(state, message, context, 'api:validate');
  return {
    change: { validity: 'invalid', reportedError: message },
    cause: 'api:validate',
    meta: invalidNotice(message),
  };
}

/** A reported failed validation: the `invalid` event, also when its message is already shown. */
export function invalidNotice(message: string): DispatchMeta {
  return { notices: [{ name: 'invalid', payload: message }] };
}

/** A custom message makes the widget invalid; clearing it makes an invalid one valid unless required and empty. */
export function customValidity<M>(state: State, message: string, context: ReducerContext<M>): Change {
  const change: Change = { customValidity: message };
  if (message !== '') change.validity = 'invalid';
  else if (state.validity === 'invalid' && (!context.options.required || state.value.length > 0)) {
    change.validity = 'valid';
  }
  return change;
}
