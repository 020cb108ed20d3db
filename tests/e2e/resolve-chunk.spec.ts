import { expect, test } from '@playwright/test';
import { loadHoldingChunks } from './held-chunks';

/**
 * `resolveOptions` is a chunk of the ES module build (`esm/resolve-*.js`),
 * fetched when a widget's options ask for it. These tests make that chunk
 * fail on its way to the page.
 */
test('a resolve chunk that cannot be fetched: load-failed, the values stay selected, shown as themselves, not pending, the control not busy @all-engines', async ({
  page,
}) => {
  const served = await loadHoldingChunks(page, {
    origin: 'https://resolve.test',
    entry: 'esm/widget-select.js',
    label: 'Reviewers',
    script: `import SelectWidget from '/esm/widget-select.js'; window.SelectWidget = SelectWidget;`,
    hold: (path) => (/^esm\/resolve-[\w-]{8}\.js$/.test(path) ? 'resolve' : null),
  });
  served.fail();
  await page.evaluate(`
    window.widget = new SelectWidget('#field', {
      multiple: true,
      data: [{ value: 'k', label: 'Known' }],
      resolveOptions: async (values) => values.map((value) => ({ value, label: 'Resolved ' + value })),
    });
    window.failures = [];
    window.widget.on('error', (error) => window.failures.push(error.code));
    window.widget.setValue(['k', 'p', 'q'], { emitChange: false });`);
  await expect.poll(() => page.evaluate('window.failures')).toEqual(['load-failed']);
  const control = page.getByRole('combobox', { name: 'Reviewers' });
  await expect(control).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('.widget-select__tag--pending')).toHaveCount(0);
  await expect(page.locator('.widget-select__tag')).toHaveText([/Known/, /p/, /q/]);
  expect(await page.evaluate('window.widget.getValue()')).toEqual(['k', 'p', 'q']);
});
