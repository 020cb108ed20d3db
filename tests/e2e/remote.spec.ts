import { expect, test } from './pages/fixtures';

test.describe('remote data', () => {
  test('loads on open, searches the endpoint and picks a result @all-engines', async ({ playground }) => {
    const section = playground.section('remote');
    const select = section.select('Country (remote)');
    await select.open();
    await expect((await select.options()).first()).toContainText('Afghanistan', { timeout: 5000 });
    await expect(section.log).toContainText('loading true');
    await select.type('viet');
    await expect(await select.labels()).toHaveText(['Vietnam'], { timeout: 5000 });
    await select.press('Enter');
    await expect(select.value).toHaveText('Vietnam');
    await expect(section.readout('getValue()')).toHaveText('"vn"');
  });

  test('pages load as the list scrolls', async ({ playground }) => {
    const section = playground.section('remote');
    await section.option('Latency (ms)').fill('0');
    await section.option('Latency (ms)').press('Enter');
    const select = section.select('Country (remote)');
    await select.open();
    const options = await select.options();
    await expect(options).toHaveCount(20, { timeout: 5000 });
    await (await select.list()).evaluate((list) => {
      list.scrollTop = list.scrollHeight;
    });
    await expect.poll(() => options.count(), { timeout: 5000 }).toBeGreaterThan(20);
  });

  test('a failed load shows the error row and emits error', async ({ playground }) => {
    const section = playground.section('remote');
    await section.option('Failure rate (%)').fill('100');
    await section.option('Failure rate (%)').press('Enter');
    const select = section.select('Country (remote)');
    await select.open();
    await expect((await select.dropdown()).locator('.widget-select__message--error')).toBeVisible({
      timeout: 5000,
    });
    await expect(section.log).toContainText('error');
    await expect(section.readout('Status')).toContainText('error');
  });

  test('the custom request transport works the same', async ({ playground }) => {
    const section = playground.section('remote');
    await section.option('Transport').selectOption('request');
    const select = section.select('Country (remote)');
    await select.type('japan');
    await expect(await select.labels()).toHaveText(['Japan'], { timeout: 5000 });
  });
});
