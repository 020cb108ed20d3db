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
  ESTIMATED_HEIGHT,
  scrollToRevealBelow,
  visibleRange,
  visibleRangeMeasured,
} from '../core/domain/virtual/range';
import type { ScrollAnchor, ScrollSpace } from '../core/domain/virtual/scroll-mapping';
import { listCls } from './classes';
import { el } from '../view/dom';
import { warnNoStylesheet } from '../diagnostic-texts';
import { keepChildren } from './keep-children';
import { readListStyle } from './list-style';
import { RowHeights } from './row-heights';
import { collapses, elementsByRow, readsTheSame } from './reads-the-same';
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
  /** The list's top-level nodes for rendered row elements (and rows); `apart`: the pinned row, alone. */
  wrap?: (elements: HTMLElement[], rows: number[], apart?: boolean) => HTMLElement[];
  /** The position of the header above a row's position in its group (kept rendered, pinned), or -1. */
  headerAbove?: (rows: Int32Array, position: number) => number;
}

/** The positions a virtual list shows and where they sit (see `visibleWindow`). */
interface VisibleWindow {
  start: number;
  /** The header of the group of `start`, rendered just before it; -1 for none. */
  head: number;
  end: number;
  shift: number;
  extent: number;
}

/** An element that only takes up scroll space. */
const spacer = () => el('div', listCls.spacer, { role: 'presentation', 'aria-hidden': 'true' });

export class VirtualList {
  private rows: Int32Array = new Int32Array(0);
  private elements = new Map<number, HTMLElement>();
  private readonly top = spacer();
  private readonly bottom = spacer();
  /** Fills the space between a pinned row and the visible range. */
  private readonly gap = spacer();
  /**
   * A row position kept rendered even when scrolled out of view (the
   * highlighted row, which aria-activedescendant names); -1 for none.
   */
  pinned = -1;
  private virtual = false;
  private readonly headerAbove = (position: number) => this.config.headerAbove?.(this.rows, position) ?? -1;
  private frame = 0;
  /** Rows measured, for 'auto'; a new measurement renders again. */
  private readonly heights = new RowHeights(() => this.schedule());
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
      this.heights.disconnect();
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
    this.heights.forgetOffsets();
    this.virtual = this.config.virtualScroll() !== false && rows.length > VIRTUAL_THRESHOLD;
    const style = this.virtual ? readListStyle(this.element) : null;
    this.spaced = style?.spaced ?? false;
    this.unbounded = style?.unbounded ?? false;
    if (this.unbounded) warnNoStylesheet();
    this.element.classList.toggle(`${listCls.list}--virtual`, this.virtual && !this.auto);
    this.element.style.setProperty('--widget-select-item-height', `${this.fixedHeight()}px`);
    if (this.auto && this.virtual) this.heights.observe();
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
    for (const [position, element] of this.elements)
      this.renderer.update(element, this.rows[position] as number, position);
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
    return this.heights.offsetsOf(this.rows);
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

  render(): void {
    const count = this.rows.length;
    const shown = this.virtual
      ? this.visibleWindow()
      : { start: 0, head: -1, end: count, shift: 0, extent: 0 };
    const { start, head, end } = shown;
    const windowed: number[] = head >= 0 ? [head] : [];
    for (let position = start; position < end; position++) windowed.push(position);
    const pinned = this.virtual && this.pinned < count && this.pinned !== head ? this.pinned : -1;
    const pin = pinned >= 0 && (pinned < start || pinned >= end) ? pinned : -1;
    const rendered = this.renderRows(pin >= 0 ? [...windowed, pin] : windowed);
    const rowsAt = (positions: number[]) => positions.map((position) => this.rows[position] as number);
    const popped = pin >= 0 ? rendered.pop() : undefined;
    const apart = popped && (this.config.wrap?.([popped], rowsAt([pin]), true)[0] ?? popped);
    const children = this.config.wrap?.(rendered, rowsAt(windowed)) ?? rendered;
    if (this.virtual) this.placeBetweenSpacers(shown, children, apart && { element: apart, position: pin });
    else keepChildren(this.element, [...this.leading, ...children]);
  }

