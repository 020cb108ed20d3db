/**
 * Binds the pure range math to a scrolling list element. Only rows near the
 * viewport exist; spacers keep the scroll extent. Layout is read once per
 * render (scrollTop, clientHeight), never per row.
 */
import { scrollToReveal, visibleRange } from '../core/virtual/range';
import { cls } from './classes';
import { el } from './dom';

/** Lists with more rows than this are virtualized (unless virtualScroll is false). */
export const VIRTUAL_THRESHOLD = 100;

export interface RowRenderer {
  /** Creates the element of a row. */
  create(row: number, position: number): HTMLElement;
  /** Refreshes a kept element's state (highlight, selection). */
  update(element: HTMLElement, row: number, position: number): void;
}

export class VirtualList {
  private rows: Int32Array = new Int32Array(0);
  private elements = new Map<number, HTMLElement>();
  private readonly top = el('div', cls.spacer, { role: 'presentation', 'aria-hidden': 'true' });
  private readonly bottom = el('div', cls.spacer, { role: 'presentation', 'aria-hidden': 'true' });
  private virtual = false;
  private frame = 0;

  constructor(
    readonly element: HTMLElement,
    private readonly renderer: RowRenderer,
    private readonly config: { itemHeight: () => number; virtualScroll: () => boolean | undefined },
    signal: AbortSignal,
  ) {
    element.addEventListener('scroll', () => this.schedule(), { signal, passive: true });
    signal.addEventListener('abort', () => cancelAnimationFrame(this.frame));
  }

  get isVirtual(): boolean {
    return this.virtual;
  }

  /** New rows: drop every element and render afresh. */
  setRows(rows: Int32Array): void {
    this.rows = rows;
    this.elements.clear();
    this.virtual = this.config.virtualScroll() !== false && rows.length > VIRTUAL_THRESHOLD;
    this.element.classList.toggle(`${cls.list}--virtual`, this.virtual);
    this.element.style.setProperty('--widget-select-item-height', `${this.config.itemHeight()}px`);
    this.render();
  }

  /** Refreshes the state of the rendered rows without recreating them. */
  refresh(): void {
    for (const [position, element] of this.elements) {
      this.renderer.update(element, this.rows[position] as number, position);
    }
  }

  private schedule(): void {
    if (!this.virtual || this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.render();
    });
  }

  render(): void {
    const count = this.rows.length;
    let start = 0;
    let end = count;
    const height = this.config.itemHeight();
    if (this.virtual) {
      ({ start, end } = visibleRange(
        count,
        height,
        this.element.scrollTop,
        this.element.clientHeight || height * 8,
      ));
    }
    const next = new Map<number, HTMLElement>();
    const children: HTMLElement[] = [];
    for (let position = start; position < end; position++) {
      const row = this.rows[position] as number;
      let element = this.elements.get(position);
      if (element && element.dataset.row === String(row)) this.renderer.update(element, row, position);
      else {
        element = this.renderer.create(row, position);
        element.dataset.row = String(row);
      }
      next.set(position, element);
      children.push(element);
    }
    this.elements = next;
    if (this.virtual) {
      this.top.style.height = `${start * height}px`;
      this.bottom.style.height = `${(count - end) * height}px`;
      this.element.replaceChildren(this.top, ...children, this.bottom);
    } else {
      this.element.replaceChildren(...children);
    }
  }

  /** Scrolls so the row at `position` is in view and rendered. */
  reveal(position: number): void {
    if (position < 0 || position >= this.rows.length) return;
    const list = this.element;
    if (this.virtual) {
      const height = this.config.itemHeight();
      const target = scrollToReveal(position, height, list.scrollTop, list.clientHeight);
      if (target !== list.scrollTop) {
        list.scrollTop = target;
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
