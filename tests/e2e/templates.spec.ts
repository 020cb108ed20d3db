import { expect, test } from './pages/fixtures';

test.describe('templates, avatars and descriptions', () => {
  test('the built-in layout shows avatar, label and description as text @all-engines', async ({
    playground,
  }) => {
    const section = playground.section('templates');
    const select = section.select('Assignee (built-in layout)');
    await select.open();
    const first = (await select.options()).first();
    await expect(first.locator('img.widget-select__avatar')).toHaveAttribute('alt', '');
    await expect(first.locator('.widget-select__label')).toHaveText('Nguyễn Thị Lan');
    await expect(first.locator('.widget-select__description')).toHaveText('Product designer');
    await select.press('Enter');
    await expect(select.value.locator('img.widget-select__avatar')).toBeVisible();
    await expect(select.value).toContainText('Nguyễn Thị Lan');
  });

  test('custom templates render meta and search meta.* fields', async ({ playground }) => {
    const section = playground.section('templates');
    const select = section.select('Reviewers (custom templates)');
    await select.open();
    await expect((await select.options()).first().locator('.person__email')).toHaveText(
      'nguyen.thi.lan@example.com',
    );
    await select.type('lukasz.nowak@');
    await expect(await select.options()).toHaveCount(1);
    await expect((await select.options()).first().locator('.person__name')).toHaveText('Łukasz Nowak');
    await section.screenshot('templates-custom');
    await select.press('Enter');
    await expect(select.tags.locator('.person-chip')).toHaveText('Łukasz Nowak');
  });

  test('templates can be switched off live', async ({ playground }) => {
    const section = playground.section('templates');
    await section.option('templateResult').uncheck();
    const select = section.select('Reviewers (custom templates)');
    await select.open();
    const first = (await select.options()).first();
    await expect(first.locator('.person__email')).toHaveCount(0);
    await expect(first.locator('.widget-select__description')).toHaveText('Product designer');
  });
});
