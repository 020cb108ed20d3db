import { existsSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
// @ts-expect-error plain ESM server without type declarations
import { startRecipeServer } from '../../recipes/server.mjs';
import { part } from '../parts';
import { SelectWidgetLocator } from '../../packages/widget-select/src/testing/playwright';

/**
 * The recipes (recipes/<name>/, shown on the docs' Recipes pages), as built
 * by `npm run build` (type-checked, then one Vite build of every recipe),
 * served with the endpoints they talk to by recipes/server.mjs. Each test
 * opens one built recipe and does what a user does: pick, see the form's
 * value or submit it, reset.
 */
const built = existsSync(new URL('../../recipes/dist/plain-form/index.html', import.meta.url));
let server: { origin: string; close: () => Promise<void> };

test.beforeAll(async () => {
  if (!built) throw new Error('recipes/dist is missing: run `npm run build` first');
  server = await startRecipeServer(0);
});
test.afterAll(async () => server?.close());

/** Opens a recipe; returns the page errors and warnings seen so far (a recipe that warns is no better than one that fails). */
async function openRecipe(page: Page, name: string, expected?: RegExp): Promise<() => string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !expected?.test(message.text()))
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  await page.goto(`${server.origin}/${name}/`);
  return () => problems;
}

/** The widget inside a `<widget-select>` (or any mount) matched by `selector`, through the package's public page object. */
const widget = (page: Page, selector: string) => new SelectWidgetLocator(page.locator(selector));

/** Waits until the control shows these labels (the tags', or the single value's). */
const expectLabels = (widget: SelectWidgetLocator, labels: string[]) =>
  expect.poll(() => widget.selectedLabels()).toEqual(labels);

/** Waits until the control shows its placeholder: nothing selected. */
async function expectPlaceholder(widget: SelectWidgetLocator, text: string) {
  await expectLabels(widget, []);
  await expect(widget.control).toContainText(text);
}

test('plain HTML form: the element posts its values to the server; reset restores them @all-engines', async ({
  page,
}) => {
  const problems = await openRecipe(page, 'plain-form');
  const fruit = widget(page, '#fruit');
  const tags = widget(page, '#tags');
  await expectLabels(tags, ['Red', 'Green']);

  // `required` blocks the post while the fruit is empty.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(fruit.control).toHaveAttribute('aria-invalid', 'true');
  expect(new URL(page.url()).pathname).toBe('/plain-form/');

  await fruit.pick('Cherry');
  await tags.pick('Blue');
  await page.keyboard.press('Escape');
  await expectLabels(tags, ['Red', 'Green', 'Blue']);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expectPlaceholder(fruit, 'Pick a fruit');
  await expectLabels(tags, ['Red', 'Green']);

  await fruit.pick('Apple');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#received')).toHaveText(
    JSON.stringify([
      ['fruit', 'apple'],
      ['tags', 'red'],
      ['tags', 'green'],
    ]),
  );
  expect(problems()).toEqual([]);
});

test('Svelte 5: touched on blur, the error, the submitted form data and reset', async ({ page }) => {
  const problems = await openRecipe(page, 'svelte');
  const fruit = widget(page, '#fruit');
  await fruit.control.focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('#fruit-touched')).toBeVisible();
  await expect(page.locator('#fruit-error')).toHaveText('Pick a fruit');
  await expect(fruit.control).toHaveAttribute('aria-describedby', /fruit-error/);

  await fruit.pick('Banana');
  await expectLabels(fruit, ['Banana']);
  await expect(page.locator('#fruit-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#submitted')).toHaveText(JSON.stringify([['fruit', 'banana']]));

  await page.getByRole('button', { name: 'Reset' }).click();
  await expectPlaceholder(fruit, 'Pick a fruit');
  await expect(page.locator('#submitted')).toHaveCount(0);
  await expect(page.locator('#fruit-touched')).toHaveCount(0);
  expect(problems()).toEqual([]);
});

