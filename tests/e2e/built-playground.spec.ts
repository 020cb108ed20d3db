import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './pages/fixtures';
import { previewURL } from './pages/servers';

/**
 * The production bundle of the playground (what `vite build` writes to
 * playground/dist), not the dev server: bundling once dropped every locale
 * chunk's contents, so the built page never left English.
 */
const built = fileURLToPath(new URL('../../playground/dist/index.html', import.meta.url));

test.use({ baseURL: previewURL });

test.describe('built playground', () => {
  test.beforeAll(() => {
    expect(existsSync(built), 'build the playground first (npm run build)').toBe(true);
  });

  test('switches to German', async ({ playground }) => {
    const section = playground.section('i18n');
    await section.option('Language').selectOption('de');
    const select = section.select('Countries');
    await expect(select.clearButton).toHaveAttribute('aria-label', 'Auswahl löschen');
    await expect(select.root.locator('.widget-select__tag--more')).toHaveText('+2 weitere');
  });

  test('switches to Arabic, right to left @all-engines', async ({ playground }) => {
    const section = playground.section('i18n');
    await section.option('Language').selectOption('ar');
    const select = section.select('Countries');
    await expect(select.clearButton).toHaveAttribute('aria-label', 'مسح التحديد');
    await expect(select.root.locator('.widget-select__tag--more')).toHaveText('+2 أخرى');
    expect(await select.control.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  });
});
