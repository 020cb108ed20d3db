import { expect, type Page, test } from '@playwright/test';
import { type HeldChunks, loadHoldingChunks, OPEN_LIST_CHUNK } from './held-chunks';

/**
 * The open list is a chunk of its own in the module builds: a page paints
 * its closed controls first, and the list arrives at idle or at first use.
 * These tests hold that chunk back on its way to the page and act on the
 * widget meanwhile, as a user on a slow network would.
 */
/** A page over the built entries with the open list's chunk held until released. */
function load(page: Page, script: string, body = ''): Promise<HeldChunks> {
  return loadHoldingChunks(page, {
    origin: 'https://chunks.test',
    entry: 'core.js',
    label: 'Fruit',
    script,
    body,
    hold: (path) => (OPEN_LIST_CHUNK.test(path) ? 'open-list' : null),
  });
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
    await expect.poll(() => served.asked().length).toBe(1);
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
    // P twice goes to the second P, Plum, however long a busy browser takes between the keys
    // ('pl' would be Pear if more than typeahead's half-second passed between them).
    await page.keyboard.type('pp');
    await page.keyboard.press('Enter');
    // Every key is decided at once: the rows typeahead and Enter read are the core's, not the chunk's.
    expect(await page.evaluate('[window.widget.getValue(), window.events]')).toEqual([
      'plum',
      ['open', 'close', 'change'],
    ]);
    expect(served.asked()).toHaveLength(1);
    served.release();
    await page.evaluate('SelectWidget.ready()');
    expect(await page.evaluate('window.widget.getValue()')).toBe('plum');
    expect(await page.evaluate('window.events')).toEqual(['open', 'close', 'change']);
    // The list that arrives opens as any other: the state, not a replay, decides what it shows.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Plum' })).toHaveAttribute('aria-selected', 'true');
    expect(served.errors).toEqual([]);
  });

  test('Tab with selectOnTab before the chunk arrives picks the option the list highlights when it does', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${core} window.widget = new SelectWidget('#field', { data: ${fruits}, searchable: false, selectOnTab: true });
       window.widget.setValue('banana');`,
    );
    const control = page.getByRole('combobox', { name: 'Fruit' });
    await control.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(control).not.toBeFocused();
    served.release();
    await page.evaluate('SelectWidget.ready()');
    expect(await page.evaluate('[window.widget.getValue(), window.widget.isDropdownOpen()]')).toEqual([
      'cherry',
      false,
    ]);
    expect(served.errors).toEqual([]);
  });

  test('text typed into a searchable list opened before the chunk is its query, whatever arrives in between @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${core} window.widget = new SelectWidget('#field', { data: ${fruits} });`,
    );
    const control = page.getByRole('combobox', { name: 'Fruit' });
    await control.focus();
    await page.keyboard.press('ArrowDown');
    // The control's own input is a chunk too: keys pressed before it are held and played once it is bound.
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('p');
    expect(await page.evaluate('window.widget.getSearchQuery()')).toBe('p');
    served.release();
    const search = page.locator('.widget-select__search');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('p');
    await page.keyboard.type('e');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toBe('pear');
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
    // Open before the list's chunk, once the control's input (a chunk of its own) has played the click.
    await expect.poll(() => page.evaluate('window.widget.isDropdownOpen()')).toBe(true);
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

  test("commit: 'apply': a key's pick before the chunk goes to the pending value at once and moves no value; the list that arrives takes picks into it", async ({
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
    expect(await page.evaluate('[window.widget.getValue(), window.widget.getPendingValue()]')).toEqual([
      [],
      ['apple'],
    ]);
    served.release();
    await page.getByRole('option', { name: 'Banana' }).click();
    await expect(page.getByRole('option', { name: 'Banana' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate('[window.widget.getValue(), window.widget.getPendingValue()]')).toEqual([
      [],
      ['apple', 'banana'],
    ]);
    await page.locator('button.widget-select__apply').click();
    expect(await page.evaluate('[window.widget.getValue(), window.changes]')).toEqual([
      ['apple', 'banana'],
      [['apple', 'banana']],
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
    await expect.poll(() => page.evaluate('window.widget.isDropdownOpen()')).toBe(true);
    served.release();
    const search = page.locator('.widget-select__search');
    await expect(search).toHaveValue('pe');
    await expect(search).toBeFocused();
    await expect(page.getByRole('option')).toHaveText(['Pear']);
    expect(served.errors).toEqual([]);
  });

  test("a query and a matching select-all before the chunk: both are state at once (the search is the core's), and the list that arrives shows them", async ({
    page,
  }) => {
    const served = await load(
      page,
      `${core} window.widget = new SelectWidget('#field', { data: ${fruits}, multiple: true });
       window.changes = []; window.widget.on('change', (value) => window.changes.push(value));
       window.widget.setSearchQuery('p');
       window.widget.selectAll({ scope: 'matching' });
       window.before = [window.widget.getSearchQuery(), window.widget.getValue()];`,
    );
    expect(await page.evaluate('window.before')).toEqual(['p', ['pear', 'plum', 'apple']]);
    await expect.poll(() => served.asked()).toEqual(['open-list']);
    served.release();
    expect(
      await page.evaluate('SelectWidget.ready().then(() => [window.widget.getValue(), window.changes])'),
    ).toEqual([['pear', 'plum', 'apple'], [['pear', 'plum', 'apple']]]);
    // The matches in the search's order: labels that start with the query first.
    await page.evaluate('window.widget.open()');
    await expect(page.getByRole('option')).toHaveText(['Pear', 'Plum', 'Apple']);
    expect(served.errors).toEqual([]);
  });

  test('a list opened and searched before the chunk arrives tells its result count once it is built @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${core} window.widget = new SelectWidget('#field', { data: ${fruits} });
       window.widget.open(); window.widget.setSearchQuery('p');`,
    );
    await expect.poll(() => served.asked()).toEqual(['open-list']);
    const live = page.locator('.widget-select__live');
    await expect(live).toHaveText('');
    served.release();
    await expect(page.getByRole('option')).toHaveText(['Pear', 'Plum', 'Apple']);
    await expect(live).toHaveText(/^3 results available/);
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

  // After "kiwi" and an Enter, the next key acts on the state the Enter
  // left: "f" is typeahead on the closed control, ArrowDown opens it
  // again, each as with the list there, and both reopen the list.
  for (const { key, highlighted } of [
    { key: 'f', highlighted: 'Fig' },
    { key: 'ArrowDown', highlighted: 'Kiwi' },
  ]) {
    test(`${key} pressed after an Enter before the chunk acts after the pick, as it would with the list there @all-engines`, async ({
      page,
    }) => {
      const kinds = `['Apple', 'Fig', 'Kiwi', 'Pear'].map((label) => ({ value: label.toLowerCase(), label }))`;
      const served = await load(
        page,
        `${core} window.widget = new SelectWidget('#field', { data: ${kinds} });`,
        '<div id="other" aria-label="Other"></div>',
      );
      const typeKiwiEnterKey = async (name: string) => {
        const control = page.getByRole('combobox', { name });
        await control.focus();
        await page.keyboard.press('ArrowDown');
        // Once the control's own input (a chunk too) has played the held ArrowDown.
        await expect(control).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.type('kiwi');
        await page.keyboard.press('Enter');
        await page.keyboard.press(key);
      };
      await typeKiwiEnterKey('Fruit');
      // The Enter is decided at once, and the key after it acts on the state it leaves.
      expect(await page.evaluate('[window.widget.getValue(), window.widget.getSearchQuery()]')).toEqual([
        'kiwi',
        '',
      ]);
      served.release();
      await page.evaluate('SelectWidget.ready()');
      const state = (widget: string) =>
        page.evaluate(`[${widget}.getValue(), ${widget}.isDropdownOpen(), ${widget}.getSearchQuery()]`);
      expect(await state('window.widget')).toEqual(['kiwi', true, '']);
      await expect(page.locator('.widget-select__option--highlighted')).toHaveText(highlighted);
      const focused = () => page.evaluate('document.activeElement.className');
      const focusAfterReplay = await focused();
      // The same keys on a widget whose list is there from the start end there too.
      await page.evaluate(
        `window.widget.close(); window.other = new SelectWidget('#other', { data: ${kinds} })`,
      );
      await typeKiwiEnterKey('Other');
      expect(await state('window.other')).toEqual(['kiwi', true, '']);
      await expect(page.locator('.widget-select__option--highlighted')).toHaveText(highlighted);
      expect(focusAfterReplay).toBe(await focused());
      expect(served.errors).toEqual([]);
    });
  }
});
