/**
 * The one action vocabulary: what the view sends through its port, what
 * the facade's methods and the effects send, and what the reducer
 * (reducer.ts) reduces are the same actions. Interceptors and plugins see
 * the type of the action behind each change. In a module of its own so
 * that the feature host (host.ts) and the port can name it without
 * importing the reducer.
 */
import type { ActionType, DataItem, Messages, Option } from '../../types';
import type { Cause, FocusIntent } from './actions';
import type { Move } from '../domain/navigation';
import type { NodeLoad, State } from '../domain/state';
import type { Change } from './store';

/** A range gesture (range-selection.ts): Shift+click on `entry`, or a Shift key's `move`. */
export type RangeGesture =
  | { entry: number }
  | { move: Extract<Move, 'next' | 'previous' | 'first' | 'last'> };

/** What happens, as data. Causes travel with the actions that have more than one. */
export type Action =
  // ---- the list -----------------------------------------------------------
  /**
   * `focus`: where focus goes as the list opens (see {@link FocusIntent}). `waited`: an opening that waited
   * for the list's code keeps the option typeahead highlighted meanwhile, and the focus on the control.
   */
  | { type: 'open'; cause: Cause; focus?: FocusIntent; waited?: boolean }
  | { type: 'close'; cause: Cause }
  /** A click on the control: opens a closed list, closes an open one. */
  | { type: 'toggleOpen' }
  /** Focus arrived on the control from the keyboard: opens the list when `openOnFocus` is set. */
  | { type: 'focusArrived' }
  /** `silent`: no `search` event (setSearchQuery with emitSearch false). */
  | { type: 'setQuery'; query: string; cause: Cause; silent?: boolean }
  // ---- the highlight ------------------------------------------------------
  | { type: 'move'; move: Move }
  | { type: 'highlight'; entry: number }
  /** The pointer is over a row: highlights it when it can be picked. */
  | { type: 'hover'; entry: number }
  /**
   * A printable key on the control: highlights the next option whose label
   * starts with the typed text. A space continues a typeahead in progress
   * and otherwise picks the highlighted row. `opening`: the key opened the list, so the
   * search starts after the selected option (at the top when none is), not
   * after the row the opening highlighted.
   */
  | { type: 'typeahead'; char: string; now: number; opening?: boolean }
  // ---- the value ----------------------------------------------------------
  /** A user picked a row: toggle, cap, close per closeOnSelect. */
  | { type: 'pick'; entry: number }
  /**
   * Multiple mode, a range (range-selection.ts): Shift+click on `entry`, or
   * Shift+ArrowDown / Shift+ArrowUp (`next` / `previous`) and Ctrl+Shift+End /
   * Ctrl+Shift+Home (`last` / `first`).
   */
  | ({ type: 'pickRange' } & RangeGesture)
  /** groupSelect: a click on a group's header toggles its enabled options. */
  | { type: 'pickGroup'; group: number }
  /**
   * Enter / Space: the highlighted row, or the create row. `onlyOption`
   * (Tab with `selectOnTab`): an option only, never the create row or a
   * group's header.
   */
  | { type: 'pickHighlighted'; onlyOption?: boolean }
  /** `commit: 'apply'`: the pending value becomes the value (Apply, Ctrl+Enter, the sheet's Done). */
  | { type: 'apply' }
  | { type: 'remove'; value: string; cause: Cause }
  /** Backspace in an empty search field: the last tag goes. */
  | { type: 'removeLast' }
  /**
   * The clear button, the Delete / Backspace key of a closed single select,
   * a plugin's "clear all". `whenClearable`: only when the `clearable`
   * option is on (the keys; the button exists only then anyway). `inList`:
   * from the open list (a plugin's header), so `commit: 'apply'` makes it pending.
   */
  | { type: 'clear'; whenClearable?: boolean; inList?: boolean }
  /** A normalized value; `also` lands with it (a form reset's validity). */
  | { type: 'setValue'; value: string[]; cause: Cause; silent: boolean; also: Change }
  /**
   * `matching`: only the options that match the current query. `allPages`:
   * a paged remote source's remaining pages were loaded (or need not be).
   */
  | { type: 'selectAll'; cause: Cause; matching?: boolean; allPages?: boolean }
  /** The values of the options that match the current query leave the selection. */
  | { type: 'clearMatching'; cause: Cause; allPages?: boolean }
  /** `resolveOptions` answered: the labels render; `prune`: values it had no option for leave. */
  | { type: 'valuesResolved'; prune: readonly string[] }
  /** A new order of the same values. */
  | { type: 'reorder'; order: readonly string[]; cause?: Cause }
  /** Alt+ArrowLeft / Alt+ArrowRight on a tag: one place left (-1) or right (+1). */
  | { type: 'moveTag'; value: string; by: -1 | 1 }
  /** A dragged tag dropped before the tag at `at` (0..n, n: after the last). */
  | { type: 'dropTag'; value: string; at: number }
  // ---- the tree -----------------------------------------------------------
  /** Shows a node's children (`expand`), hides them (`collapse`), or flips it (the twisty). */
  | { type: 'expand' | 'collapse' | 'toggleExpanded'; entry: number }
  /** ArrowRight (`expand`) or ArrowLeft (`collapse`) on the highlighted node. */
  | { type: 'treeKey'; key: 'expand' | 'collapse' }
  /**
   * A lazy node's `loadChildren` started (`loading`), failed (`error`), was
   * abandoned or is to be retried (`idle`: the error row's Retry).
   */
  | { type: 'nodeLoad'; value: string; phase: NodeLoad | 'idle'; cause: Cause }
  /**
   * A lazy node's children joined the data set (installed beside the state
   * first): `shift` maps an entry index of the data set before to the one now.
   */
  | { type: 'childrenLoaded'; value: string; entry: number; added: number; shift: (entry: number) => number }
  // ---- tag creation -------------------------------------------------------
  /** A click on the create row. */
  | { type: 'createFromQuery' }
  /** Pasted text: a list of tags is created (anything else is left to the field). */
  | { type: 'paste'; text: string }
  /** `createOption` returned a promise. */
  | { type: 'createPending'; cause: Cause }
  /** The answer arrived (ends a pending phase). */
  | { type: 'createAnswered'; cause: Cause }
  /** Refused: nothing is created, and `message` says why. */
  | { type: 'createRefused'; message: string; cause: Cause }
  /** Creation's option (new, or one it found) is picked; a new one emits `create`. */
  | { type: 'pickCreated'; option: Option<unknown>; isNew: boolean; clearQuery: boolean; cause: Cause }
  /** A pasted tag list: its options (`created` are new, each emits `create`) are picked in one change. */
  | {
      type: 'pickPasted';
      picks: readonly Option<unknown>[];
      created: readonly Option<unknown>[];
      clearQuery: boolean;
      cause: Cause;
    }
  // ---- remote data --------------------------------------------------------
  /** The error row's Retry: repeats the failed load. */
  | { type: 'retry' }
  /** Paging: asks for the next page; applies only when one can load now. */
  | { type: 'loadMore' }
  /** The loader's phase changed (an error stays marked until an answer arrives). */
  | { type: 'remotePhase'; phase: State['remote'] }
  /** `reload()` while closed: the next open loads. */
  | { type: 'remoteStale' }
  // ---- data, options, language, disabled (installed beside the state first) ----
  /**
   * A new data set is installed beside the state; `also` lands with it (the
   * kept value, the remote phase). `keepHighlight`: an appended page keeps
   * the highlighted row.
   */
  | { type: 'dataReplaced'; also: Change; cause: Cause; keepHighlight: boolean }
  /** New options are installed: their language, disabled state and data land in one change. */
  | { type: 'optionsUpdated'; messages: Messages; disabled?: boolean; data?: Change }
  /** A bundled locale arrived. */
  | { type: 'messagesLoaded'; messages: Messages }
  /**
   * A large list's search finished after a partial answer: the rows are
   * recomputed; `rehighlight` when the highlight is still where the partial
   * list put it.
   */
  | { type: 'searchCompleted'; rehighlight: boolean }
  /** The effective disabled state changed (by the api, an option or a disabled fieldset). */
  | { type: 'disable'; disabled: boolean; cause: Cause }
  // ---- validity and forms -------------------------------------------------
  /** A blocked form submit: invalid, the `invalid` notice, and a required widget opens unless `quiet` (not given the focus). */
  | { type: 'nativeInvalid'; message: string; quiet?: boolean }
  /** `setCustomValidity(message)`: set (non-empty) or clear (empty). */
  | { type: 'setCustomValidity'; message: string }
  /** `validate()`: the value's validity applied; when invalid, `message` shown and the `invalid` notice. */
  | { type: 'validate'; message: string }
  /** `reportValidity()`: as `validate`; an invalid native select (`native`) also opens a required widget, as a blocked submit does. */
  | { type: 'reportValidity'; message: string; native: boolean }
  /** `form.reset()`: the initial value back, validity unknown again. */
  | { type: 'formReset'; value: readonly string[] }
  // ---- a mounted native select ------------------------------------------
  /** Outside code changed the native select's selection: `chosen`, its selected values in document order. */
  | { type: 'nativePicked'; chosen: readonly string[] }
  /** The native select's options changed: they become the data set, with the value kept on it. */
  | { type: 'nativeOptions'; data: DataItem[]; value: readonly string[] }
  /** Outside code set the native select's own `disabled`: the same as `disable()` / `enable()`. */
  | { type: 'nativeDisabled'; disabled: boolean }
  /** An ancestor `<fieldset>` became disabled or enabled. */
  | { type: 'fieldsetDisabled'; disabled: boolean };

