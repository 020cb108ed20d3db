import { axeViolations, formatViolations } from './pages/axe';
import { expect, test } from './pages/fixtures';
import { SECTION_IDS } from './pages/playground-page';

/*
 * axe-core (WCAG 2.x A and AA rules) over every playground section, once
 * with every dropdown closed and once per widget with its dropdown open, so
 * the listbox, rows, search input and message rows are checked too.
 */
// A timing allowance, not a skip: axe-core's checks run several times slower in Firefox.
test.beforeEach(({ browserName }) => {
  test.slow(browserName === 'firefox', 'axe-core runs several times slower in Firefox');
});

test('axe: page chrome (navigation, headings, landmarks)', async ({ playground, page }) => {
  void playground;
  const violations = await axeViolations(page, ['body']);
  expect(violations, formatViolations(violations)).toEqual([]);
});

for (const id of SECTION_IDS) {
  test(`axe: ${id}`, async ({ playground, page }) => {
    const section = playground.section(id);
    await section.root.scrollIntoViewIfNeeded();
    const failures: string[] = [];
    const closed = await axeViolations(page, [`section#${id}`]);
    if (closed.length > 0) failures.push(`closed:\n${formatViolations(closed)}`);
    for (const [index, select] of (await section.selects()).entries()) {
      await select.open();
      if (id === 'remote') await expect(await select.options()).not.toHaveCount(0, { timeout: 5000 });
      // The dropdown lives inside the section unless portalled; include it explicitly either way.
      const listId = await select.control.getAttribute('aria-controls');
      const open = await axeViolations(page, [
        `section#${id}`,
        `.widget-select__dropdown:has([id="${listId}"])`,
      ]);
      if (open.length > 0) failures.push(`widget ${index + 1} open:\n${formatViolations(open)}`);
      await page.keyboard.press('Escape');
      await select.expectClosed();
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
}

/** States the per-section pass does not reach: message rows, RTL, invalid styling. */
test.describe('axe: special states', () => {
  test('single: the "no results" row @all-engines', async ({ playground, page }) => {
    const select = playground.section('single').select('Country');
    await select.type('zzzz');
    await expect((await select.dropdown()).locator('.widget-select__message')).toBeVisible();
    const violations = await axeViolations(page, ['section#single']);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  test('single: the minSearchLength hint row', async ({ playground, page }) => {
    const section = playground.section('single');
    await section.option('minSearchLength').fill('3');
    await section.option('minSearchLength').press('Enter');
    await section.select('Country').open();
    const violations = await axeViolations(page, ['section#single']);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  test('i18n: Arabic, right to left, with the dropdown open', async ({ playground, page }) => {
    const section = playground.section('i18n');
    await section.option('Language').selectOption('ar');
    await section.select('Countries').open();
    const violations = await axeViolations(page, ['section#i18n']);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  test('forms: invalid after submitting an empty required select', async ({ playground, page }) => {
    const section = playground.section('forms');
    await section.button('Submit').click();
    await page.keyboard.press('Escape');
    const violations = await axeViolations(page, ['section#forms']);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  test('remote: the error row after a failed load @all-engines', async ({ playground, page }) => {
    const section = playground.section('remote');
    await section.option('Failure rate (%)').fill('100');
    await section.option('Failure rate (%)').press('Enter');
    await section.option('Latency (ms)').fill('0');
    await section.option('Latency (ms)').press('Enter');
    const select = section.select('Country (remote)');
    await select.open();
    await expect((await select.dropdown()).locator('.widget-select__message--error')).toBeVisible();
    const violations = await axeViolations(page, ['section#remote']);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});
