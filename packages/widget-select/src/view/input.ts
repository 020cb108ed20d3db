/**
 * Turns user input into actions sent through the port (`view.port`), one
 * module per surface: keys and typing (input-keys.ts), pointer and focus on
 * the control and the list (input-pointer.ts), and what closes the list from
 * outside (dismiss.ts). Every listener is bound to the instance's
 * AbortSignal, so destroy removes them all at once.
 */
import { bindDismiss } from './dismiss';
import type { Listen } from './dom';
import { bindKeys } from './input-keys';
import { bindPointer } from './input-pointer';
import type { View } from './view';

export function bindInput<M>(view: View<M>): void {
  const { signal } = view;
  const on: Listen = (target, type, handler, options = {}) =>
    target.addEventListener(type, handler as EventListener, { ...options, signal });
  bindKeys(view, on);
  bindPointer(view, on);
  bindDismiss(view, on);
}
