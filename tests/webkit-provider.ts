/**
 * WebKit for the browser tests: WebKitGTK's MiniBrowser (Safari's engine),
 * driven by WebKitWebDriver through Vitest's WebdriverIO provider. The
 * provider knows only the browsers WebdriverIO can start itself, so this
 * names the instance `webkit` and gives the driver the capabilities WebKitGTK
 * asks for. The setup starts its own Xvfb display and WebKitWebDriver on a
 * free port when the first test file opens the browser, and stops both with
 * the run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { webdriverio } from '@vitest/browser-webdriverio';
// @ts-expect-error plain ESM helper without type declarations
import { findWebKit, findWebKitDriver, findXvfb } from '../scripts/chromium.mjs';

/** A port nobody listens on now, for the driver. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children.splice(0)) child.kill();
};
process.once('exit', stopAll);

/**
 * Starts a virtual X server; resolves with its display (`:N`): `$XVFB_DISPLAY`
 * when set (for machines where several runs share the display numbers), else
 * the first free one.
 */
function startXvfb(binary: string): Promise<string> {
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
    xvfb.stdout!.once('data', (data) => resolve(`:${String(data).trim()}`));
  });
}

/** Resolves once the driver answers on `port`. */
async function driverReady(port: number, driver: ChildProcess): Promise<void> {
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

/** Xvfb and WebKitWebDriver, started once per run; resolves with the driver's port. */
let driverPort: Promise<number> | undefined;
function startDriver(): Promise<number> {
  driverPort ??= (async () => {
    const [driver, xvfb] = [findWebKitDriver() as string | undefined, findXvfb() as string | undefined];
    if (!driver || !xvfb) {
      throw new Error(
        'WebKit needs WebKitWebDriver and Xvfb: sudo apt-get install webkit2gtk-driver xvfb (or run node scripts/chromium.mjs --ensure as root)',
      );
    }
    const display = await startXvfb(xvfb);
    const port = Number(process.env.WEBKIT_DRIVER_PORT) || (await freePort());
    const child = spawn(driver, [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display },
    });
    children.push(child);
    await driverReady(port, child);
    return port;
  })();
  return driverPort;
}

/** The WebDriver capabilities of WebKitGTK's MiniBrowser. */
function capabilities(): WebdriverIO.Capabilities {
  const binary = findWebKit() as string | undefined;
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
  } as WebdriverIO.Capabilities;
}

type Provider = ReturnType<typeof webdriverio>;
type Instance = ReturnType<Provider['providerFactory']> & {
  openBrowser(): Promise<unknown>;
  close(): Promise<void>;
};

/**
 * A WebDriver command that gets no answer within this time fails (once, not
 * retried): a stuck WebKitWebDriver fails its test instead of hanging it.
 */
const COMMAND_TIMEOUT_MS = 60_000;

/**
 * The whole WebKit run's deadline ($WEBKIT_RUN_TIMEOUT_MINUTES, default 25):
 * past it the driver and its display are stopped and the run exits with an
 * error that says so, whatever state the browser is in.
 */
let watchdog: NodeJS.Timeout | undefined;
function startWatchdog(): void {
  const minutes = Number(process.env.WEBKIT_RUN_TIMEOUT_MINUTES) || 25;
  clearTimeout(watchdog);
  watchdog = setTimeout(() => {
    console.error(
      `\nWebKit: the run took more than ${minutes} min (WEBKIT_RUN_TIMEOUT_MINUTES); stopping WebKitWebDriver and failing the run.`,
    );
    stopAll();
    // Room for Vitest to report the failures the stopped driver causes, then out.
    setTimeout(() => process.exit(1), 20_000).unref();
  }, minutes * 60_000);
  watchdog.unref();
}

/** Vitest's WebdriverIO provider, pointed at WebKitGTK through a driver of its own. */
export function webkitProvider(): Provider {
  const options: Parameters<typeof webdriverio>[0] = {
    hostname: '127.0.0.1',
    logLevel: 'warn',
    connectionRetryTimeout: COMMAND_TIMEOUT_MS,
    connectionRetryCount: 0,
  };
  const base = webdriverio(options);
  return {
    ...base,
    supportedBrowser: ['webkit'],
    providerFactory(project) {
      const provider = base.providerFactory(project) as Instance;
      (provider as unknown as { buildCapabilities: () => WebdriverIO.Capabilities }).buildCapabilities =
        capabilities;
      const openBrowser = provider.openBrowser.bind(provider);
      provider.openBrowser = async () => {
        if (!driverPort) startWatchdog();
        options.port = await startDriver();
        return openBrowser();
      };
      const close = provider.close.bind(provider);
      provider.close = async () => {
        try {
          await close();
        } finally {
          stopAll();
          clearTimeout(watchdog);
          driverPort = undefined;
        }
      };
      return provider;
    },
  };
}
