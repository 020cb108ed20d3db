/**
 * The reducer: `(state, action, context) → transition`, pure. It decides what an action changes; the
 * controller sends the transition down the one path (interceptors, settle, commit, events, render). The
 * transition is the proposed change, not yet the next state, because the interceptors (the before* hooks,
 * plugins) see and may rewrite the change itself; the next state is `{ ...state, ...change }` once they let
 * it through.
 *
 * `context` answers what the state alone cannot: the data set, the options, the widget's features, which
 * entries can be picked and where the highlight goes in the visible rows. Work with side effects (swapping
 * the data set, resolving options, timers, loads) happens in the controller before or after, never here.
 * Every action is decided as it arrives: the rules of a shown list (list-transitions.ts,
 * pick-transition.ts) and of a pending value (pending-value.ts) are imported, not waited for.
 */
import { dataReplaced, disabling, optionsUpdated } from './data-transitions';
import { reduceInList } from './list-transitions';
import { pendingReduced } from './pending-value';
import { picked } from './pick-transition';
import { isUserEdit } from './read-only';
import { allSelected, capRefusal, removal, settledValue } from './selection-changes';
import { defaultHighlight } from '../domain/highlight';
import type { State } from '../domain/state';
import type { Change } from './store';
import { CLOSED, type Reduced, type ReducerContext } from './transition';
import { customValidity, nativeInvalid, validated } from './validity-transitions';
import type { Action } from './vocabulary';

export function reduce<M>(state: State, action: Action, context: ReducerContext<M>): Reduced {
  if (context.options.readonly && isUserEdit(action)) return null;
  // `commit: 'apply'`: a pick in the open list changes the pending value, never the value.
  const staged = pendingReduced(state, action, context, decided);
  return staged !== undefined ? staged : decided(state, action, context);
}

/** An action's transition as if no value were pending. */
function decided<M>(state: State, action: Action, context: ReducerContext<M>): Reduced {
  const reduced = decide(state, action, context);
  // The tree's search-time flips belong to one query: the tree feature forgets them in a new query's
  // change.
  return reduced && 'change' in reduced
    ? (context.feature('tree')?.forgetSearchFlips(state, reduced) ?? reduced)
    : reduced;
}

/** The actions `decide` decides itself: opening, closing, the query and a shown list's. */
type ListAction = Extract<
  Action,
  {
    type:
      | 'open'
      | 'close'
      | 'toggleOpen'
      | 'focusArrived'
      | 'setQuery'
      | 'typeahead'
      | 'pick'
      | 'pickRange'
      | 'pickGroup'
      | 'pickHighlighted'
      | 'move'
      | 'highlight'
      | 'hover'
      | 'apply';
  }
>;

/** The actions `dataOrForm` decides: the data set's, the sources', the disabled state's and the form's. */
type DataOrFormAction = Extract<
  Action,
  {
    type:
      | 'disable'
      | 'dataReplaced'
      | 'optionsUpdated'
      | 'messagesLoaded'
      | 'searchCompleted'
      | 'retry'
      | 'loadMore'
      | 'nativeOptions'
      | 'nativeDisabled'
      | 'fieldsetDisabled'
      | 'nativeInvalid'
      | 'setCustomValidity'
      | 'validate'
      | 'reportValidity'
      | 'formReset';
  }
>;

/**
 * Decides an action: the list's here, the others in `valueOrFeature` and `dataOrForm`. Each switch hands
 * what it does not decide to the next, and the types above make the compiler check that every action of
 * the vocabulary has its case.
 */
function decide<M>(state: State, action: Action, context: ReducerContext<M>): Reduced {
  switch (action.type) {
    // ---- opening, closing and the query
    case 'open': {
      if (state.open || state.disabled) return null;
      // Typeahead while the opening waited (the list's code, the sheet's): a highlight, no query; it stays.
      const typed = action.waited && state.query === '' && state.highlighted.kind === 'option';
      // On the list as it opens (settle takes `openedWith` for `selectedFirst`).
      const highlighted = typed
        ? state.highlighted
        : defaultHighlight(context, { ...state, openedWith: state.value });
      const focus = typed ? 'stay' : action.focus;
      return { change: { open: true, highlighted }, cause: action.cause, ...(focus && { meta: { focus } }) };
    }
    case 'close':
      return state.open ? { change: { ...CLOSED }, cause: action.cause } : null;
    case 'toggleOpen':
      return state.open
        ? decide(state, { type: 'close', cause: 'user:close' }, context)
        : decide(state, { type: 'open', cause: 'user:open' }, context);
    case 'focusArrived':
      return context.options.openOnFocus
        ? decide(state, { type: 'open', cause: 'user:open' }, context)
        : null;
    case 'setQuery': {
      if (action.query === state.query) return null;
      const change: Change = { query: action.query };
      // A new query abandons a pending creation and its message.
      if (state.create !== 'idle') Object.assign(change, { create: 'idle', createMessage: '' });
      return {
        change,
        cause: action.cause,
        meta: { silentSearch: action.silent === true, defaultHighlight: true },
      };
    }
    case 'typeahead':
      return {
        command: { run: 'typeahead', char: action.char, now: action.now, opening: action.opening === true },
      };
    // ---- a shown list's: the highlight's moves, Enter, a row's or a group's pick, a range
    case 'pick':
      return picked(state, action.entry, context, reduce);
    // Ranges (Shift+click, Shift+arrows): the tags feature decides (nothing happens without it).
    case 'pickRange':
      return (
        context.feature('tags')?.range(state, action, context, () => allSelected(context, state)) ?? null
      );
    case 'pickGroup':
    case 'pickHighlighted':
    case 'move':
    case 'highlight':
    case 'hover':
      return reduceInList(state, action, context, decide);
    case 'apply':
      // Only a pending value applies (pending-value.ts).
      return null;
    default:
      return valueOrFeature(state, action, context);
  }
}

