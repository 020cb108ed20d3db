/**
 * The element's own styles, in whatever root it lives in. Inside another component's shadow root the
 * page's stylesheet does not apply, so the element adopts the package's CSS into its root node (a
 * ShadowRoot, or the document) as one constructable stylesheet shared by every instance and root.
 * Nothing is adopted where the styles already reach the widget (the page loads `style.css`, or the host
 * adopted it): no root is styled twice.
 *
 * The adopted copy sits in a cascade layer (`widget-select`), so any unlayered rule of the page or the
 * host, such as a theme's custom properties on `.widget-select`, wins over it whatever its order.
 *
 * Only the check is here; the CSS text and the adopting (stylesheet.ts) come from the entry:
 * `widget-select/element` loads them on first need as a chunk of its own (most pages load `style.css`
 * and never need it, so it is not part of what they download at start), the script-tag build has them
 * inline and adopts at once.
 */
import { cls } from '../view/classes';

/** Adopts the package's sheet into a root (stylesheet.ts). */
export type SheetAdopter = (root: ShadowRoot | Document) => void;

/** The adopter: at once, or once its chunk loaded. */
export type StyleSource = () => SheetAdopter | Promise<SheetAdopter>;

/** Where the page's styles come from, and (a cache) the adopter once loaded. */
const styles: { source?: StyleSource; adopt?: SheetAdopter } = {};

/** Where the element's styles come from (each entry that defines the element sets it). */
export function setStyleSource(next: StyleSource): void {
  styles.source = next;
}

/**
 * A custom property the package's styles set on every widget root itself:
 * the theme's properties are declared on :root and inherit into any shadow
 * root, so only this one tells whether a stylesheet reaches the widget.
 */
const STYLED = '--ws-styled';

/** Adopts the package's styles into `element`'s root node unless they reach its widget already. */
export function adoptStyles(element: HTMLElement): void {
  const root = element.getRootNode();
  if (!(root instanceof ShadowRoot || root instanceof Document)) return;
  const widget = element.querySelector(`.${cls.root}`);
  // One style read per connection: whether some stylesheet already styles it (an adopted sheet does).
  if (!widget || getComputedStyle(widget).getPropertyValue(STYLED) !== '') return;
  if (!styles.adopt) {
    const loaded = styles.source?.();
    if (typeof loaded === 'function') styles.adopt = loaded;
    else {
      // Once loaded, the element's root then (it may have moved, or been styled meanwhile).
      loaded?.then(
        (next) => {
          styles.adopt = next;
          if (element.isConnected) adoptStyles(element);
        },
        () => {},
      );
      return;
    }
  }
  styles.adopt(root);
}
