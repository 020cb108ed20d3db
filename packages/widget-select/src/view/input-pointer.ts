/**
 * Pointer and focus on the closed control: clicks on the control (its tags,
 * clear button and "+n" tag), focus arriving on it (openOnFocus), the
 * labels, and the hidden select of a native mount. Rows are the open
 * list's (open-list/list-input.ts).
 */
import { cls } from './classes';
import type { Listen } from './dom';
import { removeTag } from './tags';
import type { View } from './view';

export function bindPointer<M>(view: View<M>, on: Listen): void {
  const { control, native, port } = view;
  const { send } = port;
  let pointerFocus = false;

  on(control, 'pointerdown', () => {
    pointerFocus = true;
  });
  // A disabled widget is out of the focus order (tabindex -1), and a click
  // must not focus it either.
  on(control, 'mousedown', (event) => {
    if (port.state.disabled) event.preventDefault();
  });
  on(control, 'focus', () => {
    const byPointer = pointerFocus;
    pointerFocus = false;
    if (port.state.open) view.syncActiveDescendant();
    if (!byPointer && !view.focusingFromCode) send({ type: 'focusArrived' });
  });
  on(control, 'click', (event) => {
    pointerFocus = false;
    if (port.state.disabled) return;
    const target = event.target as HTMLElement;
    const remove = target.closest(`.${cls.tagRemove}`);
    if (remove) {
      // Focus goes to a neighbouring tag (or the control), not to <body> with the removed button.
      const tag = remove.closest<HTMLElement>(`.${cls.tag}[data-value]`);
      if (tag) removeTag(view, tag, false);
      return;
    }
    if (target.closest(`.${cls.clear}`)) {
      send({ type: 'clear' });
      view.focusControl();
      return;
    }
    if (target.closest(`.${cls.tagMore}`)) {
      send({ type: 'open', cause: 'user:open' });
      return;
    }
    send({ type: 'toggleOpen' });
  });

  // The labels of a native select, or of the element that owns the mount,
  // heard from their root: Chromium exposes an element with its own click
  // listener as "clickable", and a screen reader then reads "Fruit clickable".
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
