import { expect, type Page, test } from '@playwright/test';
import {
  type HeldChunks,
  loadHoldingChunks,
  clickElsewhereWins,
  failedChunkStaysClosed,
} from './held-chunks';

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
  test("a click elsewhere while the tree's part is late wins: no open, no focus taken afterwards @all-engines", async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${food} });`,
    );
    await clickElsewhereWins(page, served, 'Food');
  });

  test("a tree's part that cannot be fetched: closed, load-failed each time it is asked, ready() rejects @all-engines", async ({
    page,
  }) => {
    const served = await load(
      page,
      `${entry} window.widget = new SelectWidget('#field', { data: ${food} });`,
    );
    await failedChunkStaysClosed(page, served, 'Food', 'tree list');
  });
});

test.describe("lazy children (loadChildren) come with the tree's list part", () => {
  const folders = `[{ value: 'docs', label: 'Docs', hasChildren: true }, { value: 'music', label: 'Music' }]`;
  const loadChildren = `loadChildren: (node) => [1, 2].map((n) => ({ value: node.value + n, label: node.label + ' ' + n }))`;

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
