/**
 * How a virtual list's scroll position maps onto its rows' offsets. The
 * core's mapping is exact: the list element is as tall as its rows and the
 * scroll position is the rows' offset. `widget-select/large` hands the view
 * a scaled one (features/large/scroll-space.ts) that keeps the element
 * below every engine's height limit however many rows there are.
 */

export interface ScrollSpace {
  /** The rows' total height. */
  readonly content: number;
  /** The list element's scroll height: the content's, capped. */
  readonly extent: number;
  /** The largest scroll position (extent minus viewport, at least 0). */
  readonly maxScroll: number;
  /** The largest row offset at the viewport's top (content minus viewport, at least 0). */
  readonly maxOffset: number;
}

/** A scroll position and the row offset shown at the viewport's top there. */
export interface ScrollAnchor {
  readonly scrollTop: number;
  readonly offset: number;
}

export interface ScrollMapping {
  /** The tallest the list element grows, in CSS px. */
  readonly maxExtent: number;
  /** The scroll space of rows `content` px tall together in a viewport `viewport` px tall. */
  space(content: number, viewport: number): ScrollSpace;
  /** The row offset shown at `scrollTop`, through `anchor`. */
  offsetAt(space: ScrollSpace, scrollTop: number, anchor?: ScrollAnchor | null): number;
  /** The scroll position that shows `offset` at the viewport's top. */
  scrollTopFor(space: ScrollSpace, offset: number, anchor?: ScrollAnchor | null): number;
  /** The anchor for showing `offset` at `scrollTop`. */
  anchorAt(space: ScrollSpace, scrollTop: number, offset: number): ScrollAnchor;
}

/** The core's mapping: the element is as tall as the rows, scroll position and row offset are one. */
export const exactScroll: ScrollMapping = {
  maxExtent: Number.POSITIVE_INFINITY,
  space: (content, viewport) => {
    const maxScroll = Math.max(0, content - viewport);
    return { content, extent: content, maxScroll, maxOffset: maxScroll };
  },
  offsetAt: (_space, scrollTop) => scrollTop,
  scrollTopFor: (_space, offset) => offset,
  anchorAt: (space, scrollTop) => {
    const top = Math.min(space.maxScroll, Math.max(0, scrollTop));
    return { scrollTop: top, offset: top };
  },
};
