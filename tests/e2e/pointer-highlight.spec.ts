import { expect, type Locator, type Page, test } from '@playwright/test';
import { loadHoldingChunks } from './held-chunks';

/**
 * A row the pointer moves onto is highlighted where it is: the list does
 * not scroll to show it whole, which would move it away from the pointer,
 * so a press that follows lands on the row the user aimed at.
 */
const fruits = `Array.from({ length: 40 }, (_, i) => ({ value: 'f' + i, label: 'Fruit ' + i }))`;

/** A page with a 40-fruit select whose chunks have all arrived, opened by a click. */
async function openFruits(page: Page) {
  const served = await loadHoldingChunks(page, {
    origin: 'https://pointer.test',
    entry: 'core.js',
    label: 'Fruit',
    script: `import SelectWidget from '/core.js'; window.SelectWidget = SelectWidget;
      window.widget = new SelectWidget('#field', { data: ${fruits} });`,
    hold: () => null,
  });
  await page.evaluate('SelectWidget.ready()');
  await page.getByRole('combobox', { name: 'Fruit' }).click();
  return { served, list: page.getByRole('listbox', { name: 'Fruit' }) };
}

test("the pointer on a row cut off at the list's edge highlights it without scrolling, and a click there picks it @all-engines", async ({
  page,
}) => {
  const { served, list } = await openFruits(page);
  await expect(list.getByRole('option').first()).toBeVisible();
  // Half a row down, so that the list's bottom edge cuts through a row; then that row and a point in its visible part.
  const target = await list.evaluate(
    (element) =>
      new Promise<{ label: string | null; x: number; y: number }>((resolve) => {
        const first = element.querySelector('[role="option"]')!.getBoundingClientRect();
        element.scrollTop += first.height / 2;
        requestAnimationFrame(() => {
          const edge = element.getBoundingClientRect().bottom;
          const row = Array.from(element.querySelectorAll('[role="option"]')).find((option) => {
            const box = option.getBoundingClientRect();
            return box.top < edge - 4 && box.bottom > edge + 4;
          })!;
          const box = row.getBoundingClientRect();
          resolve({ label: row.textContent, x: box.left + box.width / 2, y: box.top + 3 });
        });
      }),
  );
  const scrolled = await list.evaluate((element) => element.scrollTop);
  await page.mouse.move(target.x, target.y, { steps: 2 });
  await expect(list.getByRole('option', { name: target.label ?? '' })).toHaveClass(/--highlighted/);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await list.evaluate((element) => element.scrollTop)).toBe(scrolled);
  await page.mouse.down();
  await page.mouse.up();
  expect(await page.evaluate('window.widget.getValue()')).toBe(
    `f${(target.label ?? '').replace('Fruit ', '')}`,
  );
  expect(served.errors).toEqual([]);
});

/**
 * Presses "Fruit 3", lets `meanwhile` change the list under the held
 * button, releases, and expects the row picked.
 */
async function holdFruit3While(page: Page, meanwhile: (list: Locator) => Promise<unknown>) {
  const { served, list } = await openFruits(page);
  const row = list.getByRole('option', { name: 'Fruit 3', exact: true });
  const box = (await row.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 });
  await page.mouse.down();
  await meanwhile(list);
  await page.mouse.up();
  await expect.poll(() => page.evaluate('window.widget.getValue()')).toBe('f3');
  expect(served.errors).toEqual([]);
}

test('a press held on a row while the list scrolls a little picks that row on release @all-engines', async ({
  page,
}) => {
  // The list scrolls by a few pixels under the held button (a wheel, a touchpad's
  // momentum) and renders its rows for the new position before the release.
  await holdFruit3While(page, (list) =>
    list.evaluate(
      (element) =>
        new Promise((resolve) => {
          element.scrollTop += 4;
          requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }),
    ),
  );
});

test('a press held on a row while the page sets the same data again (a live list refreshing) picks that row on release @all-engines', async ({
  page,
}) => {
  // A new data set whose rows read as before: the rows under the button stay in the page.
  await holdFruit3While(page, () =>
    page.evaluate(
      `window.widget.setData(${fruits});
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))`,
    ),
  );
});
