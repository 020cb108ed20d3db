/**
 * Turns user input on the closed control into actions sent through the port (`view.port`): its keys through
 * the key table and typeahead (input-keys.ts), the clicks on it and focus arriving on it
 * (input-pointer.ts), a focused tag's keys (tags.ts), and the labels and the hidden select of a native
 * mount. The open list binds its own input when it is built (open-list/). Every listener is bound to the
 * instance's AbortSignal, so destroy removes them all at once.
 */
import type { Listen } from './dom';
import { bindKeys } from './input-keys';
import { bindPointer } from './input-pointer';
import { bindTagKeys } from './tags';
import type { View } from './view';
import { listenWeakly } from './weak-listeners';

export function bindInput<M>(view: View<M>): void {
  const { signal, root, control, port } = view;
  const on: Listen = (target, type, handler, options = {}) =>
    target.addEventListener(type, handler as EventListener, { ...options, signal });
  // The open list is built at the first sign of use (its chunk asked for if it is not there).
  const wanted = () => view.requestOpenList();
  on(root, 'pointerenter', wanted);
  on(root, 'focusin', wanted);
  on(root, 'keydown', wanted, { capture: true });
  // A disabled widget is out of the focus order (tabindex -1), and a click
  // must not focus it either.
  on(control, 'mousedown', (event) => {
    if (port.state.disabled) event.preventDefault();
  });
  bindLabels(view, on);

  bindKeys(view, on);
  bindTagKeys(view);
  bindPointer(view, on);
}

/**
 * The labels of a native select, or of the element that owns the mount, heard from their root: Chromium
 * exposes an element with its own click listener as "clickable", and a screen reader then reads "Fruit
 * clickable". One shared listener per root (weak-listeners.ts): a listener of its own per widget made each
 * mount's cost grow with the widgets already on the page.
 */
function bindLabels<M>(view: View<M>, on: Listen): void {
  const { control, native, port, signal } = view;
  const { labels } = view.name;
  const onClick = (event: Event) => {
    // The prototype's closest: a click on a form with a field named "closest" has the form as target.
    const { target } = event;
    const label = target instanceof Element ? Element.prototype.closest.call(target, 'label') : null;
    if (!label || !labels.includes(label as HTMLLabelElement)) return;
    event.preventDefault();
    if (!port.state.disabled && !view.root.contains(target as Node)) control.focus();
  };
  for (const root of new Set(labels.map((label) => label.getRootNode())))
    listenWeakly(root, 'click', onClick, { signal });
  if (native) {
    // After a blocked submit the browser focuses the hidden select while the
    // `invalid` event has opened us: hand focus to the open list's combobox.
    on(native.select, 'focus', () => view.focusTyping());
  }
}
