import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

/**
 * The script-tag build on a page that declares no UTF-8 charset: a server that
 * sends `text/html` and `text/javascript` without one, or a `file://` page.
 * The browser then decodes the script as windows-1252, so any raw non-ASCII
 * byte in it (a `…` in a string) turns into other characters, and one inside a
 * template or string of the minified code is a syntax error that stops
 * everything. The build writes such characters as `\uXXXX` escapes.
 */
const dist = fileURLToPath(new URL('../../packages/widget-select/dist/', import.meta.url));
const origin = 'https://latin1.test';

const pages = {
  'no-charset.html': '<!doctype html><html lang="en"><head>',
  'windows-1252.html': '<!doctype html><html lang="en"><head><meta charset="windows-1252">',
};

const body = `<link rel="stylesheet" href="/widget-select.css">
  <script src="/widget-select.iife.js"></script>
  </head><body><main><div id="place" aria-label="Place"></div></main></body></html>`;

/** Serves the page and dist/ with no charset in any Content-Type; collects uncaught errors. */
async function load(page: Page, name: keyof typeof pages): Promise<string[]> {
  expect(existsSync(`${dist}widget-select.iife.js`), 'build the package first (npm run build)').toBe(true);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(1);
    if (path === name) return route.fulfill({ contentType: 'text/html', body: pages[name] + body });
    const contentType = path.endsWith('.css') ? 'text/css' : 'text/javascript';
    return route.fulfill({ path: dist + path, contentType });
  });
  await page.goto(`${origin}/${name}`);
  return errors;
}

for (const name of Object.keys(pages) as (keyof typeof pages)[]) {
  test(`the script-tag build works on a page decoded as windows-1252 (${name}) @all-engines`, async ({
    page,
  }) => {
    const errors = await load(page, name);
    expect(await page.evaluate(() => document.characterSet)).toBe('windows-1252');
    expect(await page.evaluate(() => typeof (window as { SelectWidget?: unknown }).SelectWidget)).toBe(
      'function',
    );
    // Labels as escapes: the test's own strings must not depend on the page's charset.
    await page.evaluate(`new SelectWidget('#place', { data: [
      { value: 'vn', label: 'Vi\\u1ec7t Nam', children: [{ value: 'dn', label: '\\u0110\\u00e0 N\\u1eb5ng' }] },
      { value: 'de', label: 'Deutschland', children: [{ value: 'gs', label: 'Gro\\u00dfstadt' }] },
    ] }).open()`);
    const dropdown = page.locator('.widget-select__dropdown');
    // The twisty is a character of the build itself (U+25B6), read back intact.
    await expect(dropdown.getByRole('treeitem', { name: 'Việt Nam' })).toContainText('\u25b6');
    // Search folds đ to d and ß to ss with the build's own table of letters.
    await page.keyboard.type('da nang');
    await expect(dropdown.getByRole('treeitem', { name: 'Đà Nẵng' })).toBeVisible();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('grossstadt');
    await expect(dropdown.getByRole('treeitem', { name: 'Großstadt' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
