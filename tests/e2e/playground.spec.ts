import { expect, test } from '@playwright/test';

test('a person can pick, search and manage tags in the playground', async ({ page }) => {
  await page.goto('/');
  const single = page.locator('#single .widget-select__control');
  await single.click();
  await page.keyboard.type('jap');
  await expect(page.locator('#single .widget-select__option .widget-select__label')).toHaveText(['Japan']);
  await page.keyboard.press('Enter');
  await expect(page.locator('#single .widget-select__value')).toHaveText('Japan');

  const multiple = page.locator('#multiple .widget-select__control');
  await multiple.click();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.locator('#multiple .widget-select__tag')).toHaveCount(2);
  await page.locator('#multiple .widget-select__tag-remove').first().click();
  await expect(page.locator('#multiple .widget-select__tag')).toHaveCount(1);
  await expect(page.locator('#multiple .log')).toContainText('unselect');
  await page.screenshot({ path: 'test-results/playground.png', fullPage: true });
});
