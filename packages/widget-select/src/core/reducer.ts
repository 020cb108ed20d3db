/**
 * The reducer: `(state, action, context) → transition`, pure. It decides
 * what an action changes; the controller sends the transition down the one
 * path (interceptors, settle, commit, events, render). The transition is the
 * proposed change, not yet the next state, because the interceptors (the
 * before* hooks, plugins) see and may rewrite the change itself; the next
 * state is `{ ...state, ...change }` once they let it through.
 *
 * `context` answers what the state alone cannot: the data set, the options,
 * which entries can be picked and where the highlight goes in the visible
 * rows. Work with side effects (swapping the data set, resolving options,
 * timers, loads) happens in the controller before or after, never here.
 */
import { featureOf } from '../features/registry';
import type { Cause, DispatchMeta, Notice } from './actions';
import { defaultHighlight, type HighlightContext, moved } from './highlight';
import { isUserEdit } from './read-only';
import {
  allSelected,
  groupToggled,
  capRefusal,
  matchingCleared,
  matchingSelected,
  pickOutcome,
  removal,
  reordered,
  type SelectionContext,
  settledValue,
  tagMoved,
} from './selection-changes';
import { validityOf } from './settle';
import {
  highlightedEntry,
  NO_HIGHLIGHT,
  NO_LOADS,
  NO_NODES,
  optionHighlight,
  type State,
  sameValues,
} from './state';
import type { Change } from './store';
import type { Action, Command } from './vocabulary';

export type { Action } from './vocabulary';

export type ReducerContext<M> = SelectionContext<M> &
  HighlightContext<M> & {
    isSelected(value: string): boolean;
    /** The option of a value: the data set's, or a selected one the data no longer has. */
    optionOf(value: string): unknown;
    /** Whether a paged remote source has pages of the shown query still unloaded. */
    hasMorePages?(): boolean;
  };

/** A change to send down the one path, with its cause and flags. */
export interface Transition {
  readonly change: Change;
  readonly cause: Cause;
  readonly meta?: DispatchMeta;
}

/**
 * A transition; a notice alone (a pick refused at the cap); work beside the
 * state for the controller to carry out; or null when the action does
 * nothing in this state.
 */
export type Reduced = Transition | { readonly notice: Notice } | { readonly command: Command } | null;

const CLOSED: Change = { open: false, query: '', highlighted: NO_HIGHLIGHT };

export function reduce<M>(state: State, action: Action, context: ReducerContext<M>): Reduced {
  if (context.options.readonly && isUserEdit(action)) return null;
  const reduced = decide(state, action, context);
  return reduced && 'change' in reduced ? forgetSearchFlips(state, reduced) : reduced;
}

/**
 * The tree's search-time flips belong to one query: a transition that
 * changes the query empties them in its own change, where the interceptors
 * see it, and the next search starts from its own expansion.
 */
function forgetSearchFlips(state: State, transition: Transition): Transition {
  const { change } = transition;
  const newQuery = change.query !== undefined && change.query !== state.query;
  if (!newQuery || state.searchFlipped.size === 0 || change.searchFlipped !== undefined) return transition;
  return { ...transition, change: { ...change, searchFlipped: NO_NODES } };
}

