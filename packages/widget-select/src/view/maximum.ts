/**
 * `maxSelections` reached while the list is open: the list says so in a
 * message row at its top (open-list/maximum-row.ts), and the live region
 * says it after the pick that reached it, or as the list opens at it. A
 * pick there is refused (the `maximum` event); this tells the user before
 * they try.
 */
import type { WidgetPort } from '../core/machine/port';
import type { State } from '../core/domain/state';
import { format } from '../i18n';

/** The limit reached by the selection of `state` (the pending one with `commit: 'apply'`), or null. */
export function reachedLimit<M>(port: WidgetPort<M>, state: State = port.state): number | null {
  const { multiple, maxSelections } = port.derived.options;
  if (!multiple || maxSelections === undefined || !state.open) return null;
  const selection = state.pending ?? state.value;
  // Counted as maxSelections counts it (a multiple tree's value in the shape of treeValue).
  const count =
    selection.length < maxSelections ? selection.length : port.derived.publicValue(selection).length;
  return count >= maxSelections ? maxSelections : null;
}

/** "Only {count} values can be selected" while the limit is reached, else null. */
export function maximumText<M>(port: WidgetPort<M>, state: State = port.state): string | null {
  const limit = reachedLimit(port, state);
  return limit === null ? null : format(state.messages.maximumReached, { count: limit });
}
