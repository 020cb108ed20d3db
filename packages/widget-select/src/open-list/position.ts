/**
 * Dropdown placement, the top layer, the `dropdownParent` portal and writing direction.
 *
 * By default the dropdown stays in the widget's root in the DOM (so it is inside a modal `<dialog>` and
 * not inert, and inherits the page's custom properties) but is shown in the top layer with the Popover
 * API (`popover="manual"`): no `overflow`, stacking context or modal dialog clips or covers it. It is
 * then placed like a portalled dropdown, in viewport coordinates. Where the API is missing it opens in
 * place, inside the root, as before.
 *
 * Hand-written rather than @floating-ui/dom on purpose: computePosition + flip + size + autoUpdate
 * measured +15.2 KB minified / +5.8 KB gzipped in our IIFE (about a sixth of the whole script-tag
 * build), while we need one axis (below / above), a height cap and "follow the control". This file is
 * about 1 KB gzipped. Containing blocks (positioned, transformed or scaled portal targets) are handled
 * by measuring where (0, 0) lands instead of walking offsetParents, so no containing-block rules are
 * re-implemented.
 *
 * Layout is read in one batch per update (control, dropdown, clipping ancestors) between two batches
 * of writes; there is no read/write loop. An open reads it once: the dropdown is put in its natural
 * state (below, uncapped, as wide as the control last measured) as it is attached, so the batch that
 * reads the control reads the dropdown's natural height too, and scrolling it into view needs no
 * second read when it fits.
 */
import { dropdownParentText } from '../diagnostic-texts';
import type { SelectOptions } from '../types';
import { listCls } from './classes';
import { leaveTopLayer, showInTopLayer } from './top-layer';
import { applyRootDirection } from '../view/direction';
import { appendTo, flatParent, rootOf } from '../view/dom-members';
import { clipBand, laysOut, visibleViewport } from './clip-band';

export type Placement = 'bottom' | 'top';

/** A band that clips nothing: clipBand's start for the ancestors' clipping alone. */
const EVERYWHERE = { top: Number.NEGATIVE_INFINITY, bottom: Number.POSITIVE_INFINITY };
/** Room in px between the control and the clipping edges, gap excluded. */
export interface Room {
  above: number;
  below: number;
}

/** Gap between the control and the dropdown, px; the stylesheet's margin matches it. */
export const GAP = 4;
/** The height cap never goes below this: a two-row list is worse than overflowing. */
export const MIN_HEIGHT = 120;
/** How much of a tall control stays on screen when the page scrolls to show its dropdown, px: about a line of tags. */
const LAST_LINE = 40;
/** Custom property the stylesheet turns into the dropdown's max-height. */
const AVAILABLE = '--ws-dropdown-available';
/** Custom property the stylesheet sizes a placed dropdown by (columns: at least as wide, as wide as they are). */
const CONTROL_WIDTH = '--ws-control-width';

/**
 * Below by default; above when the dropdown does not fit below, there is more
 * room above, and that room takes the whole dropdown or at least
 * {@link MIN_HEIGHT}. Above is never capped past the top edge: content
 * pushed above the viewport cannot be scrolled to, content below it can.
 */
export function choosePlacement(height: number, room: Room): Placement {
  if (height <= room.below || room.above <= room.below) return 'bottom';
  return room.above >= Math.min(height, MIN_HEIGHT) ? 'top' : 'bottom';
}

export class DropdownPosition {
  private follow: AbortController | null = null;
  private warned = false;
  /** The dropdown is shown in the top layer (see the file comment). */
  private topLayer = false;
  /**
   * The dropdown is below, uncapped and (portalled) at its containing
   * block's origin, as wide as {@link width}: its box is its natural one.
   */
  private natural = false;
  /** The control's width, px, as last measured (its resize observer, an update); 0 until then. */
  private width = 0;
  /** The last update found the dropdown inside the visible viewport: nothing to reveal. */
  private fits = false;
  /** The control's size (`width x height`) as the last update read it, placed at; empty when it read none. */
  private read = '';
  /** The dropdown's height, px, as the last update left it: a report of another one is content that changed. */
  private placedHeight = 0;
  /** Its width, px, likewise: a dropdown as wide as its content (columns) may have to move left. */
  private placedWidth = 0;
  /** Reports the control's size for the list's life, and the dropdown's while it is open. */
  private readonly observer: ResizeObserver | undefined;