function decide<M>(state: State, action: Action, context: ReducerContext<M>): Reduced {
  switch (action.type) {
    case 'open':
      if (state.open || state.disabled) return null;
      return {
        change: { open: true, highlighted: defaultHighlight(context, state) },
        cause: action.cause,
        ...(action.focus && { meta: { focus: action.focus } }),
      };
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
    case 'pick':
      return picked(state, action.entry, context);
    case 'pickGroup': {
      if (!context.options.multiple || !context.options.groupSelect || state.disabled) return null;
      const value = groupToggled(context, state, action.group);
      return value ? { change: { value }, cause: 'user:pick' } : null;
    }
    case 'pickHighlighted':
      return pickedHighlight(state, context);
    case 'remove':
      if (state.disabled || !context.isSelected(action.value)) return null;
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
    case 'selectAll': {
      if (!context.options.multiple) return null;
      // A paged remote source: the rest of the query's pages first (then this action again).
      if (action.matching && !action.allPages && context.hasMorePages?.())
        return { command: { run: 'loadMatching', action } };
      const matching = action.matching === true;
      const value = matching ? matchingSelected(context, state) : allSelected(context, state);
      const refusal = capRefusal(context, state, value, matching);
      return { change: { value }, cause: action.cause, ...(refusal && { meta: { notices: [refusal] } }) };
    }
    case 'valuesResolved': {
      const prune = new Set(action.prune);
      const change: Change = { dataVersion: state.dataVersion + 1 };
      if (prune.size > 0) change.value = state.value.filter((value) => !prune.has(value));
      return { change, cause: 'remote:resolve' };
    }
    case 'clearMatching':
      if (!action.allPages && context.hasMorePages?.()) return { command: { run: 'loadMatching', action } };
      return { change: { value: matchingCleared(context, state) }, cause: action.cause };
    case 'reorder': {
      const value = reordered(context, state, action.order);
      return value ? { change: { value }, cause: action.cause ?? 'user:reorder' } : null;
    }
    case 'move':
      return { change: { highlighted: moved(context, state, action.move) }, cause: 'user:navigate' };
    case 'highlight':
      return { change: { highlighted: optionHighlight(action.entry) }, cause: 'user:navigate' };
    case 'hover':
      if (action.entry === highlightedEntry(state.highlighted) || !context.isEntrySelectable(action.entry)) {
        return null;
      }
      return decide(state, { type: 'highlight', entry: action.entry }, context);
    case 'typeahead':
      return { command: { run: 'typeahead', char: action.char, now: action.now } };
    case 'expand':
    case 'collapse':
    case 'toggleExpanded':
    case 'treeKey':
      return featureOf('tree')?.reduce(state, action, context) ?? null;
    case 'nodeLoad':
    case 'childrenLoaded':
      return featureOf('tree')?.reduceLoad(state, action, context) ?? null;
    case 'disable':
      return { change: disabling(state, action.disabled), cause: action.cause };
    case 'dataReplaced':
      return dataReplaced(state, action.also, action.cause, action.keepHighlight);
    case 'optionsUpdated':
      return optionsUpdated(state, action);
    case 'messagesLoaded':
      return { change: { messages: action.messages }, cause: 'locale:loaded' };
    case 'searchCompleted':
      return {
        change: { resultsVersion: state.resultsVersion + 1 },
        cause: 'search:complete',
        meta: { defaultHighlight: action.rehighlight },
      };
    case 'createFromQuery':
      return state.disabled ? null : { command: { run: 'create' } };
    case 'paste': {
      const { multiple, allowCreate } = context.options;
      if (!multiple || !allowCreate || !featureOf('tags')?.isTagList(action.text)) return null;
      return { command: { run: 'paste', text: action.text } };
    }
    case 'createPending':
      return { change: { create: 'pending', createMessage: '' }, cause: action.cause };
    case 'createAnswered':
      return state.create === 'idle'
        ? null
        : { change: { create: 'idle', createMessage: '' }, cause: action.cause };
    case 'createRefused':
      return { change: { create: 'error', createMessage: action.message }, cause: action.cause };
    case 'pickCreated':
      return pickedCreated(state, action, context);
    case 'pickPasted':
      return pickedPasted(state, action, context);
    case 'remotePhase': {
      const { phase } = action;
      return {
        change: {
          remote: phase,
          ...(phase === 'error' && { remoteFailed: true }),
          // A sweep of the remaining pages (select all matching) ends with its loading phase.
          ...(phase !== 'loading' && state.remoteProgress !== null && { remoteProgress: null }),
        },
        cause: 'remote:load',
      };
    }
    case 'remoteStale':
      return { change: { remoteStale: true }, cause: 'remote:load' };
    case 'retry':
      return { command: { run: 'retry' } };
    case 'loadMore':
      return { command: { run: 'loadMore' } };
    case 'nativeInvalid':
      return nativeInvalid(state, action.message, context);
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
    case 'nativePicked':
      return nativePicked(state, action.chosen, context);
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
    case 'moveTag':
    case 'dropTag': {
      const value = tagMoved(context, state, action);
      return value ? { change: { value }, cause: 'user:reorder', meta: { movedTag: action.value } } : null;
    }
  }
}

