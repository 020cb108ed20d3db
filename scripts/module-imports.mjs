// The imports a built ES module makes, read by esbuild's parser (a regular
// expression would also match text in strings, such as an error message that
// suggests `import 'widget-select/tree'`). Nothing is bundled or written.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

/**
 * Every specifier `file` imports, with its kind: `import-statement` (also
 * `export … from`) loads with the module, `dynamic-import` on demand.
 * @returns {Promise<{ path: string, kind: string }[]>}
 */
export async function moduleImports(file) {
  const found = [];
  await build({
    stdin: { contents: await readFile(file, 'utf8'), resolveDir: dirname(file), loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'record-imports',
        setup(context) {
          context.onResolve({ filter: /.*/ }, ({ path, kind }) => {
            found.push({ path, kind });
            return { path, external: true };
          });
        },
      },
    ],
  });
  return found;
}

/** `entry` and every file it imports statically, transitively: what a page loads before it runs. */
export async function firstLoad(entry, files = new Set()) {
  if (files.has(entry)) return files;
  files.add(entry);
  for (const { path, kind } of await moduleImports(entry)) {
    if (kind === 'import-statement') await firstLoad(join(dirname(entry), path), files);
  }
  return files;
}
