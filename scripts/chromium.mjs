// Finds the browsers that the tests drive, or installs Debian's.
// Chromium: $CHROME_PATH, /usr/bin/chromium, Playwright's browser cache.
// Firefox: $FIREFOX_PATH, /usr/bin/firefox-esr, /usr/bin/firefox (driven over
// WebDriver BiDi, so a stock Firefox, not Playwright's patched build).
// WebKit: WebKitGTK's MiniBrowser ($WEBKIT_PATH, or the one beside
// libwebkit2gtk), driven by its WebKitWebDriver ($WEBKIT_DRIVER_PATH) under
// an Xvfb display ($XVFB_PATH).
// `node scripts/chromium.mjs --ensure` installs Debian's chromium,
// firefox-esr, webkit2gtk-driver and xvfb when one is missing and we are root with apt-get; otherwise it
// stops with an instruction.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Chromium flags this workplace needs (closed network, no GPU, root). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function fromPlaywrightCache() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return undefined;
  const dirs = readdirSync(root)
    .filter((name) => name.startsWith('chromium'))
    .sort()
    .reverse();
  for (const dir of dirs) {
    for (const rel of ['chrome-linux/chrome', 'chrome-linux64/chrome', 'chrome-linux/headless_shell']) {
      const candidate = join(root, dir, rel);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** @returns {string | undefined} path of a usable Chromium binary */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  return fromPlaywrightCache();
}

/** @returns {string | undefined} path of a usable Firefox binary */
export function findFirefox() {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const candidate of ['/usr/bin/firefox-esr', '/usr/bin/firefox']) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** @returns {string | undefined} the first of `candidates` that exists */
const firstExisting = (candidates) => candidates.find((candidate) => candidate && existsSync(candidate));

/** The library folders WebKitGTK installs its helper programs in, newest API first. */
function webkitLibraryDirs() {
  const dirs = [];
  for (const lib of ['/usr/lib', '/usr/lib64', '/usr/libexec']) {
    if (!existsSync(lib)) continue;
    const arches = readdirSync(lib).filter((name) => name.endsWith('-linux-gnu'));
    for (const base of [lib, ...arches.map((arch) => join(lib, arch))]) {
      for (const api of ['webkitgtk-6.0', 'webkit2gtk-4.1', 'webkit2gtk-4.0']) dirs.push(join(base, api));
    }
  }
  return dirs;
}

/** @returns {string | undefined} path of WebKitGTK's MiniBrowser, the browser WebKitWebDriver drives */
export function findWebKit() {
  return firstExisting([
    process.env.WEBKIT_PATH,
    ...webkitLibraryDirs().map((dir) => join(dir, 'MiniBrowser')),
  ]);
}

/** @returns {string | undefined} path of WebKitGTK's WebDriver server */
export function findWebKitDriver() {
  return firstExisting([
    process.env.WEBKIT_DRIVER_PATH,
    '/usr/bin/WebKitWebDriver',
    '/usr/local/bin/WebKitWebDriver',
  ]);
}

/** @returns {string | undefined} path of the virtual X server that gives WebKitGTK a display */
export function findXvfb() {
  return firstExisting([process.env.XVFB_PATH, '/usr/bin/Xvfb', '/usr/local/bin/Xvfb']);
}

/** The engines the tests run in, with how to find and install each. */
const engines = [
  {
    name: 'chromium',
    find: findChromium,
    debian: 'chromium',
    instead: 'or point CHROME_PATH at a Chromium or Chrome binary: CHROME_PATH=/path/to/chrome npm test',
  },
  {
    name: 'firefox',
    find: findFirefox,
    debian: 'firefox-esr',
    instead: 'or point FIREFOX_PATH at a Firefox binary: FIREFOX_PATH=/path/to/firefox npm test',
  },
  {
    name: 'webkit',
    find: () => (findWebKitDriver() && findXvfb() ? findWebKit() : undefined),
    // The driver depends on libwebkit2gtk, which brings the MiniBrowser.
    debian: 'webkit2gtk-driver xvfb',
    instead:
      "or point WEBKIT_PATH, WEBKIT_DRIVER_PATH and XVFB_PATH at WebKitGTK's MiniBrowser, WebKitWebDriver and Xvfb",
  },
];

function hasAptGet() {
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function ensureBrowsers() {
  let missing = engines.filter((engine) => !engine.find());
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length > 0 && isRoot && hasAptGet()) {
    const packages = missing.flatMap((engine) => engine.debian.split(' '));
    console.log(`browsers: none found for ${packages.join(', ')}, installing with apt-get …`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-q', ...packages], { stdio: 'inherit', env });
    missing = engines.filter((engine) => !engine.find());
  }
  for (const engine of engines) {
    const found = engine.find();
    if (found) console.log(`${engine.name}: ${found}`);
  }
  if (missing.length === 0) return;
  console.error(
    [
      `No ${missing.map((engine) => engine.name).join(' or ')} found for the browser tests.`,
      'Install them, then run npm test again:',
      `  Debian/Ubuntu: sudo apt-get install ${missing.map((engine) => engine.debian).join(' ')}`,
      ...missing.map((engine) => `  ${engine.instead}`),
    ].join('\n'),
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--ensure')) ensureBrowsers();
  else console.log(findChromium() ?? '');
}
