import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { serveStatic } from './pages/static-site';

/**
 * The browser ES module build (dist/esm/widget-select.js) exactly as shipped,
 * loaded by `<script type="module">` from a plain static server laid out like
 * a CDN (/widget-select/dist/...): no bundler, no import map, so a bare
 * specifier or an absolute chunk path in the build would fail here.
 */
const dist = fileURLToPath(new URL('../../packages/widget-select/dist/', import.meta.url));
const entry = '/widget-select/dist/esm/widget-select.js';

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
  <link rel="stylesheet" href="/widget-select/dist/widget-select.css">
  <script type="module" src="${entry}"></script>
  </head><body><main>
  <select id="fruits" aria-label="Fruits">
    <option value="apple">Apple</option>
    <option value="pear">Pear</option>
    <option value="plum">Plum</option>
  </select>
  <widget-select name="color" aria-label="Color">
    <option value="red">Red</option>
    <option value="blue">Blue</option>
  </widget-select>
  </main>
  <script type="module">
    import SelectWidget, { checkboxPlugin } from '${entry}';
    window.fruits = new SelectWidget('#fruits', { clearable: true, language: 'fr' });
    window.exported = { plugin: typeof checkboxPlugin, name: SelectWidget.name };
  </script>
  </body></html>`;

let site: { url: string; close: () => Promise<void> };
let root: string;

test.beforeAll(async () => {
  expect(existsSync(`${dist}esm/widget-select.js`), 'build the package first (npm run build)').toBe(true);
  root = mkdtempSync(join(tmpdir(), 'ws-esm-'));
  symlinkSync(join(dist, '..'), join(root, 'widget-select'));
  writeFileSync(join(root, 'index.html'), html);
  writeFileSync(join(root, '404.html'), 'not found');
  site = await serveStatic(root);
});

test.afterAll(async () => {
  await site?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

test.describe('ES module build (dist/esm/widget-select.js)', () => {
  test('from a static server: mounts, opens, picks, loads a locale chunk and defines <widget-select> @all-engines', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(site.url);
    await page.waitForFunction(() => 'exported' in window);
    expect(await page.evaluate(() => (window as unknown as { exported: unknown }).exported)).toEqual({
      plugin: 'function',
      name: 'SelectWidget',
    });

    await page.getByRole('combobox', { name: 'Fruits' }).click();
    await page.locator('.widget-select__dropdown').getByRole('option', { name: 'Pear' }).click();
    expect(await page.locator('#fruits').inputValue()).toBe('pear');
    // language: 'fr' came as a chunk beside the entry, registered into the same module graph.
    await expect(page.getByRole('button', { name: 'Effacer la sélection' })).toBeVisible();
    expect(requested.filter((path) => /\/esm\/fr-[\w-]+\.js$/.test(path))).toHaveLength(1);

    expect(await page.evaluate(() => customElements.get('widget-select')?.name)).toBe('WidgetSelectElement');
    await expect(page.locator('widget-select .widget-select__control')).toBeVisible();
    expect(requested.filter((path) => path.startsWith('/widget-select/dist/esm/')).length).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  });
});
