/**
 * The view side of remote data: the loading, error and "type to search"
 * message rows, the error row's Retry button, and loading the next page when
 * the list is scrolled near its end.
 */
import type { MessageKind } from '../../core/machine/remote-port';
import { ESTIMATED_HEIGHT, NEAR_END_ROWS, nearBottom } from '../../core/domain/virtual/range';
import type { Messages } from '../../i18n';
import { errorWithRetryHint } from '../../i18n/retry-hint';
import { scrollMapping } from '../../open-list/scroll-mapping';
import { listCls } from '../../open-list/classes';
import { activeElementOf, button, el } from '../../view/dom';
import type { DropdownView } from '../../open-list/dropdown';
import type { FeatureView } from '../../view/feature-view';

/** Fills the message row for the `loading`, `error` and `typeToSearch` kinds (the open list sets its class). */
export function renderRemoteMessage(row: HTMLElement, kind: MessageKind, messages: Messages): void {
  if (kind === 'error') renderErrorRow(row, messages);
  else row.textContent = kind === 'typeToSearch' ? messages.typeToSearch : messages.loading;
}

/**
 * The error text and its Retry button, described by that text and by how to
 * retry (a hidden hint). Renders run on every state change, so an unchanged
 * row is left alone: a focused button must survive them.
 */
function renderErrorRow(row: HTMLElement, messages: Messages): void {
  const [text, hint, shown] = Array.from(row.children);
  if (
    row.childNodes.length === 3 &&
    text?.textContent === messages.error &&
    hint?.textContent === errorWithRetryHint(messages) &&
    shown instanceof HTMLButtonElement &&
    shown.textContent === messages.retry
  )
    return;
  const hintId = `${row.id}-hint`;
  const retry =
    shown instanceof HTMLButtonElement ? shown : button(listCls.retry, { 'aria-describedby': hintId });
  retry.textContent = messages.retry;
  // The whole sentence in one hidden node: the button's description.
  const description = el('span', undefined, { id: hintId, hidden: '' }, errorWithRetryHint(messages));
  row.replaceChildren(el('span', undefined, {}, messages.error), description, retry);
}

/**
 * The Retry button: a click (or Enter/Space on it) repeats the failed load,
 * and so does Enter in the search input or on the control while the error
 * row shows and no row is highlighted. Tab from there reaches the button;
 * Shift+Tab on it goes back, Tab on it closes the dropdown and moves on.
 * Focus returns to where typing happens before the button disappears with
 * the error row.
 */
export function bindRemoteRetry<M>(view: FeatureView<M>, dropdownView: DropdownView<M>): void {
  const { port, signal, root, control } = view;
  if (!port.derived.options.ajax) return;
  const { dropdown, messageRow, search } = dropdownView;
  const shownButton = () => {
    const button = messageRow.querySelector<HTMLButtonElement>(`.${listCls.retry}`);
    return port.state.open && button?.isConnected ? button : null;
  };
  messageRow.addEventListener(
    'click',
    (event) => {
      if (!(event.target as HTMLElement).closest(`.${listCls.retry}`)) return;
      if (messageRow.contains(activeElementOf(messageRow))) view.focusTyping();
      port.send({ type: 'retry' });
    },
    { signal },
  );
  messageRow.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Tab' && event.shiftKey) {
        view.focusTyping();
        event.preventDefault();
      } else if (event.key === 'Escape' || event.key === 'Tab') {
        // Tab: focus is back on the control once closed, and the key moves on from there.
        port.send({ type: 'close', cause: 'user:close' });
        if (event.key === 'Escape') event.preventDefault();
      }
    },
    { signal },
  );
  // Capturing, before the key table: with nothing highlighted it has nothing
  // to pick, and its Tab would close the list before the button is reached.
  const keysOnError = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
    if (event.target !== search && event.target !== control) return;
    const button = shownButton();
    if (!button) return;
    if (event.key === 'Tab' && !event.shiftKey) button.focus({ preventScroll: true });
    else if (event.key === 'Enter' && !event.shiftKey && port.state.highlighted.kind === 'none')
      port.send({ type: 'retry' });
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  root.addEventListener('keydown', keysOnError, { signal, capture: true });
  dropdown.addEventListener('keydown', keysOnError, { signal, capture: true });
}

