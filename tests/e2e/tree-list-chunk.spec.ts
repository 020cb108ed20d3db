import { expect, type Page, test } from '@playwright/test';
import { type HeldChunks, loadHoldingChunks, OPEN_LIST_CHUNK, readyLater, readyNow } from './held-chunks';

/**
 * The tree's parts that only the open list uses (the rows' twisty and
 * levels, the tree's keys, node loads and retries) are a list part: a chunk
 * of its own, `tree-list-*.js`, imported with the open list's. These tests
 * hold it back on its way to the page and act on a tree meanwhile: the
 * closed control and the value are right at once, the list is built (and
 * `ready()` resolves) only once the part is there, and the keys pressed in
 * the open tree meanwhile act on it as on a tree once it is.
 */
const TREE_LIST_CHUNK = /^tree-list-[\w-]{8}\.js$/;

/** A page of `widget-select/core` with `widget-select/tree`, the tree's list part held until released. */
function load(page: Page, script: string): Promise<HeldChunks> {
  return loadHoldingChunks(page, {
    origin: 'https://tree-list.test',
    entry: 'tree.js',
    label: 'Food',
    script,
    hold: (path) => (TREE_LIST_CHUNK.test(path) ? 'tree-list' : null),
  });
}

const food = `[
  { value: 'fruit', label: 'Fruit', children: [{ value: 'apple', label: 'Apple' }, { value: 'pear', label: 'Pear' }] },
  { value: 'veg', label: 'Vegetable', children: [{ value: 'leek', label: 'Leek' }] },
]`;
const entry = `import SelectWidget from '/core.js'; import '/tree.js'; window.SelectWidget = SelectWidget;`;

test.describe("the tree's list part arrives with the open list (dist/tree-list-*.js)", () => {
  test('keys pressed in the open tree before its list part arrives act on the tree once it does, in order @all-engines', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${food}, searchable: false });`,
    );
    const control = page.getByRole('combobox', { name: 'Food' });
    await control.focus();
    await page.keyboard.press('ArrowDown');
    // The state opens at once; the list waits for the tree's part.
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(served.asked).toEqual(['tree-list']);
    await expect(page.locator('.widget-select__dropdown')).toHaveCount(0);
    expect(await readyNow(page)).toBe(false);
    served.release();
    expect(await readyLater(page)).toBe(true);
    // ArrowRight expanded Fruit, ArrowDown went to its first child.
    const fruit = page.getByRole('treeitem', { name: 'Fruit' });
    await expect(fruit).toHaveAttribute('aria-expanded', 'true');
    await expect(fruit.locator('.widget-select__twisty')).toHaveCount(1);
    await expect(page.getByRole('treeitem', { name: 'Apple' })).toBeVisible();
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.widget.getValue()')).toBe('apple');
    expect(served.errors).toEqual([]);
  });

  test('the closed control shows the value at once; the open list is built only once the part is there', async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${food} }); window.widget.setValue('leek');`,
    );
    await expect(page.locator('.widget-select__value')).toHaveText('Leek');
    await page.getByRole('combobox', { name: 'Food' }).click();
    // Once the control's input (a chunk of its own) has played the click.
    await expect.poll(() => page.evaluate('window.widget.isDropdownOpen()')).toBe(true);
    // The open list's own chunk is there, its tree part is not: no list yet.
    await expect.poll(() => served.served().some((path) => OPEN_LIST_CHUNK.test(path))).toBe(true);
    await expect.poll(served.asked).toEqual(['tree-list']);
    await expect(page.locator('.widget-select__dropdown')).toHaveCount(0);
    served.release();
    // A tree with its twisties.
    await expect(page.getByRole('tree')).toBeVisible();
    await expect(page.locator('.widget-select__twisty')).toHaveCount(2);
    await expect(page.getByRole('treeitem', { name: 'Vegetable' })).toHaveAttribute('aria-expanded', 'false');
    expect(served.errors).toEqual([]);
  });
});

test.describe("lazy children (loadChildren) come with the tree's list part", () => {
  const folders = `[{ value: 'docs', label: 'Docs', hasChildren: true }, { value: 'music', label: 'Music' }]`;
  const loadChildren = `loadChildren: (node) => [1, 2].map((n) => ({ value: node.value + n, label: node.label + ' ' + n }))`;

  test('index.js: a lazy node expanded by a key before the part arrives loads its children once it does @all-engines', async ({
    page,
  }) => {
    const served = await loadHoldingChunks(page, {
      origin: 'https://tree-list.test',
      entry: 'index.js',
      label: 'Folder',
      script: `import SelectWidget from '/index.js'; window.SelectWidget = SelectWidget;
        window.widget = new SelectWidget('#field', { data: ${folders}, ${loadChildren}, searchable: false });`,
      hold: (path) => (TREE_LIST_CHUNK.test(path) ? 'tree-list' : null),
    });
    const control = page.getByRole('combobox', { name: 'Folder' });
    await control.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect.poll(served.asked).toEqual(['tree-list']);
    await expect(page.getByRole('treeitem', { name: 'Docs 1' })).toHaveCount(0);
    served.release();
    await expect(page.getByRole('treeitem', { name: 'Docs', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('treeitem', { name: 'Docs 1' })).toBeVisible();
    await expect(page.getByRole('treeitem', { name: 'Docs 2' })).toBeVisible();
    expect(served.errors).toEqual([]);
  });

  test('the script-tag build carries the part: lazy children load and no chunk is fetched @all-engines', async ({
    page,
  }) => {
    const served = await loadHoldingChunks(page, {
      origin: 'https://tree-list.test',
      entry: 'widget-select.iife.js',
      label: 'Folder',
      script: `await new Promise((resolve, reject) => { const s = document.createElement('script'); s.src = '/widget-select.iife.js'; s.onload = resolve; s.onerror = reject; document.head.append(s); });
        window.widget = new SelectWidget('#field', { data: ${folders}, ${loadChildren} });`,
      hold: () => null,
    });
    await page.getByRole('combobox', { name: 'Folder' }).click();
    await page.getByRole('treeitem', { name: 'Docs', exact: true }).hover();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('treeitem', { name: 'Docs 2' })).toBeVisible();
    expect(served.served().filter((path) => path.endsWith('.js'))).toEqual(['widget-select.iife.js']);
    expect(served.errors).toEqual([]);
  });
});