  /**
   * The positions a virtual list shows at its scroll position, and where
   * they sit: `shift`, a row's offset minus its place in the element (0
   * unless the list is scaled); `extent`, the element's scroll height.
   */
  private visibleWindow(): VisibleWindow {
    const list = this.element;
    const height = this.unbounded ? Math.min(list.clientHeight, window.innerHeight) : list.clientHeight;
    const top = list.scrollTop;
    const viewport = height || this.fixedHeight() * 8;
    const { space, offset } = this.locate(top, viewport);
    const { start, end } = this.auto
      ? visibleRangeMeasured(this.measuredOffsets(), offset, viewport)
      : visibleRange(this.rows.length, this.fixedHeight(), offset, viewport);
    this.keepGeometry(height > 0 ? { top, height } : null);
    const shift = offset - (this.anchor as ScrollAnchor).scrollTop;
    return { start, head: this.headerAbove(start), end, shift, extent: space.extent };
  }

  /** The elements of the row `positions`: kept ones updated, new ones made (or a previous one that reads the same). */
  private renderRows(positions: readonly number[]): HTMLElement[] {
    const next = new Map<number, HTMLElement>();
    const rendered: HTMLElement[] = [];
    const previousByRow = elementsByRow(this.previous?.values() ?? []);
    for (const position of positions) {
      const row = this.rows[position] as number;
      let element = this.elements.get(position);
      if (element && element.dataset.row === String(row)) this.renderer.update(element, row, position);
      else {
        element = this.renderer.create(row, position);
        element.dataset.row = String(row);
        const before = previousByRow.get(element.dataset.row);
        if (before && !collapses(before, element)) {
          this.renderer.update(before, row, position);
          if (readsTheSame(before, element)) element = before;
        }
        if (element !== before && this.virtual) this.heights.watch(element);
      }
      next.set(position, element);
      rendered.push(element);
    }
    for (const [position, element] of this.elements)
      if (next.get(position) !== element) this.heights.unwatch(element);
    for (const [position, element] of this.previous ?? [])
      if (next.get(position) !== element) this.heights.unwatch(element);
    this.previous = null;
    this.elements = next;
    return rendered;
  }

  /** Puts a virtual list's rendered rows between the spacers that keep its scroll extent; the pinned row apart. */
  private placeBetweenSpacers(
    { start, head, end, shift, extent }: VisibleWindow,
    children: HTMLElement[],
    pinned: { element: HTMLElement; position: number } | undefined,
  ): void {
    const offsets = this.auto ? this.measuredOffsets() : null;
    const height = this.fixedHeight();
    /** Where a row position's top sits in the list element. */
    const at = (position: number) => (offsets ? (offsets[position] as number) : position * height) - shift;
    // The pinned group header sits in the flow right above the first rendered row.
    let top = head >= 0 ? at(start) - (at(head + 1) - at(head)) : at(start);
    let bottom = extent - at(end);
    const pin = pinned?.position ?? -1;
    const pinBefore = pinned !== undefined && pin < start;
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
    const around = !pinned
      ? children
      : pinBefore
        ? [pinned.element, this.gap, ...children]
        : [...children, this.gap, pinned.element];
    keepChildren(this.element, [...this.leading, this.top, ...around, this.bottom]);
  }

  forgetGeometry(): void {
    this.geometry = null;
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
    const bottom = row.offsetTop + row.offsetHeight;
    const top = row.offsetTop - (this.elements.get(this.headerAbove(position))?.offsetHeight ?? 0);
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }

  /** Scrolls a virtual list so `position` is in view and renders; false when it already was (nothing done). */
  private scrollIntoView(position: number): boolean {
    const list = this.element;
    const top = this.geometry?.top ?? list.scrollTop;
    const viewport = this.geometry?.height ?? list.clientHeight;
    const { space, offset } = this.locate(top, viewport || this.fixedHeight() * 8);
    const head = this.headerAbove(position);
    const offsets = this.auto ? this.measuredOffsets() : null;
    const target = scrollToRevealBelow(offsets, this.fixedHeight(), position, head, offset, viewport);
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
