/**
 * Pure range math for virtual scrolling with fixed row heights: which rows
 * intersect the viewport (plus overscan), and where to scroll so a row shows.
 */
export interface Range {
  start: number;
  end: number;
}

export const OVERSCAN = 6;

export function visibleRange(
  count: number,
  itemHeight: number,
  scrollTop: number,
  viewportHeight: number,
  overscan = OVERSCAN,
): Range {
  if (count === 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / itemHeight);
  const visible = Math.ceil(Math.max(viewportHeight, itemHeight) / itemHeight) + 1;
  const start = Math.max(0, Math.min(count - 1, first) - overscan);
  const end = Math.min(count, first + visible + overscan);
  return { start, end };
}

/** The scrollTop that brings `position` fully into view, or the current one if it already is. */
export function scrollToReveal(
  position: number,
  itemHeight: number,
  scrollTop: number,
  viewportHeight: number,
): number {
  const top = position * itemHeight;
  const bottom = top + itemHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return scrollTop;
}

/** Whether the viewport is within `threshold` px of the end (paging signal). */
export function nearBottom(
  count: number,
  itemHeight: number,
  scrollTop: number,
  viewportHeight: number,
  threshold = itemHeight * 3,
): boolean {
  return scrollTop + viewportHeight >= count * itemHeight - threshold;
}
