/**
 * Pointer and focus on the closed control (bound by input.ts): clicks on the control (its tags,
 * clear button and "+n" tag) and focus arriving on it (openOnFocus). The
 * labels and the hidden select of a native mount are heard from the start
 * (input.ts); rows are the open list's (open-list/list-input.ts).
 */
import { cls } from './classes';
import type { Listen } from './dom';
import { TAG_SELECTOR } from './tag-focus';
import { removeTag } from './tags';
import type { View } from './view';

export function bindPointer<M>(view: View<M>, on: Listen): void {
  const { control, port } = view;
  const { send } = port;
  let pointerFocus = false;

  on(control, 'pointerdown', () => {
    pointerFocus = true;
  });
  on(control, 'focus', () => {
    const byPointer = pointerFocus;
    pointerFocus = false;
    if (port.state.open) view.syncActiveDescendant();
    // Focus the widget's own code moved (read as the focus arrives) is not the user's.
    if (!byPointer && !view.focusingFromCode) send({ type: 'focusArrived' });
  });
  on(control, 'click', (event) => {
    pointerFocus = false;
    if (port.state.disabled) return;
    const target = event.target as HTMLElement;
    const remove = target.closest(`.${cls.tagRemove}`);
    if (remove) {
      // Focus goes to a neighbouring tag (or the control), not to <body> with the removed button.
      const tag = remove.closest<HTMLElement>(TAG_SELECTOR);
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
}
