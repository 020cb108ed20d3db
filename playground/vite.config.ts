import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { countriesApi } from './server/countries-api.ts';
import { regionsApi } from './server/regions-api.ts';
import { sourceAliases } from './source-aliases.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Serves the playground against the packages' sources (live reload while developing). */
export default defineConfig({
  root: here('.'),
  resolve: { alias: sourceAliases },
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
