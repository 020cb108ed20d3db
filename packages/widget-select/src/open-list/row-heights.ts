/**
 * The heights of a virtual list's rows with `itemHeight: 'auto'` (or text
 * spacing that outgrows fixed rows): measured by a ResizeObserver, so no
 * layout is forced, and kept by row value (entry index or group code), so a
 * row keeps its height when the list around it changes.
 */
import { computeOffsets, ESTIMATED_HEIGHT } from '../core/domain/virtual/range';

export class RowHeights {
  private readonly measured = new Map<number, number>();
  private offsets: Float64Array | null = null;
  private observer: ResizeObserver | null = null;

  /** `changed`: a row's measured height changed (called outside the observer's callback's pass). */
  constructor(private readonly changed: () => void) {}

  /** Starts measuring the rows watched from now on (once; not where the DOM has no ResizeObserver). */
  observe(): void {
    if (typeof ResizeObserver === 'undefined') return;
    this.observer ??= new ResizeObserver((entries) => this.onResize(entries));
  }

  /** Measures `element` (a row with `data-row`) while measuring. */
  watch(element: HTMLElement): void {
    this.observer?.observe(element);
  }

  unwatch(element: HTMLElement): void {
    this.observer?.unobserve(element);
  }

  disconnect(): void {
    this.observer?.disconnect();
  }

  /** The top offset of each position of `rows`, and their end: measured, else estimated. */
  offsetsOf(rows: Int32Array): Float64Array {
    if (!this.offsets) {
      const { measured } = this;
      this.offsets = computeOffsets(rows.length, (p) => measured.get(rows[p] as number), ESTIMATED_HEIGHT);
    }
    return this.offsets;
  }

  /** The rows changed: the offsets are computed again. */
  forgetOffsets(): void {
    this.offsets = null;
  }

  private onResize(entries: ResizeObserverEntry[]): void {
    let changed = false;
    for (const entry of entries) {
      const row = Number((entry.target as HTMLElement).dataset.row);
      const height = entry.borderBoxSize?.[0]?.blockSize ?? (entry.target as HTMLElement).offsetHeight;
      if (height > 0 && this.measured.get(row) !== height) {
        this.measured.set(row, height);
        changed = true;
      }
    }
    if (!changed) return;
    this.offsets = null;
    // Not inside the observer's callback: rows created now could not be
    // measured in this pass (the browser reports a ResizeObserver loop error).
    this.changed();
  }
}
