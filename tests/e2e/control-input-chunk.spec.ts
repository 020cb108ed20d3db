import { expect, type Page, test } from '@playwright/test';
import { SelectWidgetLocator } from '../../packages/widget-select/src/testing/playwright';
import { type HeldChunks, loadHoldingChunks } from './held-chunks';

/**
 * The control's input (its keys, its clicks, the tags' keys) is a chunk of
 * its own in the module builds, asked for with the open list's: the closed
 * control paints without it. These tests hold it back on its way to the
 * page and act on the control meanwhile: what is pressed is held, its
 * default prevented at once as the input would, and played in order when
 * it arrives.
 */
const INPUT_CHUNK = /^control-input-[\w-]{8}\.js$/;

const fruits = `['Apple', 'Banana', 'Cherry', 'Pear', 'Plum'].map((label) => ({ value: label.toLowerCase(), label }))`;

/** A page whose widget records its events and the keys the page sees, with the control's input held. */
function load(page: Page, options: string, more = ''): Promise<HeldChunks> {
  return loadHoldingChunks(page, {
    origin: 'https://input.test',
    entry: 'core.js',
    label: 'Fruit',
    script: `import SelectWidget from '/core.js'; window.SelectWidget = SelectWidget;
      window.widget = new SelectWidget('#field', { data: ${fruits}, ${options} });
      window.events = []; for (const name of ['open', 'change', 'close']) window.widget.on(name, () => window.events.push(name));
      window.seen = []; document.addEventListener('keydown', (event) => window.seen.push(event.key + (event.defaultPrevented ? ' prevented' : '')));
      ${more}`,
    hold: (path) => (INPUT_CHUNK.test(path) ? 'control-input' : null),
  });
}

/** A page as `load` makes it, counting the clicks that reach the document. */
const loadCountingClicks = (page: Page) =>
  load(page, '', `window.clicks = 0; document.addEventListener('click', () => window.clicks++, true);`);

/**
 * Waits until a helper's click has reached the page and the input chunk
 * was asked for, then gives the helper time to look for a list the held
 * click has not opened yet.
 */
async function clickHeld(page: Page, served: HeldChunks): Promise<void> {
  await expect.poll(() => served.asked()).toEqual(['control-input']);
  await expect.poll(() => page.evaluate('window.clicks')).toBe(1);
  await page.waitForTimeout(300);
}

