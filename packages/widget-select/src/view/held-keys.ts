/**
 * Keys pressed in an open widget whose list is not built yet, held for the
 * list they were meant for: a feature whose list part decides keys (the
 * tree's ArrowRight / ArrowLeft, the columns' arrows) holds them until the
 * list is built with that part, then plays them again in order, where focus
 * is then (the search field the list moved it to, or the control).
 */
import { copyKey, replayInSearch } from './replay-key';
import type { FeatureView } from './feature-view';
import type { View } from './view';

/** Per widget, what makes it hold keys: one holder however many features ask. */
const reasons = new WeakMap<View<unknown>, (() => boolean)[]>();

/** Holds the keys of the open widget while `when()` and its list is not built; they replay once it is. */
export function holdKeysForList(host: FeatureView<unknown>, when: () => boolean): void {
  // Features hold keys through their view's hooks; every one of them is the widget's View.
  const view = host as View<unknown>;
  const known = reasons.get(view);
  if (known) {
    known.push(when);
    return;
  }
  const whens = [when];
  reasons.set(view, whens);
  const { port, control, root, signal } = view;
  const held: KeyboardEvent[] = [];
  // Before the control's own handler. Tab still leaves.
  const hold = (event: KeyboardEvent) => {
    if (!port.state.open || view.openList || event.target !== control || event.key === 'Tab') return;
    if (held.length === 0 && !whens.some((reason) => reason())) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(event);
  };
  root.addEventListener('keydown', hold, { capture: true, signal });
  // A list closed meanwhile (a click on the control, Tab) drops the keys meant for it.
  view.onCommit((next) => {
    if (!next.open) held.length = 0;
  });
  const replay = () => {
    for (const key of held.splice(0)) {
      if (signal.aborted) return;
      if (!replayInSearch(view, key)) control.dispatchEvent(copyKey(key));
    }
  };
  // After the list has opened (the view opens it right after the list parts bind).
  view.whenOpenList(() => queueMicrotask(replay));
}
