import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

/**
 * The open list is a chunk of its own in the module builds: a page paints
 * its closed controls first, and the list arrives at idle or at first use.
 * These tests hold that chunk back on its way to the page and act on the
 * widget meanwhile, as a user on a slow network would.
 */
const dist = fileURLToPath(new URL('../../packages/widget-select/dist/', import.meta.url));
const origin = 'https://chunks.test';
const OPEN_LIST_CHUNK = /^open-list-[\w-]+\.js$/;

interface Served {
  /** The chunk's requests so far. */
  readonly asked: () => number;
  /** Lets the held chunk through. */
  readonly release: () => void;
  readonly errors: string[];
}

/** A page whose module script runs `script` over the built entries; the open list's chunk is held until released. */
async function load(page: Page, script: string, body = ''): Promise<Served> {
  expect(existsSync(`${dist}core.js`), 'build the package first (npm run build)').toBe(true);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <link rel="stylesheet" href="/widget-select.css"></head><body><main>
    <label id="field-label">Fruit</label><div id="field" aria-labelledby="field-label"></div>${body}
    </main><script type="module">${script}\nwindow.ready = true;</script></body></html>`;
  let asked = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${origin}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(1);
    if (path === 'index.html') return route.fulfill({ contentType: 'text/html', body: html });
    if (OPEN_LIST_CHUNK.test(path)) {
      asked++;
      await released;
    }
    return route.fulfill({ path: dist + path });
  });
  await page.goto(`${origin}/index.html`);
  await page.waitForFunction(() => (window as { ready?: boolean }).ready === true);
  return { asked: () => asked, release, errors };
}

const fruits = `['Apple', 'Banana', 'Cherry', 'Pear', 'Plum'].map((label) => ({ value: label.toLowerCase(), label }))`;
const core = `import SelectWidget from '/core.js'; window.SelectWidget = SelectWidget;`;

test.describe('the open list arrives as a chunk (dist/*.js)', () => {
  test('the closed control paints and is asked for its list at idle, with no interaction', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${core} window.widget = new SelectWidget('#field', { data: ${fruits} }); window.widget.setValue('pear');`,
    );
    await expect(page.locator('.widget-select__value')).toHaveText('Pear');
    await expect(page.getByRole('combobox', { name: 'Fruit' })).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(served.asked).toBe(1);
    served.release();
    expect(await page.evaluate('SelectWidget.ready().then(() => "ready")')).toBe('ready');
    expect(served.errors).toEqual([]);
  });

  test('keys before the chunk arrives are acted on in order: ArrowDown opens, typing moves the highlight, Enter picks @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${core} window.widget = new SelectWidget('#field', { data: ${fruits}, searchable: false });
       window.events = []; for (const name of ['open', 'change', 'close']) window.widget.on(name, () => window.events.push(name));`,
    );
    const control = page.getByRole('combobox', { name: 'Fruit' });
    await control.focus();
    await page.keyboard.press('ArrowDown');
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('pl');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toBe('plum');
    expect(await page.evaluate('window.events')).toEqual(['open', 'close', 'change']);
    expect(served.asked()).toBe(1);
    served.release();
    await page.evaluate('SelectWidget.ready()');
    // The list that arrives opens as any other: the state, not a replay, decides what it shows.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Plum' })).toHaveAttribute('aria-selected', 'true');
    expect(served.errors).toEqual([]);
  });

  test('a click and open() before the chunk arrives show the list when it does; the open event is at once', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${core} window.widget = new SelectWidget('#field', { data: ${fruits} });`,
    );
    await page.getByRole('combobox', { name: 'Fruit' }).click();
    expect(await page.evaluate('window.widget.isDropdownOpen()')).toBe(true);
    await expect(page.locator('.widget-select__dropdown')).toHaveCount(0);
    served.release();
    await expect(page.getByRole('option', { name: 'Banana' })).toBeVisible();
    // The search field took focus as the list arrived: typing filters.
    await page.keyboard.type('ch');
    await expect(page.getByRole('option')).toHaveText(['Cherry']);
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toBe('cherry');
    expect(served.errors).toEqual([]);
  });

  test("commit: 'apply': a key's pick before the chunk moves no value; the list that arrives takes picks into the pending value", async ({
    page,
  }) => {
    const served = await load(
      page,
      `${core} window.widget = new SelectWidget('#field', { data: ${fruits}, multiple: true, commit: 'apply', searchable: false });
       window.changes = []; window.widget.on('change', (value) => window.changes.push(value));`,
    );
    const control = page.getByRole('combobox', { name: 'Fruit' });
    await control.focus();
    await page.keyboard.press('ArrowDown');
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toEqual([]);
    served.release();
    await page.getByRole('option', { name: 'Banana' }).click();
    await expect(page.getByRole('option', { name: 'Banana' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate('[window.widget.getValue(), window.widget.getPendingValue()]')).toEqual([
      [],
      ['banana'],
    ]);
    await page.locator('button.widget-select__apply').click();
    expect(await page.evaluate('[window.widget.getValue(), window.changes]')).toEqual([
      ['banana'],
      [['banana']],
    ]);
    expect(served.errors).toEqual([]);
  });

  test('text typed into a field that opens on typing is kept for the search field that arrives', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${core} window.widget = new SelectWidget('#field', { data: ${fruits}, openOnType: true });`,
    );
    await page.getByRole('combobox', { name: 'Fruit' }).focus();
    await page.keyboard.type('pe');
    expect(await page.evaluate('window.widget.isDropdownOpen()')).toBe(true);
    served.release();
    const search = page.locator('.widget-select__search');
    await expect(search).toHaveValue('pe');
    await expect(search).toBeFocused();
    await expect(page.getByRole('option')).toHaveText(['Pear']);
    expect(served.errors).toEqual([]);
  });

  test('after SelectWidget.ready(), open() paints its rows in the same task', async ({ page }) => {
    const served = await load(
      page,
      `${core} window.widget = new SelectWidget('#field', { data: ${fruits} });`,
    );
    served.release();
    const rows = await page.evaluate(async () => {
      const { SelectWidget: Widget, widget } = window as unknown as {
        SelectWidget: { ready(): Promise<void> };
        widget: { open(): void };
      };
      await Widget.ready();
      widget.open();
      return document.querySelectorAll('.widget-select__option').length;
    });
    expect(rows).toBe(5);
    expect(served.errors).toEqual([]);
  });
});
