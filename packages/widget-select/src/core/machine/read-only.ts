/**
 * What a read-only widget refuses: the edits a user makes with keys and
 * pointer (and opening the list to make them). The methods' actions carry
 * `api:` causes and still apply, as a script may change a read-only field.
 */
import { isUserCause } from './actions';
import type { Action } from './vocabulary';

export function isUserEdit(action: Action): boolean {
  switch (action.type) {
    case 'toggleOpen':
    case 'focusArrived':
    case 'typeahead':
    case 'pick':
    case 'pickHighlighted':
    case 'pickRange':
    case 'pickGroup':
    case 'removeLast':
    case 'clear':
    case 'moveTag':
    case 'dropTag':
    case 'createFromQuery':
    case 'paste':
      return true;
    case 'open':
    case 'remove':
    case 'selectAll':
      return isUserCause(action.cause);
    case 'reorder':
      return action.cause === undefined || isUserCause(action.cause);
    default:
      return false;
  }
}
