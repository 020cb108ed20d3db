/**
 * Turns user input on the closed control into actions sent through the port
 * (`view.port`), one module per surface: keys and typeahead
 * (input-keys.ts), pointer and focus on the control (input-pointer.ts).
 * The open list binds its own input when it arrives (open-list/). Every
 * listener is bound to the instance's AbortSignal, so destroy removes them
 * all at once.
 */
import type { Listen } from './dom';
import { bindKeys } from './input-keys';
import { bindPointer } from './input-pointer';
import type { View } from './view';

export function bindInput<M>(view: View<M>): void {
  const { signal } = view;
  const on: Listen = (target, type, handler, options = {}) =>
    target.addEventListener(type, handler as EventListener, { ...options, signal });
  // The open list is built at the first sign of use (and its chunk asked for).
  const wanted = () => view.requestOpenList();
  on(view.root, 'pointerenter', wanted);
  on(view.root, 'focusin', wanted);
  on(view.root, 'keydown', wanted, { capture: true });
  bindKeys(view, on);
  bindPointer(view, on);
}
