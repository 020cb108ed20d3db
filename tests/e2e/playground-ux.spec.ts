import { expect, test } from './pages/fixtures';
import { PlaygroundPage, SECTION_IDS } from './pages/playground-page';

test.describe('playground controls tell the truth', () => {
  test('the searchable toggle starts checked, as search is on by default @all-engines', async ({
    playground,
  }) => {
    const section = playground.section('single');
    const toggle = section.option('searchable');
    await expect(toggle).toBeChecked();
    const select = section.select('Country');
    await select.open();
    await expect(select.root.locator('.widget-select__search')).toBeVisible();
    await select.press('Escape');
    await select.expectClosed();
    await toggle.uncheck();
    await select.open();
    await expect(select.root.locator('.widget-select__dropdown')).toBeVisible();
    await expect(select.root.locator('.widget-select__search')).toBeHidden();
  });
});

test.describe('show code', () => {
  test('every demo shows the code of the options it uses', async ({ playground }) => {
    for (const id of SECTION_IDS) {
      const section = playground.section(id);
      const details = section.root.locator('details.code-view');
      await expect(details, id).toHaveCount(1);
      await details.locator('summary').click();
      const code = details.locator('code');
      await expect(code, id).toContainText('new SelectWidget(');
      expect(await section.widgets.count(), id).toBeGreaterThan(0);
    }
  });

  test('the code follows the options as they change (same object as the demo)', async ({ playground }) => {
    const section = playground.section('single');
    const details = section.root.locator('details.code-view');
    await details.locator('summary').click();
    const code = details.locator('code');
    await expect(code).toContainText("new SelectWidget('#single-country', {");
    await expect(code).toContainText('placeholder: "Pick a country"');
    await expect(code).toContainText('clearable: true');
    await expect(code).toContainText('/* … ');
    await section.option('clearable').uncheck();
    await expect(code).toContainText('clearable: false');
    await section.option('highlightSearch').check();
    await expect(code).toContainText('highlightSearch: true');
  });
});

test.describe('React and Vue pages', () => {
  test('label the same controls the same way', async ({ page }) => {
    const labels = async (path: string) => {
      const playground = new PlaygroundPage(page);
      await playground.goto(path);
      return page
        .locator('main button, main .controls label')
        .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
    };
    const react = await labels('/react.html');
    const vue = await labels('/vue.html');
    expect(react.length).toBeGreaterThan(5);
    expect(vue).toEqual(react);
  });
});

test.describe('show code on the React and Vue pages', () => {
  for (const [path, prefix] of [
    ['/react.html', 'react'],
    ['/vue.html', 'vue'],
  ] as const) {
    test(`${path}: every card shows its options, kept current`, async ({ page }) => {
      const playground = new PlaygroundPage(page);
      await playground.goto(path);
      const cards = page.locator('section.card');
      expect(await cards.count()).toBe(3);
      for (const card of await cards.all()) {
        const details = card.locator('details.code-view');
        await details.locator('summary').click();
        await expect(details.locator('code')).toContainText('const options = {');
        await expect(details.locator('code')).toContainText('<WidgetSelect');
      }
      const controlled = playground.section(`${prefix}-controlled`);
      const code = controlled.root.locator('details.code-view code');
      await expect(code).toContainText('clearable: true');
      await controlled.option('clearable').uncheck();
      await expect(code).toContainText('clearable: false');
      playground.expectNoErrors();
    });
  }
});

test.describe('phone-sized screen (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the table of contents is collapsed, the first demo starts on the first screen', async ({
    playground,
  }) => {
    const { page } = playground;
    const toc = page.getByRole('navigation', { name: 'Playground sections' });
    await expect(toc.getByRole('link', { name: 'Single select' })).toBeHidden();
    const first = await page.locator('section#single .card__title').boundingBox();
    expect(first && first.y + first.height).toBeLessThan(844);
    await toc.getByText('Sections', { exact: true }).click();
    await expect(toc.getByRole('link', { name: 'Single select' })).toBeVisible();
    await toc.getByRole('link', { name: 'Tree select' }).click();
    await expect(page).toHaveURL(/#tree$/);
  });

  test('on a wide screen the table of contents stays open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const playground = new PlaygroundPage(page);
    await playground.goto();
    const toc = page.getByRole('navigation', { name: 'Playground sections' });
    await expect(toc.getByRole('link', { name: 'Single select' })).toBeVisible();
  });
});
