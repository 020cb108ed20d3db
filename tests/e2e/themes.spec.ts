import { expect, test } from './pages/fixtures';

const background = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe('themes', () => {
  test('each panel carries its theme on the root and on the open dropdown @all-engines', async ({
    playground,
  }) => {
    const section = playground.section('themes');
    const cases = [
      ['Default theme', 'default', 'rgb(255, 255, 255)'],
      ['Dark theme', 'dark', 'rgb(28, 33, 40)'],
      ['High contrast theme', 'high-contrast', 'rgb(0, 0, 0)'],
    ] as const;
    for (const [caption, theme, controlBackground] of cases) {
      const select = section.select(caption);
      await expect(select.root).toHaveAttribute('data-theme', theme);
      expect(await background(select.control)).toBe(controlBackground);
      await select.open();
      const dropdown = await select.dropdown();
      await expect(dropdown).toHaveAttribute('data-theme', theme);
      expect(await background(dropdown)).toBe(controlBackground);
      await section.screenshot(`themes-${theme}`);
      await select.press('Escape');
    }
  });

  test('themes switch live through updateOptions', async ({ playground }) => {
    const section = playground.section('themes');
    await section.button('Rotate themes (updateOptions)').click();
    await expect(section.select('Dark theme').root).toHaveAttribute('data-theme', 'dark');
    await expect(section.widgets.first()).toHaveAttribute('data-theme', 'dark');
    await expect(section.widgets.nth(1)).toHaveAttribute('data-theme', 'high-contrast');
    await expect(section.widgets.nth(2)).toHaveAttribute('data-theme', 'default');
  });
});
