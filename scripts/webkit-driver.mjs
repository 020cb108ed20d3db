// WebKit for the tests: WebKitGTK's MiniBrowser (Safari's engine), driven by
// WebKitWebDriver on a virtual X display. Shared by the Vitest provider
// (tests/webkit-provider.ts) and the end-to-end smoke run (scripts/webkit-e2e.mjs).
// `$XVFB_DISPLAY` (`:N`) and `$WEBKIT_DRIVER_PORT` pin the display and the
// port, for machines where several runs share them.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { findWebKit, findWebKitDriver, findXvfb } from './chromium.mjs';
import { blurBrowserWindow, focusBrowserWindow } from './x11-focus.mjs';

/** @returns {Promise<number>} a port nobody listens on now */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a virtual X server on `$XVFB_DISPLAY`, else the first free display.
 * @param {string} binary
 * @param {import('node:child_process').ChildProcess[]} children
 * @returns {Promise<string>} the display, `:N`
 */
function startXvfb(binary, children) {
  const wanted = process.env.XVFB_DISPLAY;
  const args = [
    ...(wanted ? [wanted] : []),
    '-displayfd',
    '1',
    '-screen',
    '0',
    '1280x1024x24',
    '-nolisten',
    'tcp',
  ];
  const xvfb = spawn(binary, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(xvfb);
  return new Promise((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before giving a display`)));
    xvfb.stdout.once('data', (data) => resolve(`:${String(data).trim()}`));
  });
}

/**
 * Resolves once the driver answers on `port`.
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} driver
 */
async function driverReady(port, driver) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 30 s`);
}

/**
 * Starts Xvfb and WebKitWebDriver; `stop()` ends both (also done when the
 * process exits). `focusWindow()` gives the browser's window the display's
 * keyboard focus, as a window manager would (scripts/x11-focus.mjs): call it
 * once the browser has opened a page; `blurWindow()` takes it away.
 * @returns {Promise<{ port: number, stop: () => void, focusWindow: () => Promise<void>, blurWindow: () => Promise<void> }>}
 */
export async function startWebKitDriver() {
  const [driver, xvfb] = [findWebKitDriver(), findXvfb()];
  if (!driver || !xvfb) {
    throw new Error(
      'WebKit needs WebKitWebDriver and Xvfb: sudo apt-get install webkit2gtk-driver xvfb (or run node scripts/chromium.mjs --ensure as root)',
    );
  }
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  const stop = () => {
    for (const child of children.splice(0)) child.kill();
  };
  process.once('exit', stop);
  try {
    const display = await startXvfb(xvfb, children);
    const port = Number(process.env.WEBKIT_DRIVER_PORT) || (await freePort());
    const child = spawn(driver, [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display },
    });
    children.push(child);
    await driverReady(port, child);
    return {
      port,
      stop,
      focusWindow: () => focusWindow(display),
      blurWindow: () => blurBrowserWindow(display),
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * Focuses the browser's window on `display`, waiting for it to be shown.
 * @param {string} display
 */
async function focusWindow(display) {
  const deadline = Date.now() + 10_000;
  while (!(await focusBrowserWindow(display))) {
    if (Date.now() > deadline) throw new Error(`no browser window to focus on the X display ${display}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** @returns {Record<string, unknown>} the WebDriver capabilities of WebKitGTK's MiniBrowser */
export function webkitCapabilities() {
  const binary = findWebKit();
  if (!binary) {
    throw new Error(
      "No WebKitGTK MiniBrowser found: sudo apt-get install webkit2gtk-driver (it brings libwebkit2gtk's MiniBrowser), or point WEBKIT_PATH at one",
    );
  }
  return {
    browserName: 'MiniBrowser',
    // Classic WebDriver: WebKitGTK's WebDriver BiDi is not complete yet.
    'wdio:enforceWebDriverClassic': true,
    'webkitgtk:browserOptions': { binary, args: ['--automation'] },
  };
}
