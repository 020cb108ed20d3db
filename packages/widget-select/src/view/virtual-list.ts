/**
 * Binds the pure range math to a scrolling list element. Only rows near the
 * viewport exist; spacers keep the scroll extent. Layout is read once per
 * render (scrollTop, clientHeight), never per row. With `itemHeight: 'auto'`
 * rows are measured by a ResizeObserver (no forced layout) and cached by row.
 */
import {
  computeOffsets,
  scrollToReveal,
  scrollToRevealMeasured,
  visibleRange,
  visibleRangeMeasured,
} from '../core/virtual/range';
import { cls } from './classes';
import { el } from './dom';

/** Lists with more rows than this are virtualized (unless virtualScroll is false). */
export const VIRTUAL_THRESHOLD = 100;
const ESTIMATED_HEIGHT = 36;

export interface RowRenderer {
  /** Creates the element of a row. */
  create(row: number, position: number): HTMLElement;
  /** Refreshes a kept element's state (highlight, selection). */
  update(element: HTMLElement, row: number, position: number): void;
}

export interface ListConfig {
  itemHeight: () => number | 'auto';
  virtualScroll: () => boolean | undefined;
  /** Wraps the rendered row elements (with their row values) into the list's top-level nodes. */
  wrap?: (elements: HTMLElement[], rows: number[]) => HTMLElement[];
  /** Called after each render with the rendered range (paging uses it). */
  onRender?: (end: number, count: number, nearEnd: boolean) => void;
}

export class VirtualList {
  private rows: Int32Array = new Int32Array(0);
  private elements = new Map<number, HTMLElement>();
  private readonly top = el('div', cls.spacer, { role: 'presentation', 'aria-hidden': 'true' });
  private readonly bottom = el('div', cls.spacer, { role: 'presentation', 'aria-hidden': 'true' });
  /** Fills the space between a pinned row and the visible range. */
  private readonly gap = el('div', cls.spacer, { role: 'presentation', 'aria-hidden': 'true' });
  /**
   * A row position kept rendered even when scrolled out of view (the
   * highlighted row, which aria-activedescendant names); -1 for none.
   */
  pinned = -1;
  private virtual = false;
  private frame = 0;
  /** Measured heights by row value (entry index or group code), for 'auto'. */
  private readonly measured = new Map<number, number>();
  private offsets: Float64Array | null = null;
  private observer: ResizeObserver | null = null;
  private revealTarget = -1;
  /** Rows placed before the option rows (the create row); not virtualized. */
  leading: HTMLElement[] = [];
  private ownScrollTop = -1;
  /**
   * The scroll position and viewport height read by the last render, kept
   * until the end of the current task: a reveal right after a render (open,
   * a keystroke) then needs no second forced layout.
   */
  private geometry: { top: number; height: number } | null = null;

  constructor(
    readonly element: HTMLElement,
    private readonly renderer: RowRenderer,
    private readonly config: ListConfig,
    signal: AbortSignal,
  ) {
    element.addEventListener(
      'scroll',
      () => {
        // A scroll we caused ourselves keeps the reveal target for re-measurement.
        if (element.scrollTop !== this.ownScrollTop) this.revealTarget = -1;
        this.schedule();
      },
      { signal, passive: true },
    );
    signal.addEventListener('abort', () => {
      cancelAnimationFrame(this.frame);
      this.observer?.disconnect();
    });
  }

  get isVirtual(): boolean {
    return this.virtual;
  }

  /** Fixed rows measured instead: the user's text spacing outgrows them (WCAG 1.4.12). */
  private spaced = false;

  private get auto(): boolean {
    return this.spaced || this.config.itemHeight() === 'auto';
  }

  private fixedHeight(): number {
    const height = this.config.itemHeight();
    return typeof height === 'number' ? height : ESTIMATED_HEIGHT;
  }

  /**
   * New rows: drop every element and render afresh. The same row list again
   * (a reopened dropdown) keeps its elements: a new data set, query,
   * expansion or option change always makes a new list.
   */
  setRows(rows: Int32Array): void {
    if (rows !== this.rows) {
      this.elements.clear();
      this.pinned = -1;
    }
    this.rows = rows;
    this.offsets = null;
    this.virtual = this.config.virtualScroll() !== false && rows.length > VIRTUAL_THRESHOLD;
    this.spaced = this.virtual && textSpacingWidened(this.element);
    this.element.classList.toggle(`${cls.list}--virtual`, this.virtual && !this.auto);
    this.element.style.setProperty('--widget-select-item-height', `${this.fixedHeight()}px`);
    if (this.auto && this.virtual && !this.observer && typeof ResizeObserver !== 'undefined') {
      this.observer = new ResizeObserver((entries) => this.onResize(entries));
    }
    if (this.virtual && this.bottom.parentNode !== this.element) {
      // An empty list has no height yet: give it its scroll extent first, so
      // render() reads the real viewport instead of guessing one.
      this.top.style.height = '0px';
      this.bottom.style.height = `${this.auto ? (this.measuredOffsets()[rows.length] as number) : rows.length * this.fixedHeight()}px`;
      this.element.replaceChildren(...this.leading, this.top, this.bottom);
    }
    this.render();
  }

  /** Refreshes the state of the rendered rows without recreating them. */
  refresh(): void {
    for (const [position, element] of this.elements) {
      this.renderer.update(element, this.rows[position] as number, position);
    }
  }

