import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

/** The script-tag build exactly as shipped (packages/widget-select/dist after `npm run build`). */
const dist = fileURLToPath(new URL('../../packages/widget-select/dist/', import.meta.url));
const origin = 'https://cdn.test';

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
  <link rel="stylesheet" href="/widget-select.css">
  <script src="/widget-select.iife.js"></script>
  </head><body><main>
  <select id="fruits" multiple aria-label="Fruits">
    <option value="apple" selected>Apple</option>
    <option value="pear">Pear</option>
    <option value="plum">Plum</option>
  </select>
  </main></body></html>`;

/** Serves dist/ and the page above from a made-up origin; collects uncaught errors. */
async function load(page: Page): Promise<string[]> {
  expect(existsSync(`${dist}widget-select.iife.js`), 'build the package first (npm run build)').toBe(true);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(1);
    if (path === 'index.html') return route.fulfill({ contentType: 'text/html', body: html });
    return route.fulfill({ path: dist + path });
  });
  await page.goto(`${origin}/index.html`);
  return errors;
}

test.describe('script-tag build (dist/widget-select.iife.js)', () => {
  test('the global carries the built-in plugins, and they work @all-engines', async ({ page }) => {
    const errors = await load(page);
    expect(
      await page.evaluate(() => {
        const global = (window as unknown as { SelectWidget: Record<string, unknown> }).SelectWidget;
        return [typeof global.checkboxPlugin, typeof global.selectAllHeaderPlugin];
      }),
    ).toEqual(['function', 'function']);
    await page.evaluate(`new SelectWidget('#fruits', {
      plugins: [SelectWidget.checkboxPlugin(), SelectWidget.selectAllHeaderPlugin()],
    }).open()`);
    const dropdown = page.locator('.widget-select__dropdown');
    await expect(dropdown.locator('.widget-select__checkbox')).toHaveCount(3);
    await dropdown.locator('.widget-select__bulk-button').first().click();
    expect(await page.evaluate(() => [...document.querySelectorAll('#fruits option:checked')].length)).toBe(
      3,
    );
    expect(errors).toEqual([]);
  });

  test('class names stay readable in the minified build', async ({ page }) => {
    await load(page);
    const names = await page.evaluate(`(() => {
      const widget = new SelectWidget('#fruits');
      let thrown;
      try { new SelectWidget('#nothing-here'); } catch (error) { thrown = error; }
      return {
        global: SelectWidget.name,
        instance: widget.constructor.name,
        error: SelectWidget.Error.name,
        thrown: thrown.constructor.name,
        thrownName: thrown.name,
      };
    })()`);
    expect(names).toEqual({
      global: 'SelectWidget',
      instance: 'SelectWidget',
      error: 'SelectWidgetError',
      thrown: 'SelectWidgetError',
      thrownName: 'SelectWidgetError',
    });
  });
});
