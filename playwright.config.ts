import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper without type declarations
import { chromiumArgs, findChromium, findFirefox } from './scripts/chromium.mjs';
import { devPort as port, previewPort } from './tests/e2e/pages/servers';

/**
 * End-to-end tests of the playground in real Chromium and in Debian's Firefox
 * ESR (driven over WebDriver BiDi, with Playwright patched on install for the
 * ESR's BiDi: scripts/patch-playwright.mjs). `--project chromium` keeps one.
 * Tests that need Chromium's own tooling (the DevTools protocol, forced-colours
 * emulation) say "Chromium only" in their name and run in Chromium only.
 * `npm test` runs every test in Chromium (`npm run test:e2e`) and the tests
 * tagged @all-engines in Firefox (`npm run test:e2e:firefox:smoke`, a check
 * across every spec); `npm run test:e2e:firefox` runs every test in Firefox.
 */
export default defineConfig<object, { reusePage: boolean }>({
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
    viewport: { width: 1280, height: 900 },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: findChromium(), args: chromiumArgs },
      },
    },
    {
      name: 'firefox',
      grepInvert: /Chromium only/,
      // Firefox over BiDi answers slower than Chromium over CDP on a busy machine.
      timeout: 60_000,
      use: {
        // Tests tagged @all-engines share a page in Firefox (tests/e2e/pages/fixtures.ts).
        reusePage: true,
        browserName: 'firefox',
        channel: 'moz-firefox',
        launchOptions: { executablePath: findFirefox() },
      },
    },
  ],
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
