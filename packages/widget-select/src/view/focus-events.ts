/**
 * `focus` and `blur` of the widget as a whole, as a native control has
 * them: focus moving between the control, the search field, the tags and
 * the dropdown (portalled or not) stays inside and fires nothing. Form
 * libraries mark a field "touched" on `blur`.
 */
import { activeElementOf } from './dom';
import type { View } from './view';
import { onAbort } from './weak-listeners';

export function bindFocusEvents<M>(view: View<M>, emit: (name: 'focus' | 'blur') => void): void {
  const { root, signal } = view;
  const inside = (node: unknown) =>
    node instanceof Node && (root.contains(node) || view.openList?.dropdown.contains(node) === true);
  let focused = false;
  let pending: ReturnType<typeof setTimeout> | undefined;

  const onFocusIn = () => {
    clearTimeout(pending);
    if (focused) return;
    focused = true;
    emit('focus');
  };
  const blur = () => {
    focused = false;
    emit('blur');
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!focused || inside(event.relatedTarget)) return;
    clearTimeout(pending);
    // Focus goes to a field outside: blur now, before that field's focus.
    if (event.relatedTarget) return blur();
    // Nowhere to go yet (the focused search field left with the closing
    // list, a pointer press on a row): decided once focus has settled.
    pending = setTimeout(() => {
      if (signal.aborted || !focused) return;
      if (inside(activeElementOf(root)) || inside(document.activeElement)) return;
      blur();
    });
  };
  const listen = (target: HTMLElement) => {
    target.addEventListener('focusin', onFocusIn, { signal });
    target.addEventListener('focusout', onFocusOut as EventListener, { signal });
  };
  listen(root);
  // The dropdown may be portalled out of the root.
  view.whenOpenList((openList) => listen(openList.dropdown));
  onAbort(signal, () => clearTimeout(pending));
}
