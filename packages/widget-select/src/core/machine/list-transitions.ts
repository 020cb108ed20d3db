/**
 * The reducer's transitions that only a shown list's actions reach: the highlight's moves (arrows, the
 * pointer, typeahead's jump), Enter, a group header's pick, and a selection or a clear of the options
 * matching a query. Every one reads the rows, which the core makes.
 */

import { treeFeature } from '../../features/registry';
import type { Option } from '../../types';
import { moved } from '../domain/highlight';
import { matchingEntries } from '../domain/row-list';
import { highlightedEntry, optionHighlight, type State } from '../domain/state';
import { capRefusal, type SelectionContext, settledValue } from './selection-changes';
import type { Decide, Reduced, ReducerContext } from './transition';
import type { Action } from './vocabulary';

/** The transition of a list's action (`decide` reduces the actions it leads to), or null when it does nothing. */
export function reduceInList<M>(
  state: State,
  action: Action,
  context: ReducerContext<M>,
  decide: Decide,
): Reduced {
  switch (action.type) {
    case 'move':
      return { change: { highlighted: moved(context, state, action.move) }, cause: 'user:navigate' };
    case 'highlight':
      return { change: { highlighted: optionHighlight(action.entry) }, cause: 'user:navigate' };
    case 'hover':
      if (action.entry === highlightedEntry(state.highlighted) || !context.isEntrySelectable(action.entry))
        return null;
      return decide(state, { type: 'highlight', entry: action.entry }, context);
    case 'pickHighlighted':
      return pickedHighlight(state, action.onlyOption === true, context, decide);
    case 'pickGroup': {
      if (!context.options.multiple || !context.options.groupSelect || state.disabled) return null;
      const value = groupToggled(context, state, action.group);
      if (!value) return null;
      const { first = 0, count = 0 } = context.dataset.groups[action.group] ?? {};
      const entries = Array.from({ length: count }, (_, i) => first + i);
      const refusal = !context.dataset.isTree && capRefusal(context, value, entries);
      return { change: { value }, cause: 'user:pick', ...(refusal && { meta: { notices: [refusal] } }) };
    }
    case 'selectAll': {
      // The options matching a query (the reducer selects every option for none).
      const value = matchingSelected(context, state);
      const refusal = capRefusal(context, value, matchingEntries(context, state));
      return { change: { value }, cause: action.cause, ...(refusal && { meta: { notices: [refusal] } }) };
    }
    case 'clearMatching':
      return { change: { value: matchingCleared(context, state) }, cause: action.cause };
    default:
      return null;
  }
}

/** Enter: the highlighted option picked, the create row's creation started, or a group header's group toggled. */
function pickedHighlight<M>(
  state: State,
  onlyOption: boolean,
  context: ReducerContext<M>,
  decide: Decide,
): Reduced {
  const { highlighted } = state;
  if (onlyOption && highlighted.kind !== 'option') return null;
  switch (highlighted.kind) {
    case 'option':
      return decide(state, { type: 'pick', entry: highlighted.entry }, context);
    case 'create':
      return decide(state, { type: 'createFromQuery' }, context);
    case 'group':
      return decide(state, { type: 'pickGroup', group: highlighted.group }, context);
    case 'none':
      return null;
  }
}

/** The options matching the query of `state`, enabled ones added, settled and capped as setValue is. */
function matchingSelected<M>(context: ReducerContext<M>, state: State): readonly string[] {
  const { dataset } = context;
  const picked = matchingEntries(context, state)
    .filter((entry) => context.isEntrySelectable(entry))
    .map((entry) => (dataset.options[entry] as Option<M>).value);
  return settledValue(context, [...new Set([...state.value, ...picked])]);
}

/** `clearAll({ scope: 'matching' })`: the values of the options matching the query removed. */
function matchingCleared<M>(context: ReducerContext<M>, state: State): readonly string[] {
  if (state.query.trim() === '') return [];
  const { dataset } = context;
  const matching = new Set(matchingEntries(context, state).map((entry) => dataset.options[entry]?.value));
  const removed = state.value.filter((value) => matching.has(value));
  // A multiple tree also lets go of the parents the removed nodes leave incomplete.
  if (context.options.multiple && dataset.isTree && removed.length > 0)
    return treeFeature().remove(dataset, state.value, removed, (e) => context.isEntrySelectable(e));
  return state.value.filter((value) => !matching.has(value));
}

/** How many enabled options match the query (every enabled option without one). */
export function matchingCount<M>(context: ReducerContext<M>, state: State): number {
  let count = 0;
  for (const entry of matchingEntries(context, state)) if (context.isEntrySelectable(entry)) count++;
  return count;
}

/** The enabled options of a group and how many of them are selected (a header's checked state). */
export function groupSelection<M>(
  context: Pick<SelectionContext<M>, 'dataset' | 'isEntrySelectable'>,
  isSelected: (value: string) => boolean,
  group: number,
): { values: string[]; selected: number } {
  const { dataset } = context;
  const range = dataset.groups[group];
  const values: string[] = [];
  let selected = 0;
  if (!range) return { values, selected };
  for (let entry = range.first; entry < range.first + range.count; entry++) {
    if (!context.isEntrySelectable(entry)) continue;
    const value = (dataset.options[entry] as Option<M>).value;
    values.push(value);
    if (isSelected(value)) selected++;
  }
  return { values, selected };
}

/** groupSelect: all of a group's enabled options removed when all are selected, else added (capped). */
function groupToggled<M>(context: SelectionContext<M>, state: State, group: number): string[] | null {
  const current = new Set(state.value);
  const { values, selected } = groupSelection(context, (value) => current.has(value), group);
  if (values.length === 0) return null;
  if (selected === values.length) {
    const leaving = new Set(values);
    return state.value.filter((value) => !leaving.has(value));
  }
  const added = [...state.value, ...values.filter((value) => !current.has(value))];
  // An interactive pick, not setValue: a flat list's cap is told by a `maximum` notice, not a warning.
  if (context.dataset.isTree) return settledValue(context, added);
  return added.slice(0, context.options.maxSelections);
}
