import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import linkerPlugin from '@angular/compiler-cli/linker/babel';
import { transformAsync } from '@babel/core';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Every folder with an index.html is one recipe: one page of a single multi-page build. */
const recipes = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${here}${entry.name}/index.html`))
  .map((entry) => entry.name);

/**
 * Angular's packages ship partially compiled; its linker finishes them at
 * build time, as the Angular CLI does. (The Angular recipe's own code is
 * compiled ahead of time by `ngc`, see angular/tsconfig.json.)
 */
const angularLinker: Plugin = {
  name: 'recipes:angular-linker',
  async transform(code, id) {
    if (!/[\\/]node_modules[\\/]@angular[\\/]/.test(id) || !code.includes('ɵɵngDeclare')) return null;
    const result = await transformAsync(code, {
      filename: id,
      plugins: [linkerPlugin],
      configFile: false,
      babelrc: false,
      compact: false,
      sourceMaps: true,
    });
    return result?.code ? { code: result.code, map: result.map } : null;
  },
};

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
  plugins: [svelte(), react(), tailwindcss(), angularLinker],
  // Angular's production flags, as the Angular CLI sets them.
  define: { ngDevMode: 'false', ngJitMode: 'false', ngI18nClosureMode: 'false' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: false,
    rollupOptions: {
      input: Object.fromEntries(recipes.map((name) => [name, `${here}${name}/index.html`])),
    },
  },
});
