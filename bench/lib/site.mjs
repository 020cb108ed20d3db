// Builds the bench page with Vite (production build: minified, like real use)
// and serves it from a tiny static server, so every library is measured as
// shipped code rather than through the dev server's module graph.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { packageDir } from './sizes.mjs';

const benchDir = fileURLToPath(new URL('..', import.meta.url));
const packages = fileURLToPath(new URL('../../packages/', import.meta.url));

/**
 * @param {{ minify?: boolean, baselineSrc?: string }} [options] unminified builds keep function
 *   names for --profile; `baselineSrc` is an earlier version's source (`--baseline`), else the
 *   working tree's stands in for it
 */
export async function buildSite(outDir, { minify = true, baselineSrc } = {}) {
  const ownSrc = join(packages, 'widget-select/src');
  const earlier = baselineSrc ?? ownSrc;
  await build({
    root: benchDir,
    base: './',
    logLevel: 'warn',
    configFile: false,
    resolve: {
      alias: [
        // The working tree's core, so the bench measures what is being built now.
        { find: /^widget-select\/style\.css$/, replacement: join(ownSrc, 'styles/index.css') },
        { find: /^widget-select$/, replacement: join(ownSrc, 'index.ts') },
        { find: /^widget-select-baseline\/style\.css$/, replacement: join(earlier, 'styles/index.css') },
        { find: /^widget-select-baseline$/, replacement: join(earlier, 'index.ts') },
        // select2 requires jquery, a dev dependency of bench/ (installed under bench/ or at the root).
        { find: /^jquery$/, replacement: join(packageDir('jquery'), 'dist/jquery.js') },
      ],
    },
    build: { outDir, emptyOutDir: true, minify, reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
  });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

/** @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export function serve(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
