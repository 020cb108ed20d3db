/**
 * What the Controller and the view need of a remote source, so neither depends
 * on the loader (features/remote/) itself.
 */
import type { Change } from './store';
import type { Action } from './vocabulary';

/** What the facade needs of a remote loader. */
export interface RemoteSource {
  reload(): void;
  /** Repeats the failed load (the error row's Retry button). */
  retry(): void;
  clearCache(): void;
  dispose(): void;
  /** setData: stops pending remote and paging work; returns the remote state that goes with the new data. */
  cancel(): Change;
  /** Requests the next page (pagination); false when none can load now. */
  loadMore(): boolean;
  /** Whether scrolling to the end would load a page now. */
  canLoadMore(): boolean;
  /**
   * Select all matching (`selectAll`) or clear matching (`clearMatching`):
   * loads the remaining pages of the shown query that the outcome depends
   * on (aborted by closing or a new query), then runs `done`. False, and
   * `done` not called, when the pages loaded decide it already or nothing
   * is left to load.
   */
  loadMatching(sweep: 'selectAll' | 'clearMatching', done: () => void): boolean;
  /**
   * Sees each action as it is reduced, before it applies (`acts`: the
   * reducer did not ignore it): an edit of the value ends the select all
   * or clear matching under way (its `done` never runs); the pages it
   * loaded stay.
   */
  onAction(action: Action, acts: boolean): void;
  /** Whether pages of the shown query are still unloaded. */
  hasMorePages(): boolean;
  /** The loading/error row; undefined lets the Controller decide. */
  message(): MessageKind | undefined;
}

/**
 * What the dropdown shows instead of (or besides) option rows. `typeToSearch`:
 * a remote list that loads only once the user types.
 */
export type MessageKind = 'hint' | 'typeToSearch' | 'empty' | 'loading' | 'error' | null;
