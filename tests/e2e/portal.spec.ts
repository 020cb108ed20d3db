import { expect, test } from './pages/fixtures';

test('a portalled dropdown escapes the clipping panel and follows the control while it scrolls @all-engines', async ({
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

test('in a modal <dialog> the dropdown needs no dropdownParent: it shows whole, takes clicks, and Escape closes it, not the dialog', async ({
  playground,
  page,
}) => {
  const section = playground.section('portal');
  await section.root.getByRole('button', { name: 'Open a modal dialog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit shipping' });
  await expect(dialog).toBeVisible();
  const control = dialog.locator('.widget-select__control');
  await control.click();
  const dropdown = dialog.locator('.widget-select__dropdown');
  await expect(dropdown).toBeVisible();
  // Past the dialog's bottom edge, yet not clipped: a row there takes the click.
  const dialogBox = (await dialog.boundingBox())!;
  const box = (await dropdown.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(dialogBox.y + dialogBox.height);
  await page.keyboard.press('Escape');
  await expect(dropdown).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await control.click();
  await page.keyboard.type('Kenya');
  await page.getByRole('option', { name: /Kenya/ }).click();
  await expect(section.readout('dialog getValue()')).toHaveText('"ke"');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
