import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import type { BrowserInstanceOption } from 'vitest/node';
import { productionTexts } from './packages/widget-select/build/production-texts.ts';
// @ts-expect-error plain ESM helper without type declarations
import { chromiumArgs, findChromium, findFirefox } from './scripts/chromium.mjs';
import { a11yCommands } from './tests/a11y-commands.ts';
import { browserCommands } from './tests/browser-commands.ts';
import { remoteServerCommands } from './tests/remote-server.ts';
import { soakCommands } from './tests/soak-commands.ts';
import { webdriverCommands } from './tests/webdriver-commands.ts';
import { webkitProvider } from './tests/webkit-provider.ts';

/**
 * Browser test files that do not run in Firefox, each for the reason beside
 * it. Every other file runs in both engines; single tests that need
 * Chromium's DevTools protocol say "(Chromium only)" in their name, and those
 * an engine bug stops say "(not in Firefox: ...)".
 */
const notYetInFirefox = [
  // Shadow-root placement without the Popover API opens below instead of flipping up, and the
  // dark theme's border colour differs in Firefox's shadow root: not sorted out yet.
  'element/shadow',
  // Forced-colours emulation is Chromium's (the DevTools protocol).
  'forced-colors',
  // Select-all writes 12,000 native options one by one: about 30 s in Firefox (seconds in Chromium).
  'native-large',
  // Passes alone; in a full Firefox run on a loaded machine "next pages on scroll" failed, on
  // its retry too: not sorted out yet.
  'remote/http',
  // The sheet tests emulate a touch screen and its device scale through the DevTools protocol.
  'sheet',
  'sheet-phone',
  'touch',
].map((name) => `packages/widget-select/test/browser/${name}.test.ts`);
notYetInFirefox.push(
  // In full Firefox runs the recipes' "reset empties the widget" (React Hook Form, then
  // VeeValidate) now and then still shows the pick after Reset, on its retry too; both pass
  // alone and in small groups. Not understood yet.
  'packages/widget-select-react/test/browser/recipes/react-hook-form.test.tsx',
  'packages/widget-select-vue/test/browser/recipes/vee-validate.test.ts',
);

/** Chromium, driven over the DevTools protocol. */
const chromium = () => ({
  browser: 'chromium' as const,
  provider: playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } }),
});

/**
 * Debian's Firefox ESR, driven over WebDriver BiDi (`moz-firefox`), with
 * Playwright patched on install for the ESR's BiDi (scripts/patch-playwright.mjs).
 */
const firefox = () => ({
  browser: 'firefox' as const,
  provider: playwright({
    launchOptions: {
      channel: 'moz-firefox',
      executablePath: findFirefox(),
      // A page may take the focus back from the browser's toolbar (setup-frame-focus.ts).
      firefoxUserPrefs: { 'dom.disable_window_flip': false },
    },
    // Room for the whole test iframe (414×896), so the runner does not scale it down.
    contextOptions: { viewport: { width: 1280, height: 960 } },
  }),
  exclude: [...configDefaults.exclude, ...notYetInFirefox],
});

/**
 * Browser test files with tests that fail in WebKit (WebKitGTK 2.50 through
 * WebdriverIO): every other browser test file runs there too
 * (`npm run test:browser:webkit`). Known so far: commands that need
 * Playwright or Chromium's DevTools protocol and are not yet named "(Chromium
 * only)" (media and touch emulation: sheet, sheet-phone, touch, forced-colors,
 * css-overrides; input-method keys: keyboard, a11y-reading; the accessibility
 * tree: a11y-reading); WebDriver clicks the centre of an element, which on a
 * multiple select's control is often a tag's remove button (a11y-structure,
 * element/form, tree-value, native-form); `:focus-visible` does not match
 * after a WebDriver Tab (themes, base-css); the 1,000,000- and 10,000-row
 * scroll tests time out on a busy machine (huge-lists, search-options); the
 * rest are not sorted into product differences or test assumptions yet.
 */
const notYetInWebKit = [
  'a11y-focus',
  'a11y-reading',
  'a11y-structure',
  'base-css',
  'css-overrides',
  'element/attributes',
  'element/form',
  'element/react',
  'forced-colors',
  'form-options',
  'huge-lists',
  'keyboard',
  'native-form',
  'native-large',
  'plugins',
  'remote/remote-ux',
  'search-options',
  'sheet',
  'sheet-phone',
  'targets',
  'themes',
  'touch',
  'tree-search',
  'tree-value',
].map(
  (name) => `packages/widget-select/test/browser/${name}.test.${name === 'element/react' ? 'tsx' : 'ts'}`,
);
notYetInWebKit.push('packages/widget-select-vue/test/browser/recipes/vee-validate.test.ts');

