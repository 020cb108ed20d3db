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
 * The vertical band, in viewport px, that content under `from` can be seen
 * in: the viewport intersected with every ancestor that clips overflow,
 * across shadow roots. A positioned box escapes the clipping of those between
 * it and its containing block (for a fixed one, the viewport or a transformed
 * or contained ancestor). A box of `display: contents` has no box to clip.
 */
export function clipBand(from: Element | null, within = visibleViewport()): { top: number; bottom: number } {
  let { top, bottom } = within;
  let escaping: string | null = null; // the position of a box whose containing block is not met yet
  for (let node = from; node && node !== document.body && node !== document.documentElement; ) {
    const style = getComputedStyle(node);
    const { position } = style;
    const block = containsAbsolute(style) || (escaping !== 'fixed' && position !== 'static');
    if (style.overflowY !== 'visible' && style.display !== 'contents' && !(escaping && !block)) {
      const inner = innerBox(node);
      top = Math.max(top, inner.top);
      bottom = Math.min(bottom, inner.top + inner.height);
    }
    if (block || position === 'fixed')
      escaping = position === 'absolute' || position === 'fixed' ? position : null;
    // Through slots and shadow hosts, whose ancestors clip it too.
    node = flatParent(node);
  }
  return { top, bottom };
}

/** Whether a box is the containing block of its positioned descendants, fixed ones too, whatever its position. */
function containsAbsolute(style: CSSStyleDeclaration): boolean {
  const { transform, filter, perspective, contain, containerType, willChange } = style;
  return (
    transform !== 'none' ||
    filter !== 'none' ||
    perspective !== 'none' ||
    /paint|layout|strict|content/.test(contain) ||
    (containerType !== '' && containerType !== 'normal') ||
    /transform|filter|perspective/.test(willChange)
  );
}

/** Whether `ancestor` holds `element` as laid out (slots followed). */
export function laysOut(ancestor: Node, element: Element): boolean {
  for (let node: Element | null = element; node; node = flatParent(node)) if (node === ancestor) return true;
  return false;
}
