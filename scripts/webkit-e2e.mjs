// End-to-end run in WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver
// and WebdriverIO): Playwright drives only its own WebKit build, so the
// Playwright suite cannot run here. The user paths in tests/webkit-e2e/ run
// over what ships: the built playground (`vite preview` of playground/dist)
// and the script-tag build (packages/widget-select/dist/widget-select.iife.js)
// on plain pages. Needs `npm run build` first. `npm run test:e2e:webkit`;
// `WEBKIT_E2E_GREP=<text>` runs the paths whose name holds the text.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remote } from 'webdriverio';
import { playgroundScenarios } from '../tests/webkit-e2e/playground.mjs';
import { scriptTagPages, scriptTagScenarios } from '../tests/webkit-e2e/script-tag.mjs';
import { startWebKitDriver, webkitCapabilities } from './webkit-driver.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'packages/widget-select/dist');
const playgroundDist = join(root, 'playground/dist');
const previewPort = Number(process.env.E2E_PORT ?? 5179) + 1000;
const previewOrigin = `http://127.0.0.1:${previewPort}`;

for (const [path, what] of [
  [join(dist, 'widget-select.iife.js'), 'the script-tag build'],
  [join(playgroundDist, 'index.html'), 'the playground'],
]) {
  if (!existsSync(path)) {
    console.error(`webkit e2e: ${what} is not built (${path}): run npm run build first.`);
    process.exit(1);
  }
}

/** Resolves once `url` answers. */
async function ready(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server for ${url} exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

/** Serves the script-tag pages and dist/ on a free port; resolves with its origin. */
function serveScriptTag() {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path in scriptTagPages) {
      response.writeHead(200, { 'content-type': 'text/html' }).end(scriptTagPages[path]);
      return;
    }
    const file = normalize(join(dist, path));
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

const grep = process.env.WEBKIT_E2E_GREP;
const scenarios = Object.fromEntries(
  Object.entries({ ...playgroundScenarios, ...scriptTagScenarios }).filter(
    ([name]) => !grep || name.includes(grep),
  ),
);

const children = [];
const stopChildren = () => {
  for (const child of children.splice(0)) child.kill();
};
process.once('exit', stopChildren);

let failed = 0;
let driver;
let browser;
let scriptTag;
// The whole run's deadline: a stuck driver fails it instead of hanging it.
const deadline = setTimeout(() => {
  console.error('webkit e2e: no result within 5 min; stopping.');
  process.exit(1);
}, 5 * 60_000);
try {
  // Vite's own script under this Node, not through npx: killing npx would
  // leave the server it starts running, holding the port, after the run.
  const preview = spawn(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--config',
      'playground/vite.config.ts',
      '--port',
      String(previewPort),
      '--strictPort',
    ],
    { cwd: root, stdio: 'ignore' },
  );
  children.push(preview);
  scriptTag = await serveScriptTag();
  driver = await startWebKitDriver();
  await ready(`${previewOrigin}/`, preview);
  browser = await remote({
    hostname: '127.0.0.1',
    port: driver.port,
    logLevel: 'warn',
    connectionRetryTimeout: 60_000,
    connectionRetryCount: 0,
    capabilities: webkitCapabilities(),
  });
  for (const [name, run] of Object.entries(scenarios)) {
    const started = Date.now();
    try {
      await run(browser, name.startsWith('script tag') ? scriptTag.origin : previewOrigin);
      console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      console.log(`  ✗ ${name}\n    ${error instanceof Error ? error.message : error}`);
    }
  }
} catch (error) {
  failed++;
  console.error(`webkit e2e: ${error instanceof Error ? error.message : error}`);
} finally {
  await browser?.deleteSession().catch(() => {});
  driver?.stop();
  scriptTag?.server.close();
  stopChildren();
  clearTimeout(deadline);
}
console.log(failed ? `webkit e2e: ${failed} failed` : `webkit e2e: ${Object.keys(scenarios).length} passed`);
process.exit(failed ? 1 : 0);
