import MagicString from 'magic-string';
import type { Plugin } from 'rolldown';

/** Every UTF-16 code unit outside ASCII (astral characters come out as their two surrogates). */
const NON_ASCII = /[\u0080-\uffff]/g;

const unicodeEscape = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Writes every non-ASCII character of the JS output as a `\uXXXX` escape, as
 * esbuild does by default, so a file works on a page served without a UTF-8
 * charset (a `file://` page, a server that sends none), where raw `…` or `▼`
 * would be read as Latin-1 and break the script. The escape means the same
 * in strings, template literals, regular expressions, identifiers and
 * comments, the only places such characters can appear.
 *
 * Unminified output is escaped as it is rendered, with its source map kept
 * exact; the minifier runs after that and writes escapes back as characters,
 * so minified output is escaped once it is written (it has no source map).
 */
export const asciiOnly: Plugin = {
  name: 'widget-select:ascii-only',
  renderChunk(code, _chunk, options) {
    if (options.minify || code.search(NON_ASCII) === -1) return null;
    const text = new MagicString(code);
    for (const match of code.matchAll(NON_ASCII)) {
      text.overwrite(match.index, match.index + 1, unicodeEscape(match[0]));
    }
    return { code: text.toString(), map: text.generateMap({ hires: true }) };
  },
  generateBundle(options, bundle) {
    if (!options.minify) return;
    for (const file of Object.values(bundle)) {
      if (file.type === 'chunk') file.code = file.code.replace(NON_ASCII, unicodeEscape);
    }
  },
};
