/**
 * Binds the pure range math to a scrolling list element. Only rows near the
 * viewport exist; spacers keep the scroll extent. Layout is read once per
 * render (scrollTop, clientHeight), never per row. With `itemHeight: 'auto'`
 * rows are measured by a ResizeObserver (no forced layout) and cached by row.
 *
 * With `widget-select/large`, rows taller together than its maximum extent
 * scroll in a scaled scroll space (features/large/scroll-space.ts): the
 * element stays that tall, the rendered rows sit where the current scroll
 * position's row offset puts them, and every render re-anchors the mapping
 * at the position it read. Without it the element is as tall as its rows.
 */
import {
  computeOffsets,
  ESTIMATED_HEIGHT,
  scrollToReveal,
  scrollToRevealMeasured,
  visibleRange,
  visibleRangeMeasured,
} from '../core/domain/virtual/range';
import type { ScrollAnchor, ScrollSpace } from '../core/domain/virtual/scroll-mapping';
import { listCls } from './classes';
import { el } from '../view/dom';
import { warnNoStylesheet } from '../diagnostic-texts';
import { keepChildren } from './keep-children';
import { readsTheSame } from './reads-the-same';
import { scrollMapping } from './scroll-mapping';

/** Lists with more rows than this are virtualized (unless virtualScroll is false). */
export const VIRTUAL_THRESHOLD = 100;

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
  private readonly top = el('div', listCls.spacer, { role: 'presentation', 'aria-hidden': 'true' });
  private readonly bottom = el('div', listCls.spacer, { role: 'presentation', 'aria-hidden': 'true' });
  /** Fills the space between a pinned row and the visible range. */
  private readonly gap = el('div', listCls.spacer, { role: 'presentation', 'aria-hidden': 'true' });
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
  /**
   * Where the last render or reveal tied the scroll position to a row
   * offset; null: in proportion. New rows keep it, as a plain scrolling
   * element keeps its scroll position: a page of rows appended below stays
   * below.
   */
  private anchor: ScrollAnchor | null = null;

  constructor(
    readonly element: HTMLElement,
    private readonly renderer: RowRenderer,
    private readonly config: ListConfig,
    signal: AbortSignal,
  ) {
    element.addEventListener(
      'scroll',
      () => {
        // A scroll we caused ourselves keeps the reveal target for re-measurement,
        // as does the browser pulling our position up to a list that got shorter.
        if (element.scrollTop !== this.ownScrollTop && !this.clampedByBrowser()) this.revealTarget = -1;
        this.schedule();
      },
      { signal, passive: true },
    );
    signal.addEventListener('abort', () => {
      cancelAnimationFrame(this.frame);
      this.observer?.disconnect();
    });
  }

  /**
   * Whether the browser moved the list up from where we scrolled it to its
   * new bottom edge, as it does when the rows get shorter (a row laid out
   * again, re-measured): the user never ends a scroll up at the very bottom.
   */
  private clampedByBrowser(): boolean {
    const { element } = this;
    return (
      element.scrollTop < this.ownScrollTop &&
      element.scrollTop >= element.scrollHeight - element.clientHeight - 1
    );
  }

  get isVirtual(): boolean {
    return this.virtual;
  }

  /** Fixed rows measured instead: the user's text spacing outgrows them (WCAG 1.4.12). */
  private spaced = false;

  /**
   * The list is no scroll container (the stylesheet is not loaded): it is as
   * tall as all its rows, so its height says nothing of what is visible.
   * Only the rows that fit the window are rendered, not all of them.
   */
  private unbounded = false;

  private get auto(): boolean {
    return this.spaced || this.config.itemHeight() === 'auto';
  }

  private fixedHeight(): number {
    const height = this.config.itemHeight();
    return typeof height === 'number' ? height : ESTIMATED_HEIGHT;
  }

  /**
   * The elements of the row list before a new one, until the next render:
   * a row of the new list that reads exactly as the old one at its place
   * keeps its element, so a press held on it (a live list that sets its
   * data again, a page of rows arriving below) still ends in a click.
   */
  private previous: Map<number, HTMLElement> | null = null;

  /**
   * New rows: render afresh, keeping only the elements that read the same.
   * The same row list again (a reopened dropdown) keeps its elements: a new
   * data set, query, expansion or option change always makes a new list.
   */
  setRows(rows: Int32Array): void {
    if (rows !== this.rows) {
      this.previous = this.elements;
      this.elements = new Map();
      this.pinned = -1;
    }
    this.rows = rows;
    this.offsets = null;
    this.virtual = this.config.virtualScroll() !== false && rows.length > VIRTUAL_THRESHOLD;
    const style = this.virtual ? readListStyle(this.element) : null;
    this.spaced = style?.spaced ?? false;
    this.unbounded = style?.unbounded ?? false;
    if (this.unbounded) warnNoStylesheet();
    this.element.classList.toggle(`${listCls.list}--virtual`, this.virtual && !this.auto);
    this.element.style.setProperty('--widget-select-item-height', `${this.fixedHeight()}px`);
    if (this.auto && this.virtual && !this.observer && typeof ResizeObserver !== 'undefined') {
      this.observer = new ResizeObserver((entries) => this.onResize(entries));
    }
    if (this.virtual && this.bottom.parentNode !== this.element) {
      // An empty list has no height yet: give it its scroll extent first, so
      // render() reads the real viewport instead of guessing one.
      this.top.style.height = '0px';
      this.bottom.style.height = `${Math.min(this.contentHeight(), scrollMapping().maxExtent)}px`;
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
      // A measurement may have moved every row of a scaled list: render even when the target stays put.
      if (this.revealTarget < 0 || !this.scrollIntoView(this.revealTarget)) this.render();
    });
  }

  private measuredOffsets(): Float64Array {
    if (!this.offsets) {
      const { rows, measured } = this;
      this.offsets = computeOffsets(rows.length, (p) => measured.get(rows[p] as number), ESTIMATED_HEIGHT);
    }
    return this.offsets;
  }

  /** All rows' height together (measured or estimated with 'auto'). */
  private contentHeight(): number {
    return this.auto
      ? (this.measuredOffsets()[this.rows.length] as number)
      : this.rows.length * this.fixedHeight();
  }

  /**
   * The scroll space for this viewport and the row offset shown at
   * `scrollTop`, which becomes the anchor: the next scroll is measured from
   * here.
   */
  private locate(scrollTop: number, viewport: number): { space: ScrollSpace; offset: number } {
    const mapping = scrollMapping();
    const space = mapping.space(this.contentHeight(), viewport);
    const offset = mapping.offsetAt(space, scrollTop, this.anchor);
    this.anchor = mapping.anchorAt(space, scrollTop, offset);
    return { space, offset: this.anchor.offset };
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
    /** Row offset minus scroll position: 0 unless the list is scaled. */
    let shift = 0;
    let extent = 0;
    if (this.virtual) {
      const height = this.unbounded ? Math.min(list.clientHeight, window.innerHeight) : list.clientHeight;
      const top = list.scrollTop;
      const viewport = height || this.fixedHeight() * 8;
      const { space, offset } = this.locate(top, viewport);
      shift = offset - (this.anchor as ScrollAnchor).scrollTop;
      extent = space.extent;
      ({ start, end } = this.auto
        ? visibleRangeMeasured(this.measuredOffsets(), offset, viewport)
        : visibleRange(count, this.fixedHeight(), offset, viewport));
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
        const before = this.previous?.get(position);
        if (before?.dataset.row === element.dataset.row) {
          this.renderer.update(before, row, position);
          if (readsTheSame(before, element)) element = before;
        }
        if (element !== before && this.observer && this.virtual) this.observer.observe(element);
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
    for (const [position, element] of this.previous ?? []) {
      if (next.get(position) !== element) this.observer?.unobserve(element);
    }
    this.previous = null;
    this.elements = next;
    if (this.virtual) {
      const offsets = this.auto ? this.measuredOffsets() : null;
      const height = this.fixedHeight();
      /** Where a row position's top sits in the list element. */
      const at = (position: number) => (offsets ? (offsets[position] as number) : position * height) - shift;
      let top = at(start);
      let bottom = extent - at(end);
      if (pinned) {
        // Out of view either way: at its own place where the element reaches
        // it, else (a scaled list) right beside the rendered rows.
        const size = at(pin + 1) - at(pin);
        if (pinBefore) {
          const place = Math.max(0, Math.min(at(pin), top - size));
          this.gap.style.height = `${top - size - place}px`;
          top = place;
        } else {
          const place = Math.max(at(end), Math.min(at(pin), extent - size));
          this.gap.style.height = `${place - at(end)}px`;
          bottom = extent - place - size;
        }
      }
      this.top.style.height = `${Math.max(0, top)}px`;
      this.bottom.style.height = `${Math.max(0, bottom)}px`;
      if (pinned) {
        const around = pinBefore ? [pinned, this.gap, ...children] : [...children, this.gap, pinned];
        keepChildren(list, [...this.leading, this.top, ...around, this.bottom]);
      } else keepChildren(list, [...this.leading, this.top, ...children, this.bottom]);
    } else {
      keepChildren(list, [...this.leading, ...children]);
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
      if (!this.scrollIntoView(position) && !this.elements.has(position)) this.render();
      return;
    }
    const row = this.elements.get(position);
    if (!row) return;
    const top = row.offsetTop;
    const bottom = top + row.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }

  /** Scrolls a virtual list so `position` is in view and renders; false when it already was (nothing done). */
  private scrollIntoView(position: number): boolean {
    const list = this.element;
    const top = this.geometry?.top ?? list.scrollTop;
    const viewport = this.geometry?.height ?? list.clientHeight;
    const { space, offset } = this.locate(top, viewport || this.fixedHeight() * 8);
    const target = this.auto
      ? scrollToRevealMeasured(this.measuredOffsets(), position, offset, viewport)
      : scrollToReveal(position, this.fixedHeight(), offset, viewport);
    if (target === offset) return false;
    this.geometry = null;
    const mapping = scrollMapping();
    list.scrollTop = mapping.scrollTopFor(space, target, this.anchor);
    this.ownScrollTop = list.scrollTop;
    // The position the browser settled on (it rounds and clamps) shows the target row exactly.
    this.anchor = mapping.anchorAt(space, this.ownScrollTop, target);
    this.render();
    return true;
  }

  /** The rendered element of a row position, if in the DOM. */
  elementAt(position: number): HTMLElement | undefined {
    return this.elements.get(position);
  }
}

/**
 * What the list's computed style says, read once per new row list beside
 * the layout reads of the render:
 * - `spaced`: the user widened letter or word spacing (a text-spacing style
 *   or bookmarklet, WCAG 1.4.12), so labels that fit a fixed-height row no
 *   longer do: the rows grow and are measured;
 * - `unbounded`: the list does not scroll (no stylesheet gives it a height
 *   and `overflow`).
 */
function readListStyle(list: HTMLElement): { spaced: boolean; unbounded: boolean } {
  if (!list.isConnected) return { spaced: false, unbounded: false };
  const style = getComputedStyle(list);
  const size = Number.parseFloat(style.fontSize) || 16;
  const letters = Number.parseFloat(style.letterSpacing) || 0;
  const words = Number.parseFloat(style.wordSpacing) || 0;
  return {
    spaced: letters >= size * 0.05 || words >= size * 0.1,
    unbounded: style.overflowY === 'visible' || style.overflowY === 'clip',
  };
}
