// Finds the Chromium that the browser tests drive, or installs Debian's.
// Order: $CHROME_PATH, /usr/bin/chromium, Playwright's browser cache.
// `node scripts/chromium.mjs --ensure` installs Debian's chromium when none is
// found and we are root with apt-get; otherwise it stops with an instruction.
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

function hasAptGet() {
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function ensureChromium() {
  const found = findChromium();
  if (found) {
    console.log(`chromium: ${found}`);
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasAptGet()) {
    console.log('chromium: none found, installing Debian chromium with apt-get …');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-q', 'chromium'], { stdio: 'inherit', env });
    const installed = findChromium();
    if (installed) {
      console.log(`chromium: ${installed}`);
      return;
    }
  }
  console.error(
    [
      'No Chromium found for the browser tests.',
      'Install one, then run npm test again:',
      '  Debian/Ubuntu: sudo apt-get install chromium',
      '  or point CHROME_PATH at a Chromium or Chrome binary: CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--ensure')) ensureChromium();
  else console.log(findChromium() ?? '');
}