/** Enter: the highlighted option picked, the create row's creation started, or a group header's group toggled. */
function pickedHighlight<M>(state: State, context: ReducerContext<M>): Reduced {
  const { highlighted } = state;
  switch (highlighted.kind) {
    case 'option':
      return picked(state, highlighted.entry, context);
    case 'create':
      return decide(state, { type: 'createFromQuery' }, context);
    case 'group':
      return decide(state, { type: 'pickGroup', group: highlighted.group }, context);
    case 'none':
      return null;
  }
}

/** Tag creation's option picked (the creation checked the cap before adding it to the data). */
function pickedCreated<M>(
  state: State,
  action: Extract<Action, { type: 'pickCreated' }>,
  context: ReducerContext<M>,
): Transition {
  const { multiple, closeOnSelect } = context.options;
  const { value } = state;
  const picked = action.option.value;
  const closes = !multiple || closeOnSelect;
  const next = multiple ? (value.includes(picked) ? value.slice() : [...value, picked]) : [picked];
  // The data set gained the option: its version bumps with the pick.
  const change: Change = { value: next, dataVersion: state.dataVersion + 1 };
  if (closes) Object.assign(change, CLOSED);
  else if (action.clearQuery) Object.assign(change, { query: '', highlighted: NO_HIGHLIGHT });
  return {
    change,
    cause: action.cause,
    // Open after the pick: the highlight goes where the new list starts, in the same dispatch.
    meta: {
      defaultHighlight: !closes && state.open,
      notices: action.isNew ? [{ name: 'create', payload: action.option }] : [],
    },
  };
}

/** A pasted list's options, after the selected ones, in one change (the paste checked the cap). */
function pickedPasted<M>(
  state: State,
  action: Extract<Action, { type: 'pickPasted' }>,
  context: ReducerContext<M>,
): Transition {
  const value = new Set([...state.value, ...action.picks.map((option) => option.value)]);
  const change: Change = { value: [...value] };
  if (action.created.length > 0) change.dataVersion = state.dataVersion + 1;
  const closes = context.options.closeOnSelect;
  if (closes) Object.assign(change, CLOSED);
  else if (action.clearQuery) Object.assign(change, { query: '', highlighted: NO_HIGHLIGHT });
  const notices = action.created.map((option): Notice => ({ name: 'create', payload: option }));
  return { change, cause: action.cause, meta: { defaultHighlight: !closes && state.open, notices } };
}

function picked<M>(state: State, entry: number, context: ReducerContext<M>): Reduced {
  const outcome = pickOutcome(context, state, entry);
  switch (outcome.kind) {
    case 'maximum':
      return { notice: { name: 'maximum', payload: { limit: outcome.limit, option: outcome.option } } };
    case 'close':
      return reduce(state, { type: 'close', cause: 'user:close' }, context);
    case 'change': {
      // A picked row that leaves the list (hideSelected) takes the highlight to where the list starts.
      const { hideSelected, multiple } = context.options;
      const rehighlight = hideSelected && multiple && outcome.change.open !== false;
      return {
        change: outcome.change,
        cause: 'user:pick',
        ...(rehighlight && { meta: { defaultHighlight: true } }),
      };
    }
    case 'none':
      return null;
  }
}

/** Disabling an open widget closes it. */
function disabling(state: State, disabled: boolean): Change {
  return disabled && state.open ? { disabled, ...CLOSED } : { disabled };
}

/**
 * A new data set: its version; the tree starts collapsed (unless `also`
 * carries the expansion over); a closed list loses its highlight.
 */
