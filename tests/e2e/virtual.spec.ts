import { expect, test } from './pages/fixtures';

test.describe('100,000 options (virtual scrolling)', () => {
  test('keeps few row elements in the DOM, searches and jumps to the end @all-engines', async ({
    playground,
  }) => {
    const section = playground.section('virtual');
    const select = section.select('Person');
    await select.open();
    const options = await select.options();
    // With ~100k options the DOM holds well under 200 row elements.
    expect(await options.count()).toBeGreaterThan(0);
    expect(await options.count()).toBeLessThan(200);
    await expect(options.first()).toHaveAttribute('aria-setsize', '100000');
    await select.press('End');
    const highlighted = await select.highlighted();
    await expect(highlighted).toContainText('100000');
    await expect(highlighted).toHaveAttribute('aria-posinset', '100000');
    expect(await options.count()).toBeLessThan(200);
    await select.press('Home');
    await expect(highlighted).toContainText('000001');
    await section.screenshot('virtual-end');
  });

  test('accent-insensitive search over 100k: "da nang" finds Đà Nẵng', async ({ playground }) => {
    const select = playground.section('virtual').select('Person');
    await select.type('da nang');
    const descriptions = (await select.list()).locator('.widget-select__option .widget-select__description');
    await expect(descriptions.first()).toHaveText('Đà Nẵng');
    for (const text of await descriptions.allTextContents()) expect(text).toBe('Đà Nẵng');
    await select.press('Enter');
    await expect(select.value).toContainText(/\d{6}/);
  });

  test('switching to 1,000 options re-renders the list', async ({ playground }) => {
    const section = playground.section('virtual');
    await section.option('Options').selectOption('1000');
    const select = section.select('Person');
    await select.open();
    await expect((await select.options()).first()).toHaveAttribute('aria-setsize', '1000');
  });
});
