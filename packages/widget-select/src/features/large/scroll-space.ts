/**
 * The scroll space of a virtual list: how the scroll position of the list element maps onto the rows'
 * own offsets.
 *
 * Browsers cap an element's height (Firefox at about 17.9 million px, Chromium and WebKit at about
 * 33.5 million), so a list whose rows are taller than that cannot be as tall as its rows. Up to
 * {@link MAX_SCROLL_EXTENT} the element is exactly as tall as the rows and the scroll position is the
 * rows' offset. Above it the element is {@link MAX_SCROLL_EXTENT} tall and the scroll position maps
 * onto the rows through an anchor (a scroll position and the row offset it shows):
 *
 * - a scroll of up to {@link LOCAL_SCROLL} px from the anchor moves the rows by exactly as many px
 *   (wheel, touch, a page of keys);
 * - a longer one (dragging the scrollbar) moves them in proportion to the distance left to the first
 *   or the last row, so the ends stay in reach;
 * - within {@link SCROLL_EDGE} px of either end the rows sit exactly where the element's top or bottom
 *   puts them.
 *
 * Every mapping through a given anchor is continuous and strictly increasing, and the scroll position
 * 0 shows the first row, the largest one the last row. The view re-anchors after each render, so a run
 * of small scrolls stays exact however far it goes.
 *
 * Part of `widget-select/large`: without it a list element is as tall as its rows
 * (core/domain/virtual/scroll-mapping.ts), which every engine allows up to hundreds of thousands of rows.
 */
import type { ScrollAnchor, ScrollMapping, ScrollSpace } from '../../core/domain/virtual/scroll-mapping';

/** The tallest a virtual list element grows, in CSS px: well below every engine's limit. */
export const MAX_SCROLL_EXTENT = 4_000_000;

/** Scrolls of up to this many px from the anchor move the rows by exactly as many px. */
export const LOCAL_SCROLL = 1_000;

/** Within this many px of either end of a scaled list, scroll position and row offset move together. */
export const SCROLL_EDGE = 10_000;

/** Differences below this many px are rounding noise. */
const PRECISION = 1e-6;

type Point = readonly [scroll: number, offset: number];

export function scrollSpace(content: number, viewport: number, maxExtent = MAX_SCROLL_EXTENT): ScrollSpace {
  const extent = Math.min(content, maxExtent);
  return {
    content,
    extent,
    maxScroll: Math.max(0, extent - viewport),
    maxOffset: Math.max(0, content - viewport),
  };
}

/** Whether the element is shorter than the rows, so scroll position and row offset differ. */
export function isScaled(space: ScrollSpace): boolean {
  return space.maxOffset > space.maxScroll;
}

/** How far apart the two ends' identity zones sit from the ends: never more than a quarter of the range. */
function edgeOf(space: ScrollSpace): number {
  return Math.min(SCROLL_EDGE, space.maxScroll / 4);
}

/** The row offset shown at `scrollTop`, through `anchor` (none: in proportion). */
export function offsetAt(space: ScrollSpace, scrollTop: number, anchor?: ScrollAnchor | null): number {
  if (!isScaled(space)) return scrollTop;
  return interpolate(knots(space, anchor), clamp(scrollTop, 0, space.maxScroll), 0, 1);
}

/**
 * The scroll position that shows `offset` at the viewport's top: a move
 * within {@link LOCAL_SCROLL} of the anchor stays exact; a longer one lands
 * where the scrollbar thumb tells the truth (in proportion).
 */
export function scrollTopFor(space: ScrollSpace, offset: number, anchor?: ScrollAnchor | null): number {
  if (!isScaled(space)) return offset;
  const target = clamp(offset, 0, space.maxOffset);
  if (anchor) {
    const [valid, below, above] = windowOf(space, anchor);
    if (target >= valid.offset - below && target <= valid.offset + above)
      return valid.scrollTop + (target - valid.offset);
  }
  return interpolate(knots(space, null), target, 1, 0);
}

/**
 * The anchor for showing `offset` at `scrollTop`, moved to the nearest
 * offset that position can show: near the ends the rows sit exactly where
 * the element puts them, and no position shows rows before the first or
 * after the last.
 */
export function anchorAt(space: ScrollSpace, scrollTop: number, offset: number): ScrollAnchor {
  const top = clamp(scrollTop, 0, space.maxScroll);
  const slack = space.maxOffset - space.maxScroll;
  if (slack <= 0) return { scrollTop: top, offset: top };
  const edge = edgeOf(space);
  const shift = top <= edge ? 0 : top >= space.maxScroll - edge ? slack : clamp(offset - top, 0, slack);
  return { scrollTop: top, offset: top + shift };
}

/** `given` moved to where it can be (anchorAt), and how far below and above it a scroll stays exact. */
function windowOf(
  space: ScrollSpace,
  given: ScrollAnchor,
): [anchor: ScrollAnchor, below: number, above: number] {
  const anchor = anchorAt(space, given.scrollTop, given.offset);
  const edge = edgeOf(space);
  const shift = anchor.offset - anchor.scrollTop;
  const slack = space.maxOffset - space.maxScroll;
  // On the line the nearer end's zone lies on, the window may reach that end;
  // otherwise it stops halfway there, leaving room to catch up with the end.
  const below = shift < PRECISION ? anchor.scrollTop : Math.max(0, anchor.scrollTop - edge) / 2;
  const above =
    shift > slack - PRECISION
      ? space.maxScroll - anchor.scrollTop
      : Math.max(0, space.maxScroll - edge - anchor.scrollTop) / 2;
  return [anchor, Math.min(LOCAL_SCROLL, below), Math.min(LOCAL_SCROLL, above)];
}

/** The corners of the piecewise-linear mapping, in increasing scroll position and offset. */
function knots(space: ScrollSpace, anchor: ScrollAnchor | null | undefined): Point[] {
  const { maxScroll, maxOffset } = space;
  const edge = edgeOf(space);
  const points: Point[] = [
    [0, 0],
    [edge, edge],
    [maxScroll - edge, maxOffset - edge],
    [maxScroll, maxOffset],
  ];
  if (anchor) {
    const [valid, below, above] = windowOf(space, anchor);
    points.push(
      [valid.scrollTop - below, valid.offset - below],
      [valid.scrollTop + above, valid.offset + above],
    );
    // Points on the same identity line may come in either order; sorting keeps both axes increasing.
    points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  }
  return points;
}

/** Piecewise-linear interpolation from axis `from` to axis `to`; steep segments land on whole px. */
function interpolate(points: Point[], value: number, from: 0 | 1, to: 0 | 1): number {
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Point;
    const b = points[i] as Point;
    const run = b[from] - a[from];
    if (run <= 0 || value > b[from]) continue;
    const rise = b[to] - a[to];
    const result = a[to] + ((value - a[from]) * rise) / run;
    return Math.abs(rise - run) < PRECISION ? result : Math.round(result);
  }
  return (points[value <= 0 ? 0 : points.length - 1] as Point)[to];
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** The scaled mapping, as the large feature hands it to the virtual list. */
export const scaledScroll: ScrollMapping = {
  maxExtent: MAX_SCROLL_EXTENT,
  space: (content, viewport) => scrollSpace(content, viewport),
  offsetAt,
  scrollTopFor,
  anchorAt,
};