function dataChange(state: State, also: Change): Change {
  const change: Change = { ...also, dataVersion: state.dataVersion + 1 };
  if (state.expanded.size > 0 && !also.expanded) change.expanded = NO_NODES;
  if (state.searchFlipped.size > 0 && !also.searchFlipped) change.searchFlipped = NO_NODES;
  if (state.nodeLoads.size > 0 && !also.nodeLoads) change.nodeLoads = NO_LOADS;
  if (!state.open) change.highlighted = NO_HIGHLIGHT;
  return change;
}

function dataReplaced(state: State, also: Change, cause: Cause, keepHighlight: boolean): Transition {
  const change = dataChange(state, also);
  // Only an option's highlight is kept: an appended page leaves its entry where it was.
  const kept = keepHighlight && state.open && state.highlighted.kind === 'option';
  if (kept) change.highlighted = also.highlighted ?? state.highlighted;
  // Otherwise an open list's highlight is settled on the new rows, where `also` (a remote answer) applies.
  return { change, cause, meta: { defaultHighlight: state.open && !kept } };
}

function optionsUpdated(state: State, action: Extract<Action, { type: 'optionsUpdated' }>): Transition {
  const change: Change = { optionsVersion: state.optionsVersion + 1, messages: action.messages };
  if (action.disabled !== undefined) Object.assign(change, disabling(state, action.disabled));
  if (action.data) Object.assign(change, dataChange(state, action.data));
  const defaultHighlight = action.data !== undefined && state.open && change.open !== false;
  return { change, cause: 'api:updateOptions', meta: { defaultHighlight } };
}

function nativeInvalid<M>(
  state: State,
  message: string,
  context: ReducerContext<M>,
  cause: Cause = 'native:invalid',
): Transition {
  const change: Change = { validity: 'invalid', reportedError: message };
  if (context.options.required && !state.open && !state.disabled) {
    Object.assign(change, { open: true, highlighted: defaultHighlight(context, state) });
  }
  return { change, cause, meta: invalidNotice(message) };
}

/**
 * validate() and reportValidity(): the value's validity applied; an invalid
 * one is reported (message shown, `invalid`). reportValidity() on a native
 * select reports as a blocked submit does, opening a required widget.
 */
function validated<M>(
  state: State,
  action: Extract<Action, { type: 'validate' | 'reportValidity' }>,
  context: ReducerContext<M>,
): Transition {
  if (validityOf(state, context.options.required).valid) {
    return { change: { validity: 'valid' }, cause: 'api:validate' };
  }
  const { message } = action;
  if (action.type === 'reportValidity' && action.native) {
    return nativeInvalid(state, message, context, 'api:validate');
  }
  return {
    change: { validity: 'invalid', reportedError: message },
    cause: 'api:validate',
    meta: invalidNotice(message),
  };
}

/**
 * Outside code changed the native select's selection. The values the
 * widget knows, in its order: in multiple mode the ones it had keep their
 * places and the new ones follow in the select's order; a single select
 * takes the first. A value it cannot pick (unknown, an empty single
 * placeholder) is dropped; the bridge then writes the select back.
 */
function nativePicked<M>(state: State, chosen: readonly string[], context: ReducerContext<M>): Reduced {
  const known = [...new Set(chosen)].filter((value) => context.optionOf(value) !== undefined);
  const current = state.value;
  const had = new Set(current);
  const picked = new Set(known);
  const next = context.options.multiple
    ? [...current.filter((v) => picked.has(v)), ...known.filter((v) => !had.has(v))]
    : known.slice(0, 1);
  if (sameValues(next, current)) return null;
  return { change: { value: settledValue(context, next) }, cause: 'native:change' };
}

/** A reported failed validation: the `invalid` event, also when its message is already shown. */
function invalidNotice(message: string): DispatchMeta {
  return { notices: [{ name: 'invalid', payload: message }] };
}

/** A custom message makes the widget invalid; clearing it makes an invalid one valid unless required and empty. */
function customValidity<M>(state: State, message: string, context: ReducerContext<M>): Change {
  const change: Change = { customValidity: message };
  if (message !== '') change.validity = 'invalid';
  else if (state.validity === 'invalid' && (!context.options.required || state.value.length > 0)) {
    change.validity = 'valid';
  }
  return change;
}
