import { expect, type Page, test } from '@playwright/test';
import { type HeldChunks, loadHoldingChunks, OPEN_LIST_CHUNK } from './held-chunks';

/**
 * The open list is a chunk of its own in the module builds: a page paints
 * its closed controls first, and the list arrives at idle or at first use.
 * These tests hold that chunk back on its way to the page (or fail it, a
 * 404) and act on the widget meanwhile, as a user on a slow network would:
 * an opening waits for the chunk and opens only if still wanted, and a
 * chunk that cannot be fetched leaves the widget closed and usable.
 */
/** A page over the built entries with the open list's chunk held until released. */
function load(page: Page, script: string, body = ''): Promise<HeldChunks> {
  return loadHoldingChunks(page, {
    origin: 'https://chunks.test',
    entry: 'core.js',
    label: 'Fruit',
    script,
    body: body || '<input id="other" aria-label="Other field">',
    hold: (path) => (OPEN_LIST_CHUNK.test(path) ? 'open-list' : null),
  });
}

const fruits = `['Apple', 'Banana', 'Cherry', 'Pear', 'Plum'].map((label) => ({ value: label.toLowerCase(), label }))`;
const core = `import SelectWidget from '/core.js'; window.SelectWidget = SelectWidget;`;
/** The page's widget: the fruits, from the core entry. */
const fruitWidget = `${core} window.widget = new SelectWidget('#field', { data: ${fruits} });`;

