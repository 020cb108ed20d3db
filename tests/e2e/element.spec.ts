import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SelectWidgetLocator } from '../../packages/widget-select/src/testing/playwright';
// @ts-expect-error plain ESM helper without type declarations
import { chromiumArgs, findChromium, findFirefox } from '../../scripts/chromium.mjs';
import { axeViolations, formatViolations } from './pages/axe';
import { PlaygroundPage } from './pages/playground-page';

// Without the back/forward cache, going back loads the page anew, so only the
// browser's form state restoration (formStateRestoreCallback) can bring the
// selection back.
test.use({
  launchOptions: [
    async ({ browserName }, use) =>
      use(
        browserName === 'chromium'
          ? { executablePath: findChromium(), args: [...chromiumArgs, '--disable-features=BackForwardCache'] }
          : {
              executablePath: findFirefox(),
              firefoxUserPrefs: { 'browser.sessionhistory.max_total_viewers': 0 },
            },
      ),
    { scope: 'worker' },
  ],
});

test.describe('<widget-select> element page', () => {
  let playground: PlaygroundPage;
  test.beforeEach(async ({ page }) => {
    playground = new PlaygroundPage(page);
    await playground.goto('/element.html');
  });
  test.afterEach(() => playground.expectNoErrors());

  test('a plain form: required blocks, then submits one entry per value @all-engines', async ({ page }) => {
    const section = playground.section('element-form');
    await section.button('Submit').click();
    await expect(section.readout('Submitted form data')).toHaveText('(not submitted yet)');
    await expect(section.select('Fruit (required)').control).toBeFocused();
    const fruit = new SelectWidgetLocator(section.select('Fruit (required)').root);
    const tags = new SelectWidgetLocator(section.select('Tags').root);
    await fruit.pick('Cherry');
    await tags.pick('Blue');
    await tags.close();
    expect(await fruit.value()).toBe('cherry');
    expect(await tags.value()).toEqual(['red', 'green', 'blue']);
    await section.select('Place').type('Lyon');
    await page.keyboard.press('Enter');
    await section.button('Submit').click();
    await expect(section.readout('Submitted form data')).toHaveText(
      'fruit=cherry&tags=red&tags=green&tags=blue&place=lyon&size=m',
    );
    await section.option('fieldset disabled').check();
    await section.button('Submit').click();
    await expect(section.readout('Submitted form data')).toHaveText(
      'fruit=cherry&tags=red&tags=green&tags=blue&place=lyon',
    );
    await section.screenshot('element-form');
  });

  test('back/forward navigation restores the selection through the form state, created tags included, and the field after the tags', async ({
    page,
  }) => {
    const section = playground.section('element-form');
    const fruit = new SelectWidgetLocator(section.select('Fruit (required)').root);
    const tags = new SelectWidgetLocator(section.select('Tags').root);
    const place = new SelectWidgetLocator(section.select('Place').root);
    await fruit.pick('Banana');
    await place.pick('Berlin');
    await tags.pick('Blue');
    await tags.search('Teal');
    await page.keyboard.press('Enter');
    await expect(tags.tags).toHaveCount(4);
    await page.evaluate(() => {
      (window as unknown as { firstLoad: boolean }).firstLoad = true;
    });
    await page.goto('/index.html');
    await page.goBack();
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    // A fresh document, not one kept in a cache.
    expect(await page.evaluate(() => 'firstLoad' in window)).toBe(false);
    await expect(section.select('Fruit (required)').values).toHaveText('Banana');
    await expect(section.select('Tags').tags).toHaveCount(4);
    await expect(section.select('Tags').tags.last()).toContainText('Teal');
    expect([await fruit.value(), await tags.value()]).toEqual(['banana', ['red', 'green', 'blue', 'Teal']]);
    expect(await tags.selectedLabels()).toEqual(['Red', 'Green', 'Blue', 'Teal']);
    const entries = await page.evaluate(() =>
      new FormData(document.querySelector<HTMLFormElement>('#element-form-form')!).getAll('tags'),
    );
    expect(entries).toEqual(['red', 'green', 'blue', 'Teal']);
    // Firefox keys restored state by each control's place in the form: the tags' buttons must not move it.
    expect(await place.value()).toBe('berlin');
  });

  test('inside a shadow root: pick with the keyboard, outside click closes @all-engines', async ({
    page,
  }) => {
    const combobox = page.locator('country-card').getByRole('combobox', { name: 'Country' });
    await combobox.click();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('Japan');
    await page.keyboard.press('Enter');
    await expect(page.locator('country-card p')).toHaveText('value: "jp"');
    await combobox.click();
    await page.locator('#element-shadow-title').click();
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  test('no WCAG A/AA violations, closed and open', async ({ page }) => {
    const failures: string[] = [];
    const closed = await axeViolations(page, ['body']);
    if (closed.length > 0) failures.push(`closed:\n${formatViolations(closed)}`);
    for (const caption of ['Fruit (required)', 'Tags', 'Place']) {
      await playground.section('element-form').select(caption).open();
      const open = await axeViolations(page, ['body']);
      if (open.length > 0) failures.push(`${caption} open:\n${formatViolations(open)}`);
      await page.keyboard.press('Escape');
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});

test.describe('<widget-select> in the script-tag build', () => {
  const dist = fileURLToPath(new URL('../../packages/widget-select/dist/', import.meta.url));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <link rel="stylesheet" href="/widget-select.css"><script src="/widget-select.iife.js"></script>
    </head><body><main><form><widget-select name="fruit" label="Fruit">
    <option value="apple">Apple</option><option value="pear" selected>Pear</option>
    </widget-select></form></main></body></html>`;

  test('defines the element and exposes its class on the global', async ({ page }) => {
    expect(existsSync(`${dist}widget-select.iife.js`), 'build the package first (npm run build)').toBe(true);
    await page.route('https://cdn.test/**', (route) => {
      const path = new URL(route.request().url()).pathname.slice(1);
      if (path === 'index.html') return route.fulfill({ contentType: 'text/html', body: html });
      return route.fulfill({ path: dist + path });
    });
    await page.goto('https://cdn.test/index.html');
    const result = await page.evaluate(() => {
      const global = (window as unknown as { SelectWidget: { WidgetSelectElement: unknown } }).SelectWidget;
      const form = document.querySelector('form') as HTMLFormElement;
      return {
        same: customElements.get('widget-select') === global.WidgetSelectElement,
        entries: Array.from(new FormData(form).entries()),
      };
    });
    expect(result).toEqual({ same: true, entries: [['fruit', 'pear']] });
    await expect(page.getByRole('combobox', { name: 'Fruit' })).toHaveText(/Pear/);
  });
});
