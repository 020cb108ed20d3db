import { expect, test } from './pages/fixtures';

test.describe('forms and validation', () => {
  test('an empty required select blocks submission, turns invalid and opens @all-engines', async ({
    playground,
  }) => {
    const section = playground.section('forms');
    const country = section.select('Country of residence (required)');
    await section.button('Submit').click();
    await expect(section.readout('Submitted form data')).toHaveText('(not submitted yet)');
    await expect(country.control).toHaveAttribute('aria-invalid', 'true');
    await expect(country.control).toHaveClass(/widget-select__control--invalid/);
    await country.expectOpen();
    await expect(section.log).toContainText('invalid');
    await section.screenshot('forms-invalid');
    await (await country.option('Japan')).click();
    await expect(country.control).not.toHaveAttribute('aria-invalid', 'true');
    await section.button('Submit').click();
    await expect(section.readout('Submitted form data')).toHaveText('country=jp&languages=english');
  });

  test('the label focuses the control; the multiple select posts every tag', async ({ playground, page }) => {
    const section = playground.section('forms');
    await section.root.getByText('Languages spoken', { exact: true }).click();
    const languages = section.select('Languages spoken');
    await expect(languages.control).toBeFocused();
    await languages.pick('French');
    await page.keyboard.press('Escape');
    await section.select('Country of residence (required)').pick('Germany');
    await section.button('Submit').click();
    await expect(section.readout('Submitted form data')).toHaveText(
      'country=de&languages=english&languages=french',
    );
  });

  test('reset restores the initial selection @all-engines', async ({ playground, page }) => {
    const section = playground.section('forms');
    const languages = section.select('Languages spoken');
    await languages.pick('Vietnamese');
    await page.keyboard.press('Escape');
    await expect(languages.tagLabels).toHaveText(['English', 'Vietnamese']);
    await section.button('Reset').click();
    await expect(languages.tagLabels).toHaveText(['English']);
  });

  test('setCustomValidity makes a filled select invalid', async ({ playground }) => {
    const section = playground.section('forms');
    const country = section.select('Country of residence (required)');
    await country.pick('France');
    await section.button('setCustomValidity(…)').click();
    await section.button('reportValidity()').click();
    await expect(section.log).toContainText('We do not ship there yet');
    await expect(country.control).toHaveAttribute('aria-invalid', 'true');
  });
});
