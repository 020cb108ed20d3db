/**
 * The Playwright page object `widget-select/testing/playwright` ships for
 * users' own tests: labels match as their accessible names read, and a pick
 * that picked nothing fails loudly.
 */
import { SelectWidgetLocator } from '../../packages/widget-select/src/testing/playwright';
import { expect, test } from './pages/fixtures';

/** Adds a `<widget-select>` with `data` to the element page and returns its page object. */
async function oddWidget(
  page: import('@playwright/test').Page,
  attributes: string,
  data: { value: string; label: string; disabled?: boolean }[],
) {
  await page.evaluate(
    ({ attributes, data }) => {
      const holder = document.createElement('div');
      holder.id = 'odd';
      holder.innerHTML = `<widget-select aria-label="Odd" ${attributes}></widget-select>`;
      document.querySelector('main')!.prepend(holder);
      (holder.firstElementChild as HTMLElement & { data: unknown }).data = data;
    },
    { attributes, data },
  );
  return new SelectWidgetLocator(page.locator('#odd widget-select'));
}

const oddLabels = [
  { value: 'spaced', label: '  spaced  ' },
  { value: 'inner', label: 'two   words' },
  { value: 'lines', label: '\tnew\nline ' },
  { value: 'plain', label: 'Plain (1+1)' },
  { value: 'off', label: 'Off', disabled: true },
];

test('pick matches labels as their accessible names read, both sides trimmed and collapsed @all-engines', async ({
  playground,
}) => {
  await playground.goto('/element.html');
  const odd = await oddWidget(playground.page, 'multiple', oddLabels);
  await odd.pick('  spaced  ');
  await odd.pick('two words');
  await odd.pick(' new line');
  await odd.pick('Plain (1+1)');
  expect(await odd.value()).toEqual(['spaced', 'inner', 'lines', 'plain']);
});

test('pick fails loudly, naming the label and what was there, when nothing was picked @all-engines', async ({
  playground,
}) => {
  await playground.goto('/element.html');
  const odd = await oddWidget(playground.page, '', oddLabels);
  await expect(odd.pick('Off')).rejects.toThrow(/"Off".*picked nothing/);
  await expect(odd.pick('Mango')).rejects.toThrow(/no option labelled "Mango".*"spaced", "two words"/);
  expect(await odd.value()).toBe(null);
});
