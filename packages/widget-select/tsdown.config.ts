import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
// Lightning CSS comes with Vite (a root devDependency), which uses it to minify CSS too.
import { bundle } from 'lightningcss';
import type { Plugin, RenderedChunk } from 'rolldown';
import { defineConfig, type UserConfig } from 'tsdown';
import { asciiOnly } from './build/ascii-only';
import { type Manifest, vscodeCustomData, webTypes } from './build/editor-data';
import { firstLoadGroups } from './build/first-load-groups';
import { inlineLazyImports } from './build/inline-lazy-imports';
import { productionTexts } from './build/production-texts';

/**
 * A stylesheet with its `@import`s inlined (style.css is structure + theme
 * + forced colours), minified: comments and whitespace go, colours and
 * numbers get their shortest equivalent spelling. No `targets`: nothing is
 * lowered or prefixed, the output means the same.
 */
function bundleCss(file: string): { code: string; warnings: { message: string }[] } {
  const result = bundle({ filename: file, minify: true });
  return { code: result.code.toString(), warnings: result.warnings };
}

/** Bundles and minifies each stylesheet the build imports (rolldown copies CSS as written). */
const minifyCss: Plugin = {
  name: 'widget-select:minify-css',
  transform: {
    filter: { id: /\.css$/ },
    handler(_code, id) {
      const result = bundleCss(id);
      for (const warning of result.warnings) this.warn(warning.message);
      return { code: result.code, map: null };
    },
  },
};

/**
 * `import css from './x.css?inline'`: the stylesheet as a minified string
 * (the custom element adopts it into the root it lives in).
 */
const inlineCss: Plugin = {
  name: 'widget-select:inline-css',
  resolveId: {
    filter: { id: /\.css\?inline$/ },
    handler(source, importer) {
      const file = resolvePath(dirname(importer ?? ''), source.slice(0, -'?inline'.length));
      // Ends in `?inline`, so the minifier of CSS files passes it by.
      return `\0inline-css:${file}?inline`;
    },
  },
  load: {
    filter: { id: /^\0inline-css:/ },
    handler(id) {
      const file = id.slice('\0inline-css:'.length, -'?inline'.length);
      return { code: `export default ${JSON.stringify(bundleCss(file).code)};`, moduleType: 'js' };
    },
  },
};

/**
 * Files for editors and type checkers, beside the build: the JSX (React 19,
 * SolidJS), Vue and Svelte typings of `<widget-select>`, and the completion data generated
 * from custom-elements.json.
 */
const elementTypings: Plugin = {
  name: 'widget-select:element-typings',
  generateBundle() {
    const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
    const manifest = JSON.parse(read('./custom-elements.json')) as Manifest;
    const pkg = JSON.parse(read('./package.json')) as { name: string; version: string };
    const files: Record<string, string> = {
      'element-react.d.ts': read('./src/element/frameworks/react.d.ts'),
      'element-vue.d.ts': read('./src/element/frameworks/vue.d.ts'),
      'element-svelte.d.ts': read('./src/element/frameworks/svelte.d.ts'),
      'element-solid.d.ts': read('./src/element/frameworks/solid.d.ts'),
      'element-preact.d.ts': read('./src/element/frameworks/preact.d.ts'),
      'web-types.json': `${JSON.stringify(webTypes(manifest, pkg), null, 2)}\n`,
      'vscode.html-custom-data.json': `${JSON.stringify(vscodeCustomData(manifest), null, 2)}\n`,
    };
    for (const [fileName, source] of Object.entries(files))
      this.emitFile({ type: 'asset', fileName, source });
  },
};

/**
 * The stylesheets beside style.css (which the script-tag build emits): base.css
 * (structure and accessibility without the theme), core.css (what
 * `widget-select/core` renders) and one per feature that renders parts of
 * its own, each `src/styles/<name>.css` bundled.
 */
const STYLESHEETS = ['base', 'core', 'tree', 'tags', 'remote', 'sheet', 'plugins'];

const stylesheets: Plugin = {
  name: 'widget-select:stylesheets',
  generateBundle() {
    for (const name of STYLESHEETS) {
      const file = fileURLToPath(new URL(`./src/styles/${name}.css`, import.meta.url));
      this.emitFile({ type: 'asset', fileName: `${name}.css`, source: bundleCss(file).code });
    }
  },
};

