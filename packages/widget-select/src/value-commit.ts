/**
 * The seam `<widget-select>` keeps its form value and its value model with:
 * each widget's store, and who hears the commits of its value. Not public API.
 */
import { sameValues } from './core/domain/state';
import type { Store } from './core/machine/store';
import type { Cause } from './types';
import { WeakHandlers } from './view/weak-listeners';

/** Each widget's store, for {@link onValueCommit}. */
const stores = new WeakMap<object, Store>();

/** Called after each commit that moves any widget's value: one on a `<div>` fires no page event (the remote watch). */
export const valueMoves = new WeakHandlers<[]>();

/** Called by the widget as it is built. */
export function rememberStore(widget: object, store: Store): void {
  stores.set(widget, store);
  store.subscribe((next, prev) => {
    if (!sameValues(next.value, prev.value)) valueMoves.call();
  });
}

/**
 * Runs `listener` after each commit that changes the value of `widget`,
 * before that commit's events, with the commit's cause; silent changes
 * (`emitChange: false`) included.
 */
export function onValueCommit(
  widget: object,
  listener: (value: readonly string[], cause: Cause) => void,
): void {
  stores.get(widget)?.subscribe((next, prev, cause) => {
    if (!sameValues(next.value, prev.value)) listener(next.value, cause);
  });
}
