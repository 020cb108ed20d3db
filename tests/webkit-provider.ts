/**
 * WebKit for the browser tests: WebKitGTK's MiniBrowser (Safari's engine),
 * driven by WebKitWebDriver through Vitest's WebdriverIO provider. The
 * provider knows only the browsers WebdriverIO can start itself, so this
 * names the instance `webkit` and gives the driver the capabilities WebKitGTK
 * asks for. The setup starts its own Xvfb display and WebKitWebDriver
 * (scripts/webkit-driver.mjs) when the first test file opens the browser,
 * and stops both with the run.
 */
import { webdriverio } from '@vitest/browser-webdriverio';
import type { BrowserCommand } from 'vitest/node';
// @ts-expect-error plain ESM helper without type declarations
import { startWebKitDriver, webkitCapabilities } from '../scripts/webkit-driver.mjs';

/** Xvfb and WebKitWebDriver, started once per run. */
interface Driver {
  port: number;
  stop: () => void;
  focusWindow: () => Promise<void>;
  blurWindow: () => Promise<void>;
}
let driver: Promise<Driver> | undefined;
const stopAll = () => {
  const running = driver;
  driver = undefined;
  void running?.then(
    ({ stop }) => stop(),
    () => {},
  );
};

type Provider = ReturnType<typeof webdriverio>;
type Instance = ReturnType<Provider['providerFactory']> & {
  openBrowser(): Promise<unknown>;
  openPage(sessionId: string, url: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * A WebDriver command that gets no answer within this time fails (once, not
 * retried): a stuck WebKitWebDriver fails its test instead of hanging it.
 */
const COMMAND_TIMEOUT_MS = 60_000;

/**
 * The whole WebKit run's deadline ($WEBKIT_RUN_TIMEOUT_MINUTES; default 45,
 * 90 for every file with WEBKIT_FULL or WEBKIT_ALL): past it the driver and
 * its display are stopped and the run exits with an error that says so,
 * whatever state the browser is in.
 */
let watchdog: NodeJS.Timeout | undefined;
function startWatchdog(): void {
  const everyFile = process.env.WEBKIT_FULL || process.env.WEBKIT_ALL;
  const minutes = Number(process.env.WEBKIT_RUN_TIMEOUT_MINUTES) || (everyFile ? 90 : 45);
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
        webkitCapabilities as () => WebdriverIO.Capabilities;
      const openBrowser = provider.openBrowser.bind(provider);
      provider.openBrowser = async () => {
        if (!driver) startWatchdog();
        driver ??= startWebKitDriver() as Promise<Driver>;
        options.port = (await driver).port;
        return openBrowser();
      };
      // Each test file's page opens in a window that has the keyboard focus,
      // as a user's would: else WebKit matches no `:focus` (scripts/x11-focus.mjs).
      const openPage = provider.openPage.bind(provider);
      provider.openPage = async (sessionId, url) => {
        await openPage(sessionId, url);
        await (await driver)?.focusWindow();
      };
      const close = provider.close.bind(provider);
      provider.close = async () => {
        try {
          await close();
        } finally {
          stopAll();
          clearTimeout(watchdog);
        }
      };
      return provider;
    },
  };
}

/**
 * Test command (WebKit only): `false` puts the browser's window in the
 * background, as when the user turns to another application; `true` brings it
 * back with the keyboard focus.
 */
const windowFocus: BrowserCommand<[focused: boolean]> = async (_context, focused) => {
  const running = await driver;
  if (!running) throw new Error('windowFocus needs the WebKit provider');
  await (focused ? running.focusWindow() : running.blurWindow());
};

export const webkitWindowCommands = { windowFocus };

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** WebKit only: the browser's window in the background (`false`) or back with the focus (`true`). */
    windowFocus: (focused: boolean) => Promise<void>;
  }
}
