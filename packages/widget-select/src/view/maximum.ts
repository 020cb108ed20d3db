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

/**
 * "Only {count} values can be selected" while the selection of `state` (the pending one with
 * `commit: 'apply'`) is at the limit, else null.
 */
export function maximumText<M>(port: WidgetPort<M>, state: State = port.state): string | null {
  const { multiple, maxSelections } = port.derived.options;
  if (!multiple || maxSelections === undefined || !state.open) return null;
  const selection = state.pending ?? state.value;
  // Counted as maxSelections counts it (a multiple tree's value in the shape of treeValue).
  const count =
    selection.length < maxSelections ? selection.length : port.derived.publicValue(selection).length;
  return count >= maxSelections ? format(state.messages.maximumReached, { count: maxSelections }) : null;
}
