/**
 * A press on a chip before the drag (sortable.ts, which comes with the
 * tags' list part) is there: held, with what the drag does at once done at
 * once (no text selection or native drag, focus on the chip, the pointer
 * captured by the chip), and played to the drag once it is bound if the
 * chip still has the pointer's capture: a release, a cancelled pointer or
 * a chip rendered anew meanwhile loses it, and starts nothing. A build that
 * has the part from the start (the script-tag build) never holds, and
 * replaces this module with an empty one (tsdown.config.ts).
 */
import type { FeatureView } from '../../view/feature-view';
import { draggedTag } from './drag-target';
import type { TagsList } from './tags-list';

/** What binds the drag on each widget waiting for it. */
const waiting = new Set<(part: TagsList) => void>();

/** The tags' list part as it arrives: binds the drag of every widget waiting for it. */
export function sortableArrived(part: TagsList): TagsList {
  for (const bind of [...waiting]) bind(part);
  return part;
}

/** Holds a press on a chip of `view` until the drag arrives, then binds it and plays it the press. `wanted` asks for it. */
export function holdDrag<M>(view: FeatureView<M>, wanted: () => void): void {
  const { signal } = view;
  let held: [PointerEvent, HTMLElement] | undefined;
  let bound = false;
  const bind = (part: TagsList) => {
    bound = true;
    waiting.delete(bind);
    const start = part.sortable(view);
    if (held?.[1].hasPointerCapture?.(held[0].pointerId)) start(held[0]);
  };
  waiting.add(bind);
  // A destroy before the part comes leaves nothing waiting (its listener goes with the signal).
  signal.addEventListener('abort', () => waiting.delete(bind));
  view.controlView.values.addEventListener(
    'pointerdown',
    (event) => {
      const tag = !bound && draggedTag(view, event);
      if (!tag) return;
      event.preventDefault();
      tag.focus({ preventScroll: true });
      tag.setPointerCapture?.(event.pointerId);
      held = [event, tag];
      wanted();
    },
    { signal },
  );
}
