import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper without type declarations
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// E2E_PORT lets several checkouts run their e2e suites side by side.
const port = Number(process.env.E2E_PORT ?? 5179);

/** End-to-end tests of the playground in real Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  webServer: {
    command: `npx vite --config playground/vite.config.ts --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
    // No HMR or file watching: other engineers' edits must not reload a page mid-test.
    env: { PLAYGROUND_STATIC: '1' },
  },
});
