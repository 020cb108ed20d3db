/**
 * Pure range math for virtual scrolling with fixed row heights: which rows
 * intersect the viewport (plus overscan), and where to scroll so a row shows.
 */

export interface Range {
  start: number;
  end: number;
}

/** Rows rendered past each edge of the viewport. */
const OVERSCAN = 6;

export function visibleRange(
  count: number,
  itemHeight: number,
  scrollTop: number,
  viewportHeight: number,
): Range {
  if (count === 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / itemHeight);
  const visible = Math.ceil(Math.max(viewportHeight, itemHeight) / itemHeight) + 1;
  const start = Math.max(0, Math.min(count - 1, first) - OVERSCAN);
  const end = Math.min(count, first + visible + OVERSCAN);
  return { start, end };
}

/** How many rows from the end of a list count as near it (the next page is asked for there). */
export const NEAR_END_ROWS = 3;

/** The height a measured row is taken to have before it is measured, in px. */
export const ESTIMATED_HEIGHT = 36;

/**
 * Whether the viewport is within NEAR_END_ROWS rows of the end (paging signal).
 * `scrollTop` is the element's: near its end a scaled list's scroll position
 * and row offset move together, so the extent capped at `maxExtent` (the
 * scroll mapping's) tells.
 */
export function nearBottom(
  count: number,
  itemHeight: number,
  scrollTop: number,
  viewportHeight: number,
  maxExtent: number,
): boolean {
  return scrollTop + viewportHeight >= Math.min(count * itemHeight, maxExtent) - itemHeight * NEAR_END_ROWS;
}

/**
 * Prefix sums of row heights: offsets[i] is the top of row i, offsets[count]
 * the total height. Unknown heights use `estimate`.
 */
export function computeOffsets(
  count: number,
  heightOf: (position: number) => number | undefined,
  estimate: number,
) {
  const offsets = new Float64Array(count + 1);
  for (let i = 0; i < count; i++) offsets[i + 1] = (offsets[i] as number) + (heightOf(i) ?? estimate);
  return offsets;
}

/** Index of the row containing `y` (binary search over offsets). */
export function rowAt(offsets: Float64Array, y: number): number {
  let low = 0;
  // No row (high below 0): the loop does not run, and the answer is 0.
  let high = offsets.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((offsets[mid] as number) <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Like {@link visibleRange} for measured (variable) heights. */
export function visibleRangeMeasured(
  offsets: Float64Array,
  scrollTop: number,
  viewportHeight: number,
): Range {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const first = rowAt(offsets, Math.max(0, scrollTop));
  const last = rowAt(offsets, Math.max(0, scrollTop) + viewportHeight);
  return { start: Math.max(0, first - OVERSCAN), end: Math.min(count, last + 1 + OVERSCAN) };
}

/** The scrollTop that brings the row from `top` to `bottom` fully into view (the current one if it is). */
function scrollToReveal(top: number, bottom: number, scrollTop: number, viewportHeight: number): number {
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return scrollTop;
}

/**
 * Where to scroll so `position` shows below the row at `header` (-1: none)
 * pinned at the viewport's top: measured rows with `offsets`, else fixed ones.
 */
export function scrollToRevealBelow(
  offsets: Float64Array | null,
  itemHeight: number,
  position: number,
  header: number,
  scrollTop: number,
  viewportHeight: number,
): number {
  const pad =
    header < 0 ? 0 : offsets ? (offsets[header + 1] as number) - (offsets[header] as number) : itemHeight;
  const top = scrollTop + pad;
  const height = viewportHeight - pad;
  const rowTop = offsets ? (offsets[position] as number) : position * itemHeight;
  const rowBottom = offsets ? (offsets[position + 1] as number) : rowTop + itemHeight;
  const target = scrollToReveal(rowTop, rowBottom, top, height);
  return target === top ? scrollTop : Math.max(0, target - pad);
}
