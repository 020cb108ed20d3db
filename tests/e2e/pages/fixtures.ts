import { test as base, type Page } from '@playwright/test';
import { PlaygroundPage } from './playground-page';

/**
 * Tests tagged so are the quick check across every spec in another engine
 * (`npm run test:e2e:firefox:smoke`, the Firefox run of `npm test`);
 * `npm run test:e2e:firefox` runs every test in Firefox.
 */
export const ALL_ENGINES = '@all-engines';

interface WorkerFixtures {
  /**
   * Tests tagged `@all-engines` share one page per worker instead of a new
   * context and page each (set for Firefox, where a new window and the dev
   * server's modules fetched into an empty cache cost about eight seconds a
   * test). Each test still loads its page anew.
   */
  reusePage: boolean;
  sharedPage: Page | null;
}

/** `playground` is loaded and checked for uncaught errors after each test. */
export const test = base.extend<{ playground: PlaygroundPage }, WorkerFixtures>({
  reusePage: [false, { scope: 'worker', option: true }],
  sharedPage: [
    async ({ reusePage, browser }, use) => {
      if (!reusePage) return use(null);
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedPage, context, viewport }, use, testInfo) => {
    if (!sharedPage || !testInfo.tags.includes(ALL_ENGINES)) return use(await context.newPage());
    if (viewport) await sharedPage.setViewportSize(viewport);
    await use(sharedPage);
    // The next test starts from a blank page, with no listener of this one left behind.
    sharedPage.removeAllListeners('pageerror');
    await sharedPage.goto('about:blank');
  },
  playground: async ({ page }, use) => {
    const playground = new PlaygroundPage(page);
    await playground.goto();
    await use(playground);
    playground.expectNoErrors();
  },
});

export { expect } from '@playwright/test';
