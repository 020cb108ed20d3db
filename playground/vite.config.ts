import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { countriesApi } from './server/countries-api.ts';
import { regionsApi } from './server/regions-api.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const src = (path: string) => here(`../packages/${path}`);

/** Serves the playground against the packages' sources (live reload while developing). */
export default defineConfig({
  root: here('.'),
  resolve: {
    alias: [
      { find: /^widget-select\/style\.css/, replacement: src('widget-select/src/styles/index.css') },
      { find: /^widget-select$/, replacement: src('widget-select/src/index.ts') },
      { find: /^widget-select\/adapter$/, replacement: src('widget-select/src/adapter.ts') },
      { find: /^widget-select\/core$/, replacement: src('widget-select/src/core-entry.ts') },
      {
        find: /^widget-select\/(tree|remote|tags|large|native)$/,
        replacement: src('widget-select/src/features/$1.ts'),
      },
      { find: /^widget-select\/plugins$/, replacement: src('widget-select/src/plugins/index.ts') },
      // The locale sources, so `import 'widget-select/locales/fr'` registers into the same (source) registry.
      { find: /^widget-select\/locales\/([a-z-]+)$/, replacement: src('widget-select/src/locales/$1.ts') },
      { find: /^widget-select\/element$/, replacement: src('widget-select/src/element/index.ts') },
      { find: /^widget-select\/testing$/, replacement: src('widget-select/src/testing/index.ts') },
      { find: /^widget-select-react$/, replacement: src('widget-select-react/src/index.ts') },
      { find: /^widget-select-vue$/, replacement: src('widget-select-vue/src/index.ts') },
    ],
  },
  plugins: [countriesApi(), regionsApi()],
  // Vue's esm-bundler build expects its compile-time flags from the bundler.
  define: {
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  build: {
    rollupOptions: {
      input: {
        main: here('index.html'),
        react: here('react.html'),
        vue: here('vue.html'),
        element: here('element.html'),
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    strictPort: false,
    // The e2e server must not reload pages mid-test while someone edits the sources.
    ...(process.env.PLAYGROUND_STATIC ? { hmr: false, watch: null } : {}),
  },
  preview: { host: '127.0.0.1' },
});
