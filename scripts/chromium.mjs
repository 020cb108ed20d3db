// Finds the browsers that the tests drive, or installs Debian's.
// Chromium: $CHROME_PATH, /usr/bin/chromium, Playwright's browser cache.
// Firefox: $FIREFOX_PATH, /usr/bin/firefox-esr, /usr/bin/firefox (driven over
// WebDriver BiDi, so a stock Firefox, not Playwright's patched build).
// `node scripts/chromium.mjs --ensure` installs Debian's chromium and
// firefox-esr when one is missing and we are root with apt-get; otherwise it
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
    const packages = missing.map((engine) => engine.debian);
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
