/**
 * What closes the open list from outside: focus moving elsewhere (Tab, a
 * script, another widget) and a pointer press outside the widget and its
 * dropdown, found through the composed path so shadow roots work.
 */
import { cls } from './classes';
import type { Listen } from './dom';
import type { View } from './view';

export function bindDismiss<M>(view: View<M>, on: Listen): void {
  const { root, native, dropdownView, port } = view;
  const { send } = port;
  const { dropdown } = dropdownView;

  // Focus moving elsewhere (Tab, a script, another widget) closes the dropdown.
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!port.state.open || !next || root.contains(next) || dropdown.contains(next)) return;
    // The hidden native select forwards its focus to the control; the browser
    // focuses it after a blocked submit, right after `invalid` opened us.
    if (next === native?.select) return;
    send({ type: 'close', cause: 'user:close' });
  };
  on(root, 'focusout', onFocusOut);
  on(dropdown, 'focusout', onFocusOut);

  on(document, 'pointerdown', (event) => {
    if (!port.state.open) return;
    // The path, not the target: inside a shadow root the target is retargeted to its host.
    const path = event.composedPath();
    // A sheet's backdrop closes it on its own click (sheet.ts).
    if ((path[0] as Element).classList?.contains(cls.backdrop)) return;
    if (!path.includes(root) && !path.includes(dropdown)) send({ type: 'close', cause: 'user:close' });
  });
}
