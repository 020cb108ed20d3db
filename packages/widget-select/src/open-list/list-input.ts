/**
 * Input on the open list: the search field's keys and text (with IME
 * composition), rows picked or highlighted with the pointer, group headers
 * picked, and focus kept in the search field while rows are clicked. The
 * control's own input stays with the closed control (view/input*.ts); both
 * send the same actions, and the keys of both go through one key handler.
 */
import { listCls } from './classes';
import type { Listen } from '../view/dom';
import type { OpenListHost } from '../view/open-list-part';
import { featureOf } from '../features/registry';
import type { DropdownView } from './dropdown';

export function bindListInput<M>(
  view: OpenListHost<M>,
  openList: { readonly dropdownView: DropdownView<M>; composing: boolean },
): void {
  const { port, signal } = view;
  const { send } = port;
  const { list, search, dropdown } = openList.dropdownView;
  const on: Listen = (target, type, handler, options = {}) =>
    target.addEventListener(type, handler as EventListener, { ...options, signal });

  on(search, 'keydown', (event) => view.onKeydown(event));
  // The sheet focuses its list when there is no search field.
  // Only its own keys: a Retry button inside it handles its Enter itself.
  on(list, 'keydown', (event) => {
    if (event.target === list) view.onKeydown(event);
  });
  on(list, 'focus', () => view.syncActiveDescendant());
  on(search, 'compositionstart', () => {
    openList.composing = true;
  });
  on(search, 'compositionend', () => {
    openList.composing = false;
    send({ type: 'setQuery', query: search.value, cause: 'user:type' });
  });
  // The control leaves the accessibility tree while the search field has focus.
  on(search, 'focus', () => view.syncActiveDescendant());
  on(search, 'blur', () => view.syncActiveDescendant());
  on(search, 'input', () => {
    if (openList.composing) return;
    send({ type: 'setQuery', query: search.value, cause: 'user:type' });
  });

  // Keep focus in the search input (or control) while clicking rows.
  on(dropdown, 'mousedown', (event) => {
    if (event.target !== search) event.preventDefault();
  });
  const rowEntry = (event: Event): number => {
    const row = (event.target as HTMLElement).closest<HTMLElement>(`.${listCls.option}`);
    return row?.dataset.row ? Number(row.dataset.row) : -1;
  };
  on(list, 'click', (event) => {
    const header = (event.target as HTMLElement).closest<HTMLElement>(`.${listCls.group}[data-group]`);
    if (header) {
      send({ type: 'pickGroup', group: Number(header.dataset.group) });
      return;
    }
    const entry = rowEntry(event);
    if (entry < 0) return;
    if (!featureOf('tree')?.twistyClick(port, event.target, entry)) send({ type: 'pick', entry });
  });
  /** Where the pointer last moved over the list, in the viewport; none once it left. */
  let pointerAt: { x: number; y: number } | null = null;
  on(list, 'pointermove', (event) => {
    // A finger has no hover: it moves when it scrolls the list.
    if (event.pointerType === 'touch') return;
    // WebKit (Safari) sends a move where the pointer rests whenever the rows
    // scroll under it: the keys that scrolled the list keep their highlight.
    const still = pointerAt?.x === event.clientX && pointerAt.y === event.clientY;
    pointerAt = { x: event.clientX, y: event.clientY };
    if (still) return;
    const entry = rowEntry(event);
    if (entry < 0) return;
    const { dropdownView } = openList;
    dropdownView.pointerHighlighting = true;
    try {
      send({ type: 'hover', entry });
    } finally {
      dropdownView.pointerHighlighting = false;
    }
  });
  on(list, 'pointerleave', () => {
    pointerAt = null;
  });
}