test("Lit: the element works and is styled inside a Lit component's shadow root", async ({ page }) => {
  const problems = await openRecipe(page, 'lit');
  // Playwright's CSS locators pierce open shadow roots.
  const fruit = widget(page, 'fruit-picker widget-select');
  const output = page.locator('fruit-picker output');
  await expect(output).toHaveText('nothing');
  // The element adopted its styles into the shadow root; the component's own rule wins.
  await expect(fruit.control).toHaveCSS('border-top-left-radius', '12px');
  await fruit.pick('Cherry');
  await expectLabels(fruit, ['Cherry']);
  await expect(output).toHaveText('cherry');
  await page.locator('fruit-picker').getByRole('button', { name: 'Reset' }).click();
  await expect(output).toHaveText('nothing');
  await expectPlaceholder(fruit, 'Pick a fruit');
  expect(problems()).toEqual([]);
});

test('Tailwind v4: classNames utilities win over the layered stylesheet', async ({ page }) => {
  const problems = await openRecipe(page, 'tailwind');
  const fruit = widget(page, '#fruit');
  await expect(fruit.control).toHaveClass(/rounded-xl/);
  // border-2 and rounded-xl beat the widget's 1px border and 6px radius.
  await expect(fruit.control).toHaveCSS('border-top-width', '2px');
  await expect(fruit.control).toHaveCSS('border-top-left-radius', '12px');
  await fruit.open();
  // Tailwind's reset comes before the widget's layer: the search field keeps the theme's border and padding.
  const search = await fruit.searchField();
  await expect(search).toHaveCSS('border-top-width', '1px');
  await expect(search).toHaveCSS('padding-left', '8px');
  await page.keyboard.press('ArrowDown');
  const highlighted = await fruit.highlighted();
  await expect(highlighted).toHaveCSS('color', 'rgb(255, 255, 255)');
  await fruit.pick('Banana');
  await expectLabels(fruit, ['Banana']);
  expect(problems()).toEqual([]);
});

test('TanStack Form: blur marks the field touched, errors, submit and reset', async ({ page }) => {
  const problems = await openRecipe(page, 'tanstack-form');
  const fruit = widget(page, '#app');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#fruit-error')).toHaveText('Pick a fruit');
  await expect(page.locator('#submitted')).toHaveCount(0);

  await fruit.pick('Apple');
  await expectLabels(fruit, ['Apple']);
  await page.keyboard.press('Tab');
  await expect(page.locator('#fruit-touched')).toBeVisible();
  await expect(page.locator('#fruit-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#submitted')).toHaveText(JSON.stringify({ fruit: 'apple' }));

  await page.getByRole('button', { name: 'Reset' }).click();
  await expectPlaceholder(fruit, 'Pick a fruit');
  await expect(page.locator('#fruit-touched')).toHaveCount(0);
  await expect(page.locator('#submitted')).toHaveCount(0);
  expect(problems()).toEqual([]);
});

test('GraphQL: search and paging through a custom request and transform', async ({ page }) => {
  const problems = await openRecipe(page, 'graphql');
  const country = widget(page, '#country');
  await country.open();
  await expect(await country.options()).toHaveCount(20);
  // Scrolling to the end asks for the next page with the cursor.
  const list = await country.list();
  await list.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect.poll(async () => (await country.options()).count()).toBeGreaterThan(20);

  await country.search('land');
  await expect((await country.options()).locator(part('label'))).toHaveText([
    'Finland',
    'Ireland',
    'Netherlands',
    'New Zealand',
    'Poland',
    'Switzerland',
    'Thailand',
  ]);
  await (await country.option('Ireland')).click();
  await expectLabels(country, ['Ireland']);
  await expect(page.locator('#value')).toHaveText('"IE"');
  expect(problems()).toEqual([]);
});

test('async creation: the server saves a new tag or says why not', async ({ page }) => {
  // The browser logs the server's 422 answer to a refused tag: that one is expected.
  const problems = await openRecipe(page, 'async-creation', /status of 422/);
  const tags = widget(page, '#tags');
  await tags.search('kiwi');
  await page.keyboard.press('Enter');
  await expectLabels(tags, ['kiwi']);
  await expect(page.locator('#value')).toHaveText('["kiwi"]');

  await tags.search('admin');
  await page.keyboard.press('Enter');
  await expect(
    (await tags.dropdown()).locator(part('message')).filter({ hasText: '"admin" is reserved' }),
  ).toBeVisible();
  await expectLabels(tags, ['kiwi']);
  await expect(page.locator('#value')).toHaveText('["kiwi"]');
  expect(problems()).toEqual([]);
});

