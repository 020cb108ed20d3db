// Builds the small apps that .size-limit.json measures: each imports one
// combination of widget-select entries (from the built package, as a user's
// bundler would) and is minified by esbuild. What the page loads at start is
// copied to .size-apps/<name>/ (the app's entry file and every chunk it imports
// statically, however small), its CSS to .size-apps/<name>.css; the lazy chunks
// (locales) stay in .size-apps/build/, which size-limit does not count; every
// chunk but the locales is copied to .size-apps/<name>-whole/ (what the app
// loads in all). A locale chunk that imports anything (a chunk shared with the
// entry) fails the build. The browser ES module build needs no app: its first
// load is copied to .size-apps/esm/ the same way. Run by `npm run size` after
// `npm run build`.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { basename, relative } from 'node:path';
import { build } from 'esbuild';
import { firstLoad } from './module-imports.mjs';

const root = new URL('..', import.meta.url).pathname;
const outdir = new URL('../.size-apps/', import.meta.url).pathname;
const mount = "document.body.append(document.createElement('div'));";
/** A feature with parts of its own to style: the core's CSS and the feature's (its CSS is .size-apps/<app>.css). */
const css = (feature) => `import 'widget-select/core.css';\nimport 'widget-select/${feature}.css';\n`;

/** App name → its source: which entries it imports and what it uses. */
const apps = {
  core: `import { SelectWidget } from 'widget-select/core';\nimport 'widget-select/core.css';\n${mount}\nnew SelectWidget('div');`,
  'core-tree': `import { SelectWidget } from 'widget-select/core';\nimport 'widget-select/tree';\n${css('tree')}${mount}\nnew SelectWidget('div');`,
  'core-remote': `import { SelectWidget } from 'widget-select/core';\nimport 'widget-select/remote';\n${css('remote')}${mount}\nnew SelectWidget('div');`,
  'core-tags': `import { SelectWidget } from 'widget-select/core';\nimport 'widget-select/tags';\n${css('tags')}${mount}\nnew SelectWidget('div');`,
  'core-large': `import { SelectWidget } from 'widget-select/core';\nimport 'widget-select/large';\n${mount}\nnew SelectWidget('div');`,
  'core-native': `import { SelectWidget } from 'widget-select/core';\nimport 'widget-select/native';\n${mount}\nnew SelectWidget('div');`,
  'core-resolve': `import { SelectWidget } from 'widget-select/core';\nimport 'widget-select/resolve';\n${mount}\nnew SelectWidget('div');`,
  'core-sheet': `import { SelectWidget } from 'widget-select/core';\nimport 'widget-select/sheet';\n${css('sheet')}${mount}\nnew SelectWidget('div');`,
  'core-columns': `import { SelectWidget } from 'widget-select/core';\nimport 'widget-select/columns';\n${css('tree')}${mount}\nnew SelectWidget('div');`,
  'core-plugins': `import { SelectWidget } from 'widget-select/core';\nimport { checkboxPlugin, selectAllHeaderPlugin } from 'widget-select/plugins';\n${css('plugins')}${mount}\nnew SelectWidget('div', { plugins: [checkboxPlugin(), selectAllHeaderPlugin()] });`,
  full: `import SelectWidget from 'widget-select';\n${mount}\nnew SelectWidget('div');`,
  // The custom element builds on the default entry: its increment is element minus full.
  element: `import 'widget-select/element';\ndocument.body.append(document.createElement('widget-select'));`,
  // The default entry and the element: the element's own code (element/*) is this minus full.
  both: `import SelectWidget from 'widget-select';\nimport 'widget-select/element';\n${mount}\nnew SelectWidget('div');\ndocument.body.append(document.createElement('widget-select'));`,
};

/** The output files a page loads before the app runs: the entry and its static imports, transitively. */
function startFiles(metafile, entry) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of metafile.outputs[file].imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  return [...files];
}

await rm(outdir, { recursive: true, force: true });
for (const [name, contents] of Object.entries(apps)) {
  const appdir = `${outdir}build/${name}`;
  const { metafile } = await build({
    stdin: { contents, resolveDir: root, sourcefile: `${name}.js` },
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    outdir: appdir,
    entryNames: 'app',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    // Resolve as a user's bundler would, through the package's exports to dist/:
    // the repository's tsconfig maps some entries to src/ for the tests.
    tsconfigRaw: {},
    logLevel: 'error',
  });
  // A lazy locale is its table alone: a locale chunk that imported anything
  // would share a chunk with the entry, which every page then loads at start.
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const inputs = Object.keys(output.inputs);
    if (inputs.length > 0 && inputs.every((input) => input.includes('/dist/locale-data/'))) {
      if (output.imports.length > 0)
        throw new Error(`${name}: the locale chunk ${file} imports ${output.imports[0].path}`);
    }
  }
  const entry = Object.keys(metafile.outputs).find(
    (file) => metafile.outputs[file].entryPoint === `${name}.js`,
  );
  await mkdir(`${outdir}${name}`, { recursive: true });
  for (const file of startFiles(metafile, entry)) {
    const target = file === entry ? `${name}.js` : basename(file);
    await copyFile(`${root}${file}`, `${outdir}${name}/${target}`);
  }
  // In all: the start files and every lazy chunk the app may load (the open
  // list, a lazy feature), the locales aside.
  await mkdir(`${outdir}${name}-whole`, { recursive: true });
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const inputs = Object.keys(output.inputs);
    if (!file.endsWith('.js') || inputs.every((input) => input.includes('/dist/locale-data/'))) continue;
    await copyFile(`${root}${file}`, `${outdir}${name}-whole/${basename(file)}`);
  }
  const css = Object.keys(metafile.outputs).find((file) => file.endsWith('/app.css'));
  if (css) await copyFile(`${root}${css}`, `${outdir}${name}.css`);
}
// The browser ES module build as a CDN page loads it: no bundler, so no app to
// build; its first load is the entry file and every chunk it imports statically.
const esmEntry = `${root}packages/widget-select/dist/esm/widget-select.js`;
await mkdir(`${outdir}esm`, { recursive: true });
for (const file of await firstLoad(esmEntry)) await copyFile(file, `${outdir}esm/${basename(file)}`);

console.log(
  `size apps built in ${relative(root, outdir)}/<app>/ (start files), <app>-whole/ (every chunk but the locales) and build/ (everything)`,
);