  constructor(
    private readonly root: HTMLElement,
    private readonly control: HTMLElement,
    private readonly dropdown: HTMLElement,
    /** What the positioner reads of the options, live. */
    private readonly options: () => Pick<SelectOptions, 'dropdownParent' | 'language'>,
    private readonly signal: AbortSignal,
  ) {
    // One observer for the list's life: it learns the control's width while
    // closed (no read at open), and moves an open dropdown when the control
    // grows as tags wrap (the page scrolls to keep it in view) or when the
    // dropdown's content does (rows that came later: it may flip or be capped).
    // Not where the DOM has no ResizeObserver (jsdom, in an app's own tests).
    this.observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver((entries) => {
            for (const entry of entries) {
              const size = entry.borderBoxSize?.[0];
              if (size && entry.target === control) {
                this.width = size.inlineSize;
                // The first report (the observer started with this open list) or one after an update's own
                // read: placing again would only lay out the page once more (each layout re-places every
                // out-of-flow element in it, a thousand hidden selects on a big form).
                if (this.read !== `${size.inlineSize}x${size.blockSize}`) this.placeLater(false);
              } else if (size && this.contentResized(size)) this.placeLater(true);
            }
          })
        : undefined;
    this.observer?.observe(control);
    signal.addEventListener('abort', () => {
      this.observer?.disconnect();
      this.stop();
    });
  }

  private contentResized({ inlineSize, blockSize }: ResizeObserverSize): boolean {
    return Math.abs(blockSize - this.placedHeight) > 0.5 || Math.abs(inlineSize - this.placedWidth) > 0.5;
  }

  /** An open dropdown placed again by the next frame, as {@link place} does (a frame asked for, or 0). */
  private frame = 0;
  private keepSide = false;

  /**
   * Places an open dropdown again at the next frame: placing it in the observer's report would resize
   * what the observer follows (a loop error). After a change of its content alone it keeps its side.
   */
  private placeLater(keepSide: boolean): void {
    if (!this.follow) return;
    this.keepSide = keepSide && (this.frame === 0 || this.keepSide);
    this.frame ||= requestAnimationFrame(() => {
      this.frame = 0;
      this.place(this.keepSide);
      this.reveal();
    });
  }

  /** The portal target when `dropdownParent` resolves, else the widget root. */
  private container(): HTMLElement {
    const parent = this.options().dropdownParent;
    if (parent instanceof HTMLElement) return parent;
    if (typeof parent === 'string' && parent !== '') {
      const found = document.querySelector(parent);
      if (found instanceof HTMLElement) return found;
      if (!this.warned) {
        this.warned = true;
        console.warn(`widget-select: ${dropdownParentText(parent)}`);
      }
    }
    return this.root;
  }

  /**
   * Puts the dropdown into its container. Called before rows render, so the
   * virtual list can measure a connected element.
   */
  attach(): void {
    const { dropdown, root } = this;
    // Not yet reported (the observer started with this open): read before the open writes, so the
    // natural box is final and the placement reads the page once, not again after fixing the width.
    if (this.width === 0) this.width = this.control.offsetWidth;
    const container = this.container();
    dropdown.classList.toggle(listCls.dropdownPortal, container !== root);
    appendTo(container, dropdown);
    // A chosen dropdownParent is honoured as is: the page placed it on purpose.
    this.topLayer = container === root && showInTopLayer(dropdown);
    this.applyDirection();
    this.toNatural(this.topLayer || container !== root);
  }