/** The value's edits other than a row's pick, and the actions a feature decides. */
function valueOrFeature<M>(
  state: State,
  action: Exclude<Action, ListAction>,
  context: ReducerContext<M>,
): Reduced {
  switch (action.type) {
    case 'remove':
      if (state.disabled || !context.isSelected(action.value, true)) return null;
      return { change: { value: removal(context, state, action.value) }, cause: action.cause };
    case 'removeLast': {
      // The last tag: a multiple tree shows its value in the shape of `treeValue`.
      const shown = context.publicValue?.(state.value) ?? state.value;
      const last = shown[shown.length - 1];
      if (last === undefined) return null;
      return decide(state, { type: 'remove', value: last, cause: 'user:backspace' }, context);
    }
    case 'clear':
      if (state.disabled || state.value.length === 0) return null;
      if (action.whenClearable && !context.options.clearable) return null;
      return { change: { value: [] }, cause: 'user:clear' };
    case 'setValue':
      return {
        change: { ...action.also, value: settledValue(context, action.value) },
        cause: action.cause,
        meta: { silentChange: action.silent },
      };
    case 'selectAll':
      return selectedAll(state, action, context);
    case 'clearMatching':
      if (!action.allPages && context.hasMorePages?.()) return { command: { run: 'loadMatching', action } };
      return reduceInList(state, action, context, decide);

    // ---- the actions a feature decides (nothing happens without it)
    case 'expand':
    case 'collapse':
    case 'toggleExpanded':
    case 'treeKey':
      return context.feature('tree')?.reduce(state, action, context) ?? null;
    case 'nodeLoad':
    case 'childrenLoaded':
      return context.feature('tree')?.reduceLoad(state, action, context) ?? null;
    // Tag creation, a pasted list and sortable tags.
    case 'createFromQuery':
    case 'paste':
    case 'createPending':
    case 'createAnswered':
    case 'createRefused':
    case 'pickCreated':
    case 'pickPasted':
    case 'reorder':
    case 'moveTag':
    case 'dropTag':
      return context.feature('tags')?.reduce(state, action, context) ?? null;
    case 'remotePhase':
    case 'remoteStale':
      return context.feature('remote')?.reduce(state, action) ?? null;
    // The answer of resolveOptions: the resolve feature, whose resolver alone sends it, decides.
    case 'valuesResolved':
      return context.feature('resolve')?.reduce(state, action) ?? null;
    case 'nativePicked': {
      // Only a mounted native select sends it: the native feature decides the value.
      const value = context.feature('native')?.picked(state.value, action.chosen, context);
      return value ? { change: { value: settledValue(context, value) }, cause: 'native:change' } : null;
    }
    default:
      return dataOrForm(state, action, context);
  }
}

/** Select all: every option, or a query's matches (the shown list's rows). */
function selectedAll<M>(
  state: State,
  action: Extract<Action, { type: 'selectAll' }>,
  context: ReducerContext<M>,
): Reduced {
  if (!context.options.multiple) return null;
  // A paged remote source: the rest of the query's pages first (then this action again).
  if (action.matching && !action.allPages && context.hasMorePages?.())
    return { command: { run: 'loadMatching', action } };
  if (action.matching && state.query.trim() !== '') return reduceInList(state, action, context, decide);
  const value = allSelected(context, state);
  const refusal = capRefusal(context, value);
  return { change: { value }, cause: action.cause, ...(refusal && { meta: { notices: [refusal] } }) };
}

/** The data set, the options, the disabled state, the work beside the state; validity and the form's reset. */
function dataOrForm<M>(state: State, action: DataOrFormAction, context: ReducerContext<M>): Reduced {
  switch (action.type) {
    case 'disable':
      return { change: disabling(state, action.disabled), cause: action.cause };
    case 'dataReplaced':
      return dataReplaced(state, action.also, action.cause, action.keepHighlight);
    case 'optionsUpdated':
      return optionsUpdated(state, action);
    case 'messagesLoaded':
      return { change: { messages: action.messages }, cause: 'locale:loaded' };
    // A large list's progressive search has its full results.
    case 'searchCompleted':
      return {
        change: { resultsVersion: state.resultsVersion + 1 },
        cause: 'search:complete',
        meta: { defaultHighlight: action.rehighlight },
      };
    case 'retry':
      return { command: { run: 'retry' } };
    case 'loadMore':
      return { command: { run: 'loadMore' } };
    case 'nativeOptions':
      return { command: { run: 'installOptions', data: action.data, value: action.value } };
    case 'nativeDisabled':
    case 'fieldsetDisabled':
      return {
        command: {
          run: 'setDisabled',
          disabled: action.disabled,
          byForm: action.type === 'fieldsetDisabled',
        },
      };
    // ---- validity and the form's reset
    case 'nativeInvalid':
      return nativeInvalid(state, action.message, context, undefined, action.quiet);
    case 'setCustomValidity':
      return { change: customValidity(state, action.message, context), cause: 'api:validate' };
    case 'validate':
    case 'reportValidity':
      return validated(state, action, context);
    case 'formReset':
      return {
        command: {
          run: 'setValue',
          value: action.value,
          cause: 'native:reset',
          also: { validity: 'unknown' },
        },
      };
  }
}
