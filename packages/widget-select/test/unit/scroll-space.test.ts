import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearBottom } from '../../src/core/domain/virtual/range';
import type { ScrollAnchor, ScrollSpace } from '../../src/core/domain/virtual/scroll-mapping';
import {
  anchorAt,
  isScaled,
  LOCAL_SCROLL,
  MAX_SCROLL_EXTENT,
  offsetAt,
  SCROLL_EDGE,
  scrollSpace,
  scrollTopFor,
} from '../../src/features/large/scroll-space';

const ROW = 36;
const VIEWPORT = 300;
/** Five million 36 px rows: 180 million px, far above every engine's limit. */
const huge = scrollSpace(5_000_000 * ROW, VIEWPORT);

/** What the view does after each render: the position it read, the offset it showed, as the new anchor. */
function scrollBy(space: ScrollSpace, anchor: ScrollAnchor, delta: number): ScrollAnchor {
  const scrollTop = Math.min(space.maxScroll, Math.max(0, anchor.scrollTop + delta));
  return anchorAt(space, scrollTop, offsetAt(space, scrollTop, anchor));
}

/** A valid anchor anywhere in the space. */
const anchors = (space: ScrollSpace) =>
  fc
    .tuple(fc.integer({ min: 0, max: space.maxScroll }), fc.integer({ min: 0, max: space.maxOffset }))
    .map(([scrollTop, offset]) => anchorAt(space, scrollTop, offset));

describe('scroll space below the cap', () => {
  it('is the rows themselves: the scroll position is the row offset, both ways', () => {
    const space = scrollSpace(100_000 * ROW, VIEWPORT);
    expect(isScaled(space)).toBe(false);
    expect(space.extent).toBe(100_000 * ROW);
    const anchor = anchorAt(space, 5000, 123_456);
    for (const top of [0, 17.5, 5000, 1_234_567, space.maxScroll]) {
      expect(offsetAt(space, top)).toBe(top);
      expect(offsetAt(space, top, anchor)).toBe(top);
      expect(scrollTopFor(space, top, anchor)).toBe(top);
    }
    expect(anchor).toEqual({ scrollTop: 5000, offset: 5000 });
  });
});

