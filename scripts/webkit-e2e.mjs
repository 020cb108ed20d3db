// End-to-end smoke run in WebKit (WebKitGTK's MiniBrowser through
// WebKitWebDriver and WebdriverIO): Playwright drives only its own WebKit
// build, so the Playwright suite cannot run here. A few user paths over what
// ships: the built playground (`vite preview` of playground/dist) and the
// script-tag build (packages/widget-select/dist/widget-select.iife.js) on a
// plain page. Needs `npm run build` first. `npm run test:e2e:webkit`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Key, remote } from 'webdriverio';
import { startWebKitDriver, webkitCapabilities } from './webkit-driver.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'packages/widget-select/dist');
const playgroundDist = join(root, 'playground/dist');
const previewPort = Number(process.env.E2E_PORT ?? 5179) + 1000;

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

const scriptPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="stylesheet" href="/widget-select.css"><script src="/widget-select.iife.js"></script>
</head><body><main><label for="fruits">Fruits</label>
<select id="fruits" multiple><option value="apple" selected>Apple</option>
<option value="pear">Pear</option><option value="plum">Plum</option></select></main></body></html>`;
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

/** Serves the script-tag page and dist/ on a free port; resolves with its origin. */
function serveScriptTag() {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(scriptPage);
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

/** Waits until `check` (run in the page) returns true, else fails with `what`. */
async function until(browser, what, check, ...args) {
  try {
    await browser.waitUntil(() => browser.execute(check, ...args), { timeout: 10_000, interval: 100 });
  } catch {
    throw new Error(`timed out: ${what}`);
  }
}

/** Clicks `selector` 4 px from its left edge (a centre click can land on a tag's remove button). */
async function clickLeft(browser, selector) {
  const element = await browser.$(selector);
  const { width } = await element.getSize();
  await element.click({ x: Math.round(4 - width / 2), y: 0 });
}

const scenarios = {
  async 'built playground: a single select searches, Enter picks, the value shows'(browser) {
    await browser.url(`http://127.0.0.1:${previewPort}/`);
    const control = 'section#single .widget-select .widget-select__control';
    await until(browser, 'the playground renders', (s) => !!document.querySelector(s), control);
    await clickLeft(browser, control);
    await until(browser, 'the dropdown opens', () => !!document.querySelector('.widget-select__dropdown'));
    await browser.keys('viet'.split(''));
    await until(browser, 'the search narrows to one row', () => {
      const rows = document.querySelectorAll('.widget-select__dropdown .widget-select__option');
      return rows.length === 1 && rows[0].textContent.includes('Việt Nam');
    });
    await browser.keys([Key.Enter]);
    await until(
      browser,
      'the value shows Việt Nam',
      (s) => document.querySelector(s)?.textContent.includes('Việt Nam'),
      'section#single .widget-select .widget-select__value',
    );
  },

  async 'built playground: a multiple select adds a tag by keyboard and removes it with Backspace'(browser) {
    await browser.url(`http://127.0.0.1:${previewPort}/`);
    const root = 'section#multiple .widget-select';
    await until(browser, 'the playground renders', (s) => !!document.querySelector(s), root);
    const count = () =>
      browser.execute((s) => document.querySelectorAll(`${s} .widget-select__tag[data-value]`).length, root);
    const before = await count();
    await clickLeft(browser, `${root} .widget-select__control`);
    await until(browser, 'the dropdown opens', () => !!document.querySelector('.widget-select__dropdown'));
    await browser.keys([Key.ArrowDown, Key.Enter]);
    await until(
      browser,
      'a tag is added',
      (s, n) => document.querySelectorAll(`${s} .widget-select__tag[data-value]`).length !== n,
      root,
      before,
    );
    const after = await count();
    await browser.keys([Key.Backspace]);
    await until(
      browser,
      'Backspace removes the last tag',
      (s, n) => document.querySelectorAll(`${s} .widget-select__tag[data-value]`).length === n - 1,
      root,
      after,
    );
  },

  async 'script-tag build: a multiple select on a native <select> picks into the form'(browser, origin) {
    await browser.url(`${origin}/`);
    await until(browser, 'the global loads', () => typeof window.SelectWidget === 'function');
    await browser.execute(() => {
      window.widget = new window.SelectWidget('#fruits');
    });
    await clickLeft(browser, '.widget-select__control');
    await until(browser, 'the dropdown opens', () => !!document.querySelector('.widget-select__dropdown'));
    await browser.keys('plu'.split(''));
    await until(browser, 'the search narrows to Plum', () => {
      const rows = document.querySelectorAll('.widget-select__option');
      return rows.length === 1 && rows[0].textContent.includes('Plum');
    });
    await browser.keys([Key.Enter]);
    await until(
      browser,
      'the native select holds apple and plum',
      () =>
        [...document.querySelectorAll('#fruits option:checked')].map((o) => o.value).join() === 'apple,plum',
    );
  },
};

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
  const preview = spawn(
    'npx',
    [
      'vite',
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
  await ready(`http://127.0.0.1:${previewPort}/`, preview);
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
      await run(browser, scriptTag.origin);
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