/**
 * Whether the list's viewport is within three rows of its end. Fixed-height
 * virtual lists use the row math; other lists measure their real extent.
 */
export function listNearBottom(
  list: HTMLElement,
  virtual: boolean,
  rowCount: number,
  itemHeight: number,
): boolean {
  const { scrollTop, clientHeight } = list;
  if (virtual) return nearBottom(rowCount, itemHeight, scrollTop, clientHeight, scrollMapping().maxExtent);
  return scrollTop + clientHeight >= list.scrollHeight - itemHeight * NEAR_END_ROWS;
}

/**
 * Pages loaded on their own, with no user action, to fill a list too short
 * to scroll. Each user action (scroll, wheel, touch, or a key that moves
 * down the list) grants this many again.
 */
export const AUTO_PAGES = 3;
/** Least time in ms between two pages loaded on their own. */
export const AUTO_PAGE_INTERVAL = 250;

/** Keys that move down the list: with a list too short to scroll, they ask for more. */
const MORE_KEYS = new Set(['ArrowDown', 'PageDown', 'End']);

/**
 * Pagination: scrolling near the bottom loads the next page, and so does a
 * page that leaves the list too short to scroll — at most {@link AUTO_PAGES}
 * pages, {@link AUTO_PAGE_INTERVAL} ms apart, and never again after a page
 * that added no row, until the user scrolls (so a source that claims more
 * but sends nothing new is not asked again and again). No-op without `ajax`.
 */
export function bindRemotePaging<M>(view: FeatureView<M>, dropdownView: DropdownView<M>): void {
  const { port, signal } = view;
  if (!port.derived.options.ajax) return;
  const { list, virtual, dropdown } = dropdownView;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let byUser = false;
  let autoLeft = AUTO_PAGES;
  let lastAuto = Number.NEGATIVE_INFINITY;
  /** Rows shown when the page under way was asked for; -1 when none is. */
  let rowsBefore = -1;
  const rowCount = () => port.derived.rows().rows.length;
  const check = () => {
    frame = 0;
    const user = byUser;
    byUser = false;
    const { derived } = port;
    if (!derived.canLoadMore() || !list.isConnected) return;
    const { itemHeight } = derived.options;
    const fixed = typeof itemHeight === 'number';
    const count = rowCount();
    if (!listNearBottom(list, virtual.isVirtual && fixed, count, fixed ? itemHeight : ESTIMATED_HEIGHT))
      return;
    if (!user) {
      if (autoLeft <= 0) return;
      const wait = lastAuto + AUTO_PAGE_INTERVAL - performance.now();
      if (wait > 0) {
        clearTimeout(timer);
        timer = setTimeout(schedule, wait);
        return;
      }
      autoLeft--;
      lastAuto = performance.now();
    }
    rowsBefore = count;
    port.send({ type: 'loadMore' });
  };
  // After layout, and never inside a store dispatch (loadMore dispatches itself).
  function schedule() {
    if (!frame) frame = requestAnimationFrame(check);
  }
  const userAsks = () => {
    autoLeft = AUTO_PAGES;
    byUser = true;
    schedule();
  };
  for (const type of ['scroll', 'wheel', 'touchmove'] as const)
    list.addEventListener(type, userAsks, { signal, passive: true });
  const onKey = (event: KeyboardEvent) => {
    if (MORE_KEYS.has(event.key)) userAsks();
  };
  view.root.addEventListener('keydown', onKey, { signal });
  dropdown.addEventListener('keydown', onKey, { signal });
  const unsubscribe = view.onCommit((next, prev) => {
    if (!next.open) return;
    if (!prev.open || next.query !== prev.query) {
      autoLeft = AUTO_PAGES;
      rowsBefore = -1;
    } else if (prev.remote === 'loading' && next.remote !== 'loading' && rowsBefore >= 0) {
      if (rowCount() <= rowsBefore) autoLeft = 0;
      rowsBefore = -1;
    }
    if (next.dataVersion !== prev.dataVersion || next.remote !== prev.remote || !prev.open) schedule();
  });
  signal.addEventListener('abort', () => {
    unsubscribe();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  });
}
