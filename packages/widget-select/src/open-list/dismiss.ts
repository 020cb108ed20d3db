/**
 * What closes the open list from outside: focus moving elsewhere (Tab, a
 * script, another widget) and a pointer press outside the widget and its
 * dropdown, found through the composed path so shadow roots work.
 */
import { listCls } from './classes';
import type { OpenListHost } from '../view/open-list-part';
import { listenWeakly } from '../view/weak-listeners';

export function bindDismiss<M>(view: OpenListHost<M>, dropdown: HTMLElement): void {
  const { root, native, port, signal } = view;
  const close = () => port.send({ type: 'close', cause: 'user:close' });

  // Focus moving elsewhere (Tab, a script, another widget) closes the dropdown.
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!port.state.open || !next || root.contains(next) || dropdown.contains(next)) return;
    // The hidden native select forwards its focus to the control; the browser
    // focuses it after a blocked submit, right after `invalid` opened us.
    if (next === native?.select) return;
    close();
  };
  root.addEventListener('focusout', onFocusOut, { signal });
  dropdown.addEventListener('focusout', onFocusOut, { signal });

  listenWeakly(
    document,
    'pointerdown',
    (event) => {
      if (!port.state.open) return;
      // The path, not the target: inside a shadow root the target is retargeted to its host.
      const path = event.composedPath();
      // A sheet's backdrop closes it on its own click (sheet.ts).
      if ((path[0] as Element).classList?.contains(listCls.backdrop)) return;
      if (!path.includes(root) && !path.includes(dropdown)) close();
    },
    { signal },
  );
}
