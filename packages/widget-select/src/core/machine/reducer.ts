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
 *
 * The actions only a shown list reaches (the highlight's moves, Enter, a
 * group header's pick, a selection or clear of a query's matches) are
 * decided by the open list's chunk (list-transitions.ts, through
 * list-rules.ts): they read the rows, so the controller holds them until
 * it is there. So is a row's pick (pick-transition.ts), which the plugins
 * feature also brings for its `user.toggle`; the controller holds a pick
 * sent before either.
 */
import { featureOf } from '../../features/registry';
import { dataReplaced, disabling, optionsUpdated } from './data-transitions';
import { listHighlight, listRules, pickTransition } from './list-rules';
import { pendingDecisions } from './pending-value';
import { isUserEdit } from './read-only';
import { allSelected, capRefusal, removal, settledValue } from './selection-changes';
import type { State } from '../domain/state';
import type { Change } from './store';
import { CLOSED, type Reduced, type ReducerContext } from './transition';
import { customValidity, nativeInvalid, validated } from './validity-transitions';
import type { Action } from './vocabulary';

export type { Action } from './vocabulary';
export type { Reduced, ReducerContext, Transition } from './transition';

export function reduce<M>(state: State, action: Action, context: ReducerContext<M>): Reduced {
  if (context.options.readonly && isUserEdit(action)) return null;
  // `commit: 'apply'`: a pick in the open list changes the pending value, never the value.
  const staged = pendingDecisions?.reduce(state, action, context, decided);
  if (staged !== undefined) return staged;
  if (refusedBeforeList(state, action, context.options)) return null;
  return decided(state, action, context);
}

/**
 * Until the open list's chunk (it decides pending values) is there, a key's
 * pick in a `commit: 'apply'` list not shown yet is refused rather than move
 * the value; the controller does not hold it for the chunk either.
 */
export function refusedBeforeList(
  state: State,
  action: Action,
  options: { readonly commit: string; readonly multiple: boolean },
): boolean {
  return (
    !pendingDecisions &&
    state.open &&
    options.commit === 'apply' &&
    options.multiple &&
    action.type.startsWith('pick')
  );
}

/** An action's transition as if no value were pending. */
function decided<M>(state: State, action: Action, context: ReducerContext<M>): Reduced {
  const reduced = decide(state, action, context);
  // The tree's search-time flips belong to one query: the tree feature forgets them in a new query's change.
  return reduced && 'change' in reduced
    ? (featureOf('tree')?.forgetSearchFlips(state, reduced) ?? reduced)
    : reduced;
}

function decide<M>(state: State, action: Action, context: ReducerContext<M>): Reduced {
  switch (action.type) {
    case 'open':
      if (state.open || state.disabled) return null;
      return {
        // On the list as it opens (settle takes `openedWith` for `selectedFirst`).
        change: { open: true, highlighted: listHighlight(context, { ...state, openedWith: state.value }) },
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
      // A row's pick: the open list's chunk (or the plugins feature) brings its transition.
      return pickTransition ? pickTransition(state, action.entry, context, reduce) : null;
    // Ranges (Shift+click, Shift+arrows): the tags feature decides (nothing happens without it).
    case 'pickRange':
      return featureOf('tags')?.range(state, action, context) ?? null;
    // A shown list's actions: the open list's chunk decides (they are held until it is there).
    case 'pickGroup':
    case 'pickHighlighted':
    case 'move':
    case 'highlight':
    case 'hover':
      return inList(state, action, context);
    // `commit: 'apply'`: the open list's chunk applies a pending value (open-list/pending.ts).
    case 'apply':
      return null;
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
    case 'selectAll': {
      if (!context.options.multiple) return null;
      // A paged remote source: the rest of the query's pages first (then this action again).
      if (action.matching && !action.allPages && context.hasMorePages?.())
        return { command: { run: 'loadMatching', action } };
      // A query's matches are the shown list's rows (no query: every option).
      if (action.matching && state.query.trim() !== '') return inList(state, action, context);
      const value = allSelected(context, state);
      const refusal = capRefusal(context, value);
      return { change: { value }, cause: action.cause, ...(refusal && { meta: { notices: [refusal] } }) };
    }
    case 'clearMatching':
      if (!action.allPages && context.hasMorePages?.()) return { command: { run: 'loadMatching', action } };
      return inList(state, action, context);
    case 'typeahead':
      return {
        command: { run: 'typeahead', char: action.char, now: action.now, opening: action.opening === true },
      };
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
    // Tag creation, a pasted list and sortable tags: the tags feature decides (nothing happens without it).
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
      return featureOf('tags')?.reduce(state, action, context) ?? null;
    // Remote data: the remote feature decides (nothing happens without it).
    case 'remotePhase':
    case 'remoteStale':
      return featureOf('remote')?.reduce(state, action) ?? null;
    // The answer of resolveOptions: the resolve feature, whose resolver alone sends it, decides.
    case 'valuesResolved':
      return featureOf('resolve')?.reduce(state, action) ?? null;
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
    case 'nativePicked': {
      // Only a mounted native select sends it: the native feature decides the value.
      const value = featureOf('native')?.picked(state.value, action.chosen, context);
      return value ? { change: { value: settledValue(context, value) }, cause: 'native:change' } : null;
    }
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
  }
}

/** An action only a shown list reaches, decided by the open list's chunk (nothing before it: the controller holds them). */
function inList<M>(state: State, action: Action, context: ReducerContext<M>): Reduced {
  return listRules ? listRules.reduce(state, action, context, decide) : null;
}
