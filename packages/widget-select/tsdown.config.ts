import { readdirSync } from 'node:fs';
import { defineConfig, type UserConfig } from 'tsdown';

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
    entry: { index: 'src/index.ts', adapter: 'src/adapter.ts', ...localeEntries },
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
    minify: true,
    dts: false,
    clean: false,
    outputOptions: { exports: 'default' },
  },
  ...locales.map(iifeLocale),
]);
