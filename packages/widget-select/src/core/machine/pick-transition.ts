/**
 * The reducer's transition of a row's pick (a click, Enter, a plugin's
 * `user.toggle`): the value replaced or toggled, refused at the cap, the
 * list closed per `closeOnSelect`.
 */
import { treeFeature } from '../../features/registry';
import { pick } from '../domain/pick';
import { optionHighlight, type State } from '../domain/state';
import { counted } from './selection-changes';
import type { Change } from './store';
import { CLOSED, type Decide, type Reduced, type ReducerContext } from './transition';

/** A user picked a row: toggle, cap (a `maximum` notice), close per closeOnSelect, or nothing. */
export function picked<M>(state: State, entry: number, context: ReducerContext<M>, reduce: Decide): Reduced {
  const { dataset, options } = context;
  const option = dataset.options[entry];
  if (!option || context.isDisabled(option) || state.disabled) return null;
  const { multiple, maxSelections, closeOnSelect, hideSelected } = options;
  // Multiple tree select: a node brings its selectable descendants (tree-cascade.ts).
  const result =
    multiple && dataset.isTree
      ? treeFeature().pick(
          dataset,
          state.value,
          entry,
          (e) => context.isEntrySelectable(e),
          maxSelections,
          (value) => counted(context, value),
          // A remote tree search shows only the matching parts of each branch.
          options.ajax !== undefined && state.query.trim() !== '',
        )
      : pick(state.value, option.value, { multiple, maxSelections });
  if (result.kind === 'maximum')
    return { notice: { name: 'maximum', payload: { limit: result.limit, option } } };
  const closes = !multiple || closeOnSelect;
  if (result.kind === 'unchanged')
    return closes ? reduce(state, { type: 'close', cause: 'user:close' }, context) : null;
  const change: Change = { value: result.value };
  if (closes) Object.assign(change, CLOSED);
  // The query clears so the full list is back, with the picked row still highlighted.
  else if (state.query !== '' && !options.keepQueryOnSelect)
    Object.assign(change, { query: '', highlighted: optionHighlight(entry) });
  // The row a Shift+click range starts from.
  if (multiple) change.anchor = option.value;
  // A picked row that leaves the list (hideSelected) takes the highlight to where the list starts.
  const rehighlight = hideSelected && multiple && !closes;
  return { change, cause: 'user:pick', ...(rehighlight && { meta: { defaultHighlight: true } }) };
}
