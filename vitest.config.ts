import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { productionTexts } from './packages/widget-select/build/production-texts.ts';
// @ts-expect-error plain ESM helper without type declarations
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { a11yCommands } from './tests/a11y-commands.ts';
import { browserCommands } from './tests/browser-commands.ts';
import { remoteServerCommands } from './tests/remote-server.ts';
import { soakCommands } from './tests/soak-commands.ts';

const executablePath: string | undefined = findChromium();

/** Tests import source modules directly: every optional feature is added first, as the default entry does. */
const featureSetup = new URL('./packages/widget-select/test/setup-features.ts', import.meta.url).pathname;

// A fresh object per project: Vitest names the instances in place.
const browser = () => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  provider: playwright({ launchOptions: { executablePath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
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
        find: /^widget-select\/(tree|remote|tags|large|native)$/,
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/test/unit/**/*.test.ts', 'docs/.vitepress/**/*.test.ts'],
          setupFiles: [featureSetup],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['packages/*/test/browser/**/*.test.{ts,tsx}'],
          setupFiles: [featureSetup],
          testTimeout: 15000,
          // Two shared cores: one retry, so a test that fails twice still fails the run.
          retry: 1,
          browser: browser(),
        },
      },
      {
        extends: true,
        // The production build's texts of errors and warnings, put in place as the build does:
        // the bad-input matrix must hold with them too (same codes, the culprit named).
        plugins: [{ ...productionTexts, enforce: 'pre' }],
        test: {
          name: 'browser-production',
          include: ['packages/widget-select/test/browser/bad-input.test.ts'],
          setupFiles: [featureSetup],
          testTimeout: 15000,
          retry: 1,
          browser: browser(),
        },
      },
      {
        extends: true,
        test: {
          // The leak soak reads counters of the whole renderer (DevTools
          // protocol), so it runs alone: one file at a time, after the others.
          name: 'browser-soak',
          include: ['packages/*/test/soak/**/*.test.ts'],
          testTimeout: 120000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          browser: browser(),
        },
      },
    ],
  },
});
