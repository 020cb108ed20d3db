/**
 * The controller's actions as data, in a module of their own so that the
 * feature host (host.ts) can name them without importing the reducer.
 */
import type { Messages, Option } from '../types';
import type { Cause, FocusIntent } from './actions';
import type { Move } from './navigation';
import type { State } from './state';
import type { Change } from './store';

/**
 * What happens, as data: the actions the reducer (reducer.ts) decides.
 * Causes travel with the actions that have more than one.
 */
export type CoreAction =
  | { type: 'open'; cause: Cause; focus?: FocusIntent }
  | { type: 'close'; cause: Cause }
  | { type: 'setQuery'; query: string; cause: Cause; silent: boolean }
  /** A user picked a row: toggle, cap, close per closeOnSelect. */
  | { type: 'pick'; entry: number }
  | { type: 'remove'; value: string; cause: Cause }
  /** The clear button. */
  | { type: 'clear' }
  /** A normalized value; `also` lands with it (a form reset's validity). */
  | { type: 'setValue'; value: string[]; cause: Cause; silent: boolean; also: Change }
  | { type: 'selectAll'; cause: Cause }
  | { type: 'reorder'; order: readonly string[]; cause: Cause }
  | { type: 'move'; move: Move }
  | { type: 'highlight'; entry: number }
  /** Tree: shows a node's children (`expand`), hides them (`collapse`), or flips it (the twisty). */
  | { type: 'expand' | 'collapse' | 'toggleExpanded'; entry: number }
  /** Tree: ArrowRight (`expand`) or ArrowLeft (`collapse`) on the highlighted node. */
  | { type: 'treeKey'; key: 'expand' | 'collapse' }
  /** The effective disabled state changed (by the api, an option or a disabled fieldset). */
  | { type: 'disable'; disabled: boolean; cause: Cause }
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
  /** Tag creation: `createOption` returned a promise. */
  | { type: 'createPending'; cause: Cause }
  /** Tag creation: the answer arrived (ends a pending phase). */
  | { type: 'createAnswered'; cause: Cause }
  /** Tag creation refused: nothing is created, and `message` says why. */
  | { type: 'createRefused'; message: string; cause: Cause }
  /** Tag creation's option (new, or one it found) is picked; a new one emits `create`. */
  | { type: 'pickCreated'; option: Option<unknown>; isNew: boolean; clearQuery: boolean; cause: Cause }
  /** The remote loader's phase changed (an error stays marked until an answer arrives). */
  | { type: 'remotePhase'; phase: State['remote'] }
  /** `reload()` while closed: the next open loads. */
  | { type: 'remoteStale' }
  /** A blocked form submit: invalid, the `invalid` notice, and a required widget opens. */
  | { type: 'nativeInvalid'; message: string }
  /** `setCustomValidity(message)`: set (non-empty) or clear (empty). */
  | { type: 'setCustomValidity'; message: string }
  /** `validate()`: the value's validity applied; when invalid, `message` shown and the `invalid` notice. */
  | { type: 'validate'; message: string }
  /** `reportValidity()`: as `validate`; an invalid native select (`native`) also opens a required widget, as a blocked submit does. */
  | { type: 'reportValidity'; message: string; native: boolean }
  /** Outside code changed the native select's selection: `chosen`, its selected values in document order. */
  | { type: 'nativePicked'; chosen: readonly string[] };