  /** Writes the dropdown's natural state (see {@link natural}), before its box is read. */
  private toNatural(portal: boolean): void {
    const { dropdown, width } = this;
    const style = dropdown.style;
    style.removeProperty(AVAILABLE);
    dropdown.setAttribute('data-placement', 'bottom');
    if (portal) {
      style.left = '0px';
      style.top = '0px';
      if (width > 0) style.setProperty(CONTROL_WIDTH, `${width}px`);
      else style.removeProperty(CONTROL_WIDTH);
    }
    this.natural = true;
  }

  /** Takes the dropdown out of the page (it closed, or the widget is destroyed). */
  detach(): void {
    this.stop();
    leaveTopLayer(this.dropdown);
    this.topLayer = false;
    this.natural = false;
    this.dropdown.style.removeProperty('clip-path');
    this.dropdown.remove();
  }

  /** Whether the dropdown's height is capped to the room it has. */
  get capped(): boolean {
    return this.dropdown.style.getPropertyValue(AVAILABLE) !== '';
  }

  /** Places the dropdown now, then keeps it placed until {@link stop}. */
  start(): void {
    this.stop();
    // Destroyed on the way (by an onDropdownOpen handler): nothing to follow.
    if (this.signal.aborted) return;
    this.update();
    this.reveal();
    const follow = new AbortController();
    this.follow = follow;
    this.observer?.observe(this.dropdown);
    follow.signal.addEventListener('abort', () => this.observer?.unobserve(this.dropdown));
    const options = { signal: follow.signal, passive: true };
    // At the frame's placement, which reveals a dropdown the new size pushed out of view.
    window.addEventListener('resize', () => this.placeLater(false), options);
    // The on-screen keyboard and pinch zoom resize and move the visual viewport only.
    window.visualViewport?.addEventListener('resize', this.update, options);
    window.visualViewport?.addEventListener('scroll', this.update, options);
    // Scroll does not bubble; a capturing listener sees every scrolling ancestor of its root. Scrolls inside
    // a shadow root stop at that root: one listener per root the control is laid out in (slots followed).
    const roots = new Set<Node>([document]);
    for (let node: Element | null = this.control; node; node = flatParent(node)) roots.add(rootOf(node));
    for (const root of roots) root.addEventListener('scroll', this.onScroll, { ...options, capture: true });
  }

