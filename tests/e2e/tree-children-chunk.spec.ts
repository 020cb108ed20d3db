import { expect, type Page, test } from '@playwright/test';
import { type HeldChunks, loadHoldingChunks } from './held-chunks';

/**
 * The loader of lazy tree children (`loadChildren`) is a chunk of its own in
 * the module builds (`children-chunk-<hash>.js`), fetched when a widget has
 * `loadChildren` or a node without its children is expanded; the
 * script-tag build carries it. These tests hold the chunk on its way and
 * expand a node meanwhile, as a user on a slow network would.
 */
const CHILDREN_CHUNK = /^children-chunk-[\w-]+\.js$/;

function load(page: Page, entry: string, script: string): Promise<HeldChunks> {
  return loadHoldingChunks(page, {
    origin: 'https://children.test',
    entry,
    label: 'Folder',
    script,
    hold: (path) => (CHILDREN_CHUNK.test(path) ? 'children' : null),
  });
}

const folders = `[{ value: 'docs', label: 'Docs', hasChildren: true }, { value: 'music', label: 'Music' }]`;
const loadChildren = `loadChildren: (node) => [1, 2].map((n) => ({ value: node.value + n, label: node.label + ' ' + n }))`;
/** Whether SelectWidget.ready() has resolved within 200 ms. */
const readyNow = (page: Page) =>
  page.evaluate(
    `Promise.race([SelectWidget.ready().then(() => true), new Promise((r) => setTimeout(() => r(false), 200))])`,
  );

test.describe('lazy tree children arrive as a chunk', () => {
  for (const [entry, imports] of [
    ['index.js', `import SelectWidget from '/index.js';`],
    ['core.js', `import { SelectWidget } from '/core.js'; import '/tree.js';`],
  ] as const) {
    test(`${entry}: a node expanded before the chunk arrives loads its children once it does; ready() waits for it @all-engines`, async ({
      page,
    }) => {
      const served = await load(
        page,
        entry,
        `${imports} window.SelectWidget = SelectWidget; window.widget = new SelectWidget('#field', { data: ${folders}, ${loadChildren} });`,
      );
      await expect.poll(served.asked).toEqual(['children']);
      expect(await readyNow(page)).toBe(false);
      await page.getByRole('combobox', { name: 'Folder' }).click();
      const docs = page.getByRole('treeitem', { name: 'Docs' });
      await docs.hover();
      await page.keyboard.press('ArrowRight');
      await expect(docs).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('treeitem', { name: 'Docs 1' })).toHaveCount(0);
      served.release();
      await expect(page.getByRole('treeitem', { name: 'Docs 1' })).toBeVisible();
      await expect(page.getByRole('treeitem', { name: 'Docs 2' })).toBeVisible();
      expect(await readyNow(page)).toBe(true);
      expect(served.errors).toEqual([]);
    });
  }

  test('a tree without lazy nodes never fetches the chunk @all-engines', async ({ page }) => {
    const served = await load(
      page,
      'index.js',
      `import SelectWidget from '/index.js'; window.SelectWidget = SelectWidget;
       window.widget = new SelectWidget('#field', { data: [{ value: 'a', label: 'A', children: [{ value: 'a1', label: 'A1' }] }] });`,
    );
    await page.getByRole('combobox', { name: 'Folder' }).click();
    await page.getByRole('treeitem', { name: 'A', exact: true }).click();
    expect(await readyNow(page)).toBe(true);
    expect(served.asked()).toEqual([]);
    expect(served.served().some((path) => CHILDREN_CHUNK.test(path))).toBe(false);
  });

  test('the script-tag build carries the loader: no chunk is fetched @all-engines', async ({ page }) => {
    const served = await loadHoldingChunks(page, {
      origin: 'https://children.test',
      entry: 'widget-select.iife.js',
      label: 'Folder',
      script: `await new Promise((resolve, reject) => { const s = document.createElement('script'); s.src = '/widget-select.iife.js'; s.onload = resolve; s.onerror = reject; document.head.append(s); });
        window.widget = new SelectWidget('#field', { data: ${folders}, ${loadChildren} });`,
      hold: () => null,
    });
    await page.getByRole('combobox', { name: 'Folder' }).click();
    await page.getByRole('treeitem', { name: 'Docs' }).hover();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('treeitem', { name: 'Docs 2' })).toBeVisible();
    expect(served.served().filter((path) => path.endsWith('.js'))).toEqual(['widget-select.iife.js']);
    expect(served.errors).toEqual([]);
  });
});
