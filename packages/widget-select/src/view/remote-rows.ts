/**
 * The view side of remote data: the loading and error message rows, and
 * loading the next page when the list is scrolled near its end.
 */
import type { MessageKind } from '../core/model';
import { nearBottom } from '../core/virtual/range';
import type { Messages } from '../i18n';
import { cls } from './classes';
import type { View } from './view';

/** Fills the message row for the `loading` and `error` kinds. */
export function renderRemoteMessage(row: HTMLElement, kind: MessageKind, messages: Messages): void {
  const loading = kind === 'loading';
  row.classList.add(loading ? cls.messageLoading : cls.messageError);
  row.textContent = loading ? messages.loading : messages.error;
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
  if (virtual) return nearBottom(rowCount, itemHeight, scrollTop, clientHeight);
  return scrollTop + clientHeight >= list.scrollHeight - itemHeight * 3;
}

/**
 * Pagination: scrolling near the bottom loads the next page, and so does a
 * page that leaves the list too short to scroll. No-op without `ajax`.
 */
export function bindRemotePaging<M>(view: View<M>): void {
  const { model, signal } = view;
  const remote = model.remote;
  if (!remote) return;
  const { list, virtual } = view.dropdownView;
  let frame = 0;
  const check = () => {
    frame = 0;
    if (!remote.canLoadMore() || !list.isConnected) return;
    const { itemHeight } = model.options;
    const fixed = typeof itemHeight === 'number';
    const rowCount = model.rows().rows.length;
    if (listNearBottom(list, virtual.isVirtual && fixed, rowCount, fixed ? itemHeight : 36))
      remote.loadMore();
  };
  // After layout, and never inside a store dispatch (loadMore dispatches itself).
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  list.addEventListener('scroll', schedule, { signal, passive: true });
  const unsubscribe = model.store.subscribe((next, prev) => {
    if (next.open && (next.dataVersion !== prev.dataVersion || next.remote !== prev.remote || !prev.open))
      schedule();
  });
  signal.addEventListener('abort', () => {
    unsubscribe();
    cancelAnimationFrame(frame);
  });
}
