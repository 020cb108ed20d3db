import { expect, type Page, test } from '@playwright/test';
import {
  type HeldChunks,
  loadHoldingChunks,
  OPEN_LIST_CHUNK,
  readyLater,
  readyNow,
  clickElsewhereWins,
  failedChunkStaysClosed,
} from './held-chunks';

/**
 * The cascader (`treeLayout: 'columns'`) is a chunk of the default entry and
 * of `<widget-select>`: `columns.js`, fetched when a widget asks for it.
 * These tests hold that chunk back on its way to the page and act on the
 * widget meanwhile, as a user on a slow network would: the closed control
 * and the value are right at once, and what the user does before the
 * columns arrive acts on them once they do.
 */
/**
 * A page over the built entries with columns.js (and with `holdList`, the
 * open list's chunk) held until released.
 */
function load(page: Page, script: string, { holdList = false, body = '' } = {}): Promise<HeldChunks> {
  return loadHoldingChunks(page, {
    origin: 'https://columns.test',
    entry: 'index.js',
    label: 'Place',
    script,
    body,
    hold: (path) =>
      path === 'columns.js' ? path : holdList && OPEN_LIST_CHUNK.test(path) ? 'open-list' : null,
  });
}

/** Continent > country > city. */
const places = `[
  { value: 'asia', label: 'Asia', children: [
    { value: 'vn', label: 'Vietnam', children: [{ value: 'hanoi', label: 'Hanoi' }, { value: 'hcmc', label: 'Ho Chi Minh City' }] },
    { value: 'jp', label: 'Japan', children: [{ value: 'tokyo', label: 'Tokyo' }, { value: 'osaka', label: 'Osaka' }] },
  ] },
  { value: 'europe', label: 'Europe', children: [
    { value: 'fr', label: 'France', children: [{ value: 'paris', label: 'Paris' }, { value: 'lyon', label: 'Lyon' }] },
  ] },
]`;
const entry = `import SelectWidget from '/index.js'; window.SelectWidget = SelectWidget;`;
const columnTexts = (page: Page) =>
  page
    .locator('.widget-select__column')
    .evaluateAll((columns) =>
      columns.map((column) =>
        [...column.querySelectorAll('.widget-select__option')].map((row) => row.textContent),
      ),
    );

test.describe('the columns arrive as a chunk of the default entry (dist/index.js)', () => {
  test('the value shows as its path at once, before columns.js arrives; ready() waits for it @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${places}, treeLayout: 'columns' }); window.widget.setValue('osaka');`,
    );
    await expect.poll(served.asked).toEqual(['columns.js']);
    await expect(page.locator('.widget-select__value')).toHaveText('Asia / Japan / Osaka');
    expect(await page.evaluate('window.widget.getValue()')).toBe('osaka');
    await expect(page.getByRole('combobox', { name: 'Place' })).toHaveAttribute('aria-haspopup', 'listbox');
    expect(await readyNow(page)).toBe(false);
    served.release();
    expect(await readyLater(page)).toBe(true);
    await expect(page.locator('.widget-select__value')).toHaveText('Asia / Japan / Osaka');
    expect(served.errors).toEqual([]);
  });

  test('open() before columns.js arrives: the list opens with the columns when it does (the open list already there)', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${places}, treeLayout: 'columns' });`,
    );
    // The open list's own chunk arrives meanwhile (at idle): it must not show the tree nested.
    await expect.poll(() => served.served().some((path) => OPEN_LIST_CHUNK.test(path))).toBe(true);
    await page.evaluate('window.widget.open()');
    // The opening waits for the columns: nothing is built or opened meanwhile.
    await expect(page.locator('.widget-select__dropdown')).toHaveCount(0);
    expect(await page.evaluate('window.widget.isDropdownOpen()')).toBe(false);
    served.release();
    await expect(page.locator('.widget-select__dropdown--columns')).toBeVisible();
    expect(await columnTexts(page)).toEqual([['Asia', 'Europe']]);
    expect(served.errors).toEqual([]);
  });

  test('a click elsewhere while columns.js is late wins: no open, no focus taken afterwards @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${places}, treeLayout: 'columns' });`,
    );
    await clickElsewhereWins(page, served, 'Place');
  });

  test('columns.js that cannot be fetched: closed, load-failed each time it is asked, ready() rejects @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${places}, treeLayout: 'columns' });`,
    );
    await failedChunkStaysClosed(page, served, 'Place', 'columns feature');
  });

  test('columns.js that cannot be fetched from the start leaves no unhandled rejection, at construction or at the openings @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.failures = []; window.widget = new SelectWidget('#field', { data: ${places}, treeLayout: 'columns' });
      window.widget.on('error', (error) => window.failures.push(error.code));`,
    );
    served.fail();
    expect(await page.evaluate('SelectWidget.ready().then(() => "ready", (error) => error.code)')).toBe(
      'load-failed',
    );
    const control = page.getByRole('combobox', { name: 'Place' });
    await control.click();
    await expect.poll(() => page.evaluate('window.failures.length')).toBeGreaterThan(0);
    expect(await page.evaluate('window.failures')).toContain('load-failed');
    await expect(control).toHaveAttribute('aria-expanded', 'false');
    // A round trip more: a rejection left unhandled is reported by then (Firefox also reports the 404 itself).
    await page.evaluate('new Promise((settled) => requestAnimationFrame(settled))');
    expect(served.errors.filter((error) => error.includes('could not be loaded'))).toEqual([]);
  });
});

test.describe('<widget-select tree-layout="columns"> (dist/element.js)', () => {
  test('the form value and the path are right at once; the columns open when columns.js arrives @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `import '/element.js';
       const element = document.querySelector('widget-select');
       element.data = ${places};
       element.value = 'hanoi';`,
      {
        body: `<form><label for="where">Where</label><widget-select id="where" name="where" tree-layout="columns"></widget-select></form>`,
      },
    );
    await expect.poll(served.asked).toEqual(['columns.js']);
    expect(await page.evaluate(`new FormData(document.querySelector('form')).get('where')`)).toBe('hanoi');
    await expect(page.locator('widget-select .widget-select__value')).toHaveText('Asia / Vietnam / Hanoi');
    await page.getByRole('combobox', { name: 'Where' }).click();
    served.release();
    await expect(page.locator('.widget-select__dropdown--columns')).toBeVisible();
    expect(await columnTexts(page)).toEqual([
      ['Asia', 'Europe'],
      ['Vietnam', 'Japan'],
      ['Hanoi', 'Ho Chi Minh City'],
    ]);
    expect(served.errors).toEqual([]);
  });
});
