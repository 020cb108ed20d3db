/**
 * Where content can be seen: the viewport the user sees, and the band its clipping ancestors leave it,
 * walked as laid out (through slots and shadow hosts, to an absolutely positioned box's containing block).
 */
import { flatParent, innerBox } from '../view/dom-members';

/**
 * The part of the layout viewport the user sees, in viewport px: the visual
 * viewport, which pinch zoom and an on-screen keyboard make smaller.
 */
export function visibleViewport(): { top: number; bottom: number } {
  const layout = document.documentElement.clientHeight || window.innerHeight;
  const visual = window.visualViewport;
  if (!visual) return { top: 0, bottom: layout };
  return {
    top: Math.max(0, visual.offsetTop),
    bottom: Math.min(layout, visual.offsetTop + visual.height),
  };
}

/**
 * The vertical band, in viewport px, that content under `from` can be seen in: the viewport intersected
 * with every ancestor that clips overflow, across shadow roots, but for those between a positioned box
 * and its containing block (for a fixed one, the viewport or a transformed or contained ancestor; in the
 * top layer, the viewport). A box of `display: contents` has none.
 */
export function clipBand(from: Element | null, within = visibleViewport()): { top: number; bottom: number } {
  let { top, bottom } = within;
  let escaping: string | null = null; // the position of a box whose containing block is not met yet
  const { body, documentElement } = document;
  for (let node = from; node && node !== body && node !== documentElement; node = flatParent(node)) {
    const style = getComputedStyle(node);
    const { position } = style;
    if (style.display === 'contents') continue;
    const block = containsPositioned(style) || (escaping !== 'fixed' && position !== 'static');
    if (style.overflowY !== 'visible' && !(escaping && !block)) {
      const inner = innerBox(node);
      top = Math.max(top, inner.top);
      bottom = Math.min(bottom, inner.top + inner.height);
    }
    // The top layer (a modal dialog, an open popover) is laid out in the viewport, whatever holds it. An
    // engine without popovers knows neither pseudo-class: there every fixed box is taken as laid out so.
    if (position === 'fixed' && (!('popover' in node) || node.matches(':modal, :popover-open'))) break;
    if (block || position === 'fixed') escaping = /absolute|fixed/.test(position) ? position : null;
  }
  return { top, bottom };
}

/** Whether a box is the containing block of its positioned descendants, fixed ones too, whatever its position. */
function containsPositioned(style: CSSStyleDeclaration): boolean {
  const { transform, translate, rotate, scale, filter, backdropFilter, perspective } = style;
  const shaped = [transform, translate, rotate, scale, filter, backdropFilter, perspective];
  return (
    shaped.some((value) => value && value !== 'none') ||
    /paint|layout|strict|content/.test(style.contain) ||
    /transform|translate|rotate|scale|filter|perspective/.test(style.willChange)
  );
}

/** Whether `ancestor` holds `element` as laid out (slots followed). */
export function laysOut(ancestor: Node, element: Element): boolean {
  for (let node: Element | null = element; node; node = flatParent(node)) if (node === ancestor) return true;
  return false;
}
