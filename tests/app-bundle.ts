/**
 * A server-side command for browser tests: bundles a small app that imports
 * widget-select as an app's bundler sees the published package. The built
 * package keeps each entry in a file of its own (dist/index.js,
 * dist/tags.js…) and puts every other module into shared chunks with hashed
 * names; package.json's `sideEffects` lists files by name, so a bundler
 * keeps a module for its side effects only when it becomes an entry file that
 * the list names, and drops a bare `import './chunk.js'` of anything else.
 * The bundle is built from the sources with that rule (rolldown, as Vite
 * uses), in one file with the lazy chunks inlined, for the page to import.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { BrowserCommand } from 'vitest/node';

const pkgRoot = fileURLToPath(new URL('../packages/widget-select/', import.meta.url));
const src = `${pkgRoot}src/`;
const { sideEffects } = JSON.parse(readFileSync(`${pkgRoot}package.json`, 'utf8')) as {
  sideEffects: string[];
};
/** The list's globs (`*` within a name; one without a slash matches a file's name in any folder) as patterns. */
const globs = sideEffects.map((glob) => {
  const body = glob
    .replace(/^\.\//, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replaceAll('*', '[^/]*');
  return new RegExp(glob.includes('/') ? `^${body}$` : `(^|/)${body}$`);
});
const listed = (file: string) => globs.some((glob) => glob.test(file));

/** The built file of a source module that is a build entry (tsdown.config.ts), or null: it goes into a shared chunk. */
function entryFile(file: string): string | null {
  const path = file.slice(src.length);
  const named: Record<string, string> = {
    'index.ts': 'index',
    'core-entry.ts': 'core',
    'plugins/index.ts': 'plugins',
    'adapter.ts': 'adapter',
    'element/index.ts': 'element',
  };
  const feature = path.match(/^features\/(\w+)\.ts$/)?.[1];
  const locale = path.match(/^locales\/(\w+)\.ts$/)?.[1];
  const localeData = path.match(/^locales\/data\/(\w+)\.ts$/)?.[1];
  const name =
    named[path] ?? feature ?? (locale && `locales/${locale}`) ?? (localeData && `locale-data/${localeData}`);
  return name ? `dist/${name}.js` : null;
}

/** Whether an app's bundler keeps this module for its side effects alone. */
function hasSideEffects(id: string): boolean {
  if (id.endsWith('.css') || !id.startsWith(src)) return true;
  const built = entryFile(id);
  return built !== null && listed(built);
}

/** The public entries the app may import, and their source modules. */
const entries: Record<string, string> = {
  'widget-select': `${src}index.ts`,
  'widget-select/element': `${src}element/index.ts`,
  'widget-select/remote': `${src}features/remote.ts`,
};

/**
 * Bundles `source` (an app module importing `widget-select`,
 * `widget-select/element` or `widget-select/remote`) and returns the code, for `import()` of a blob URL.
 */
const bundleApp: BrowserCommand<[source: string]> = async (_context, source) => {
  const bundle = await rolldown({
    input: 'app',
    platform: 'browser',
    treeshake: { moduleSideEffects: (id) => hasSideEffects(id) },
    plugins: [
      {
        name: 'app-bundle',
        resolveId(id) {
          if (id === 'app') return id;
          // The element's stylesheet for foreign shadow roots: no test here needs its text.
          if (id.endsWith('.css?inline')) return '\0inline-css';
          return entries[id] ?? null;
        },
        load(id) {
          if (id === 'app') return source;
          if (id === '\0inline-css') return { code: 'export default "";', moduleType: 'js' };
          return null;
        },
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'esm', codeSplitting: false });
  await bundle.close();
  return output[0].code;
};

export const appBundleCommands = { bundleApp };

declare module 'vitest/browser' {
  interface BrowserCommands {
    bundleApp: (source: string) => Promise<string>;
  }
}
