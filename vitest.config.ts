import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper without type declarations
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { browserCommands } from './tests/browser-commands.ts';
import { remoteServerCommands } from './tests/remote-server.ts';

const executablePath: string | undefined = findChromium();

export default defineConfig({
  resolve: {
    alias: [
      {
        find: /^widget-select\/adapter$/,
        replacement: new URL('./packages/widget-select/src/adapter.ts', import.meta.url).pathname,
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
          include: ['packages/*/test/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['packages/*/test/browser/**/*.test.{ts,tsx}'],
          testTimeout: 15000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: { executablePath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            commands: { ...browserCommands, ...remoteServerCommands },
          },
        },
      },
    ],
  },
});
