import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { SelectWidgetObject } from './pages/select-widget';

/**
 * The browser's restore of form state: back to a page the back/forward cache
 * did not keep (`Cache-Control: no-store`), Chromium puts each control's
 * selection back. The widget must show what the form will submit.
 */
const source = fileURLToPath(new URL('../../packages/widget-select/src/', import.meta.url));

const page = (script: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
  <title>Restore</title></head><body>
  <form id="form">
    <label for="fruit">Fruit</label>
    <select id="fruit" name="fruit">
      <option value="">Pick one</option>
      <option value="apple">Apple</option>
      <option value="banana">Banana</option>
      <option value="cherry">Cherry</option>
    </select>
    <label for="tags">Tags</label>
    <select id="tags" name="tags" multiple>
      <option value="red" selected>Red</option>
      <option value="green">Green</option>
      <option value="blue">Blue</option>
    </select>
  </form>
  <a id="away" href="/restore-away.html">Away</a>
  <script type="module">
    import '/@fs${source}styles/index.css';
    import SelectWidget from '/@fs${source}index.ts';
    ${script}
    window.ready = true;
  </script></body></html>`;

async function serve(target: Page, script: string): Promise<void> {
  await target.route('**/restore-*.html', (route) => {
    const away = route.request().url().endsWith('restore-away.html');
    return route.fulfill({
      contentType: 'text/html',
      headers: { 'Cache-Control': 'no-store' },
      body: away ? '<!doctype html><title>Away</title><p>Away</p>' : page(script),
    });
  });
}

/** `getValue()` of the widget the page keeps as `window[name]`. */
// Firefox restores no form state on a page served with `no-store`, so there is nothing to follow there.
test.skip(
  ({ browserName }) => browserName !== 'chromium',
  'Chromium only: Firefox restores no form state of a no-store page',
);

const widgetValue = (target: Page, name: string) =>
  target.evaluate(`window.${name}.getValue()`) as Promise<unknown>;

const ready = (target: Page) => target.waitForFunction(() => (window as { ready?: boolean }).ready === true);

test('back to a page without the back/forward cache: the widget follows the restored selection (Chromium only)', async ({
  page: tab,
}) => {
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(String(error)));
  await serve(
    tab,
    `window.fruit = new SelectWidget('#fruit');
     window.tags = new SelectWidget('#tags');
     addEventListener('unload', () => {});`,
  );
  await tab.goto('/restore-page.html');
  await ready(tab);
  await tab.locator('.widget-select__control').first().click();
  await tab.getByRole('option', { name: 'Banana' }).click();
  // Beside the preselected tag: at the control's centre its remove button may sit, as fonts decide.
  await new SelectWidgetObject(tab, tab.locator('.widget-select').nth(1)).clickControl();
  await tab.getByRole('option', { name: 'Blue' }).click();
  await tab.keyboard.press('Escape');
  expect(await widgetValue(tab, 'tags')).toEqual(['red', 'blue']);

  await tab.locator('#away').click();
  await expect(tab).toHaveTitle('Away');
  await tab.goBack();
  await ready(tab);

  // The browser restored the selects' selection (it does so after the widgets read them).
  await expect
    .poll(() => tab.evaluate(() => (document.querySelector('#fruit') as HTMLSelectElement).value))
    .toBe('banana');
  await expect.poll(() => widgetValue(tab, 'fruit')).toBe('banana');
  await expect(tab.locator('.widget-select__value')).toHaveText('Banana');
  await expect.poll(() => widgetValue(tab, 'tags')).toEqual(['red', 'blue']);
  await expect(tab.locator('.widget-select__tag[data-value]')).toHaveCount(2);
  expect(errors).toEqual([]);
});
