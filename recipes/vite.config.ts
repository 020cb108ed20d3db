import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Every folder with an index.html is one recipe: one page of a single multi-page build. */
const recipes = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${here}${entry.name}/index.html`))
  .map((entry) => entry.name);

/**
 * The recipes import `widget-select`, `widget-select-react`… as an app
 * does: through node_modules (the workspace links) and the packages'
 * `exports`, so they use the built dist/ files (`npm run build` builds the
 * packages first). One Vite build makes them all, which keeps `npm test`
 * fast; each recipe's folder is still a complete app of its own.
 */
export default defineConfig({
  root: here,
  base: './',
  plugins: [svelte(), react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: false,
    rollupOptions: {
      input: Object.fromEntries(recipes.map((name) => [name, `${here}${name}/index.html`])),
    },
  },
});