test('Angular reactive forms: touched on blur, the error, focus on error, submit and reset', async ({
  page,
}) => {
  const problems = await openRecipe(page, 'angular');
  const fruit = widget(page, '#fruit');
  await expectPlaceholder(fruit, 'Pick a fruit');
  await fruit.control.focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('#fruit-touched')).toBeVisible();
  await expect(page.locator('#fruit-error')).toHaveText('Pick a fruit');
  await expect(fruit.control).toHaveAttribute('aria-describedby', /fruit-error/);

  // Sending the empty form focuses the field in error.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(fruit.control).toBeFocused();
  await expect(page.locator('#submitted')).toHaveCount(0);

  await fruit.pick('Cherry');
  await expectLabels(fruit, ['Cherry']);
  await expect(page.locator('#fruit-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#submitted')).toHaveText(JSON.stringify({ fruit: 'cherry' }));

  await page.getByRole('button', { name: 'Reset' }).click();
  await expectPlaceholder(fruit, 'Pick a fruit');
  await expect(page.locator('#fruit-touched')).toHaveCount(0);
  await expect(page.locator('#submitted')).toHaveCount(0);
  expect(problems()).toEqual([]);
});

test('htmx: hx-post sends the form to the server, a swapped-in <widget-select> works with no script', async ({
  page,
}) => {
  const problems = await openRecipe(page, 'htmx');
  // What was posted is read from the server's answer below: Firefox over BiDi does not report request bodies.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  const fruit = new SelectWidgetLocator(page.locator('#fruit'));

  // `required` holds the htmx post back as it holds a normal one.
  await page.getByRole('button', { name: 'Order' }).click();
  await expect(fruit.control).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);

  // The server's fragment holds a new element: it upgrades by itself.
  await page.getByRole('button', { name: 'Add delivery' }).click();
  const slots = new SelectWidgetLocator(page.locator('#slots'));
  await expect(slots.control).toBeVisible();
  await slots.pick('Noon');
  await slots.pick('Evening');
  await slots.close();
  expect(await slots.selectedLabels()).toEqual(['Noon', 'Evening']);

  await fruit.pick('Banana');
  await page.getByRole('button', { name: 'Order' }).click();
  // The server's answer, swapped into #result in place: the page did not change.
  await expect(page.locator('#received li')).toHaveText(['fruit=banana', 'slots=noon', 'slots=evening']);
  expect(posts).toEqual(['/htmx/order']);
  expect(new URL(page.url()).pathname).toBe('/htmx/');
  expect(await fruit.selectedLabels()).toEqual(['Banana']);
  expect(problems()).toEqual([]);
});

/** The colours a user sees on a widget: the control's and, opened, its dropdown's and the highlighted row's. */
async function widgetColours(page: Page, selector: string) {
  const widget = new SelectWidgetLocator(page.locator(selector));
  const colours = (locator: Locator) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, text: style.color };
    });
  const control = await colours(widget.control);
  await widget.open();
  await page.keyboard.press('ArrowDown');
  const dropdown = await colours(await widget.dropdown());
  const highlighted = await colours(await widget.highlighted());
  await widget.close();
  return { control, dropdown, highlighted };
}

const LIGHT = {
  control: { background: 'rgb(255, 255, 255)', text: 'rgb(31, 35, 40)' },
  dropdown: { background: 'rgb(255, 255, 255)', text: 'rgb(31, 35, 40)' },
  highlighted: { background: 'rgb(221, 235, 255)', text: 'rgb(11, 42, 85)' },
};
const DARK = {
  control: { background: 'rgb(22, 27, 34)', text: 'rgb(230, 237, 243)' },
  dropdown: { background: 'rgb(22, 27, 34)', text: 'rgb(230, 237, 243)' },
  highlighted: { background: 'rgb(31, 74, 122)', text: 'rgb(255, 255, 255)' },
};

