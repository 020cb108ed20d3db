import { expect, test } from './pages/fixtures';

test.describe('tag creation (allowCreate)', () => {
  test('typing a new topic offers to create it; Enter creates a tag and emits create @all-engines', async ({
    playground,
  }) => {
    const section = playground.section('create');
    const select = section.select('Topics');
    await select.type('web components');
    const offer = (await select.dropdown()).locator(
      '.widget-select__message--create, .widget-select__option--create',
    );
    await expect(offer.first()).toContainText('web components');
    await section.screenshot('create-offer');
    await select.press('Enter');
    await expect(select.tagLabels).toHaveText(['web components']);
    await expect(section.log).toContainText('create');
    await expect(section.readout('getValue()')).toContainText('web components');
  });

  test('an existing topic is picked, not created again', async ({ playground }) => {
    const section = playground.section('create');
    const select = section.select('Topics');
    await select.type('typescript');
    await select.press('Enter');
    await expect(select.tagLabels).toHaveText(['typescript']);
    await expect(section.log).not.toContainText(/\bcreate\b/);
  });

  test('beforeCreate can veto short labels', async ({ playground }) => {
    const section = playground.section('create');
    await section.option('beforeCreate: at least 3 characters').check();
    const select = section.select('Topics');
    await select.type('ab');
    await select.press('Enter');
    await expect(select.tags).toHaveCount(0);
    await (await select.search()).fill('abc');
    await select.press('Enter');
    await expect(select.tagLabels).toHaveText(['abc']);
  });

  test('async createOption reshapes the tag', async ({ playground }) => {
    const section = playground.section('create');
    await section.option('createOption: slug value, 400 ms async').check();
    const select = section.select('Topics');
    await select.type('Web Audio');
    await select.press('Enter');
    await expect(select.tagLabels).toHaveText(['web-audio']);
  });
});
