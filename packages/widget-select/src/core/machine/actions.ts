/**
 * Named causes and the flags that travel with a dispatch. `Cause` itself is
 * public and lives in `types.ts`.
 */
import type { Cause, Option, SelectEvents } from '../../types';

export type { Cause } from '../../types';

export function isUserCause(cause: Cause): boolean {
  return cause.startsWith('user:');
}

/**
 * What an action did besides changing state, reported with it: a pick
 * refused at `maxSelections`, a created option, a failed validation, an
 * error. The event outlet emits them before the events of the state diff.
 */
export type Notice =
  | { name: 'maximum'; payload: { limit: number; option: Option<unknown> } }
  | { name: 'create'; payload: Option<unknown> }
  | { name: 'invalid'; payload: string }
  | { name: 'error'; payload: SelectEvents['error'] };

/**
 * Where focus goes when a change opens the list: into the search field
 * (the default), into it read-only for a moment because a key opened the
 * list (see open-list/quiet-focus.ts), or nowhere (typeahead keeps it on the
 * control).
 */
export type FocusIntent = 'search' | 'search-quietly' | 'stay';

/** Flags that travel with a dispatch. */
export interface DispatchMeta {
  /** Where focus goes if this change opens the list. */
  focus?: FocusIntent;
  /** Suppress `change` (setValue with emitChange false). */
  silentChange?: boolean;
  /** Suppress `search` (setSearchQuery with emitSearch false). */
  silentSearch?: boolean;
  /** The highlight goes where the new list starts (a new query): settled on the proposed state. */
  defaultHighlight?: boolean;
  /** The tag a `moveTag` / `dropTag` moved: the live region says where it landed. */
  movedTag?: string;
  /** Reported with the action even if its change is cancelled or changes nothing. */
  notices?: readonly Notice[];
}
