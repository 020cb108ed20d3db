import { expect, type Page, test } from '@playwright/test';
import { type HeldChunks, loadHoldingChunks, OPEN_LIST_CHUNK, readyLater, readyNow } from './held-chunks';

/**
 * The tags' parts that only the open list uses (the create row, the
 * list's ranges by Shift+click and Shift+arrows, the paste of a tag list
 * into the search field) are a list part: a chunk of its own,
 * `tags-list-*.js`, imported with the open list's. These tests hold it
 * back on its way to the page and act on a multiple widget meanwhile: the
 * chips and the value are right at once, the list is built (and `ready()`
 * resolves) only once the part is there, and the keys pressed in the open
 * widget meanwhile act once it is, in order. The chips' drag (`sortable`)
 * comes with the part too: a chip pressed meanwhile is dragged once it is
 * there, if the pointer is still down.
 */
const TAGS_LIST_CHUNK = /^tags-list-[\w-]{8}\.js$/;

/** A page of `widget-select/core` with `widget-select/tags`, the tags' list part held until released. */
function load(page: Page, script: string): Promise<HeldChunks> {
  return loadHoldingChunks(page, {
    origin: 'https://tags-list.test',
    entry: 'tags.js',
    label: 'Fruit',
    script,
    hold: (path) => (TAGS_LIST_CHUNK.test(path) ? 'tags-list' : null),
  });
}

const fruits = `[
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
]`;
const entry = `import SelectWidget from '/core.js'; import '/tags.js'; window.SelectWidget = SelectWidget;`;

/** A chip of the page's widget, by its value. */
const chipOf = (page: Page, value: string) => page.locator(`.widget-select__tag[data-value="${value}"]`);

/** Presses the Apple chip while the part is held (the press asks for it); returns where the Cherry chip is. */
async function pressAppleBeforePart(page: Page, served: HeldChunks) {
  const apple = (await chipOf(page, 'apple').boundingBox())!;
  const cherry = (await chipOf(page, 'cherry').boundingBox())!;
  await page.mouse.move(apple.x + 10, apple.y + apple.height / 2);
  await page.mouse.down();
  await expect.poll(served.asked).toEqual(['tags-list']);
  return cherry;
}