test('dark mode: prefers-color-scheme and a .dark class on an ancestor set the --ws-* colours (Chromium only)', async ({
  page,
  browserName,
}) => {
  test.skip(
    browserName !== 'chromium',
    'Chromium only: Firefox over BiDi ignores emulateMedia({ colorScheme })',
  );
  await page.emulateMedia({ colorScheme: 'light' });
  const problems = await openRecipe(page, 'dark-mode');
  expect(await widgetColours(page, '#fruit')).toEqual(LIGHT);
  // The .dark panel is dark whatever the system says.
  expect(await widgetColours(page, '#tags')).toEqual(DARK);

  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await widgetColours(page, '#fruit')).toEqual(DARK);
  // The "Light" switch (a class on <html>) wins over the system's dark.
  await page.getByLabel('Light').check();
  expect(await widgetColours(page, '#fruit')).toEqual(LIGHT);
  expect(await widgetColours(page, '#tags')).toEqual(DARK);

  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByLabel('Dark').check();
  expect(await widgetColours(page, '#fruit')).toEqual(DARK);
  await page.getByLabel('System').check();
  expect(await widgetColours(page, '#fruit')).toEqual(LIGHT);
  expect(problems()).toEqual([]);
});

test('modal dialog: the dropdown is above the dialog, Escape closes it first, the form submits', async ({
  page,
}) => {
  const problems = await openRecipe(page, 'dialog');
  const edit = page.getByRole('button', { name: 'Edit order' });
  const dialog = page.getByRole('dialog', { name: 'Edit order' });
  const fruit = new SelectWidgetLocator(page.locator('#fruit'));
  await edit.click();
  await expect(dialog).toBeVisible();

  await fruit.open();
  const dropdown = await fruit.dropdown();
  // In the top layer, above the dialog: the row is what a click at its centre hits.
  expect(await dropdown.evaluate((element) => element.matches(':popover-open'))).toBe(true);
  const cherry = await fruit.option('Cherry');
  expect(
    await cherry.evaluate((row) => {
      const box = row.getBoundingClientRect();
      return row.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    }),
  ).toBe(true);

  // The first Escape closes the dropdown only, and the control keeps the focus.
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(fruit.control).toBeFocused();
  // The second is the dialog's; focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(page.locator('#saved')).toHaveText('none');

  // Save with nothing picked: `required` keeps the dialog open.
  await edit.click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  await expect(fruit.control).toHaveAttribute('aria-invalid', 'true');

  await fruit.pick('Cherry');
  await expect(dialog).toBeVisible();
  expect(await fruit.selectedLabels()).toEqual(['Cherry']);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#saved')).toHaveText('cherry');

  // Cancel puts the saved value back.
  await edit.click();
  await fruit.pick('Apple');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#saved')).toHaveText('cherry');
  // The dialog's `close` event, which puts the value back, is a task after it hides.
  await expect.poll(() => fruit.value()).toBe('cherry');
  expect(problems()).toEqual([]);
});

test('data grid: 1,000 rows enhanced at load post their cells; a cell editor mounted on click writes its pick back @all-engines', async ({
  page,
}) => {
  test.slow(); // 2,000 widgets mounted, 1,000 more rows, a post of 2,001 fields: on two shared cores
  const problems = await openRecipe(page, 'data-grid');
  await expect(page.locator('#grid .widget-select')).toHaveCount(2000);

  // Grid 2: a click on a cell mounts one editor; its pick writes the cell back and the editor goes.
  const cell = page.locator('#editors td.editable').nth(4);
  await cell.click();
  await expect(page.locator('#editors .widget-select')).toHaveCount(1);
  // (A role query walks the whole page: too slow beside 2,000 widgets.)
  await (await new SelectWidgetLocator(cell).option('Done')).click();
  await expect(cell).toHaveText('Done');
  await expect(cell.locator('input')).toHaveValue('done');
  await expect(page.locator('#editors .widget-select')).toHaveCount(0);

  // Grid 1: a pick in row 7's cells, then the whole grid is posted.
  await widget(page, '#grid select[name="status-7"]').pick('Done');
  await widget(page, '#grid select[name="labels-7"]').pick('ui');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save grid' }).click();
  const received: [string, string][] = JSON.parse((await page.locator('#received').textContent()) ?? '[]');
  expect(received).toHaveLength(2000 + 1);
  expect(received.filter(([name]) => name.endsWith('-7'))).toEqual([
    ['status-7', 'done'],
    ['labels-7', 'docs'],
    ['labels-7', 'ui'],
  ]);
  expect(problems()).toEqual([]);
});
