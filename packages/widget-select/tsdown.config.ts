import { defineConfig } from 'tsdown';

export default defineConfig([
  {
    entry: ['src/index.ts', 'src/adapter.ts'],
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
]);
