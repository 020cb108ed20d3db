/**
 * Where a moved tag now is, said by the live region. The closed control's: a tag moves by its keys
 * (Alt+Arrow, the control's input) as well as by a drag (sortable.ts, which comes later), and each move is
 * announced.
 */
import { format } from '../../i18n';
import type { FeatureView } from '../../view/feature-view';

/** Tells where a tag moved (Alt+Arrow or a drag): "Apple moved to position 2 of 4". */
export function announceMoves<M>(view: FeatureView<M>): void {
  const { port, live, signal } = view;
  view.onCommit((next, prev, _cause, meta) => {
    const value = meta.movedTag;
    // The last state changes of a destroy announce nothing.
    if (value === undefined || next.value === prev.value || signal.aborted) return;
    const order = port.derived.publicValue(next.value);
    const position = order.indexOf(value) + 1;
    if (position === 0) return;
    const label = port.derived.optionOf(value)?.label ?? value;
    live.say(format(next.messages.tagMoved, { label, position, count: order.length }));
  });
}
