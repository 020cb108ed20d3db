import { expect, type Page, test } from '@playwright/test';
import { type HeldChunks, loadHoldingChunks } from './held-chunks';

/**
 * A chunk that could not be fetched is asked for again at the next use, and
 * a browser that keeps a failed module for the page's life (Chromium) must
 * not keep the widget from opening once the server answers: the ES module
 * build for `<script type="module">`, its open list's chunk a 404 once.
 */
function load(page: Page): Promise<HeldChunks> {
  return loadHoldingChunks(page, {
    origin: 'https://retry.test',
    entry: 'esm/widget-select.js',
    label: 'Fruit',
    script: `import SelectWidget from '/esm/widget-select.js'; window.SelectWidget = SelectWidget;
      window.widget = new SelectWidget('#field', { data: ['Apple', 'Pear', 'Plum'].map((label) => ({ value: label.toLowerCase(), label })) });
      window.events = []; window.widget.on('open', () => window.events.push('open'));`,
    hold: (path) => (/^esm\/open-list-[\w-]{8}\.js$/.test(path) ? 'open-list' : null),
  });
}

test("the open list's chunk fails once (a 404), then the server answers: the next click opens the list @all-engines", async ({
  page,
}) => {
  const served = await load(page);
  await page.evaluate(
    `window.failures = []; window.widget.on('error', (error) => window.failures.push(error.code));`,
  );
  served.fail();
  const control = page.getByRole('combobox', { name: 'Fruit' });
  await control.click();
  await expect.poll(() => page.evaluate('window.failures')).toEqual(['load-failed']);
  await expect(control).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate('window.events')).toEqual([]);

  served.release();
  await page.keyboard.press('Escape');
  await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option')).toHaveCount(3);
  expect(await page.evaluate('[window.events, window.failures]')).toEqual([['open'], ['load-failed']]);
  expect(await page.evaluate('SelectWidget.ready().then(() => "ready", (error) => error.code)')).toBe(
    'ready',
  );
  // The only page errors are the failed fetches themselves (Firefox reports each).
  expect(served.errors.filter((error) => !error.includes('/esm/open-list-'))).toEqual([]);
});

test('a locale whose chunk fails once is an error event; the next language change asks for it again and loads it @all-engines', async ({
  page,
}) => {
  const served = await loadHoldingChunks(page, {
    origin: 'https://retry.test',
    entry: 'esm/widget-select.js',
    label: 'Fruit',
    script: `import SelectWidget from '/esm/widget-select.js'; window.SelectWidget = SelectWidget;
      window.widget = new SelectWidget('#field', { data: [{ value: 'apple', label: 'Apple' }], clearable: true });
      window.widget.setValue('apple');
      window.failures = []; window.widget.on('error', (error) => window.failures.push(error.code));`,
    hold: (path) => (/^esm\/fr-[\w-]{8}\.js$/.test(path) ? 'fr' : null),
  });
  served.fail();
  const clear = page.locator('.widget-select__clear');
  await page.evaluate(`window.widget.updateOptions({ language: 'fr' })`);
  await expect.poll(() => page.evaluate('window.failures')).toEqual(['load-failed']);
  await expect(clear).toHaveAttribute('aria-label', 'Clear selection');

  served.release();
  // Firefox keeps the failed module for the page's life: the same file is fetched again all the same.
  await page.evaluate(
    `window.widget.updateOptions({ language: 'en' }); window.widget.updateOptions({ language: 'fr' })`,
  );
  await expect(clear).toHaveAttribute('aria-label', 'Effacer la sélection');
  expect(await page.evaluate('window.failures')).toEqual(['load-failed']);
});

test('an ajax list opened while the remote chunk cannot be fetched (a 404) shows its error row; once the server answers, typing loads @all-engines', async ({
  page,
}) => {
  const served = await loadHoldingChunks(page, {
    origin: 'https://retry.test',
    entry: 'esm/widget-select.js',
    label: 'Fruit',
    script: `import SelectWidget from '/esm/widget-select.js'; window.SelectWidget = SelectWidget;
      window.widget = new SelectWidget('#field', { ajax: { debounce: 0, request: async (query) => [{ value: 'fig', label: 'Fig ' + query }] } });
      window.failures = []; window.widget.on('error', (error) => window.failures.push(error.code));`,
    hold: (path) => (/^esm\/remote-[\w-]{8}\.js$/.test(path) ? 'remote' : null),
  });
  served.fail();
  await expect.poll(() => page.evaluate('window.failures')).toEqual(['load-failed']);
  const control = page.getByRole('combobox', { name: 'Fruit' });
  await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  // The opening asked again, and that load failed too.
  await expect.poll(() => page.evaluate('window.failures')).toEqual(['load-failed', 'load-failed']);
  const message = page.locator('.widget-select__message');
  await expect(message).toHaveClass(/widget-select__message--error/);
  await expect(message).toHaveText('The results could not be loaded');

  served.release();
  await page.keyboard.type('f');
  await expect(page.getByRole('option')).toHaveText(['Fig f']);
  await expect(message).toHaveCount(0);
  expect(await page.evaluate('window.failures')).toEqual(['load-failed', 'load-failed']);
});
