import { expect, test } from './pages/fixtures';

test.describe('tree select', () => {
  test('renders a collapsed tree; the twisty and arrow keys expand and collapse', async ({ playground }) => {
    const section = playground.section('tree');
    const select = section.select('Aisle (single)');
    await select.open();
    const list = await select.list();
    await expect(list).toHaveAttribute('role', 'tree');
    const produce = list.locator('[role="treeitem"][data-value="produce"]');
    await expect(produce).toHaveAttribute('aria-expanded', 'false');
    await expect(produce).toHaveAttribute('aria-level', '1');
    await produce.locator('.widget-select__twisty').click();
    await expect(produce).toHaveAttribute('aria-expanded', 'true');
    await expect(list.locator('[data-value="produce/fruit"]')).toHaveAttribute('aria-level', '2');
    // The highlight is on Produce: ArrowLeft collapses it again.
    await select.press('ArrowLeft');
    await expect(produce).toHaveAttribute('aria-expanded', 'false');
    await select.press('ArrowRight');
    await expect(produce).toHaveAttribute('aria-expanded', 'true');
    await section.screenshot('tree-expanded');
  });

  test('a remote tree: once its rows arrive the list is a tree of treeitems @all-engines', async ({
    playground,
  }) => {
    const select = playground.section('tree').select('Regions (lazy, server search)');
    await select.open();
    const list = await select.list();
    await expect(list.locator('[role="treeitem"]').first()).toBeVisible({ timeout: 10_000 });
    await expect(list).toHaveAttribute('role', 'tree');
    await expect(select.control).toHaveAttribute('aria-haspopup', 'tree');
  });

  test('search shows matching descendants with their ancestors', async ({ playground }) => {
    const select = playground.section('tree').select('Aisle (single)');
    await select.type('gruyere');
    const rows = await select.options();
    await expect(rows).toHaveText([/Dairy/, /Cheese/, /Hard/, /Gruyère/]);
    await select.press('End');
    await select.press('Enter');
    await expect(select.value).toHaveText('Gruyère');
  });

  test('multiple: picking a parent picks its enabled descendants; partial parents are indeterminate @all-engines', async ({
    playground,
  }) => {
    const section = playground.section('tree');
    const select = section.select('Shopping list (multiple)');
    await select.open();
    const list = await select.list();
    await list.locator('[data-value="produce"] .widget-select__twisty').click();
    await list.locator('[data-value="produce/fruit"] .widget-select__twisty').click();
    await list.locator('[data-value="produce/fruit/citrus"] .widget-select__label').click();
    const value = JSON.parse(
      (await section.readout('multiple getValue()').textContent()) ?? '[]',
    ) as string[];
    expect(value).toEqual(
      expect.arrayContaining([
        'produce/fruit/citrus/lemon',
        'produce/fruit/citrus/lime',
        'produce/fruit/citrus/orange',
      ]),
    );
    // Yuzu is disabled: the cascade skips it.
    expect(value).not.toContain('produce/fruit/citrus/yuzu');
    // Berries are not picked, so Fruit (and Produce) are partially selected.
    await expect(list.locator('[data-value="produce/fruit"]')).toHaveClass(
      /widget-select__option--indeterminate/,
    );
    await expect(list.locator('[data-value="produce"]')).toHaveClass(/widget-select__option--indeterminate/);
    await section.screenshot('tree-multiple');
  });
});
