import { test as base } from '@playwright/test';
import { PlaygroundPage } from './playground-page';

/** `playground` is loaded and checked for uncaught errors after each test. */
export const test = base.extend<{ playground: PlaygroundPage }>({
  playground: async ({ page }, use) => {
    const playground = new PlaygroundPage(page);
    await playground.goto();
    await use(playground);
    playground.expectNoErrors();
  },
});

export { expect } from '@playwright/test';
