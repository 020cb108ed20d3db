import type { Messages, PluginState } from '../../types';

/**
 * The whole state the UI renders from. Plain data, never DOM nodes; the
 * data set and the options live beside it and their versions live in it, so
 * every change the UI must show goes through one dispatch. Its value, query,
 * open and disabled are those plugins read (PluginState).
 */
export interface State extends Omit<PluginState, 'highlighted'> {
  /**
   * The value when the list last opened: `selectedFirst` lists it first, so
   * a pick while the list is open moves no row.
   */
  readonly openedWith: readonly string[];
  /**
   * `commit: 'apply'`: the value the open list's picks make, not yet
   * applied (rows show it); null while closed or in the immediate mode.
   */
  readonly pending: readonly string[] | null;
  /**
   * The value of the row last picked by click or key in a multiple select:
   * where a Shift+click range starts (null before the first pick).
   */
  readonly anchor: string | null;
  /** What the highlight is on: an option, the create row, a group's header, or nothing. */
  readonly highlighted: Highlight;
  /** Validity as last applied by validate / native invalid / selection. */
  readonly validity: 'unknown' | 'valid' | 'invalid';
  /** Remote loading phase (ajax): `pending` waits for the debounce, `loading` has a request out. */
  readonly remote: 'idle' | 'pending' | 'loading' | 'error';
  /** Remote: the query whose answer the list shows; null when it shows none. */
  readonly remoteShown: string | null;
  /** Remote: the last load failed (reopening retries it). */
  readonly remoteFailed: boolean;
  /** Remote: `reload()` ran while closed, so the next open loads even with `loadOnOpen` false. */
  readonly remoteStale: boolean;
  /** Remote: how many options match the shown query over all pages, when the source reports a `total`. */
  readonly remoteTotal: number | null;
  /**
   * Remote: while select-all-matching fetches the remaining pages, how many
   * options of the query are loaded so far (announced); null otherwise.
   */
  readonly remoteProgress: number | null;
  /** Bumped when remote results replace the option list, so listeners re-render. */
  readonly dataVersion: number;
  /** Tag creation: `pending` while createOption's promise runs, `error` after a refusal. */
  readonly create: 'idle' | 'pending' | 'error';
  /** Why the last creation was refused (shown in the create row). */
  readonly createMessage: string;
  /** Bumped when options change (updateOptions): attributes, classes and texts re-render. */
  readonly optionsVersion: number;
  /** Tree nodes the user expanded (entry indices); replaced, never edited, by each expand or collapse. */
  readonly expanded: ReadonlySet<number>;
  /**
   * Tree nodes whose search-time expansion the user flipped during the
   * current query (a search opens matching branches by itself); emptied by
   * every query change, so search never alters `expanded`.
   */
  readonly searchFlipped: ReadonlySet<number>;
  /**
   * Lazy tree nodes (by value) whose `loadChildren` is under way or failed;
   * replaced, never edited. A node absent here is idle.
   */
  readonly nodeLoads: ReadonlyMap<string, NodeLoad>;
  /** Bumped when a search that showed part of a large list's matches (keys still being built) has them all. */
  readonly resultsVersion: number;
  /** The language table in use; replaced when `language` changes or its locale arrives. */
  readonly messages: Messages;
  /** The message of setCustomValidity; empty when none. */
  readonly customValidity: string;
  /**
   * The message of the last reported `invalid` (validate, reportValidity, a
   * blocked submit), shown under the control; emptied as soon as the widget
   * is no longer invalid.
   */
  readonly reportedError: string;
}

/**
 * What the highlight is on, as a tagged value: an option's entry, the
 * "create «text»" row, a group's header (`groupSelect`, where a header is a
 * checkable row), or nothing. The kinds never share a number, so no
 * comparison can take one for another.
 */
export type Highlight =
  | { readonly kind: 'none' }
  | { readonly kind: 'option'; readonly entry: number }
  | { readonly kind: 'create' }
  | { readonly kind: 'group'; readonly group: number };

/** Nothing highlighted. */
export const NO_HIGHLIGHT: Highlight = { kind: 'none' };

/** The "create «text»" row highlighted. */
export const CREATE_ROW: Highlight = { kind: 'create' };

/** The option of `entry` highlighted; nothing for a negative entry (a search that found none). */
export function optionHighlight(entry: number): Highlight {
  return entry >= 0 ? { kind: 'option', entry } : NO_HIGHLIGHT;
}

/** The header of `group` highlighted. */
export function groupHighlight(group: number): Highlight {
  return { kind: 'group', group };
}

/** The highlighted option's entry, or -1 when the highlight is on no option. */
export function highlightedEntry(highlight: Highlight): number {
  return highlight.kind === 'option' ? highlight.entry : -1;
}

/** Whether two highlights are on the same thing. */
export function sameHighlight(a: Highlight, b: Highlight): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind) return false;
  if (a.kind === 'option') return a.entry === (b as typeof a).entry;
  if (a.kind === 'group') return a.group === (b as typeof a).group;
  return true;
}

/** The phase of a lazy node's `loadChildren`. */
export type NodeLoad = 'loading' | 'error';

/** No lazy node loading: the initial (and every emptied) `nodeLoads`, one shared object. */
export const NO_LOADS: ReadonlyMap<string, NodeLoad> = new Map();

/** No tree node: the initial (and every emptied) `expanded` / `searchFlipped`, one shared object. */
export const NO_NODES: ReadonlySet<number> = new Set();

export const initialState: Omit<State, 'messages'> = {
  value: [],
  openedWith: [],
  pending: null,
  anchor: null,
  query: '',
  open: false,
  highlighted: NO_HIGHLIGHT,
  disabled: false,
  validity: 'unknown',
  remote: 'idle',
  remoteShown: null,
  remoteFailed: false,
  remoteStale: false,
  remoteTotal: null,
  remoteProgress: null,
  dataVersion: 0,
  create: 'idle',
  createMessage: '',
  optionsVersion: 0,
  expanded: NO_NODES,
  searchFlipped: NO_NODES,
  nodeLoads: NO_LOADS,
  resultsVersion: 0,
  customValidity: '',
  reportedError: '',
};

/**
 * The values `next` adds to `prev` and those it drops. A value that only
 * grew (a pick, a range, a select-all) is told by its first values alone:
 * no set of 100,000 values is built for a select-all or a long range.
 */
export function valueChanges(
  prev: readonly string[],
  next: readonly string[],
): { added: readonly string[]; removed: readonly string[] } {
  if (prev.length <= next.length && prev.every((value, i) => next[i] === value))
    return { added: next.slice(prev.length), removed: [] };
  const before = new Set(prev);
  const after = new Set(next);
  return { added: next.filter((v) => !before.has(v)), removed: prev.filter((v) => !after.has(v)) };
}

/** Shallow equality of two arrays (values, rows), order included. */
export function sameValues<T>(a: ArrayLike<T>, b: ArrayLike<T>): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
