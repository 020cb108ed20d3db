/**
 * Sortable tags by pointer drag (mouse, touch and pen through Pointer Events with pointer capture). Tag
 * boxes are read once when a drag starts; a drop indicator shows the insertion point; a drop reorders
 * (reorder + change). It acts only once a user drags, so it comes with the tags' list part (tags-list.ts);
 * a press on a chip before it is there drags once it comes if still held, and where a move is announced
 * is the closed control's (announce-moves.ts: the keys move tags too).
 */
import { cls } from '../../view/classes';
import { el } from '../../view/dom';
import { focusTag, tagElements } from '../../view/tag-focus';
import type { FeatureView } from '../../view/feature-view';
import { draggedTag } from './drag-target';

const DRAG_THRESHOLD = 4;

interface Drag {
  pointerId: number;
  tag: HTMLElement;
  value: string;
  startX: number;
  startY: number;
  rects: DOMRect[];
  origin: DOMRect;
  moving: boolean;
  insertAt: number;
}

/** Index (0..n) at which a tag dropped at (x, y) lands, in reading order. */
export function insertionIndex(rects: readonly DOMRect[], x: number, y: number, rtl = false): number {
  let index = 0;
  for (const rect of rects) {
    const center = rect.left + rect.width / 2;
    const before = y > rect.bottom || (y >= rect.top && (rtl ? x < center : x > center));
    if (before) index++;
  }
  return index;
}

/** Binds the drag of a widget's chips; returns where a press held before it was bound starts one. */
export function bindSortable<M>(view: FeatureView<M>): (event: PointerEvent) => void {
  const { port, controlView, signal } = view;
  const { values } = controlView;
  const indicator = el('span', `${cls.root}__drop-indicator`, { 'aria-hidden': 'true' });
  let drag: Drag | null = null;
  let suppressClick = false;

  const finish = (commit: boolean) => {
    if (!drag) return;
    const { tag, value, insertAt, moving } = drag;
    tag.classList.remove(cls.tagDragging);
    indicator.remove();
    drag = null;
    if (!moving) return;
    suppressClick = true;
    if (!commit) return;
    port.send({ type: 'dropTag', value, at: insertAt });
    focusTag(view, value, false);
  };

  const start = (event: PointerEvent) => {
    suppressClick = false; // A new press: Chromium fires no click after a drag that moved the tag in the DOM.
    const tag = draggedTag(view, event);
    if (!tag) return;
    // No text selection or native drag while sorting; focus goes to the tag.
    event.preventDefault();
    tag.focus({ preventScroll: true });
    const tags = tagElements(view);
    drag = {
      pointerId: event.pointerId,
      tag,
      value: tag.dataset.value as string,
      startX: event.clientX,
      startY: event.clientY,
      rects: tags.map((element) => element.getBoundingClientRect()),
      origin: values.getBoundingClientRect(),
      moving: false,
      insertAt: tags.indexOf(tag),
    };
    tag.setPointerCapture?.(event.pointerId);
  };
  values.addEventListener('pointerdown', start, { signal });

  values.addEventListener(
    'pointermove',
    (event) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const distance = Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY);
      if (!drag.moving && distance < DRAG_THRESHOLD) return;
      if (!drag.moving) {
        drag.moving = true;
        drag.tag.classList.add(cls.tagDragging);
        values.append(indicator);
      }
      const rtl = getComputedStyle(values).direction === 'rtl';
      drag.insertAt = insertionIndex(drag.rects, event.clientX, event.clientY, rtl);
      const anchor = drag.rects[Math.min(drag.insertAt, drag.rects.length - 1)] as DOMRect;
      const atEnd = drag.insertAt >= drag.rects.length;
      const x = (atEnd !== rtl ? anchor.right : anchor.left) - drag.origin.left;
      indicator.style.transform = `translate(${Math.round(x) - 1}px, ${Math.round(anchor.top - drag.origin.top)}px)`;
      indicator.style.height = `${Math.round(anchor.height)}px`;
    },
    { signal },
  );

  values.addEventListener('pointerup', () => finish(true), { signal });
  values.addEventListener('pointercancel', () => finish(false), { signal });
  values.addEventListener('lostpointercapture', () => finish(true), { signal });
  // The click ending a drag must not toggle the dropdown; a key's click (detail 0) ends none and is kept.
  values.addEventListener(
    'click',
    (event) => {
      if (suppressClick && event.detail) event.stopPropagation();
      suppressClick = false;
    },
    { signal, capture: true },
  );
  return start;
}
