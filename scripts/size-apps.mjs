// Builds the small apps that .size-limit.json measures: each imports one
// combination of widget-select entries (from the built package, as a user's
// bundler would) and is minified by esbuild into .size-apps/<name>.js (+ .css).
// Locales stay in their own lazy chunks, which size-limit does not count.
// Run by `npm run size` after `npm run build`.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

const outdir = new URL('../.size-apps/', import.meta.url).pathname;
const mount = "document.body.append(document.createElement('select'));";

/** App name → its source: which entries it imports and what it uses. */
const apps = {
  core: `import { SelectWidget } from 'widget-select/core';\nimport 'widget-select/style.css';\n${mount}\nnew SelectWidget('select');`,
  'core-tree': `import { SelectWidget } from 'widget-select/core';\nimport 'widget-select/tree';\n${mount}\nnew SelectWidget('select');`,
  'core-remote': `import { SelectWidget } from 'widget-select/core';\nimport 'widget-select/remote';\n${mount}\nnew SelectWidget('select');`,
  'core-tags': `import { SelectWidget } from 'widget-select/core';\nimport 'widget-select/tags';\n${mount}\nnew SelectWidget('select');`,
  'core-native': `import { SelectWidget } from 'widget-select/core';\nimport 'widget-select/native';\n${mount}\nnew SelectWidget('select');`,
  'core-plugins': `import { SelectWidget } from 'widget-select/core';\nimport { checkboxPlugin, selectAllHeaderPlugin } from 'widget-select/plugins';\n${mount}\nnew SelectWidget('select', { plugins: [checkboxPlugin(), selectAllHeaderPlugin()] });`,
  full: `import SelectWidget from 'widget-select';\n${mount}\nnew SelectWidget('select');`,
  // The custom element builds on the default entry: its increment is element minus full.
  element: `import 'widget-select/element';\ndocument.body.append(document.createElement('widget-select'));`,
  // The default entry and the element: the element's own code (element/*) is this minus full. A
  // name as long as "full" keeps the chunk paths in the bundle the same length.
  both: `import SelectWidget from 'widget-select';\nimport 'widget-select/element';\n${mount}\nnew SelectWidget('select');\ndocument.body.append(document.createElement('widget-select'));`,
};

await rm(outdir, { recursive: true, force: true });
for (const [name, contents] of Object.entries(apps)) {
  await build({
    stdin: { contents, resolveDir: new URL('..', import.meta.url).pathname, sourcefile: `${name}.js` },
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    outdir,
    entryNames: name,
    chunkNames: `${name}-chunks/[name]-[hash]`,
    // Resolve as a user's bundler would, through the package's exports to dist/:
    // the repository's tsconfig maps some entries to src/ for the tests.
    tsconfigRaw: {},
    logLevel: 'error',
  });
}
console.log(`size apps built in ${outdir}`);
