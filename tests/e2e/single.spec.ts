import { expect, test } from './pages/fixtures';

test.describe('single select', () => {
  test('picks with the mouse and reports the value and events @all-engines', async ({ playground }) => {
    const section = playground.section('single');
    const select = section.select('Country');
    await expect(select.placeholder).toHaveText('Pick a country');
    await select.pick('Germany');
    await expect(select.value).toHaveText('Germany');
    await select.expectClosed();
    await expect(section.readout('getValue()')).toHaveText('"de"');
    await expect(section.log).toContainText('select "de" (Germany)');
    await expect(section.log).toContainText('change "de"');
  });

  test('search ignores case and accents, Enter picks the match', async ({ playground }) => {
    const select = playground.section('single').select('Country');
    await select.type('VIET');
    await expect(await select.labels()).toHaveText(['Việt Nam']);
    await select.press('Enter');
    await expect(select.value).toHaveText('Việt Nam');
  });

  test('search matches descriptions (capitals)', async ({ playground }) => {
    const select = playground.section('single').select('Country');
    await select.type('reykjavik');
    await expect(await select.labels()).toHaveText(['Iceland']);
  });

  test('keyboard: open, Home/End, PageDown, Escape returns focus @all-engines', async ({ playground }) => {
    const select = playground.section('single').select('Country');
    await select.control.focus();
    await select.press('ArrowDown');
    await select.expectOpen();
    const highlighted = await select.highlighted();
    await expect(highlighted).toContainText('France');
    await select.press('End');
    await expect(highlighted).toContainText('New Zealand');
    await select.press('Home');
    await expect(highlighted).toContainText('France');
    await select.press('PageDown');
    // Ten rows down; the "Asia" group header is one of the rows.
    await expect(highlighted).toContainText('Việt Nam');
    await select.press('ArrowDown');
    await expect(highlighted).toContainText('South Korea');
    await select.press('ArrowDown');
    await select.press('ArrowDown');
    await expect(highlighted).toContainText('Indonesia');
    await select.press('ArrowDown');
    // North Korea is disabled, so the highlight skips it.
    await expect(highlighted).toContainText('Egypt');
    await select.press('Escape');
    await select.expectClosed();
    await expect(select.control).toBeFocused();
    await select.press('Enter');
    await select.expectOpen();
  });

  test('a disabled option cannot be picked', async ({ playground }) => {
    const select = playground.section('single').select('Country');
    await select.type('korea');
    const north = await select.option('North Korea');
    await expect(north).toHaveAttribute('aria-disabled', 'true');
    // force: Playwright would refuse to click an aria-disabled element; a person can.
    await north.click({ force: true });
    await select.expectOpen();
    await expect(select.placeholder).toBeVisible();
  });

  test('the clear button and the disabled toggle', async ({ playground }) => {
    const section = playground.section('single');
    const select = section.select('Country');
    await section.button('setValue("jp")').click();
    await expect(select.value).toHaveText('Japan');
    await select.clearButton.click();
    await expect(select.placeholder).toBeVisible();
    await expect(section.log).toContainText('clear');
    await section.option('disabled').check();
    await expect(select.control).toHaveAttribute('aria-disabled', 'true');
    await select.control.click({ force: true });
    await expect(select.control).toHaveAttribute('aria-expanded', 'false');
  });

  test('groups are shown as headers', async ({ playground }) => {
    const select = playground.section('single').select('Country');
    await select.open();
    const groups = (await select.list()).locator('.widget-select__group');
    await expect(groups.first()).toHaveText(/europe/i);
    await playground.section('single').screenshot('single-groups');
  });
});
