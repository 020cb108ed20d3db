// The screen-reader record: Orca (Debian's, 43 on bookworm) reads the
// widget in Chromium, and what it says is kept in tests/sr/transcripts/ and
// compared with the expected readings of tests/sr/scenarios.mjs.
//
//   node scripts/screen-reader.mjs [--subset] [--only=tree,multiple] [--out=dir]
//
// `--out` writes the transcripts elsewhere (`npm test` runs the subset into
// test-results/sr/, so a check leaves the kept record alone). A scenario
// whose reading is off is played once more before it fails: on a shared
// machine Orca now and then starts speaking a step late.
//
// It starts its own stack and ends it: Xvfb, a D-Bus session bus, the
// AT-SPI bus, speech-dispatcher (espeak-ng, its sound sent to libao's null
// driver), Orca with its debug log written line by line (what Orca speaks is
// logged as "SPEECH OUTPUT"), and Chromium with its accessibility on, in app
// mode so the page has the focus. Keys are real X key presses (xdotool), so
// Orca sees them as a user's. The page is tests/sr/page.ts, bundled from the
// sources with esbuild and served on 127.0.0.1. Missing Debian packages are
// installed when run as root with apt-get; otherwise it stops and names them.
// Exit code 1 when a reading is not as expected.
import { execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { checkReading, stepName } from '../tests/sr/check.mjs';
import { scenarios } from '../tests/sr/scenarios.mjs';
import { findChromium } from './chromium.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const srDir = join(repo, 'tests/sr');
const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const outArg = args.find((a) => a.startsWith('--out='))?.slice(6);
const chosen = scenarios.filter((s) => (only ? only.includes(s.id) : !args.includes('--subset') || s.subset));
if (chosen.length === 0) {
  console.error(`No scenario matches. Known: ${scenarios.map((s) => s.id).join(', ')}`);
  process.exit(2);
}

// ------------------------------------------------------------ packages

/** Debian package → a file it installs that the record needs. */
const needed = {
  orca: '/usr/bin/orca',
  'at-spi2-core': '/usr/libexec/at-spi-bus-launcher',
  'speech-dispatcher': '/usr/bin/speech-dispatcher',
  'espeak-ng': '/usr/bin/espeak-ng',
  xdotool: '/usr/bin/xdotool',
  xvfb: '/usr/bin/Xvfb',
  'dbus-daemon': '/usr/bin/dbus-daemon',
  'python3-pyatspi': '/usr/lib/python3/dist-packages/pyatspi',
};

function ensurePackages() {
  const missing = Object.entries(needed)
    .filter(([, file]) => !existsSync(file))
    .map(([name]) => name);
  if (missing.length === 0) return;
  const root = process.getuid?.() === 0;
  const apt = existsSync('/usr/bin/apt-get');
  if (!root || !apt) {
    console.error(
      `The screen-reader record needs Debian's ${missing.join(', ')}.\n` +
        `Install them as root: apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(2);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-q', ...missing], { stdio: 'inherit', env });
}

// ------------------------------------------------------------ the stack

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const work = mkdtempSync(join(tmpdir(), 'widget-select-sr-'));
/** Process groups to end, newest first. */
const groups = [];
let dbusPid = 0;

function start(command, argv, env, name) {
  // Its own process group, so ending it ends what it spawned (the AT-SPI
  // bus's daemon, speech-dispatcher's modules, Chromium's helpers).
  const child = spawn(command, argv, { env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`${name} exited with ${code}:\n${errors}`);
  });
  groups.unshift(child.pid);
  return child;
}

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {}
  }
  if (dbusPid) {
    try {
      process.kill(dbusPid, 'SIGTERM');
    } catch {}
  }
  if (args.includes('--keep')) return;
  // Chromium's helpers may still be writing its profile just after SIGTERM
  // (ENOTEMPTY on a loaded machine): retry, and never fail a run over a
  // temporary folder left behind.
  try {
    rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch (error) {
    console.error(`could not remove ${work}: ${error.message}`);
  }
}
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
}

async function until(what, test, timeout = 20_000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    const value = test();
    if (value) return value;
    await sleep(100);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Bundles the page from the sources and serves it on 127.0.0.1. */
async function servePage() {
  const www = join(work, 'www');
  await build({
    entryPoints: [join(srDir, 'page.ts')],
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: www,
    loader: { '.css': 'css' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  writeFileSync(join(www, 'index.html'), readFileSync(join(srDir, 'index.html')));
  const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = path === '/' ? 'index.html' : path.slice(1);
    if (file.includes('..')) return response.writeHead(400).end();
    try {
      const body = await readFile(join(www, file));
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/** Xvfb, the session bus, the AT-SPI bus, speech-dispatcher: the environment Orca and Chromium share. */
async function startDesktop() {
  const home = join(work, 'home');
  const runtime = join(work, 'run');
  mkdirSync(home);
  mkdirSync(runtime, { mode: 0o700 });
  const env = {
    ...process.env,
    HOME: home,
    XDG_RUNTIME_DIR: runtime,
    XDG_CONFIG_HOME: join(home, '.config'),
  };
  for (const key of ['WAYLAND_DISPLAY', 'DBUS_SESSION_BUS_ADDRESS', 'AT_SPI_BUS_ADDRESS']) delete env[key];
  // -displayfd picks a free display and writes its number.
  const displayFile = join(work, 'display');
  const fd = openSync(displayFile, 'w');
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore', fd],
  });
  groups.unshift(xvfb.pid);
  closeSync(fd);
  const display = await until('Xvfb', () => readFileSync(displayFile, 'utf8').trim());
  env.DISPLAY = `:${display}`;
  const [address, pid] = execFileSync(
    'dbus-daemon',
    ['--session', '--fork', '--print-address=1', '--print-pid=1'],
    { env, encoding: 'utf8' },
  )
    .trim()
    .split('\n');
  env.DBUS_SESSION_BUS_ADDRESS = address;
  dbusPid = Number(pid);
  env.GTK_MODULES = 'gail:atk-bridge';
  env.ACCESSIBILITY_ENABLED = '1';
  start('/usr/libexec/at-spi-bus-launcher', ['--launch-immediately'], env, 'at-spi-bus-launcher');
  // speech-dispatcher with espeak-ng, its sound to libao's null driver (no sound card here).
  const speechd = join(work, 'speechd');
  mkdirSync(join(speechd, 'modules'), { recursive: true });
  mkdirSync(join(work, 'speechd-log'));
  writeFileSync(
    join(speechd, 'speechd.conf'),
    [
      'CommunicationMethod "unix_socket"',
      'SocketPath "default"',
      'AudioOutputMethod "libao"',
      'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"',
      'DefaultModule espeak-ng',
      'DefaultLanguage "en"',
      'LogLevel 2',
      '',
    ].join('\n'),
  );
  const moduleConf = '/etc/speech-dispatcher/modules/espeak-ng.conf';
  writeFileSync(
    join(speechd, 'modules/espeak-ng.conf'),
    existsSync(moduleConf) ? readFileSync(moduleConf) : '',
  );
  writeFileSync(join(home, '.libao'), 'default_driver=null\n');
  start(
    'speech-dispatcher',
    ['--run-single', '--timeout', '0', '--config-dir', speechd, '--log-dir', join(work, 'speechd-log')],
    env,
    'speech-dispatcher',
  );
  await until('speech-dispatcher', () => existsSync(join(runtime, 'speech-dispatcher/speechd.sock')));
  return env;
}

/** Orca, its debug log written line by line, and what it says read back from there. */
async function startOrca(env) {
  const log = join(work, 'orca.out');
  // Orca's defaults but one: it starts reading a page aloud once the page
  // loads (Say All), and while it reads it neither enters focus mode on a
  // field nor leaves the arrow keys to the page. A user stops that with a key;
  // the record does not read the page, so it is off.
  const prefs = join(work, 'orca-prefs');
  mkdirSync(prefs);
  const onLoad = { sayAllOnLoad: false, pageSummaryOnLoad: false };
  writeFileSync(
    join(prefs, 'user-settings.conf'),
    JSON.stringify({
      general: onLoad,
      profiles: { default: { profile: ['Default', 'default'], ...onLoad } },
      pronunciations: {},
      keybindings: {},
    }),
  );
  start('/usr/bin/python3', [join(srDir, 'orca-line-buffered.py'), log, '--user-prefs', prefs], env, 'Orca');
  await until(
    'Orca to start speaking',
    () => existsSync(log) && readFileSync(log, 'utf8').includes('SPEECH OUTPUT'),
    60_000,
  );
  const size = () => statSync(log).size;
  let syncs = 0;
  /** The log from byte `offset` on. */
  const tail = (offset) => {
    const length = size() - offset;
    const buffer = Buffer.alloc(length);
    const fd = openSync(log, 'r');
    readSync(fd, buffer, 0, length, offset);
    closeSync(fd);
    return buffer.toString('utf8');
  };
  return {
    size,
    version: readFileSync(log, 'utf8').match(/Launching version (\S+)/)?.[1] ?? '?',
    /**
     * Waits until Orca has handled every event sent so far: the page renames
     * its window with a marker, and Orca handles events in order, so once it
     * logs the marker's event everything before it has been spoken. Then
     * waits for the log to be still a moment (speech of the marker's own
     * handling, if any, is not read: the next step starts after it).
     */
    async sync(page, timeout = 30_000) {
      const marker = `sr sync ${++syncs}`;
      const offset = size();
      await page.evaluate((title) => {
        document.title = title;
      }, marker);
      const end = Date.now() + timeout;
      while (Date.now() < end) {
        await sleep(100);
        if (tail(offset).includes(`OBJECT EVENT: object:property-change:accessible-name (0, 0, ${marker})`))
          break;
      }
      await this.settle(300);
    },
    /** Waits until Orca's log has been still for `still` ms (it logs every event it handles). */
    async settle(still = 900, timeout = 15_000) {
      const end = Date.now() + timeout;
      let last = size();
      let since = Date.now();
      while (Date.now() < end) {
        await sleep(100);
        const now = size();
        if (now !== last) {
          last = now;
          since = Date.now();
        } else if (Date.now() - since >= still) return;
      }
    },
    /** The utterances Orca logged after byte `offset`. */
    saidSince(offset) {
      const said = [];
      for (const line of tail(offset).split('\n')) {
        const match = line.match(/ - SPEECH OUTPUT: '(.*)'(?: voice=\S+)?\s*(?:\{.*\}|None)?\s*$/);
        if (match) said.push(match[1].trim());
      }
      return said.filter((text) => text !== '' && !text.startsWith('sr sync '));
    },
  };
}

async function startChromium(env, origin) {
  const executable = findChromium();
  if (!executable) throw new Error('Chromium not found: run `node scripts/chromium.mjs --ensure` first');
  const profile = join(work, 'chromium');
  start(
    executable,
    [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--no-default-browser-check',
      '--force-renderer-accessibility',
      '--window-position=0,0',
      '--window-size=1280,1000',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      `--app=${origin}/?mode=start`,
    ],
    env,
    'Chromium',
  );
  const port = await until('Chromium', () => {
    try {
      return readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0];
    } catch {
      return '';
    }
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await until('the app window', () => browser.contexts()[0]?.pages()[0]);
  const version = browser.version();
  return { browser, page, version };
}

// ------------------------------------------------------------ the record

async function play(scenario, { page, orca, origin, env }) {
  await page.goto(`${origin}/?mode=${scenario.mode}`);
  await page.waitForSelector('html[data-ready]', { timeout: 60_000 });
  await orca.settle(1000);
  await orca.sync(page);
  const heard = [];
  for (const step of scenario.steps) {
    const offset = orca.size();
    if (step.type !== undefined) execFileSync('xdotool', ['type', '--delay', '150', step.type], { env });
    else execFileSync('xdotool', ['key', step.keys], { env });
    // What follows a key comes later: counts wait for typing to pause (400 ms),
    // a remote answer takes a while, the live region is polite.
    await sleep(step.type !== undefined ? 1500 : 700);
    await orca.sync(page);
    heard.push({ keys: stepName(step), said: orca.saidSince(offset) });
  }
  return heard;
}

function transcript(scenario, heard, versions) {
  const lines = [
    `# ${scenario.title} (?mode=${scenario.mode}): what ${versions} said`,
    '# written by `npm run test:sr`; expected readings in tests/sr/scenarios.mjs',
  ];
  for (const step of heard) {
    lines.push(`> ${step.keys}`);
    for (const said of step.said) lines.push(`  ${said}`);
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const started = Date.now();
  ensurePackages();
  const { server, origin } = await servePage();
  const env = await startDesktop();
  const orca = await startOrca(env);
  const { browser, page, version } = await startChromium(env, origin);
  const versions = `Orca ${orca.version} with Chromium ${version}`;
  console.log(`Screen-reader record: ${versions}, ${chosen.length} scenario(s)`);
  const outDir = outArg ? join(repo, outArg) : join(srDir, 'transcripts');
  mkdirSync(outDir, { recursive: true });
  const failures = [];
  try {
    for (const scenario of chosen) {
      let heard = await play(scenario, { page, orca, origin, env });
      let problems = checkReading(scenario, heard);
      if (problems.length > 0) {
        console.log(`again ${scenario.id}: ${problems[0]}`);
        heard = await play(scenario, { page, orca, origin, env });
        problems = checkReading(scenario, heard);
      }
      writeFileSync(join(outDir, `${scenario.id}.txt`), transcript(scenario, heard, versions));
      failures.push(...problems);
      console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${scenario.id}: ${scenario.title}`);
      for (const problem of problems) console.log(`     ${problem}`);
    }
  } finally {
    await browser.close().catch(() => {});
    server.close();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const passed = chosen.length - new Set(failures.map((f) => f.split(':')[0])).size;
  console.log(
    `${passed} passed, ${chosen.length - passed} failed (${seconds} s; transcripts in ${outArg ?? 'tests/sr/transcripts'}/)`,
  );
  return failures.length === 0 ? 0 : 1;
}

// Exits explicitly: the stack's processes would keep the event loop alive.
main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
