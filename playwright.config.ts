import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper without type declarations
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { devPort as port, previewPort } from './tests/e2e/pages/servers';

/** End-to-end tests of the playground in real Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  // The machines are two shared cores: a test that fails once and passes on
  // its second try is listed as "flaky" in the output, to be fixed, while a
  // test that fails twice still fails the run.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  webServer: [
    {
      command: `npx vite --config playground/vite.config.ts --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: false,
      timeout: 60_000,
      // No HMR or file watching: other engineers' edits must not reload a page mid-test.
      env: { PLAYGROUND_STATIC: '1' },
    },
    {
      // The production build (playground/dist from `npm run build`), for built-playground.spec.ts.
      command: `npx vite preview --config playground/vite.config.ts --port ${previewPort} --strictPort`,
      url: `http://127.0.0.1:${previewPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
