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
 *
 * The CSS text comes from the entry: `widget-select/element` loads it on
 * first need as a chunk of its own (most pages load `style.css` and never
 * need it, so it is not part of what they download at start), the
 * script-tag build has it inline and adopts at once.
 */
import { cls } from '../view/classes';

/** The CSS text: at once, or once its chunk loaded. */
export type StyleSource = () => string | Promise<string>;

/** Made on first need, then shared. */
let sheet: CSSStyleSheet | undefined;
let source: StyleSource | undefined;
let loading: Promise<void> | undefined;

/** Where the element's CSS comes from (each entry that defines the element sets it). */
export function setStyleSource(next: StyleSource): void {
  source = next;
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
  if (typeof CSSStyleSheet === 'undefined' || !Array.isArray(root.adoptedStyleSheets)) return;
  if (sheet && root.adoptedStyleSheets.includes(sheet)) return;
  const widget = element.querySelector(`.${cls.root}`);
  // One style read per connection: whether some stylesheet already styles it.
  if (!widget || getComputedStyle(widget).getPropertyValue(STYLED) !== '') return;
  const css = sheet ? '' : source?.();
  if (sheet || typeof css === 'string') {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet ?? makeSheet(css as string)];
    return;
  }
  if (!css) return;
  // Once loaded, the element's root then (it may have moved, or been styled meanwhile).
  loading ??= css.then((text) => void makeSheet(text));
  loading.then(
    () => element.isConnected && adoptStyles(element),
    () => {},
  );
}

function makeSheet(css: string): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`@layer widget-select{${css}}`);
  }
  return sheet;
}
