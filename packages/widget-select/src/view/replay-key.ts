/**
 * A key held while a part of the widget was on its way, played again once
 * it is there. When the list built meanwhile took focus into its search
 * field, the key is the search field's, as it would have been had nothing
 * been on its way: its handlers see it there, and the text changes as the
 * browser would change it (a printable key, a Backspace).
 */
import { activeElementOf } from './dom';
import type { View } from './view';

/** A fresh keydown like `key`, to dispatch again (a dispatched event cannot be). */
export function copyKey(key: KeyboardEvent): KeyboardEvent {
  const { key: name, code, location, shiftKey, ctrlKey, altKey, metaKey } = key;
  return new KeyboardEvent('keydown', {
    key: name,
    code,
    location,
    shiftKey,
    ctrlKey,
    altKey,
    metaKey,
    bubbles: true,
    cancelable: true,
    composed: true,
  });
}

/** Plays `key` in the open list's search field if focus is there now; false (nothing done) if it is not. */
export function replayInSearch<M>(view: View<M>, key: KeyboardEvent): boolean {
  const search = view.openList?.search;
  if (!search || activeElementOf(view.control) !== search) return false;
  if (!search.dispatchEvent(copyKey(key))) return true;
  // What the browser does with a key no handler took in the search field: the text changes.
  const { port } = view;
  const { query } = port.state;
  const { key: name, ctrlKey, metaKey, altKey } = key;
  const typed = name.length === 1 && !ctrlKey && !metaKey && !altKey;
  if (typed || (name === 'Backspace' && query !== '')) {
    port.send({ type: 'setQuery', query: typed ? query + name : query.slice(0, -1), cause: 'user:type' });
  }
  return true;
}
