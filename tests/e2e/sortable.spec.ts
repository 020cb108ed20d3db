import { expect, test } from './pages/fixtures';

test.describe('sortable tags', () => {
  test('Alt+Arrow on a focused tag reorders; the native options follow', async ({ playground, page }) => {
    const section = playground.section('sortable');
    const select = section.select('Fruit ranking');
    const initial = await select.tagLabels.allTextContents();
    expect(initial).toHaveLength(4);
    await select.tags.first().focus();
    await page.keyboard.press('Alt+ArrowRight');
    const [a, b, ...rest] = initial;
    await expect(select.tagLabels).toHaveText([b as string, a as string, ...rest]);
    await expect(section.log).toContainText('reorder');
    const reordered = [b, a, ...rest].map((label) => (label as string).toLowerCase());
    await expect(section.readout('getValue()')).toHaveText(JSON.stringify(reordered));
    await expect(section.readout('Native selected <option> order')).toHaveText(reordered.join(', '));
    await section.screenshot('sortable-reordered');
  });

  test('dragging a tag with the mouse moves it to the drop point @all-engines', async ({
    playground,
    page,
  }) => {
    const section = playground.section('sortable');
    const select = section.select('Fruit ranking');
    // The chips' drag comes with the open list's chunk: a press before it arrives starts none.
    await select.open();
    await page.keyboard.press('Escape');
    await expect(select.control).toHaveAttribute('aria-expanded', 'false');
    await select.root.scrollIntoViewIfNeeded();
    const initial = await select.tagLabels.allTextContents();
    const first = await select.tags.first().boundingBox();
    const last = await select.tags.last().boundingBox();
    if (!first || !last) throw new Error('tags not visible');
    await page.mouse.move(first.x + 10, first.y + first.height / 2);
    await page.mouse.down();
    await page.mouse.move(first.x + 30, first.y + first.height / 2, { steps: 4 });
    await page.mouse.move(last.x + last.width - 4, last.y + last.height / 2, { steps: 8 });
    await page.mouse.up();
    const [head, ...tail] = initial;
    await expect(select.tagLabels).toHaveText([...tail, head as string]);
  });
});
