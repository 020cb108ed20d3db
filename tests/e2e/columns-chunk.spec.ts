import { expect, type Page, test } from '@playwright/test';
import { type HeldChunks, loadHoldingChunks, OPEN_LIST_CHUNK, readyLater, readyNow } from './held-chunks';

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

  test('keys before columns.js arrives act on the columns once it does, in order @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${places}, treeLayout: 'columns', searchable: false });
       window.events = []; for (const name of ['open', 'change', 'close']) window.widget.on(name, () => window.events.push(name));`,
    );
    const control = page.getByRole('combobox', { name: 'Place' });
    await control.focus();
    await page.keyboard.press('ArrowDown');
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate('window.events')).toEqual(['open']);
    // Asia's column, Japan, Japan's column, Osaka, picked: the columns' keys, not the nested tree's.
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowRight', 'ArrowDown', 'Enter']) {
      await page.keyboard.press(key);
    }
    expect(await page.evaluate('window.widget.getValue()')).toBeNull();
    await expect(page.locator('.widget-select__dropdown')).toHaveCount(0);
    served.release();
    await expect.poll(() => page.evaluate('window.widget.getValue()')).toBe('osaka');
    expect(await page.evaluate('window.events')).toEqual(['open', 'close', 'change']);
    await expect(page.locator('.widget-select__value')).toHaveText('Asia / Japan / Osaka');
    await expect(control).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.widget-select__dropdown--columns')).toBeVisible();
    expect(await columnTexts(page)).toEqual([
      ['Asia', 'Europe'],
      ['Vietnam', 'Japan'],
      ['Tokyo', 'Osaka'],
    ]);
    expect(served.errors).toEqual([]);
  });

  test('text typed before columns.js arrives (Backspace too) becomes the query of the search field that arrives', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${places}, treeLayout: 'columns' });`,
    );
    await page.getByRole('combobox', { name: 'Place' }).click();
    await page.keyboard.type('lyx');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('o');
    served.release();
    const search = page.locator('.widget-select__search');
    await expect(search).toHaveValue('lyo');
    await expect(search).toBeFocused();
    await expect(page.locator('.widget-select__column .widget-select__option')).toHaveText([
      'Europe / France / Lyon',
    ]);
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toBe('lyon');
    expect(served.errors).toEqual([]);
  });

  test('a click before columns.js and the open list arrive opens at once, and the columns show the selected leaf when they do @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${places}, treeLayout: 'columns' }); window.widget.setValue('lyon');
       window.events = []; window.widget.on('open', () => window.events.push('open'));`,
      { holdList: true },
    );
    await page.getByRole('combobox', { name: 'Place' }).click();
    // Once the control's input (a chunk of its own) has played the click.
    await expect.poll(() => page.evaluate('window.widget.isDropdownOpen()')).toBe(true);
    expect(await page.evaluate('window.events')).toEqual(['open']);
    await expect(page.locator('.widget-select__dropdown')).toHaveCount(0);
    served.release();
    await expect(page.locator('.widget-select__dropdown--columns')).toBeVisible();
    expect(await columnTexts(page)).toEqual([['Asia', 'Europe'], ['France'], ['Paris', 'Lyon']]);
    await expect(page.locator('.widget-select__option--highlighted')).toHaveText('Lyon');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toBe('paris');
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
    await page.waitForTimeout(100);
    await expect(page.locator('.widget-select__dropdown')).toHaveCount(0);
    served.release();
    await expect(page.locator('.widget-select__dropdown--columns')).toBeVisible();
    expect(await columnTexts(page)).toEqual([['Asia', 'Europe']]);
    expect(served.errors).toEqual([]);
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