/**
 * What an action did, as `send(action)` returns it, so a caller never
 * re-reads the state to learn about a veto.
 */
export type Outcome =
  /** A change committed. */
  | 'applied'
  /** An interceptor (a before* hook, a plugin) cancelled the change. */
  | 'vetoed'
  /** The change passed the interceptors but the state already was so. */
  | 'unchanged'
  /** Refused with a notice and no change (a pick at `maxSelections`). */
  | 'refused'
  /** Nothing to do in this state (closing a closed list, an arrow key on a tree leaf). */
  | 'ignored'
  /** Work beside the state began (a creation, a load); its results come back as actions of their own. */
  | 'started';

/**
 * Work beside the state that the reducer decided an action needs: the
 * controller carries it out (the creation, the remote source, the
 * installer, the typeahead buffer), and what it changes comes back as
 * actions of their own.
 */
export type Command =
  | { run: 'create' }
  | { run: 'paste'; text: string }
  | { run: 'retry' }
  | { run: 'loadMore' }
  /** Every remaining page of the shown query, then `action` again (select all / clear matching). */
  | { run: 'loadMatching'; action: Extract<Action, { type: 'selectAll' | 'clearMatching' }> }
  | { run: 'typeahead'; char: string; now: number; opening: boolean }
  /** A value from outside (a native select, a form reset): normalized as setValue does. */
  | { run: 'setValue'; value: readonly string[]; cause: Cause; also: Change }
  | { run: 'installOptions'; data: DataItem[]; value: readonly string[] }
  | { run: 'setDisabled'; disabled: boolean; byForm: boolean };

/** The public list of action types (`ActionType`, in plugin-api.ts) names exactly these: a type error otherwise. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type ActionTypesListed = Holds<Same<Action['type'], ActionType>>;
