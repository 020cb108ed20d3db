import MagicString from 'magic-string';
import type { Plugin } from 'rolldown';

/** `import('./x')` with a literal specifier: the form every lazy part of the sources takes. */
const LAZY_IMPORT = /\bimport\((['"])([^'"]+)\1\)/g;

/**
 * The script-tag build's lazy imports, inlined as static ones: `import('./x')`
 * becomes `Promise.resolve(ns)` with `import * as ns from './x'`. The one file
 * holds every chunk, and `iife.ts` asks for each part as it runs; bundled as
 * dynamic imports, each of those modules and everything it imports was
 * wrapped in a function that runs it on its first import (85 modules, about
 * 4 kB of the minified file). Imported statically, they run with the rest.
 * None has effects at its top level, and a part still arrives as a promise.
 * The locales' tables are left as they are: that build has none (its
 * languages are script files of their own).
 */
export const inlineLazyImports: Plugin = {
  name: 'widget-select:inline-lazy-imports',
  transform: {
    filter: { id: /\.ts$/, code: 'import(' },
    handler(code) {
      const text = new MagicString(code);
      const heads: string[] = [];
      for (const match of code.matchAll(LAZY_IMPORT)) {
        const [call, quote, source] = match as unknown as [string, string, string];
        if (source.includes('/locales/')) continue;
        const name = `lazyModule${heads.length}`;
        heads.push(`import * as ${name} from ${quote}${source}${quote};\n`);
        text.overwrite(match.index, match.index + call.length, `Promise.resolve(${name})`);
      }
      if (heads.length === 0) return null;
      text.prepend(heads.join(''));
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  },
};
