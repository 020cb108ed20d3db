/**
 * Turns user input on the closed control into actions sent through the port
 * (`view.port`). Its keys, its clicks and the tags' keys are a chunk of
 * their own, the control's input (control-input.ts), which comes with the
 * open list's at idle or at the first pointer, focus or key on a widget:
 * until it is there the control holds what is pressed on it
 * (held-input.ts) and plays it to the input in order once it is bound. The labels and the hidden
 * select of a native mount are heard from the start. The open list binds
 * its own input when it arrives (open-list/). Every listener is bound to
 * the instance's AbortSignal, so destroy removes them all at once.
 */
import { controlInput } from './control-input-slot';
import type { Listen } from './dom';
import { holdUntilBound } from './held-input';
import type { View } from './view';

export function bindInput<M>(view: View<M>): void {
  const { signal, root, control, port } = view;
  const on: Listen = (target, type, handler, options = {}) =>
    target.addEventListener(type, handler as EventListener, { ...options, signal });
  // The open list (and the control's input with it) is built at the first sign of use.
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

  const input = controlInput();
  if (input) input.bind(view, on);
  else holdUntilBound(view, on, wanted);
}

/**
 * The labels of a native select, or of the element that owns the mount,
 * heard from their root: Chromium exposes an element with its own click
 * listener as "clickable", and a screen reader then reads "Fruit clickable".
 */
function bindLabels<M>(view: View<M>, on: Listen): void {
  const { control, native, port } = view;
  const { labels } = view.name;
  for (const root of new Set(labels.map((label) => label.getRootNode() as Document))) {
    on(root, 'click', (event) => {
      const label = (event.target as Element).closest?.('label');
      if (!label || !labels.includes(label)) return;
      event.preventDefault();
      if (!port.state.disabled) control.focus();
    });
  }
  if (native) {
    // After a blocked submit the browser focuses the hidden select while the
    // `invalid` event has opened us: hand focus to the open list's combobox.
    on(native.select, 'focus', () => view.focusTyping());
  }
}
