/**
 * Range selection in a multiple select (the tags feature's, decided here,
 * pure; its keys and Shift+click are range-input.ts), as the WAI-ARIA
 * listbox pattern has it: Shift+click selects the rows from the anchor (the row last picked
 * by click or key) to the clicked row; Shift+ArrowDown / Shift+ArrowUp move
 * the highlight and select the row reached; Ctrl+Shift+End / Ctrl+Shift+Home
 * select from the highlighted row to the last / first row. A range only
 * adds: rows already selected stay, disabled rows are skipped, and
 * `maxSelections` keeps the rows nearest the anchor. The new values join the
 * value in list order, in one change.
 */
import type { Notice } from '../../core/machine/actions';
import type { moveHighlight } from '../../core/domain/navigation';
import type { RowInputs, RowList } from '../../core/domain/row-list';
import { highlightedEntry, type State } from '../../core/domain/state';
import type { Change } from '../../core/machine/store';
import type { RangeGesture } from '../../core/machine/vocabulary';
import type { Option } from '../../types';
import type { Transition } from '../../core/machine/store';

/** What a range reads besides the state (a part of the reducer's context). */
export interface RangeContext<M> {
  readonly options: { readonly multiple: boolean; readonly maxSelections?: number | undefined };
  readonly dataset: {
    readonly isTree: boolean;
    readonly size: number;
    readonly options: readonly Option<M>[];
    indexOf(value: string): number;
  };
  rows(state: RowInputs): RowList;
  isEntrySelectable(entry: number): boolean;
}

export function rangePicked<M>(
  state: State,
  gesture: RangeGesture,
  context: RangeContext<M>,
  // The reducer's own (the start has it; this part need not share a chunk for it).
  move: typeof moveHighlight,
  // Select-all's value on `state` (the reducer's).
  selectAll: () => readonly string[],
): Transition | null {
  const { dataset, options } = context;
  // Only a multiple list that is no tree has ranges (range-input.ts sends none elsewhere).
  if (!options.multiple || dataset.isTree) return null;
  const list = context.rows(state);
  const { rows } = list;
  // Negative rows are group headers: an entry of -1 (none) must not find one.
  const at = (entry: number) => (entry < 0 ? -1 : rows.indexOf(entry));
  const change: Change = {};
  let start: number;
  let end: number;
  if ('entry' in gesture) {
    end = at(gesture.entry);
    start = at(state.anchor === null ? -1 : dataset.indexOf(state.anchor));
  } else {
    // Over the options (a checkable group header is passed by, as a range has no use for it).
    change.highlighted = move(
      rows,
      state.highlighted,
      gesture.move,
      (row) => row >= 0 && context.isEntrySelectable(row),
    );
    end = at(highlightedEntry(change.highlighted));
    // An arrow selects the row it reaches; Ctrl+Home / Ctrl+End from the row it leaves.
    if (gesture.move === 'first' || gesture.move === 'last') start = at(highlightedEntry(state.highlighted));
    else start = -1;
  }
  if (end < 0) return change.highlighted ? { change, cause: 'user:navigate' } : null;
  if (start < 0) start = end;
  // A row picked alone (an arrow's, or a Shift+click with no anchor shown): the next range starts there.
  if (start === end) change.anchor = dataset.options[rows[end] as number]?.value ?? null;
  // Every option shown and every one it can pick in the range, no cap to choose by: select-all's value.
  const whole =
    options.maxSelections === undefined &&
    list.optionCount === dataset.size &&
    coversEvery(rows, Math.min(start, end), Math.max(start, end), context);
  const { picked, left } = whole ? { picked: null, left: -1 } : rangeOf(state, rows, start, end, context);
  const value = picked ? [...state.value, ...picked] : selectAll();
  if (value.length > state.value.length) change.value = value;
  const limit = options.maxSelections as number;
  const option = dataset.options[left];
  const notices: Notice[] | undefined = option
    ? [{ name: 'maximum', payload: { limit, option } }]
    : undefined;
  return {
    change,
    cause: change.value ? 'user:pick' : 'user:navigate',
    ...(notices && { meta: { notices } }),
  };
}

/** Whether no row outside `from`..`to` can be picked (each side read only up to its first that can). */
function coversEvery<M>(rows: Int32Array, from: number, to: number, context: RangeContext<M>): boolean {
  const pickable = (position: number) => {
    const entry = rows[position] as number;
    return entry >= 0 && context.isEntrySelectable(entry);
  };
  for (let position = 0; position < from; position++) if (pickable(position)) return false;
  for (let position = rows.length - 1; position > to; position--) if (pickable(position)) return false;
  return true;
}

/**
 * The values of the rows `start`..`end` not yet selected, in list order, and
 * the entry of the first left out by `maxSelections` (-1: none), counted
 * from `start`: one pass, a set of the value for what is selected.
 */
function rangeOf<M>(
  state: State,
  rows: Int32Array,
  start: number,
  end: number,
  context: RangeContext<M>,
): { picked: string[] | null; left: number } {
  const { dataset, options } = context;
  const room = (options.maxSelections ?? Number.POSITIVE_INFINITY) - state.value.length;
  const chosen = new Set(state.value);
  const step = end < start ? -1 : 1;
  const picked: string[] = [];
  let left = -1;
  for (let position = start; left < 0; position += step) {
    const entry = rows[position] as number;
    const value = dataset.options[entry]?.value;
    if (entry >= 0 && value !== undefined && !chosen.has(value) && context.isEntrySelectable(entry)) {
      if (picked.length < room) picked.push(value);
      else left = entry;
    }
    if (position === end) break;
  }
  if (step < 0) picked.reverse();
  return { picked, left };
}
