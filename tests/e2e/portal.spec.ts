import { expect, test } from './pages/fixtures';

test('a portalled dropdown escapes the clipping panel and follows the control while it scrolls', async ({
  playground,
  page,
}) => {
  const section = playground.section('portal');
  const [country] = await section.selects();
  await section.root.scrollIntoViewIfNeeded();
  await country!.open();
  const dropdown = page.locator('body > .widget-select__dropdown');
  await expect(dropdown).toBeVisible();
  const panel = section.root.locator('.modal-demo');
  await expect(panel.locator('.widget-select__dropdown')).toHaveCount(0);
  // The gap between control and dropdown stays the same while the panel scrolls.
  const gap = async () => {
    const control = (await country!.control.boundingBox())!;
    const box = (await dropdown.boundingBox())!;
    const below = (await dropdown.getAttribute('data-placement')) === 'bottom';
    return below ? box.y - (control.y + control.height) : control.y - (box.y + box.height);
  };
  const initial = await gap();
  await panel.evaluate((element) => {
    element.scrollTop = 30;
    element.dispatchEvent(new Event('scroll'));
  });
  await expect.poll(async () => Math.abs((await gap()) - initial)).toBeLessThan(2);
  await page.keyboard.press('Enter');
  await expect(dropdown).toHaveCount(0);
});

test('the plugins add checkboxes and a select-all header', async ({ playground, page }) => {
  const section = playground.section('portal');
  const [, fruits] = await section.selects();
  await fruits!.open();
  await expect(page.locator('.widget-select__dropdown .widget-select__checkbox').first()).toBeAttached();
  await page.getByRole('button', { name: 'Select all' }).click();
  await expect(section.root.locator('.widget-select__tag')).not.toHaveCount(0);
});
