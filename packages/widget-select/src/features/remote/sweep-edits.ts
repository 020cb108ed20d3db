/**
 * The edits of the value that end a running select-all-matching or
 * clear-matching sweep of a paged remote source: the selection it makes
 * once its last page is in would undo them. A reorder keeps the same
 * values and lets it run; a new select all or clear matching takes it over.
 */
import { isUserEdit } from '../../core/machine/read-only';
import type { Action } from '../../core/machine/vocabulary';

/** Whether `action` ends a sweep under way; `acts`: the reducer did not ignore it. */
export function endsSweep(action: Action, acts: boolean, readonly: boolean): boolean {
  if (readonly && isUserEdit(action)) return false;
  switch (action.type) {
    // Even with nothing to clear or change now, the value asked for is not "every match".
    case 'clear':
    case 'setValue':
      return true;
    case 'selectAll':
      return !action.matching && !action.allPages;
    case 'pick':
    case 'pickGroup':
    case 'pickHighlighted':
    case 'remove':
    case 'removeLast':
    case 'pickCreated':
    case 'pickPasted':
    case 'nativePicked':
      return acts;
    default:
      return false;
  }
}