test.describe("the control's input arrives as a chunk (dist/*.js)", () => {
  test('keys before it arrives are held, their defaults prevented at once, and played in order when it does @all-engines', async ({
    page,
  }) => {
    const served = await load(page, 'searchable: false');
    const control = page.getByRole('combobox', { name: 'Fruit' });
    await control.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('p');
    await page.keyboard.press('Enter');
    // Each key reached the page once, prevented as the input prevents it; none acted yet.
    expect(await page.evaluate('[window.widget.getValue(), window.events, window.seen]')).toEqual([
      null,
      [],
      ['ArrowDown prevented', 'p prevented', 'Enter prevented'],
    ]);
    await expect.poll(() => served.asked()).toEqual(['control-input']);
    served.release();
    await page.evaluate('SelectWidget.ready()');
    expect(await page.evaluate('[window.widget.getValue(), window.events, window.seen.length]')).toEqual([
      'pear',
      ['open', 'close', 'change'],
      3,
    ]);
    await expect(control).toBeFocused();
    // Bound now: the next key acts at once.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Pear' })).toHaveAttribute('aria-selected', 'true');
    expect(served.errors).toEqual([]);
  });

  test('a click on the control before it arrives opens the list when it does', async ({ page }) => {
    const served = await load(page, '');
    await page.getByRole('combobox', { name: 'Fruit' }).click();
    expect(await page.evaluate('window.widget.isDropdownOpen()')).toBe(false);
    served.release();
    await expect(page.getByRole('option', { name: 'Banana' })).toBeVisible();
    expect(await page.evaluate('window.events')).toEqual(['open']);
    expect(served.errors).toEqual([]);
  });

  test('text typed after a click, before it arrives, goes to the search field the click opens (Backspace too), as it would with the input there @all-engines', async ({
    page,
  }) => {
    const served = await load(page, '');
    await page.getByRole('combobox', { name: 'Fruit' }).click();
    await page.keyboard.type('pex');
    await page.keyboard.press('Backspace');
    // The open list came first: the held click builds it at once and moves focus into its search field.
    await expect.poll(() => served.served().some((path) => /^open-list-[\w-]{8}\.js$/.test(path))).toBe(true);
    served.release();
    const search = page.locator('.widget-select__search');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('pe');
    expect(await page.evaluate('window.widget.getSearchQuery()')).toBe('pe');
    await expect(page.getByRole('option')).toHaveText(['Pear']);
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toBe('pear');
    expect(served.errors).toEqual([]);
  });

  test("a focused tag's Backspace before it arrives is the tag's at once and removes it when it comes, told by the live region", async ({
    page,
  }) => {
    const served = await load(page, 'multiple: true', "window.widget.setValue(['apple', 'pear']);");
    await page
      .locator('.widget-select__tag[data-value="pear"]')
      .evaluate((tag) => (tag as HTMLElement).focus());
    await page.keyboard.press('Backspace');
    expect(await page.evaluate('[window.widget.getValue(), window.seen]')).toEqual([['apple', 'pear'], []]);
    served.release();
    await page.evaluate('SelectWidget.ready()');
    expect(await page.evaluate('window.widget.getValue()')).toEqual(['apple']);
    await expect(page.locator('.widget-select__live')).toHaveText(/^Pear removed/);
    // Focus stays among the tags, on the one before.
    await expect(page.locator('.widget-select__tag[data-value="apple"]')).toBeFocused();
    expect(served.errors).toEqual([]);
  });

  test("an Escape on a list opened before it arrives is the widget's at once: a modal around the field does not see it, and the list closes when it comes", async ({
    page,
  }) => {
    const served = await load(page, '', 'window.widget.open();');
    await page.getByRole('combobox', { name: 'Fruit' }).focus();
    await page.keyboard.press('Escape');
    expect(await page.evaluate('window.seen')).toEqual([]);
    served.release();
    await page.evaluate('SelectWidget.ready()');
    expect(await page.evaluate('[window.widget.isDropdownOpen(), window.events]')).toEqual([
      false,
      ['open', 'close'],
    ]);
    expect(served.errors).toEqual([]);
  });
  test("the testing page object's open() waits while a click on the control waits for the input", async ({
    page,
  }) => {
    const served = await loadCountingClicks(page);
    const fruit = new SelectWidgetLocator(page.locator('#field'));
    const opening = fruit.open();
    await clickHeld(page, served);
    // The click is held: the control is still closed and names no list.
    await expect(page.getByRole('combobox', { name: 'Fruit' })).toHaveAttribute('aria-expanded', 'false');
    served.release();
    await opening;
    await expect(await fruit.options()).toHaveCount(5);
    expect(served.errors).toEqual([]);
  });

  test("the testing page object's pick() picks once the held click has opened the list", async ({ page }) => {
    const served = await loadCountingClicks(page);
    const fruit = new SelectWidgetLocator(page.locator('#field'));
    const picking = fruit.pick('Plum');
    await clickHeld(page, served);
    served.release();
    await picking;
    expect(await page.evaluate('[window.widget.getValue(), window.events]')).toEqual([
      'plum',
      ['open', 'close', 'change'],
    ]);
    expect(served.errors).toEqual([]);
  });
  test("widget-select/testing's pick() waits for a click held until the input arrives", async ({ page }) => {
    const served = await loadCountingClicks(page);
    await page.evaluate(
      `import('/testing.js').then(({ pick }) => { window.picked = pick(document.querySelector('#field'), 'Plum').then(() => 'picked', String); })`,
    );
    await clickHeld(page, served);
    served.release();
    expect(await page.evaluate('window.picked')).toBe('picked');
    expect(await page.evaluate('window.widget.getValue()')).toBe('plum');
    expect(served.errors).toEqual([]);
  });
});
