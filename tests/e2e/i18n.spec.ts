import { expect, test } from './pages/fixtures';

test.describe('languages and right-to-left', () => {
  test('French strings: overflow chip, remove and clear buttons, no-results row', async ({ playground }) => {
    const section = playground.section('i18n');
    await section.option('Language').selectOption('fr');
    const select = section.select('Countries');
    await expect(select.root.locator('.widget-select__tag--more')).toHaveText('+2 autres');
    await expect(select.tags.first().locator('.widget-select__tag-remove')).toHaveAttribute(
      'aria-label',
      /^Retirer /,
    );
    await expect(select.clearButton).toHaveAttribute('aria-label', 'Effacer la sélection');
    await select.type('zzzz');
    await expect((await select.dropdown()).locator('.widget-select__message--empty')).toHaveText(
      'Aucun résultat',
    );
    // The option labels come from the browser's CLDR names, in French too.
    await (await select.search()).fill('allem');
    await expect(await select.labels()).toHaveText(['Allemagne']);
  });

  test('Arabic lays the control and the dropdown out right to left', async ({ playground }) => {
    const section = playground.section('i18n');
    await section.option('Language').selectOption('ar');
    const select = section.select('Countries');
    const direction = (l: import('@playwright/test').Locator) =>
      l.evaluate((element) => getComputedStyle(element).direction);
    expect(await direction(select.control)).toBe('rtl');
    await select.open();
    const dropdown = await select.dropdown();
    expect(await direction(dropdown)).toBe('rtl');
    // The first tag sits at the right edge of the control.
    const control = await select.control.boundingBox();
    const tag = await select.tags.first().boundingBox();
    if (!control || !tag) throw new Error('not visible');
    expect(control.x + control.width - (tag.x + tag.width)).toBeLessThan(control.width / 3);
    await expect(select.root.locator('.widget-select__tag--more')).toHaveText('+2 أخرى');
    await section.screenshot('i18n-ar');
  });
});
