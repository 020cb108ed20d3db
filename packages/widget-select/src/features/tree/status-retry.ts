/**
 * The Retry button of a lazy node's error row: a click (or Enter / Space
 * on it) forgets the failure, so the node, still expanded, loads again.
 * Focus stays in the search field (or on the control) while the list is
 * used, so Tab there reaches the button: the highlighted node's, else the
 * first one shown. On the button, Shift+Tab goes back, Escape and Tab
 * close the list (row-view.ts), past the sheet's own Tab cycle.
 */
import { highlightedEntry } from '../../core/domain/state';
import { listCls } from '../../open-list/classes';
import type { DropdownView } from '../../open-list/dropdown';
import type { FeatureView } from '../../view/feature-view';
import { retryKeyAt, retryNodeAt } from './row-view';

export function bindNodeRetry<M>(view: FeatureView<M>, dropdownView: DropdownView<M>): void {
  const { port, signal, root, control } = view;
  const { dropdown, list, search } = dropdownView;
  list.addEventListener('click', (event) => retryNodeAt(view, event), { signal });
  const shownButton = (): HTMLButtonElement | null => {
    // Where the rows show: the list, or what renders in its place (the columns of treeLayout 'columns').
    const rows = dropdownView.body?.element ?? list;
    const highlighted = highlightedEntry(port.state.highlighted);
    const own = rows.querySelector<HTMLButtonElement>(`[data-node="${highlighted}"] .${listCls.retry}`);
    return own ?? rows.querySelector<HTMLButtonElement>(`[data-node] .${listCls.retry}`);
  };
  // Capturing, before the key table, whose Tab would close the list first.
  const keys = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing || event.key !== 'Tab') return;
    const target = event.target as Element;
    if (event.shiftKey || (target !== search && target !== control) || !port.state.open) return;
    const button = shownButton();
    if (!button) return;
    button.focus({ preventScroll: true });
    event.preventDefault();
    event.stopPropagation();
  };
  root.addEventListener('keydown', keys, { signal, capture: true });
  dropdown.addEventListener('keydown', keys, { signal, capture: true });
  list.addEventListener('keydown', (event) => retryKeyAt(view, event), { signal });
}