test.describe("the tags' list part arrives with the open list (dist/tags-list-*.js)", () => {
  test('text typed into an open widget before its list part arrives shows the create row once it does, and Enter creates the tag @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${fruits}, multiple: true, allowCreate: true });`,
    );
    const control = page.getByRole('combobox', { name: 'Fruit' });
    await control.focus();
    await page.keyboard.press('ArrowDown');
    // The state opens at once; the list waits for the tags' part.
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('kiwi');
    await expect.poll(served.asked).toEqual(['tags-list']);
    await expect(page.locator('.widget-select__dropdown')).toHaveCount(0);
    expect(await readyNow(page)).toBe(false);
    served.release();
    expect(await readyLater(page)).toBe(true);
    // Every key typed meanwhile is in the query, once: the create row offers it.
    await expect(page.getByRole('option', { name: 'Create "kiwi"' })).toBeVisible();
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toEqual(['kiwi']);
    await expect(page.locator('.widget-select__tag[data-value="kiwi"]')).toHaveCount(1);
    expect(served.errors).toEqual([]);
  });

  test('Shift+ArrowDown pressed in the open list before the part arrives picks a range once it does', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${fruits}, multiple: true, searchable: false });`,
    );
    const control = page.getByRole('combobox', { name: 'Fruit' });
    await control.focus();
    await page.keyboard.press('ArrowDown');
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(served.asked).toEqual(['tags-list']);
    await expect(page.locator('.widget-select__dropdown')).toHaveCount(0);
    // Nothing picked yet: a Shift+arrow is a range's, not a plain arrow's.
    expect(await page.evaluate('window.widget.getValue()')).toEqual([]);
    served.release();
    // Each Shift+ArrowDown moved on one row and picked the row it reached.
    await expect.poll(() => page.evaluate('window.widget.getValue()')).toEqual(['banana', 'cherry']);
    await expect(page.getByRole('option', { name: 'Cherry' })).toHaveAttribute('aria-selected', 'true');
    expect(served.errors).toEqual([]);
  });

  test('the chips and the "+N more" chip need no list: the open list is built only once the part is there', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${fruits}, multiple: true, allowCreate: true, maxVisibleTags: 1 });
        window.widget.setValue(['apple', 'cherry']);`,
    );
    await expect(page.locator('.widget-select__tag[data-value="apple"]')).toHaveCount(1);
    await expect(page.locator('.widget-select__tag--more')).toHaveText('+1 more');
    await page.getByRole('combobox', { name: 'Fruit' }).click();
    // Once the control's input (a chunk of its own) has played the click.
    await expect.poll(() => page.evaluate('window.widget.isDropdownOpen()')).toBe(true);
    // The open list's own chunk is there, the tags' part is not: no list yet.
    await expect.poll(() => served.served().some((path) => OPEN_LIST_CHUNK.test(path))).toBe(true);
    await expect.poll(served.asked).toEqual(['tags-list']);
    await expect(page.locator('.widget-select__dropdown')).toHaveCount(0);
    served.release();
    await expect(page.getByRole('option', { name: 'Cherry' })).toHaveAttribute('aria-selected', 'true');
    expect(served.errors).toEqual([]);
  });

  test('a chip pressed before the part arrives is dragged once it does: the drag comes with the part, and the press waits for it (sortable set after mount) @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${fruits}, multiple: true });
        window.widget.setValue(['apple', 'banana', 'cherry']);
        window.widget.updateOptions({ sortable: true });`,
    );
    const chip = (value: string) => chipOf(page, value);
    const cherry = await pressAppleBeforePart(page, served);
    // What the drag does at once is done: the chip has focus.
    await expect(chip('apple')).toBeFocused();
    served.release();
    expect(await readyLater(page)).toBe(true);
    // The press is the drag's now: the pointer moved after it drops the chip where it is released.
    await page.mouse.move(cherry.x + cherry.width - 2, cherry.y + cherry.height / 2, { steps: 8 });
    await expect(chip('apple')).toHaveClass(/widget-select__tag--dragging/);
    await page.mouse.up();
    await expect.poll(() => page.evaluate('window.widget.getValue()')).toEqual(['banana', 'cherry', 'apple']);
    // The click that ends a drag opens nothing.
    expect(await page.evaluate('window.widget.isDropdownOpen()')).toBe(false);
    expect(served.errors).toEqual([]);
  });

  test('a chip pressed and released before the part arrives starts no drag once it does', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${fruits}, multiple: true, sortable: true });
        window.widget.setValue(['apple', 'banana', 'cherry']);`,
    );
    const cherry = await pressAppleBeforePart(page, served);
    await page.mouse.up();
    served.release();
    expect(await readyLater(page)).toBe(true);
    await page.mouse.move(cherry.x + cherry.width - 2, cherry.y + cherry.height / 2, { steps: 8 });
    await expect(page.locator('.widget-select__tag--dragging')).toHaveCount(0);
    await expect(page.locator('.widget-select__drop-indicator')).toHaveCount(0);
    expect(await page.evaluate('window.widget.getValue()')).toEqual(['apple', 'banana', 'cherry']);
    expect(served.errors).toEqual([]);
  });

  test('a widget destroyed before the part arrives is left alone by it, and a widget mounted after it has its chips dragged', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.gone = new SelectWidget('#field', { data: ${fruits}, multiple: true, sortable: true });
        window.gone.destroy();`,
    );
    // Any first use asks for the part; the destroyed widget does not.
    await page.evaluate(`window.widget = new SelectWidget('#field', { data: ${fruits}, multiple: true, sortable: true });
      window.widget.setValue(['apple', 'banana']); window.widget.open(); window.widget.close();`);
    await expect.poll(served.asked).toEqual(['tags-list']);
    served.release();
    expect(await readyLater(page)).toBe(true);
    const chip = (value: string) => page.locator(`.widget-select__tag[data-value="${value}"]`);
    const apple = (await chip('apple').boundingBox())!;
    const banana = (await chip('banana').boundingBox())!;
    await page.mouse.move(apple.x + 10, apple.y + apple.height / 2);
    await page.mouse.down();
    await page.mouse.move(banana.x + banana.width - 2, banana.y + banana.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => page.evaluate('window.widget.getValue()')).toEqual(['banana', 'apple']);
    expect(served.errors).toEqual([]);
  });

  test('the script-tag build carries the part: the create row shows and no chunk is fetched @all-engines', async ({
    page,
  }) => {
    const served = await loadHoldingChunks(page, {
      origin: 'https://tags-list.test',
      entry: 'widget-select.iife.js',
      label: 'Fruit',
      script: `await new Promise((resolve, reject) => { const s = document.createElement('script'); s.src = '/widget-select.iife.js'; s.onload = resolve; s.onerror = reject; document.head.append(s); });
        window.widget = new SelectWidget('#field', { data: ${fruits}, multiple: true, allowCreate: true });`,
      hold: () => null,
    });
    await page.getByRole('combobox', { name: 'Fruit' }).click();
    await page.keyboard.type('kiwi');
    await expect(page.getByRole('option', { name: 'Create "kiwi"' })).toBeVisible();
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toEqual(['kiwi']);
    expect(served.served().filter((path) => path.endsWith('.js'))).toEqual(['widget-select.iife.js']);
    expect(served.errors).toEqual([]);
  });
  test("a click and a typed new tag while the input, the open list and the tags' part are all on their way create the tag when they come", async ({
    page,
  }) => {
    const served = await loadHoldingChunks(page, {
      origin: 'https://tags-list.test',
      entry: 'tags.js',
      label: 'Fruit',
      script: `${entry} window.widget = new SelectWidget('#field', { data: ${fruits}, multiple: true, allowCreate: true });`,
      hold: (path) => (/^(tags-list|open-list|control-input)-[\w-]{8}\.js$/.test(path) ? path : null),
    });
    await page.getByRole('combobox', { name: 'Fruit' }).click();
    await page.keyboard.type('kiwi');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toEqual([]);
    served.release();
    await expect.poll(() => page.evaluate('window.widget.getValue()')).toEqual(['kiwi']);
    expect(await page.evaluate('window.widget.getSearchQuery()')).toBe('');
    expect(served.errors).toEqual([]);
  });
});
