import { expect, type Page, test } from '@playwright/test';
import {
  type HeldChunks,
  loadHoldingChunks,
  readyLater,
  clickElsewhereWins,
  failedChunkStaysClosed,
} from './held-chunks';

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

  test("a click elsewhere while the tags' part is late wins: no open, no focus taken afterwards @all-engines", async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${fruits}, multiple: true, allowCreate: true });`,
    );
    await clickElsewhereWins(page, served, 'Fruit');
  });

  test("a tags' part that cannot be fetched: closed, load-failed each time it is asked, ready() rejects @all-engines", async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${fruits}, multiple: true, allowCreate: true });`,
    );
    await failedChunkStaysClosed(page, served, 'Fruit', 'tags list');
  });
});