test.describe('the open list arrives as a chunk (dist/*.js)', () => {
  test('the closed control paints and is asked for its list at idle, with no interaction', async ({
    page,
  }) => {
    const served = await load(page, `${fruitWidget} window.widget.setValue('pear');`);
    await expect(page.locator('.widget-select__value')).toHaveText('Pear');
    await expect(page.getByRole('combobox', { name: 'Fruit' })).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => served.asked().length).toBe(1);
    served.release();
    expect(await page.evaluate('SelectWidget.ready().then(() => "ready")')).toBe('ready');
    expect(served.errors).toEqual([]);
  });

  test('a click while the chunk is late opens the list when it comes, with its open event then @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${fruitWidget}
       window.events = []; window.widget.on('open', () => window.events.push('open'));`,
    );
    const control = page.getByRole('combobox', { name: 'Fruit' });
    await control.click();
    await expect.poll(() => served.asked().length).toBe(1);
    await expect(control).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate('window.events')).toEqual([]);
    served.release();
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option')).toHaveCount(5);
    expect(await page.evaluate('window.events')).toEqual(['open']);
    expect(served.errors).toEqual([]);
  });

  test('a click elsewhere while the chunk is late wins: the widget does not open or take the focus afterwards @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${fruitWidget}
       window.events = []; window.widget.on('open', () => window.events.push('open'));`,
    );
    const control = page.getByRole('combobox', { name: 'Fruit' });
    const other = page.getByRole('textbox', { name: 'Other field' });
    await control.click();
    await expect.poll(() => served.asked().length).toBe(1);
    await other.click();
    await page.keyboard.type('pear');
    served.release();
    await page.evaluate('SelectWidget.ready()');
    await page.evaluate('new Promise((settled) => requestAnimationFrame(settled))');
    await expect(control).toHaveAttribute('aria-expanded', 'false');
    await expect(other).toBeFocused();
    await expect(other).toHaveValue('pear');
    expect(await page.evaluate('[window.events, window.widget.getSearchQuery()]')).toEqual([[], '']);
  });

  test('a key that would open, then Tab and typing elsewhere while the chunk is late: nothing opens, nothing typed is replayed @all-engines', async ({
    page,
  }) => {
    const served = await load(page, fruitWidget);
    const control = page.getByRole('combobox', { name: 'Fruit' });
    const other = page.getByRole('textbox', { name: 'Other field' });
    await control.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(other).toBeFocused();
    await page.keyboard.type('pl');
    served.release();
    await page.evaluate('SelectWidget.ready()');
    await page.evaluate('new Promise((settled) => requestAnimationFrame(settled))');
    await expect(control).toHaveAttribute('aria-expanded', 'false');
    await expect(other).toBeFocused();
    await expect(other).toHaveValue('pl');
    expect(await page.evaluate('[window.widget.getValue(), window.widget.getSearchQuery()]')).toEqual([
      null,
      '',
    ]);
  });

  test('typeahead while the chunk is late: the list opens on the option typed, the focus on the control; a cancelled wait leaves no highlight behind @all-engines', async ({
    page,
  }) => {
    const served = await load(page, fruitWidget);
    // Not by its role: the open list's search field is a combobox of that name too.
    const control = page.locator('.widget-select__control');
    const highlighted = page.locator('.widget-select__option--highlighted');
    await control.focus();
    await page.keyboard.type('pl');
    await expect.poll(() => served.asked().length).toBe(1);
    // Enter meanwhile asks for the list again; it picks nothing yet.
    await page.keyboard.press('Enter');
    served.release();
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    await expect(highlighted).toHaveText('Plum');
    await expect(control).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toBe('plum');
    // A second page: the typed highlight of a wait cancelled by a click elsewhere is gone at the next opening.
    const again = await load(page, fruitWidget);
    await control.focus();
    await page.keyboard.type('pl');
    await expect.poll(() => again.asked().length).toBe(1);
    await page.getByRole('textbox', { name: 'Other field' }).click();
    await control.click();
    again.release();
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    await expect(highlighted).toHaveText('Apple');
    expect(again.errors).toEqual([]);
  });

  test('a key that opens where it is, typed while the chunk is late, keeps the focus there when the list comes', async ({
    page,
  }) => {
    const served = await load(page, fruitWidget);
    const control = page.locator('.widget-select__control');
    await control.focus();
    // Typeahead that finds nothing: the list opens, the focus stays on the control.
    await page.keyboard.type('zz');
    served.release();
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    await expect(control).toBeFocused();
    expect(served.errors).toEqual([]);
  });

  test('close() while the chunk is late cancels an open(): the list does not open when it comes', async ({
    page,
  }) => {
    const served = await load(page, fruitWidget);
    await page.evaluate('window.widget.open(); window.widget.close();');
    served.release();
    await page.evaluate('SelectWidget.ready()');
    await page.evaluate('new Promise((settled) => requestAnimationFrame(settled))');
    await expect(page.getByRole('combobox', { name: 'Fruit' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a chunk that cannot be fetched: closed, usable and honest, load-failed each time it is asked, ready() rejects, the next use asks again @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${fruitWidget}
       window.events = []; window.widget.on('open', () => window.events.push('open'));
       window.errors = []; window.widget.on('error', (error) => window.errors.push([error.code, error.message]));`,
    );
    const control = page.getByRole('combobox', { name: 'Fruit' });
    served.fail();
    await control.click();
    await expect.poll(() => page.evaluate('window.errors.length')).toBe(1);
    const [first] = (await page.evaluate('window.errors')) as [string, string][];
    expect(first?.[0]).toBe('load-failed');
    expect(first?.[1]).toContain('open list');
    await expect(control).toHaveAttribute('aria-expanded', 'false');
    await expect(control).not.toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate('SelectWidget.ready().then(() => "ready", (error) => error.code)')).toBe(
      'load-failed',
    );
    // The value, the closed control and every method keep working.
    await page.evaluate("window.widget.setValue('pear')");
    await expect(page.locator('.widget-select__value')).toHaveText('Pear');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate('window.errors.length')).toBeGreaterThanOrEqual(2);
    await expect(control).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate('window.events')).toEqual([]);
    served.release();
    await control.click();
    // The next use asks again and opens, in a browser that keeps a failed module for the page's
    // life too (Chromium, Firefox): the loader asks for the same file under a query of its own.
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate('window.events')).toEqual(['open']);
  });

  test('after SelectWidget.ready(), open() paints its rows in the same task', async ({ page }) => {
    const served = await load(page, fruitWidget);
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