describe('scroll space above the cap', () => {
  it('caps the element below every engine limit and maps its ends onto the first and last rows', () => {
    expect(isScaled(huge)).toBe(true);
    expect(huge.extent).toBe(MAX_SCROLL_EXTENT);
    expect(MAX_SCROLL_EXTENT).toBeLessThan(17_000_000);
    expect(huge.maxScroll).toBe(MAX_SCROLL_EXTENT - VIEWPORT);
    expect(huge.maxOffset).toBe(5_000_000 * ROW - VIEWPORT);
    fc.assert(
      fc.property(fc.option(anchors(huge)), (anchor) => {
        expect(offsetAt(huge, 0, anchor)).toBe(0);
        expect(offsetAt(huge, huge.maxScroll, anchor)).toBe(huge.maxOffset);
        // Out-of-range positions (overscroll) stay at the ends.
        expect(offsetAt(huge, -50, anchor)).toBe(0);
        expect(offsetAt(huge, huge.maxScroll + 50, anchor)).toBe(huge.maxOffset);
      }),
    );
  });

  it('is strictly increasing through any anchor', () => {
    fc.assert(
      fc.property(
        fc.option(anchors(huge)),
        fc.integer({ min: 0, max: huge.maxScroll - 1 }),
        fc.integer({ min: 1, max: huge.maxScroll }),
        (anchor, top, step) => {
          const next = Math.min(huge.maxScroll, top + step);
          expect(offsetAt(huge, next, anchor)).toBeGreaterThan(offsetAt(huge, top, anchor));
        },
      ),
    );
    // Densely around one anchor in the middle, where the exact window meets the steep segments.
    const anchor = anchorAt(huge, 2_000_000, 90_000_000);
    let previous = -1;
    for (let top = anchor.scrollTop - 3 * LOCAL_SCROLL; top <= anchor.scrollTop + 3 * LOCAL_SCROLL; top++) {
      const offset = offsetAt(huge, top, anchor);
      expect(offset).toBeGreaterThan(previous);
      previous = offset;
    }
  });

  it('moves the rows by exactly the scrolled px within LOCAL_SCROLL of the anchor', () => {
    fc.assert(
      fc.property(
        fc.integer({
          min: SCROLL_EDGE + 2 * LOCAL_SCROLL,
          max: huge.maxScroll - SCROLL_EDGE - 2 * LOCAL_SCROLL,
        }),
        fc.integer({ min: 0, max: huge.maxOffset }),
        fc.integer({ min: -LOCAL_SCROLL, max: LOCAL_SCROLL }),
        (top, offset, delta) => {
          const anchor = anchorAt(huge, top, offset);
          expect(offsetAt(huge, top, anchor)).toBe(anchor.offset);
          expect(offsetAt(huge, top + delta, anchor) - anchor.offset).toBe(delta);
          // And back: the position that shows a nearby offset is as near.
          expect(scrollTopFor(huge, anchor.offset + delta, anchor) - top).toBe(delta);
        },
      ),
    );
  });

  it('shows the first and last rows exactly near the ends', () => {
    for (const top of [0, 1, 500, SCROLL_EDGE]) {
      expect(offsetAt(huge, top)).toBe(top);
      expect(offsetAt(huge, huge.maxScroll - top)).toBe(huge.maxOffset - top);
    }
  });

  it('maps a scrollbar fraction onto the same fraction of the rows', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (fraction) => {
        const offset = offsetAt(huge, fraction * huge.maxScroll);
        expect(Math.abs(offset / huge.maxOffset - fraction)).toBeLessThan(0.005);
      }),
    );
  });

  it('round-trips: in proportion, the position for an offset shows that offset within one scroll px', () => {
    const slope = huge.maxOffset / huge.maxScroll;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: huge.maxOffset }), (offset) => {
        const top = scrollTopFor(huge, offset);
        expect(top).toBeGreaterThanOrEqual(0);
        expect(top).toBeLessThanOrEqual(huge.maxScroll);
        expect(Math.abs(offsetAt(huge, top) - offset)).toBeLessThanOrEqual(slope + 1);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: huge.maxScroll }), (top) => {
        expect(Math.abs(scrollTopFor(huge, offsetAt(huge, top)) - top)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('a reveal from any anchor shows exactly the offset it asked for, once anchored there', () => {
    fc.assert(
      fc.property(anchors(huge), fc.integer({ min: 0, max: huge.maxOffset }), (anchor, offset) => {
        // The browser may round the position it is given.
        const top = Math.round(scrollTopFor(huge, offset, anchor));
        expect(offsetAt(huge, top, anchorAt(huge, top, offset))).toBe(offset);
      }),
    );
  });

  it('a long run of wheel steps stays exact and still ends on the last row at the bottom', () => {
    // A small cap keeps the run short: 100,000 px of scrollbar over 10 million px of rows.
    const space = scrollSpace(10_000_000, VIEWPORT, 100_000);
    let anchor = anchorAt(space, 0, 0);
    const exact: number[] = [];
    while (anchor.scrollTop < space.maxScroll) {
      const next = scrollBy(space, anchor, 120);
      exact.push(next.offset - anchor.offset);
      anchor = next;
    }
    expect(anchor.offset).toBe(space.maxOffset);
    // Every step but the last few (catching up with the end) moved the rows by exactly 120 px.
    expect(exact.filter((step) => step === 120).length).toBeGreaterThan(exact.length - 20);
    expect(exact.every((step) => step > 0)).toBe(true);
    // And up again to the first row.
    while (anchor.scrollTop > 0) anchor = scrollBy(space, anchor, -120);
    expect(anchor.offset).toBe(0);
  });

  it('a drag from a drifted anchor still reaches every fraction, and a reveal lands exactly', () => {
    const space = scrollSpace(100_000_000, VIEWPORT, 1_000_000);
    // Wheel 300 steps down from a drag to the middle: the thumb now lags the rows.
    let anchor = anchorAt(space, space.maxScroll / 2, offsetAt(space, space.maxScroll / 2));
    for (let i = 0; i < 300; i++) anchor = scrollBy(space, anchor, 100);
    let previous = anchor.offset;
    for (let top = anchor.scrollTop + 2000; top <= space.maxScroll; top += 2000) {
      const offset = offsetAt(space, top, anchor);
      expect(offset).toBeGreaterThan(previous);
      previous = offset;
    }
    expect(offsetAt(space, space.maxScroll, anchor)).toBe(space.maxOffset);
    // Revealing a far row jumps the thumb to where it belongs and shows the row exactly.
    const target = 1_234_567;
    const top = scrollTopFor(space, target, anchor);
    expect(Math.abs(top / space.maxScroll - target / space.maxOffset)).toBeLessThan(0.02);
    expect(offsetAt(space, top, anchorAt(space, top, target))).toBe(target);
  });

  it('anchors clamp to what a position can show', () => {
    // Near the top nothing but the top rows; near the bottom nothing but the bottom rows.
    expect(anchorAt(huge, 10, 5_000_000)).toEqual({ scrollTop: 10, offset: 10 });
    expect(anchorAt(huge, huge.maxScroll - 10, 0).offset).toBe(huge.maxOffset - 10);
    // In between, never before the position itself nor past what the rest of the rows allow.
    expect(anchorAt(huge, 100_000, 0).offset).toBe(100_000);
    expect(anchorAt(huge, 100_000, huge.maxOffset).offset).toBe(100_000 + huge.maxOffset - huge.maxScroll);
    expect(anchorAt(huge, -5, 7)).toEqual({ scrollTop: 0, offset: 0 });
  });
});

describe('nearBottom (the paging signal) on a scaled list', () => {
  it('is true at the end of the capped element and not before', () => {
    const count = 500_000;
    const space = scrollSpace(count * ROW, VIEWPORT);
    expect(nearBottom(count, ROW, space.maxScroll, VIEWPORT, MAX_SCROLL_EXTENT)).toBe(true);
    expect(nearBottom(count, ROW, space.maxScroll - 2 * ROW, VIEWPORT, MAX_SCROLL_EXTENT)).toBe(true);
    expect(nearBottom(count, ROW, space.maxScroll - 4 * ROW, VIEWPORT, MAX_SCROLL_EXTENT)).toBe(false);
    expect(nearBottom(count, ROW, space.maxScroll / 2, VIEWPORT, MAX_SCROLL_EXTENT)).toBe(false);
  });
});
