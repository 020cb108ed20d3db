import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { liveBlocks, markdownPages } from '../../docs/.vitepress/live-blocks';
import { SelectWidgetObject } from './pages/select-widget';
import { serveStatic } from './pages/static-site';

/**
 * The built docs site (`npm run docs:build`, docs/.vitepress/dist), served as
 * plain static files: its pages link up, every page's first live example is
 * a working widget, and the prop explorers change the widget they show.
 */
const docs = fileURLToPath(new URL('../../docs/', import.meta.url));
const dist = `${docs}.vitepress/dist/`;
const pagesWithExamples = markdownPages(docs).filter(
  (page) => liveBlocks(readFileSync(docs + page, 'utf8')).length > 0,
);

let site: Awaited<ReturnType<typeof serveStatic>>;

// Each test loads a whole docs page (the theme, then the widget's chunk) on a shared machine.
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  expect(existsSync(`${dist}index.html`), 'build the docs site first (npm run docs:build)').toBe(true);
  site = await serveStatic(dist);
});
test.afterAll(() => site?.close());

/** Page errors and console errors; the built site must have none. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

const url = (page: string) => site.url + page.replace(/\.md$/, '.html');

/** Opens `widget`, picks its first enabled option not yet selected, and checks the widget shows it. */
async function openAndPick(widget: Locator): Promise<void> {
  // At the control's end, beside the tags a multiple widget may hold.
  await new SelectWidgetObject(widget.page(), widget).clickControl();
  const option = widget
    .page()
    .locator('.widget-select__dropdown')
    .locator('[role="option"], [role="treeitem"]')
    .and(widget.page().locator(':not([aria-disabled="true"], .widget-select__option--selected)'))
    .first();
  await expect(option).toBeVisible();
  const label = (await option.locator('.widget-select__label').first().textContent())?.trim() ?? '';
  expect(label).not.toBe('');
  await option.click();
  await expect(
    widget.locator('.widget-select__value, .widget-select__tag').filter({ hasText: label }),
  ).not.toHaveCount(0);
}

test('the pages link up: home, sidebar, next page, and back @all-engines', async ({ page, browserName }) => {
  // Debian's Firefox ESR 140.12 never settles page.goBack() over WebDriver BiDi
  // (a 60 s timeout; the same ESR's history broke the sheet tests on older
  // source too); Chromium runs it.
  test.skip(browserName === 'firefox', "Firefox ESR 140.12's history over BiDi");
  const errors = watchErrors(page);
  await page.goto(site.url);
  await page.getByRole('link', { name: 'Get started' }).first().click();
  await expect(page).toHaveURL(/guide\/getting-started\.html$/);
  // The URL changes before the client-side router swaps the page: until then
  // the home page's two h1s are still there, so wait for the new one by name.
  await expect(page.getByRole('heading', { level: 1, name: /Getting started/ })).toBeVisible();

  await page.locator('.VPSidebar').getByRole('link', { name: 'Tree select' }).click();
  await expect(page).toHaveURL(/features\/tree\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: /Tree select/ })).toBeVisible();

  await page.locator('.pager-link.next').click();
  await expect(page).toHaveURL(/features\/remote\.html$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /Tree select/ })).toBeVisible();

  await page.locator('.VPSidebar').getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api\.html$/);
  await expect(page.locator('.vp-doc h1').first()).toContainText('API reference');
  expect(errors).toEqual([]);
});

test('home: one h1, a widget to try and the install line in the hero, links to the repository and the package', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(site.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const hero = page.locator('.VPHero .hero-demo');
  await expect(hero).toContainText('npm install widget-select');
  const widget = hero.locator('.widget-select');
  const combobox = widget.getByRole('combobox', { name: 'Try it' });
  await expect(combobox).toBeVisible();
  await expect(hero.locator('.hero-demo__placeholder')).toHaveCount(0);
  // The control is full of tags and their remove buttons: open it from the keyboard.
  await combobox.focus();
  await page.keyboard.press('ArrowDown');
  await page.locator('.widget-select__dropdown').getByRole('option', { name: 'Banana' }).click();
  await expect(widget.locator('.widget-select__tag').filter({ hasText: 'Banana' })).toHaveCount(1);
  await expect(
    page.locator('a[href="https://github.com/widget-select/widget-select"]').first(),
  ).toBeAttached();
  await expect(page.locator('a[href="https://www.npmjs.com/package/widget-select"]').first()).toBeAttached();
  expect(errors).toEqual([]);
});