  /** Renders at the next frame, keeping a pending reveal in view. */
  private schedule(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      if (this.revealTarget >= 0) this.reveal(this.revealTarget);
      else this.render();
    });
  }

  private measuredOffsets(): Float64Array {
    if (!this.offsets) {
      const { rows, measured } = this;
      this.offsets = computeOffsets(rows.length, (p) => measured.get(rows[p] as number), ESTIMATED_HEIGHT);
    }
    return this.offsets;
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
    this.schedule();
  }

  render(): void {
    const count = this.rows.length;
    let start = 0;
    let end = count;
    const list = this.element;
    if (this.virtual) {
      const height = list.clientHeight;
      const top = list.scrollTop;
      const viewport = height || this.fixedHeight() * 8;
      ({ start, end } = this.auto
        ? visibleRangeMeasured(this.measuredOffsets(), top, viewport)
        : visibleRange(count, this.fixedHeight(), top, viewport));
      this.keepGeometry(height > 0 ? { top, height } : null);
    }
    const pin = this.virtual && this.pinned >= 0 && this.pinned < count ? this.pinned : -1;
    const pinBefore = pin >= 0 && pin < start;
    const pinAfter = pin >= end;
    const positions: number[] = [];
    if (pinBefore) positions.push(pin);
    for (let position = start; position < end; position++) positions.push(position);
    if (pinAfter) positions.push(pin);
    const next = new Map<number, HTMLElement>();
    const rendered: HTMLElement[] = [];
    const renderedRows: number[] = [];
    for (const position of positions) {
      const row = this.rows[position] as number;
      let element = this.elements.get(position);
      if (element && element.dataset.row === String(row)) this.renderer.update(element, row, position);
      else {
        element = this.renderer.create(row, position);
        element.dataset.row = String(row);
        if (this.observer && this.virtual) this.observer.observe(element);
      }
      next.set(position, element);
      rendered.push(element);
      renderedRows.push(row);
    }
    // The pinned row sits apart from the visible range, outside any group element.
    const pinned = pinBefore ? rendered.shift() : pinAfter ? rendered.pop() : undefined;
    if (pinBefore) renderedRows.shift();
    else if (pinAfter) renderedRows.pop();
    const children = this.config.wrap ? this.config.wrap(rendered, renderedRows) : rendered;
    for (const [position, element] of this.elements) {
      if (next.get(position) !== element) this.observer?.unobserve(element);
    }
    this.elements = next;
    if (this.virtual) {
      const offsets = this.auto ? this.measuredOffsets() : null;
      const height = this.fixedHeight();
      const offset = (position: number) => (offsets ? (offsets[position] as number) : position * height);
      const first = pinBefore ? pin : start;
      const last = pinAfter ? pin + 1 : end;
      this.top.style.height = `${offset(first)}px`;
      this.bottom.style.height = `${offset(count) - offset(last)}px`;
      if (pinned) {
        this.gap.style.height = `${pinBefore ? offset(start) - offset(pin + 1) : offset(pin) - offset(end)}px`;
        const around = pinBefore ? [pinned, this.gap, ...children] : [...children, this.gap, pinned];
        list.replaceChildren(...this.leading, this.top, ...around, this.bottom);
      } else list.replaceChildren(...this.leading, this.top, ...children, this.bottom);
    } else {
      list.replaceChildren(...this.leading, ...children);
    }
    this.config.onRender?.(end, count, end >= count - 3);
  }

  private keepGeometry(geometry: { top: number; height: number } | null): void {
    if (geometry && !this.geometry) queueMicrotask(() => (this.geometry = null));
    this.geometry = geometry;
  }

  /** Scrolls so the row at `position` is in view and rendered. */
  reveal(position: number): void {
    if (position < 0 || position >= this.rows.length) return;
    const list = this.element;
    if (this.virtual) {
      this.revealTarget = position;
      const top = this.geometry?.top ?? list.scrollTop;
      const viewport = this.geometry?.height ?? list.clientHeight;
      const target = this.auto
        ? scrollToRevealMeasured(this.measuredOffsets(), position, top, viewport)
        : scrollToReveal(position, this.fixedHeight(), top, viewport);
      if (target !== top) {
        this.geometry = null;
        list.scrollTop = target;
        this.ownScrollTop = list.scrollTop;
        this.render();
      } else if (!this.elements.has(position)) this.render();
      return;
    }
    const row = this.elements.get(position);
    if (!row) return;
    const top = row.offsetTop;
    const bottom = top + row.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }

  /** The rendered element of a row position, if in the DOM. */
  elementAt(position: number): HTMLElement | undefined {
    return this.elements.get(position);
  }
}

/**
 * Whether the user widened letter or word spacing (a text-spacing style or
 * bookmarklet, WCAG 1.4.12): labels that fit a fixed-height row then no
 * longer do, so the rows grow and are measured. One style read per new row
 * list, beside the layout reads of the render.
 */
function textSpacingWidened(list: HTMLElement): boolean {
  if (!list.isConnected) return false;
  const style = getComputedStyle(list);
  const size = Number.parseFloat(style.fontSize) || 16;
  const letters = Number.parseFloat(style.letterSpacing) || 0;
  const words = Number.parseFloat(style.wordSpacing) || 0;
  return letters >= size * 0.05 || words >= size * 0.1;
}