/**
 * The open list's chunk starts with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136+): the page loads it at
 * idle and runs nearly all of it at the first open, so its functions are
 * compiled as it loads (a trace shows it: on a background thread, for this
 * module imported by `import()` too) rather than one by one on the main
 * thread in the task of that open. Other engines ignore the comment. Added
 * after minification, which would drop it; a bundler that rebundles dist/
 * drops it too (its chunks are its own).
 */
const compileHint = (chunk: RenderedChunk): string =>
  /[\\/]open-list[\\/]index\.ts$/.test(chunk.facadeModuleId ?? '') ? '//# allFunctionsCalledOnLoad' : '';

/** Every bundled locale but English: `src/locales/<code>.ts`, each its own entry. */
const locales = readdirSync(new URL('./src/locales', import.meta.url))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3));

/**
 * The public entries `widget-select/locales/<code>` (importing one registers
 * it), and the plain tables they and `importLocale` load, entries too so
 * that a dynamic import of one is the module itself, with no bundler runtime
 * to share with the rest: `locale-data/` is outside the package's exports.
 */
const localeEntries = Object.fromEntries(
  locales.flatMap((code) => [
    [`locales/${code}`, `src/locales/${code}.ts`],
    [`locale-data/${code}`, `src/locales/data/${code}.ts`],
  ]),
);

/**
 * The development build's locale tables are the production ones (plain
 * data, the same bytes): its modules import `dist/locale-data/` rather
 * than a copy of their own, by a path relative to each chunk.
 */
const LOCALE_DATA = 'widget-select-locale-data:';

const productionLocaleData: Plugin = {
  name: 'widget-select:production-locale-data',
  resolveId: {
    filter: { id: /\/locales\/data\/[\w-]+$|^\.\/data\/[\w-]+$/ },
    handler: (source) => ({ id: LOCALE_DATA + source.slice(source.lastIndexOf('/') + 1), external: true }),
  },
  renderChunk(code, chunk) {
    // dist/development/<chunk> up to dist/: one step for the folder, one per folder of the chunk's name.
    const up = '../'.repeat(chunk.fileName.split('/').length);
    return code.replaceAll(
      new RegExp(`(["'])${LOCALE_DATA}([\\w-]+)\\1`, 'g'),
      (_match, quote: string, locale: string) => `${quote}${up}locale-data/${locale}.js${quote}`,
    );
  },
};

/** No declarations of the locale tables: they are outside the package's exports, no type names them. */
const noLocaleDataTypes: Plugin = {
  name: 'widget-select:no-locale-data-types',
  generateBundle(_output, bundle) {
    for (const fileName of Object.keys(bundle))
      if (/^locale-data\/.*\.d\.c?ts$/.test(fileName)) delete bundle[fileName];
  },
};

/** Script-tag build of one locale: registers into the global `SelectWidget` of the core IIFE. */
const iifeLocale = (code: string): UserConfig => ({
  entry: { [`locales/${code}`]: `src/locales/${code}.ts` },
  format: ['iife'],
  platform: 'browser',
  target: 'es2022',
  minify: true,
  dts: false,
  clean: false,
  // The registry is the core's: `registerLocale` from '../i18n' becomes `SelectWidget.registerLocale`.
  external: ['../i18n'],
  plugins: [asciiOnly],
  outputOptions: { globals: () => 'SelectWidget' },
});

/** Every module entry: the default entry, the core, the features, the plugins, the adapter, the element, the locales. */
const moduleEntries = {
  index: 'src/index.ts',
  core: 'src/core-entry.ts',
  tree: 'src/features/tree.ts',
  remote: 'src/features/remote.ts',
  tags: 'src/features/tags.ts',
  large: 'src/features/large.ts',
  native: 'src/features/native.ts',
  resolve: 'src/features/resolve.ts',
  sheet: 'src/features/sheet.ts',
  columns: 'src/features/columns.ts',
  plugins: 'src/plugins/index.ts',
  adapter: 'src/adapter.ts',
  element: 'src/element/index.ts',
  testing: 'src/testing/index.ts',
  'testing/playwright': 'src/testing/playwright.ts',
  ...localeEntries,
};

/** The module builds' chunks of what the entries load at start: see build/first-load-groups.ts. */
const startGroups = await firstLoadGroups(
  Object.fromEntries(
    Object.entries(moduleEntries)
      .filter(([name]) => !name.startsWith('locale'))
      .map(([name, file]) => [name, fileURLToPath(new URL(`./${file}`, import.meta.url))]),
  ),
  'core',
);