test('every feature page has a live example', () => {
  const features = markdownPages(docs).filter((page) => page.startsWith('features/'));
  expect(features.length).toBeGreaterThanOrEqual(15);
  expect(features.filter((page) => !pagesWithExamples.includes(page))).toEqual([]);
});

for (const page of pagesWithExamples) {
  test(`${page}: the first live example works (open, pick)`, async ({ page: browser }) => {
    const errors = watchErrors(browser);
    await browser.goto(url(page));
    const example = browser.locator('.live-example').first();
    // The code shown is the code that runs.
    await expect(example.locator('.live-example__code pre')).toContainText(/SelectWidget|widget-select/);
    const widget = example.locator('.widget-select').first();
    await expect(widget).toBeVisible();
    await openAndPick(widget);
    await expect(example.locator('.live-example__error')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

/** The explorer on `page` and its widget, once the widget is built. */
async function explorer(page: Page, path: string): Promise<{ root: Locator; widget: Locator }> {
  await page.goto(url(path));
  const root = page.locator('.prop-explorer').first();
  const widget = root.locator('.widget-select');
  await expect(widget).toBeVisible();
  return { root, widget };
}

test('single: the explorer flips clearable, disabled and theme live @all-engines', async ({ page }) => {
  const errors = watchErrors(page);
  const { root, widget } = await explorer(page, 'features/single.md');
  await openAndPick(widget);
  await expect(widget.locator('.widget-select__clear')).toBeHidden();
  await root.locator('[data-option="clearable"]').check();
  await expect(widget.locator('.widget-select__clear')).toBeVisible();
  await expect(root.locator('.prop-explorer__code')).toContainText('clearable: true,');

  await root.locator('[data-option="theme"]').fill('dark');
  await root.locator('[data-option="theme"]').press('Enter');
  await expect(widget).toHaveAttribute('data-theme', 'dark');

  await root.locator('[data-option="disabled"]').check();
  await expect(widget).toHaveClass(/widget-select--disabled/);
  expect(errors).toEqual([]);
});

test('multiple: the explorer turns tags off (a remount) and caps the selection', async ({ page }) => {
  const { root, widget } = await explorer(page, 'features/multiple.md');
  await expect(widget).toHaveClass(/widget-select--multiple/);
  await root.locator('[data-option="maxSelections"]').fill('1');
  await root.locator('[data-option="maxSelections"]').press('Enter');
  await widget.locator('.widget-select__control').click();
  const options = page.locator('.widget-select__dropdown [role="option"]');
  await options.nth(0).click();
  await options.nth(1).click();
  await expect(widget.locator('.widget-select__tag')).toHaveCount(1);

  await root.locator('[data-option="multiple"]').uncheck();
  await expect(root.locator('.widget-select')).toHaveClass(/widget-select--single/);
  await expect(root.locator('.prop-explorer__code')).toContainText('multiple: false,');
});

test('tree: the explorer makes the tree multiple, and a parent then selects its children', async ({
  page,
}) => {
  const { root } = await explorer(page, 'features/tree.md');
  await root.locator('[data-option="multiple"]').check();
  const widget = root.locator('.widget-select');
  await expect(widget).toHaveClass(/widget-select--multiple/);
  await widget.locator('.widget-select__control').click();
  await page.locator('.widget-select__dropdown [role="treeitem"]', { hasText: 'Books' }).first().click();
  await expect(root.locator('.prop-explorer__value output')).toHaveText('["books","novels","poetry"]');
});

test('remote: the explorer sets minSearchLength and the fake source waits for it', async ({ page }) => {
  const { root, widget } = await explorer(page, 'features/remote.md');
  await root.locator('[data-option="minSearchLength"]').fill('2');
  await root.locator('[data-option="minSearchLength"]').press('Enter');
  await widget.locator('.widget-select__control').click();
  await expect(page.locator('.widget-select__message--hint')).toBeVisible();
  await page.locator('.widget-select__search').fill('01');
  await expect(page.locator('.widget-select__dropdown [role="option"]').first()).toContainText('Person 001');
});

test('llms.txt lists every page and llms-full.txt holds their text', () => {
  const index = readFileSync(`${dist}llms.txt`, 'utf8');
  const full = readFileSync(`${dist}llms-full.txt`, 'utf8');
  for (const page of markdownPages(docs).filter((page) => page !== 'index.md'))
    expect(index).toContain(page.replace(/\.md$/, '.html'));
  expect(full).toContain('# widget-select API reference');
  expect(full).toContain('# Migrating from Tom Select');
  expect(full).not.toContain('<PropExplorer');
});