/**
 * WebKitGTK's MiniBrowser (Safari's engine), driven by WebKitWebDriver
 * through the WebdriverIO provider, under an Xvfb display of its own
 * (tests/webkit-provider.ts).
 */
const webkit = () => ({
  browser: 'webkit' as const,
  provider: webkitProvider(),
  exclude: [...configDefaults.exclude, ...notYetInWebKit],
});

/** Firefox fires no focus events in a page that lost focus to its toolbar: each test starts focused. */
const frameFocusSetup = new URL('./packages/widget-select/test/browser/setup-frame-focus.ts', import.meta.url)
  .pathname;

/** Tests import source modules directly: every optional feature is added first, as the default entry does. */
const featureSetup = new URL('./packages/widget-select/test/setup-features.ts', import.meta.url).pathname;

/**
 * A fresh object per project: Vitest names the instances in place. Each
 * engine is a project of its own, "browser (chromium)" and "browser
 * (firefox)"; `--browser chromium` keeps one.
 */
const browser = (engines: BrowserInstanceOption[] = [chromium(), firefox()]) => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  provider: engines[0]!.provider,
  instances: engines,
  commands: { ...browserCommands, ...remoteServerCommands, ...soakCommands, ...a11yCommands },
});

export default defineConfig({
  // Dependencies only some tests import (server renderers, the form
  // libraries of the recipes): optimized up front, so their discovery does
  // not reload a test half-way (and load a second React).
  optimizeDeps: { include: ['react-dom/server', 'vue/server-renderer', 'react-hook-form', 'vee-validate'] },
  resolve: {
    alias: [
      {
        find: /^widget-select\/adapter$/,
        replacement: new URL('./packages/widget-select/src/adapter.ts', import.meta.url).pathname,
      },
      {
        find: /^widget-select\/core$/,
        replacement: new URL('./packages/widget-select/src/core-entry.ts', import.meta.url).pathname,
      },
      {
        find: /^widget-select\/(tree|remote|tags|large|native|resolve)$/,
        replacement: new URL('./packages/widget-select/src/features/$1.ts', import.meta.url).pathname,
      },
      {
        find: /^widget-select\/plugins$/,
        replacement: new URL('./packages/widget-select/src/plugins/index.ts', import.meta.url).pathname,
      },
      {
        find: /^widget-select\/testing$/,
        replacement: new URL('./packages/widget-select/src/testing/index.ts', import.meta.url).pathname,
      },
      {
        find: /^widget-select\/element$/,
        replacement: new URL('./packages/widget-select/src/element/index.ts', import.meta.url).pathname,
      },
      {
        find: /^widget-select$/,
        replacement: new URL('./packages/widget-select/src/index.ts', import.meta.url).pathname,
      },
    ],
  },
  test: {
    // Read from the root config only. Firefox takes long to start on a busy
    // machine (a minute seen on two shared cores); Vitest's default is 60 s.
    browser: { connectTimeout: 180_000 },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/test/unit/**/*.test.ts', 'docs/.vitepress/**/*.test.ts'],
          setupFiles: [featureSetup],
          // A few tests search 40,000-100,000 options; on two busy shared cores they take seconds.
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['packages/*/test/browser/**/*.test.{ts,tsx}'],
          setupFiles: [featureSetup, frameFocusSetup],
          testTimeout: 15000,
          // Two shared cores: one retry, so a test that fails twice still fails the run.
          retry: 1,
          browser: browser(),
        },
      },
      {
        extends: true,
        test: {
          // Its own project: WebKit is driven through WebdriverIO, one test file at a time.
          name: 'browser-webkit',
          include: ['packages/*/test/browser/**/*.test.{ts,tsx}'],
          setupFiles: [featureSetup],
          testTimeout: 15000,
          retry: 1,
          // The pointer commands sent as WebDriver actions; the others need Playwright.
          browser: (({ commands, ...rest }) => ({
            ...rest,
            commands: { ...commands, ...webdriverCommands },
          }))(browser([webkit()])),
        },
      },
      {
        extends: true,
        // The production build's texts of errors and warnings, put in place as the build does:
        // the bad-input matrix must hold with them too (same codes, the culprit named). The
        // texts do not depend on the engine: Chromium only.
        plugins: [{ ...productionTexts, enforce: 'pre' }],
        test: {
          name: 'browser-production',
          include: ['packages/widget-select/test/browser/bad-input.test.ts'],
          setupFiles: [featureSetup],
          testTimeout: 15000,
          retry: 1,
          browser: browser([chromium()]),
        },
      },
      {
        extends: true,
        test: {
          // The leak soak reads counters of the whole renderer (DevTools
          // protocol: Chromium only), so it runs alone: one file at a time, after the others.
          name: 'browser-soak',
          include: ['packages/*/test/soak/**/*.test.ts'],
          testTimeout: 120000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          browser: browser([chromium()]),
        },
      },
    ],
  },
});
