import { expect, test } from './pages/fixtures';
import { SECTION_IDS } from './pages/playground-page';

/*
 * A picture of every widget of every section with its dropdown open, saved
 * under test-results/screenshots/<section>[-<n>].png for a human to look at.
 * Modes that are still being built are captured too: the picture shows how
 * far they are. Behaviour is asserted in the per-mode specs, not here.
 */
for (const id of SECTION_IDS) {
  test(`screenshot: ${id}`, async ({ playground, page }) => {
    const section = playground.section(id);
    await expect(section.widgets.first()).toBeVisible();
    const selects = await section.selects();
    for (const [index, select] of selects.entries()) {
      await select.open();
      // Remote results arrive after the dev server's simulated latency.
      if (id === 'remote') await expect(await select.options()).not.toHaveCount(0, { timeout: 5000 });
      await section.screenshot(index === 0 ? id : `${id}-${index + 1}`);
      await page.keyboard.press('Escape');
      await select.expectClosed();
    }
  });
}
