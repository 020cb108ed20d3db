// Where the bytes of widget-select go: bundles an app that imports one entry
// (from source, minified like a production app build; locales stay
// external, they load on demand) and lists each module's
// share of the minified output, plus the gzip size of the whole bundle. The
// texts of errors and warnings are the production build's, as published.
// With --first-load, the app is split as a bundler ships it and only the
// entry's file and the chunks it imports statically are listed (the lazy
// chunks, such as the open list, are left out).
// `element` is `widget-select/element` (the element's own code is its element/
// folder: the rest is the default entry's).
// Usage: node scripts/size-breakdown.mjs [core|index|iife|element|tree|remote|tags|large|native|resolve|sheet|columns] [--top N] [--first-load]
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const src = new URL('../packages/widget-select/src/', import.meta.url).pathname;
const entries = {
  core: `${src}core-entry.ts`,
  index: `${src}index.ts`,
  iife: `${src}iife.ts`,
  element: `${src}element/index.ts`,
  tree: `${src}features/tree.ts`,
  remote: `${src}features/remote.ts`,
  tags: `${src}features/tags.ts`,
  large: `${src}features/large.ts`,
  native: `${src}features/native.ts`,
  resolve: `${src}features/resolve.ts`,
  sheet: `${src}features/sheet.ts`,
  columns: `${src}features/columns.ts`,
};

/** The production build's texts: `diagnostic-texts/index.ts` re-exports `./development`, resolved to `./production`. */
const productionTexts = {
  name: 'production-texts',
  setup(build) {
    build.onResolve({ filter: /^\.\/development$/ }, (args) =>
      args.importer.endsWith('/diagnostic-texts/index.ts')
        ? { path: `${src}diagnostic-texts/production.ts` }
        : undefined,
    );
  },
};

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--') && !/^\d+$/.test(arg)) ?? 'core';
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 25;
const firstLoad = args.includes('--first-load') && name !== 'iife';
const entry = entries[name];
if (!entry) throw new Error(`unknown entry "${name}": one of ${Object.keys(entries).join(', ')}`);

const result = await build({
  entryPoints: [entry],
  bundle: true,
  minify: true,
  format: name === 'iife' ? 'iife' : 'esm',
  splitting: firstLoad,
  target: 'es2022',
  write: false,
  metafile: true,
  outdir: 'out',
  logLevel: 'error',
  // Locales load on demand (their own files), as in the published build.
  external: ['../locales/*'],
  plugins: [productionTexts],
});

/** The entry's output file and, with --first-load, every file it imports statically. */
const outputs = result.metafile.outputs;
// The entry's own file: esbuild names the dynamic imports' chunks entry points too.
const entryPath = Object.keys(outputs).find((path) => {
  const point = outputs[path].entryPoint;
  return point !== undefined && entry.endsWith(point.replace(/^(\.\.\/)+/, ''));
});
const loaded = new Set();
const pending = [entryPath];
while (pending.length > 0) {
  const path = pending.pop();
  if (loaded.has(path)) continue;
  loaded.add(path);
  if (firstLoad)
    for (const imported of outputs[path].imports)
      if (imported.kind === 'import-statement') pending.push(imported.path);
}
const files = result.outputFiles.filter((file) =>
  [...loaded].some((path) => file.path.endsWith(path.replace(/^out\//, '/out/'))),
);
const total = [...loaded].reduce((sum, path) => sum + outputs[path].bytes, 0);
const gzipped = files.reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0);
const modules = [...loaded]
  .flatMap((path) => Object.entries(outputs[path].inputs))
  .map(([path, { bytesInOutput }]) => ({
    path: path.replace(/^.*packages\/widget-select\/src\//, ''),
    bytes: bytesInOutput,
  }))
  .filter((module) => module.bytes > 0)
  .sort((a, b) => b.bytes - a.bytes);

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
console.log(
  `${name}${firstLoad ? ', first load' : ''}: ${kB(total)} minified, ${kB(gzipped)} min+gzip JS (${files.length} ${files.length === 1 ? 'file' : 'files'}), ${modules.length} modules`,
);
console.log('module | minified | share');
console.log('--- | ---: | ---:');
for (const module of modules.slice(0, top)) {
  console.log(`${module.path} | ${kB(module.bytes)} | ${((100 * module.bytes) / total).toFixed(1)}%`);
}
const rest = modules.slice(top).reduce((sum, module) => sum + module.bytes, 0);
if (rest > 0)
  console.log(
    `${modules.length - top} smaller modules | ${kB(rest)} | ${((100 * rest) / total).toFixed(1)}%`,
  );

/** A module's folder; `core/` counts its two rooms apart (the transaction machinery and the domain). */
const folderOf = (path) => {
  const parts = path.split('/');
  if (parts.length === 1) return 'top level';
  return parts[0] === 'core' && parts.length > 2 ? `core/${parts[1]}/` : `${parts[0]}/`;
};
const folders = new Map();
for (const module of modules)
  folders.set(folderOf(module.path), (folders.get(folderOf(module.path)) ?? 0) + module.bytes);
const byFolder = [...folders].sort((a, b) => b[1] - a[1]);
console.log(
  `\nBy folder (minified): ${byFolder.map(([folder, bytes]) => `${folder} ${kB(bytes)} (${Math.round((100 * bytes) / total)}%)`).join(', ')}.`,
);
