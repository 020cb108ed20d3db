import { expect, test } from '@playwright/test';
import { axeViolations, formatViolations } from './pages/axe';
import { PlaygroundPage } from './pages/playground-page';

/** The React and Vue pages mount the wrapper packages from their sources (playground/react.html, vue.html). */
const PAGES = [
  { name: 'React', path: '/react.html', prefix: 'react', setValue: 'value = "jp"' },
  { name: 'Vue', path: '/vue.html', prefix: 'vue', setValue: 'value = "jp"' },
] as const;

for (const wrapper of PAGES) {
  test.describe(`${wrapper.name} wrapper page`, () => {
    let playground: PlaygroundPage;
    test.beforeEach(async ({ page }) => {
      playground = new PlaygroundPage(page);
      await playground.goto(wrapper.path);
    });
    test.afterEach(() => playground.expectNoErrors());

    test('value binding works both ways @all-engines', async () => {
      const section = playground.section(`${wrapper.prefix}-controlled`);
      const select = section.select('Country');
      await expect(select.value).toHaveText('France');
      await select.pick('Germany');
      await expect(section.readout('value')).toHaveText('"de"');
      await section.button(wrapper.setValue).click();
      await expect(select.value).toHaveText('Japan');
      await expect(section.readout('value')).toHaveText('"jp"');
      await section.screenshot(`${wrapper.prefix}-controlled`);
    });

    test('props apply live and the ref reaches the instance', async () => {
      const controlled = playground.section(`${wrapper.prefix}-controlled`);
      await controlled.option('theme').selectOption('dark');
      await expect(controlled.select('Country').root).toHaveAttribute('data-theme', 'dark');
      const withRef = playground.section(`${wrapper.prefix}-ref`);
      await withRef.button('selectAll()').click();
      await expect(withRef.select('Fruits').tags).toHaveCount(27);
      await expect(withRef.readout('value')).toContainText('"apple"');
    });

    test('the named widget posts with its form', async () => {
      const section = playground.section(`${wrapper.prefix}-form`);
      await section.button('Submit').click();
      await expect(section.readout('Submitted form data')).toHaveText('(not submitted yet)');
      // The empty required field reports itself and opens (once the list's code is there).
      const country = section.select('Country (required)');
      await country.expectOpen();
      await country.pick('Spain');
      await section.button('Submit').click();
      await expect(section.readout('Submitted form data')).toHaveText('country=es');
    });

    test('axe: no WCAG A/AA violations, closed and open', async ({ page, browserName }) => {
      test.slow(browserName === 'firefox', 'axe-core runs several times slower in Firefox');
      const failures: string[] = [];
      const closed = await axeViolations(page, ['body']);
      if (closed.length > 0) failures.push(`closed:\n${formatViolations(closed)}`);
      for (const id of ['controlled', 'ref', 'form']) {
        const select = playground.section(`${wrapper.prefix}-${id}`).select();
        await select.open();
        const open = await axeViolations(page, ['body']);
        if (open.length > 0) failures.push(`${id} open:\n${formatViolations(open)}`);
        await page.keyboard.press('Escape');
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    });
  });
}