/**
 * The module builds, ES modules only: production in dist/ (the `production`
 * and `default` export conditions), development in dist/development/ (the
 * `development` condition, which Vite's dev server and webpack's development
 * mode pick). Production has short error texts and no typo warnings.
 * `require()` loads these modules too (Node 20.19+ and 22.12+ unflagged: none
 * has a top-level await); a CommonJS copy was a quarter of the package.
 */
const moduleBuild = (mode: 'production' | 'development'): UserConfig => ({
  // The testing helpers have no development condition: one build of them; the locale tables are
  // production's (productionLocaleData).
  entry:
    mode === 'production'
      ? moduleEntries
      : Object.fromEntries(
          Object.entries(moduleEntries).filter(
            ([name]) => !name.startsWith('testing') && !name.startsWith('locale-data/'),
          ),
        ),
  format: ['esm'],
  outDir: mode === 'production' ? 'dist' : 'dist/development',
  // One set of type declarations, beside the production files: both builds have the same API.
  dts: mode === 'production',
  platform: 'browser',
  target: 'es2022',
  // No source maps: this output is not minified and keeps the sources' names, so a debugger shows
  // it as it is; maps of every chunk, twice over, made 9 of the package's 13 MB.
  sourcemap: false,
  // Dead code and comments go (a third of the files; the sources keep the comments), the rest
  // stays as the sources have it: no renaming, no rewriting, one statement a line.
  minify: 'dce-only',
  clean: mode === 'production',
  plugins:
    mode === 'production'
      ? [inlineCss, productionTexts, asciiOnly, elementTypings, stylesheets, noLocaleDataTypes]
      : [inlineCss, asciiOnly, productionLocaleData],
  outputOptions: {
    postBanner: compileHint,
    codeSplitting: { groups: startGroups },
  },
});

/** The development script-tag build's stylesheet is widget-select.css byte for byte: one copy ships. */
const oneStylesheet: Plugin = {
  name: 'widget-select:one-stylesheet',
  generateBundle(_output, bundle) {
    delete bundle['widget-select.development.css'];
  },
};

/**
 * The script-tag build: `widget-select.iife.js` (production) and
 * `widget-select.development.iife.js` (full error texts and typo warnings).
 */
const iifeBuild = (mode: 'production' | 'development'): UserConfig => ({
  entry: { [mode === 'production' ? 'widget-select' : 'widget-select.development']: 'src/iife.ts' },
  format: ['iife'],
  globalName: 'SelectWidget',
  platform: 'browser',
  target: 'es2022',
  // Readable class and function names in devtools and in `error.constructor.name`.
  minify: {
    compress: { keepNames: { function: false, class: true } },
    mangle: { keepNames: { function: false, class: true } },
  },
  dts: false,
  clean: false,
  plugins:
    mode === 'production'
      ? [inlineLazyImports, inlineCss, minifyCss, productionTexts, asciiOnly]
      : [inlineLazyImports, inlineCss, minifyCss, asciiOnly, oneStylesheet],
  // The same module graph as the module builds, in one file: its lazy imports are inlined as static ones.
  outputOptions: { exports: 'default', codeSplitting: false },
});

/**
 * The browser ES module build, for `<script type="module">` from a CDN:
 * `dist/esm/widget-select.js` (production texts, minified) and its chunks
 * beside it. Everything is bundled in (a browser resolves no bare specifier)
 * and code splitting is on, so each dynamic `import()` in the sources
 * (locales, the element's stylesheet) becomes a sibling chunk the entry
 * imports by relative URL when it needs it.
 */
const esmBrowserBuild: UserConfig = {
  entry: { 'widget-select': 'src/esm.ts' },
  format: ['esm'],
  outDir: 'dist/esm',
  platform: 'browser',
  target: 'es2022',
  // As the script-tag build: readable class names in devtools and `error.constructor.name`.
  minify: {
    compress: { keepNames: { function: false, class: true } },
    // A module's top-level names are its own (exports keep theirs): mangling them is safe.
    mangle: { toplevel: true, keepNames: { function: false, class: true } },
  },
  noExternal: () => true,
  dts: false,
  clean: false,
  plugins: [inlineCss, productionTexts, asciiOnly],
  // The entry may export more than src/esm.ts: what the entry and its lazy chunks share then goes into
  // the entry itself, not a chunk the page has to fetch after it (one round trip less from a CDN).
  inputOptions: { preserveEntrySignatures: 'allow-extension' },
  outputOptions: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', postBanner: compileHint },
};

export default defineConfig([
  moduleBuild('production'),
  moduleBuild('development'),
  iifeBuild('production'),
  iifeBuild('development'),
  esmBrowserBuild,
  ...locales.map(iifeLocale),
]);