  /** Stops following (the dropdown closed or the widget was destroyed). */
  stop(): void {
    this.follow?.abort();
    this.follow = null;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  /**
   * Scrolls the page (never a clipping container) so a dropdown that opened
   * below the visible area comes into view, keeping the control's top edge
   * on screen: the focused search field must not sit out of sight. A control
   * whose tags wrap onto many lines keeps only its last line on screen, so
   * on a short screen the list still fits below it.
   */
  private reveal(): void {
    const { dropdown, control } = this;
    // Known from the update's reads: no layout to read again.
    if (this.fits) return;
    if (!dropdown.isConnected || dropdown.getAttribute('data-placement') !== 'bottom') return;
    const view = visibleViewport();
    const overflow = dropdown.getBoundingClientRect().bottom - view.bottom;
    const anchor = control.getBoundingClientRect();
    const room = Math.max(anchor.top, anchor.bottom - LAST_LINE) - view.top;
    const by = Math.min(overflow, room);
    if (by > 0) window.scrollBy(0, Math.ceil(by));
  }

  private readonly onScroll = (event: Event): void => {
    const target = event.target;
    // Only scrolls that move the control count: not the list's own scrolling.
    if (target instanceof Node && target !== document)
      if (this.dropdown.contains(target) || !laysOut(target, this.control)) return;
    this.update();
  };

  /** Chooses the side, caps the height and, when portalled or in the top layer, sets coordinates. */
  readonly update = (): void => this.place(false);

  /** As {@link update}; `keepSide`: a dropdown above stays above while it fits there (its content changed). */
  private place(keepSide: boolean): void {
    const { control, dropdown, root, topLayer } = this;
    this.fits = false;
    this.read = '';
    if (!dropdown.isConnected || !control.isConnected) return;
    const portal = topLayer || dropdown.parentElement !== root;
    const style = dropdown.style;
    // The natural height measured below lets the list grow for a moment, and
    // the browser pulls a list scrolled near its end up to its new bottom
    // edge: the list's scroll position is put back once the height is capped.
    const list = dropdown.querySelector<HTMLElement>(`.${listCls.list}`);
    // Already natural (as attached): the control's and the dropdown's boxes in one read.
    const natural = this.natural;
    const above = keepSide && dropdown.getAttribute('data-placement') === 'top';
    // Reads (and, when not natural, writes: natural height, below, at the containing block's origin).
    const anchor = control.getBoundingClientRect();
    const listTop = natural ? 0 : (list?.scrollTop ?? 0);
    let box = natural ? dropdown.getBoundingClientRect() : null;
    if (!natural) {
      this.width = anchor.width;
      this.toNatural(portal);
    }
    // A control wider or narrower than measured: the dropdown takes its width, then its box is read.
    if (portal && (box === null || Math.abs(box.width - anchor.width) > 0.5)) {
      this.width = anchor.width;
      style.setProperty(CONTROL_WIDTH, `${anchor.width}px`);
      box = null;
    }
    box ??= dropdown.getBoundingClientRect();
    this.read = `${anchor.width}x${anchor.height}`;
    const view = visibleViewport();
    // In the top layer only the viewport clips it.
    const band = topLayer ? view : clipBand(dropdown.parentElement);
    // Out of a clipping container's sight, the control hides the dropdown that container does not clip.
    const seen = portal ? clipBand(control.parentElement, EVERYWHERE) : EVERYWHERE;
    const outOfSight = anchor.bottom <= seen.top || anchor.top >= seen.bottom;
    const room = { above: anchor.top - band.top - GAP, below: band.bottom - anchor.bottom - GAP };
    const placement = above && box.height <= room.above ? 'top' : choosePlacement(box.height, room);
    const available = placement === 'top' ? room.above : Math.max(room.below, MIN_HEIGHT);
    // A scaled container (transform: scale) maps CSS px to fewer or more viewport px.
    // (offsetWidth is rounded: a box within half a pixel of it is not scaled.)
    const offset = dropdown.offsetWidth;
    const scale = offset > 0 && Math.abs(box.width - offset) > 0.5 ? box.width / offset : 1;
    // Writes.
    const capped = box.height > available;
    this.natural = placement === 'bottom' && !capped && !portal;
    if (placement === 'top') dropdown.setAttribute('data-placement', placement);
    if (capped) style.setProperty(AVAILABLE, `${Math.floor(available / scale)}px`);
    this.placedHeight = capped ? Math.floor(available / scale) : box.height / scale;
    this.placedWidth = box.width / scale;
    if (portal) {
      // Clipped to nothing rather than made invisible: what has the focus in it keeps it.
      style.clipPath = outOfSight ? 'inset(50%)' : '';
      const y = placement === 'top' ? anchor.top - GAP : anchor.bottom + GAP;
      style.setProperty(CONTROL_WIDTH, `${anchor.width / scale}px`);
      // A dropdown wider than the control (columns) moves left rather than run off the window.
      const x = Math.max(0, Math.min(anchor.left, document.documentElement.clientWidth - box.width));
      style.left = `${(x - box.left) / scale}px`;
      style.top = `${(y - box.top) / scale}px`;
    }
    // Above never needs revealing; below, a cap only shortens it, so its natural bottom edge is the lowest.
    const lowest = (portal ? anchor.bottom + GAP : box.top) + box.height;
    this.fits = placement === 'top' || lowest <= view.bottom || outOfSight;
    if (list && listTop > 0 && list.scrollTop !== listTop) list.scrollTop = listTop;
  }

  /** The dropdown carries the root's direction itself, because a portal target may not. */
  applyDirection(): void {
    const rtl = applyRootDirection(this.root, this.options().language);
    this.dropdown.setAttribute('dir', rtl ? 'rtl' : 'ltr');
  }
}
