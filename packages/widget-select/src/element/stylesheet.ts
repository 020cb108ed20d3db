/**
 * The package's CSS as one constructable stylesheet, for the element to
 * adopt where the page's stylesheet does not reach it. Its own module, with
 * the CSS text and the adopting, so the module entry loads both on first
 * need in a chunk of its own (see styles.ts).
 */
import css from '../styles/index.css?inline';

/** Made on first need, then shared by every instance and root. */
let sheet: CSSStyleSheet | undefined;

/** Adopts the package's sheet into `root`, once. */
export function adoptSheet(root: ShadowRoot | Document): void {
  if (typeof CSSStyleSheet === 'undefined' || !Array.isArray(root.adoptedStyleSheets)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    // In a cascade layer: any unlayered rule of the page or the host wins over it.
    sheet.replaceSync(`@layer widget-select{${css}}`);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
