import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`../packages/${path}`, import.meta.url));

/** Serves the playground against the packages' sources (live reload while developing). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [
      { find: /^widget-select\/style\.css$/, replacement: src('widget-select/src/styles/index.css') },
      { find: /^widget-select$/, replacement: src('widget-select/src/index.ts') },
    ],
  },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: false },
  preview: { host: '127.0.0.1' },
});
