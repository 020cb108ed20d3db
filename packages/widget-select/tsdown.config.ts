import { readdirSync } from 'node:fs';
// Lightning CSS comes with Vite (a root devDependency), which uses it to minify CSS too.
import { transform } from 'lightningcss';
import type { Plugin } from 'rolldown';
import { defineConfig, type UserConfig } from 'tsdown';

/**
 * Minifies the stylesheet (rolldown copies CSS as written): comments and
 * whitespace go, colours and numbers get their shortest equivalent spelling.
 * No `targets`: nothing is lowered or prefixed, the output means the same.
 */
const minifyCss: Plugin = {
  name: 'widget-select:minify-css',
  transform: {
    filter: { id: /\.css$/ },
    handler(code, id) {
      const result = transform({ filename: id, code: Buffer.from(code), minify: true });
      for (const warning of result.warnings) this.warn(warning.message);
      return { code: result.code.toString(), map: null };
    },
  },
};

/** Every bundled locale but English: `src/locales/<code>.ts`, each its own entry. */
const locales = readdirSync(new URL('./src/locales', import.meta.url))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3));

const localeEntries = Object.fromEntries(
  locales.map((code) => [`locales/${code}`, `src/locales/${code}.ts`]),
);

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
  outputOptions: { globals: () => 'SelectWidget' },
});

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      core: 'src/core-entry.ts',
      tree: 'src/features/tree.ts',
      remote: 'src/features/remote.ts',
      tags: 'src/features/tags.ts',
      native: 'src/features/native.ts',
      plugins: 'src/plugins/index.ts',
      adapter: 'src/adapter.ts',
      element: 'src/element/index.ts',
      ...localeEntries,
    },
    format: ['esm', 'cjs'],
    dts: true,
    platform: 'browser',
    target: 'es2022',
    sourcemap: true,
    clean: true,
    outputOptions: { exports: 'named' },
  },
  {
    entry: { 'widget-select': 'src/iife.ts' },
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
    plugins: [minifyCss],
    outputOptions: { exports: 'default' },
  },
  ...locales.map(iifeLocale),
]);
