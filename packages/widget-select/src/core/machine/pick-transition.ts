/**
 * The reducer's transition of a row's pick (a click, Enter, a plugin's
 * `user.toggle`): the value replaced or toggled, refused at the cap, the
 * list closed per `closeOnSelect`.
 */
import { treeFeature } from '../../features/registry';
import type { Option } from '../../types';
import { pick } from '../domain/pick';
import { NO_HIGHLIGHT, optionHighlight, type State } from '../domain/state';
import type { SelectionContext } from './selection-changes';
import type { Change } from './store';
import type { Reduced, ReducerContext } from './transition';
import type { Action } from './vocabulary';

type Reduce = <M>(state: State, action: Action, context: ReducerContext<M>) => Reduced;

/** A pick's outcome: a change, a refusal at the cap, only closing, or nothing. */
export type PickOutcome<M> =
  | { kind: 'change'; change: Change }
  | { kind: 'maximum'; limit: number; option: Option<M> }
  | { kind: 'close' }
  | { kind: 'none' };

/** A user picked a row: toggle, cap, close per closeOnSelect. */
export function pickOutcome<M>(context: SelectionContext<M>, state: State, entry: number): PickOutcome<M> {
  const { dataset, options } = context;
  const option = dataset.options[entry];
  if (!option || context.isDisabled(option) || state.disabled) return { kind: 'none' };
  const { multiple, maxSelections, closeOnSelect } = options;
  // Multiple tree select: a node brings its selectable descendants (tree-cascade.ts).
  const result =
    multiple && dataset.isTree
      ? treeFeature().pick(
          dataset,
          state.value,
          entry,
          (e) => context.isEntrySelectable(e),
          maxSelections,
          // What maxSelections counts (as selection-changes.ts counts it for the other changes).
          (value) => (context.publicValue ? context.publicValue(value).length : value.length),
          // A remote tree search shows only the matching parts of each branch.
          options.ajax !== undefined && state.query.trim() !== '',
        )
      : pick(state.value, option.value, { multiple, maxSelections });
  if (result.kind === 'maximum') return { kind: 'maximum', limit: result.limit, option };
  const closes = !multiple || closeOnSelect;
  if (result.kind === 'unchanged') return closes ? { kind: 'close' } : { kind: 'none' };
  const change: Change = { value: result.value };
  if (closes) Object.assign(change, { open: false, query: '', highlighted: NO_HIGHLIGHT });
  // The query clears so the full list is back, with the picked row still highlighted.
  else if (state.query !== '' && !options.keepQueryOnSelect)
    Object.assign(change, { query: '', highlighted: optionHighlight(entry) });
  return { kind: 'change', change };
}

/** A row picked: what it changes, the `maximum` notice at the cap, only a close, or nothing. */
export function picked<M>(state: State, entry: number, context: ReducerContext<M>, reduce: Reduce): Reduced {
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
      const { change } = outcome;
      // The row a Shift+click range starts from.
      if (multiple) change.anchor = context.dataset.options[entry]?.value ?? null;
      return {
        change,
        cause: 'user:pick',
        ...(rehighlight && { meta: { defaultHighlight: true } }),
      };
    }
    case 'none':
      return null;
  }
}
