/**
 * The reducer's words: what it is given besides the state (`ReducerContext`)
 * and what it answers (`Transition`, `Reduced`), shared by the reducer and
 * the modules of its transitions.
 */
import type { FeatureName, FeatureNamed } from '../../features/registry';
import type { Notice } from './actions';
import type { HighlightContext } from '../domain/highlight';
import type { SelectionContext } from './selection-changes';
import { NO_HIGHLIGHT, type State } from '../domain/state';
import type { Change, Transition } from './store';
import type { Action, Command } from './vocabulary';

export type ReducerContext<M> = SelectionContext<M> &
  HighlightContext<M> & {
    /** `committed`: in the value, whatever a pending value (`commit: 'apply'`) holds. */
    isSelected(value: string, committed?: boolean): boolean;
    /** The option of a value: the data set's, or a selected one the data no longer has. */
    optionOf(value: string): unknown;
    /** Whether a paged remote source has pages of the shown query still unloaded. */
    hasMorePages?(): boolean;
    /** The widget's feature of that name (a lazy one's stand-in until its chunk is there), if added. */
    feature<N extends FeatureName>(name: N): FeatureNamed<N> | undefined;
  };

export type { Transition };

/**
 * A transition; a notice alone (a pick refused at the cap); work beside the
 * state for the controller to carry out; or null when the action does
 * nothing in this state.
 */
export type Reduced = Transition | { readonly notice: Notice } | { readonly command: Command } | null;

/** Decides an action (the reducer, or one kind of action of it). */
export type Decide = <M>(state: State, action: Action, context: ReducerContext<M>) => Reduced;

/** What closing changes: the list shuts, the query empties, nothing is highlighted. */
export const CLOSED: Change = { open: false, query: '', highlighted: NO_HIGHLIGHT };
