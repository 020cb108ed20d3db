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
 * across shadow roots. A fixed-position ancestor escapes the clipping of
 * those above it; an absolutely positioned one that of those between it
 * and its containing block. A box of `display: contents` has no box to clip.
 */
export function clipBand(from: Element | null, within = visibleViewport()): { top: number; bottom: number } {
  let { top, bottom } = within;
  let absolute = false;
  for (let node = from; node && node !== document.body && node !== document.documentElement; ) {
    const style = getComputedStyle(node);
    const { position } = style;
    const block = position !== 'static' || containsAbsolute(style);
    if (style.overflowY !== 'visible' && style.display !== 'contents' && !(absolute && !block)) {
      const inner = innerBox(node);
      top = Math.max(top, inner.top);
      bottom = Math.min(bottom, inner.top + inner.height);
    }
    if (position === 'fixed') break;
    if (block) absolute = position === 'absolute';
    // Through slots and shadow hosts, whose ancestors clip it too.
    node = flatParent(node);
  }
  return { top, bottom };
}

/** Whether a static box is the containing block of absolutely positioned descendants all the same. */
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
