import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './pages/fixtures';

/** The built package: these tests load the script-tag files exactly as shipped. */
const dist = fileURLToPath(new URL('../../packages/widget-select/dist/', import.meta.url));
const origin = 'https://cdn.test';

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

  test('Arabic lays the control and the dropdown out right to left @all-engines', async ({ playground }) => {
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

test.describe('script-tag build: locale files', () => {
  const fruits = `[{ value: 'apple', label: 'Apple' }, { value: 'pear', label: 'Pear' }]`;
  const page = (head: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <link rel="stylesheet" href="/widget-select.css">
    <script src="/widget-select.iife.js"></script>${head}
    </head><body><main><div id="mount" aria-label="Fruit"></div></main></body></html>`;

  /** Serves dist/ (and `html` as /index.html) from a made-up origin; returns the paths requested. */
  async function serve(browserPage: import('@playwright/test').Page, html: string): Promise<string[]> {
    expect(existsSync(`${dist}widget-select.iife.js`), 'build the package first (npm run build)').toBe(true);
    const requested: string[] = [];
    await browserPage.route(`${origin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname.slice(1);
      requested.push(path);
      if (path === 'index.html') return route.fulfill({ contentType: 'text/html', body: html });
      return route.fulfill({ path: dist + path });
    });
    await browserPage.goto(`${origin}/index.html`);
    return requested;
  }

  test('the core inlines no other locale', () => {
    const core = readFileSync(`${dist}widget-select.iife.js`, 'utf8');
    expect(core).toContain('Clear selection');
    for (const text of ['Auswahl löschen', 'Effacer la sélection', 'مسح التحديد'])
      expect(core).not.toContain(text);
  });

  test('language: "de" alone fetches locales/de.iife.js beside the core script, then re-renders', async ({
    page: browserPage,
  }) => {
    const requested = await serve(browserPage, page(''));
    await browserPage.evaluate(`new SelectWidget('#mount', { data: ${fruits}, clearable: true, language: 'de' })
      .setValue('apple')`);
    const clear = browserPage.locator('.widget-select__clear');
    await expect(clear).toHaveAttribute('aria-label', 'Auswahl löschen');
    expect(requested.filter((path) => path.startsWith('locales/'))).toEqual(['locales/de.iife.js']);
  });

  test('a locale file included with a script tag registers into the global SelectWidget', async ({
    page: browserPage,
  }) => {
    const requested = await serve(browserPage, page('<script src="/locales/fr.iife.js"></script>'));
    // French from the first render: no request, no English first.
    const label = await browserPage.evaluate(`(() => {
      new SelectWidget('#mount', { data: ${fruits}, clearable: true, language: 'fr' }).setValue('apple');
      return document.querySelector('.widget-select__clear').getAttribute('aria-label');
    })()`);
    expect(label).toBe('Effacer la sélection');
    expect(requested.filter((path) => path.startsWith('locales/'))).toEqual(['locales/fr.iife.js']);
  });
});
