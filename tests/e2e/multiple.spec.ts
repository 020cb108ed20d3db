import { SelectWidgetLocator } from '../../packages/widget-select/src/testing/playwright';
import { expect, test } from './pages/fixtures';

test.describe('multiple select (tags)', () => {
  test('picks several tags; the dropdown stays open; tags can be removed @all-engines', async ({
    playground,
  }) => {
    const section = playground.section('multiple');
    const select = section.select('Fruits');
    // The page object the package ships for users' own Playwright tests.
    const fruits = new SelectWidgetLocator(select.root);
    await fruits.pick('Banana');
    expect(await fruits.isOpen()).toBe(true);
    await fruits.pick('Cherry');
    await fruits.pick('Mango');
    expect(await fruits.selectedLabels()).toEqual(['Banana', 'Cherry', 'Mango']);
    await expect(select.tagLabels).toHaveText(['Banana', 'Cherry', 'Mango']);
    await expect(section.readout('getValue()')).toHaveText('["banana","cherry","mango"]');
    await expect(await select.option('Cherry')).toHaveAttribute('aria-selected', 'true');
    await section.screenshot('multiple-tags');
    await fruits.close();
    await fruits.removeTag('Cherry');
    await expect(select.tagLabels).toHaveText(['Banana', 'Mango']);
    expect(await fruits.selectedLabels()).toEqual(['Banana', 'Mango']);
    await expect(section.log).toContainText('unselect "cherry" (Cherry)');
  });

  test.describe('on a 320×256 screen', () => {
    test.use({ viewport: { width: 320, height: 256 } });

    test('the list stays reachable while picks make the tags wrap onto many lines @all-engines', async ({
      playground,
    }) => {
      const fruits = new SelectWidgetLocator(playground.section('multiple').select('Fruits').root);
      const picks = ['Apple', 'Banana', 'Cherry', 'Grape', 'Kiwi', 'Lemon', 'Mango', 'Orange'];
      for (const label of picks) await fruits.pick(label);
      await expect.poll(() => fruits.selectedLabels()).toEqual(picks);
      await fruits.close();
      await fruits.open();
      await fruits.pick('Peach');
      await expect.poll(() => fruits.selectedLabels()).toEqual([...picks, 'Peach']);
    });
  });

  test('search then Enter adds a tag; Backspace in the empty search removes the last', async ({
    playground,
  }) => {
    const select = playground.section('multiple').select('Fruits');
    await select.type('berry');
    await expect(await select.labels()).toHaveText([
      'Blackberry',
      'Blueberry',
      'Elderberry',
      'Raspberry',
      'Strawberry',
    ]);
    await select.press('ArrowDown');
    await select.press('Enter');
    await expect(select.tagLabels).toHaveText(['Blueberry']);
    await expect(await select.search()).toHaveValue('');
    await select.type('kiwi');
    await select.press('Enter');
    await expect(select.tagLabels).toHaveText(['Blueberry', 'Kiwi']);
    await select.press('Backspace');
    await expect(select.tagLabels).toHaveText(['Blueberry']);
  });

  test('clicking a selected row unselects it', async ({ playground }) => {
    const fruits = new SelectWidgetLocator(playground.section('multiple').select('Fruits').root);
    await fruits.pick('Apple');
    await fruits.pick('Apple');
    await expect(fruits.tags).toHaveCount(0);
    expect(await fruits.selectedLabels()).toEqual([]);
  });

  test('the page object opens the list without removing the tag under the middle of the control', async ({
    playground,
  }) => {
    const fruits = new SelectWidgetLocator(playground.section('multiple').select('Fruits').root);
    await fruits.pick('Banana');
    await fruits.close();
    // Size the control so that the tag's remove button sits at its middle,
    // where a plain click on the control would land.
    await fruits.control.evaluate((control) => {
      const remove = control.querySelector('.widget-select__tag-remove') as HTMLElement;
      const middleOfRemove = remove.getBoundingClientRect().left + remove.offsetWidth / 2;
      const left = control.getBoundingClientRect().left;
      control.style.width = `${2 * (middleOfRemove - left)}px`;
    });
    await fruits.open();
    expect(await fruits.isOpen()).toBe(true);
    expect(await fruits.selectedLabels()).toEqual(['Banana']);
  });

  test('closeOnSelect closes after each pick', async ({ playground }) => {
    const section = playground.section('multiple');
    await section.option('closeOnSelect').check();
    const select = section.select('Fruits');
    const fruits = new SelectWidgetLocator(select.root);
    await fruits.pick('Lemon');
    await select.expectClosed();
    expect(await fruits.isOpen()).toBe(false);
    expect(await fruits.selectedLabels()).toEqual(['Lemon']);
  });

  test('maxSelections ignores extra picks and emits maximum', async ({ playground }) => {
    const section = playground.section('multiple');
    await section.option('maxSelections').fill('2');
    await section.option('maxSelections').press('Enter');
    const select = section.select('Fruits');
    await select.pick('Apple');
    await (await select.option('Banana')).click();
    await (await select.option('Cherry')).click();
    await expect(select.tagLabels).toHaveText(['Apple', 'Banana']);
    await expect(section.log).toContainText('maximum limit 2, "cherry" (Cherry)');
  });

  test('selectAll() and clearAll() buttons', async ({ playground }) => {
    const section = playground.section('multiple');
    const select = section.select('Fruits');
    await section.button('selectAll()').click();
    await expect(select.tags).toHaveCount(27);
    await section.button('clearAll()').click();
    await expect(select.tags).toHaveCount(0);
    await expect(select.placeholder).toBeVisible();
  });
});
