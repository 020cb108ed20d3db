/**
 * The keys and the Shift+click of ranges in an open multiple list (the
 * reducer's `pickRange`, decided in ranges.ts). They are heard before the
 * core's own key and click handlers, which then never see them: the
 * core alone (without this feature) takes Shift+click as a click and
 * Shift+arrows as arrows. They are bound as the list is built (the tags'
 * list part): the keys pressed in an open multiple widget before that are
 * held for it (features/tags.ts).
 */
import type { RangeGesture } from '../../core/machine/vocabulary';
import { listCls } from '../../open-list/classes';
import type { OpenListPart } from '../../view/open-list-part';
import type { FeatureView } from '../../view/feature-view';

type RangeMove = Extract<RangeGesture, { move: unknown }>['move'];

/** The range a key asks for: Shift+ArrowDown / ArrowUp, Ctrl+Shift+End / Home (⌘ on a Mac too). */
export function rangeMove(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey' | 'isComposing'>,
): RangeMove | null {
  if (!event.shiftKey || event.altKey || event.isComposing) return null;
  const { key } = event;
  if (event.ctrlKey || event.metaKey) return key === 'End' ? 'last' : key === 'Home' ? 'first' : null;
  return key === 'ArrowDown' ? 'next' : key === 'ArrowUp' ? 'previous' : null;
}

export function bindRanges<M>(
  view: FeatureView<M>,
  { dropdown, dropdownView: { list } }: OpenListPart<M>,
): void {
  const { port, signal } = view;
  const ranges = () =>
    port.state.open && !port.state.disabled && port.derived.options.multiple && !port.derived.dataset.isTree;
  // Capturing, on the root and on the dropdown (which may sit outside it): the first to hear a key stops it.
  const onKey = (event: KeyboardEvent) => {
    const move = rangeMove(event);
    if (!move || !ranges()) return;
    event.preventDefault();
    event.stopPropagation();
    port.send({ type: 'pickRange', move });
  };
  const capture = { capture: true, signal };
  view.root.addEventListener('keydown', onKey, capture);
  dropdown.addEventListener('keydown', onKey, capture);
  list.addEventListener(
    'click',
    (event) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>(`.${listCls.option}`);
      if (!event.shiftKey || !row?.dataset.row || !ranges()) return;
      event.stopPropagation();
      port.send({ type: 'pickRange', entry: Number(row.dataset.row) });
    },
    capture,
  );
}
