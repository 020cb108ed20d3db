/**
 * The element's own styles, in whatever root it lives in. Inside another
 * component's shadow root the page's stylesheet does not apply, so the
 * element adopts the package's CSS into its root node (a ShadowRoot, or the
 * document) as one constructable stylesheet shared by every instance and
 * root. Nothing is adopted where the styles already reach the widget (the
 * page loads `style.css`, or the host adopted it): no root is styled twice.
 *
 * The adopted copy sits in a cascade layer (`widget-select`), so any
 * unlayered rule of the page or the host, such as a theme's custom
 * properties on `.widget-select`, wins over it whatever its order.
 */
import css from '../styles/index.css?inline';
import { cls } from '../view/classes';

/** Made on first need, then shared. */
let sheet: CSSStyleSheet | undefined;

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
  if (typeof CSSStyleSheet === 'undefined' || !Array.isArray(root.adoptedStyleSheets)) return;
  if (sheet && root.adoptedStyleSheets.includes(sheet)) return;
  const widget = element.querySelector(`.${cls.root}`);
  // One style read per connection: whether some stylesheet already styles it.
  if (!widget || getComputedStyle(widget).getPropertyValue(STYLED) !== '') return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`@layer widget-select{${css}}`);
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
