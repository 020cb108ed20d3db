import { expect, type Page, test } from '@playwright/test';
import { type HeldChunks, loadHoldingChunks, readyLater, readyNow } from './held-chunks';

/**
 * A native `<select>` of more than 5,000 options writes a new selection in
 * slices (native/slices.ts), whose code is a chunk of its own in the module
 * builds: asked for when such a select is mounted, or when a write first
 * finds a select that grew that large. These tests hold that chunk back on
 * its way to the page: meanwhile a large selection is written in one pass,
 * so the form sends the widget's value at every point; once the chunk is
 * there, the writes are in slices.
 */
const SLICES_CHUNK = /^slices-[\w-]{8}\.js$/;
const SIZE = 6000;

/** A page of the default entry with a `<select name="pick" multiple>` of `size` options, the slices held until released. */
function load(page: Page, size: number, script: string): Promise<HeldChunks> {
  return loadHoldingChunks(page, {
    origin: 'https://native-slices.test',
    entry: 'index.js',
    label: 'Unused',
    body: '<form id="form"><label for="pick">Pick</label><select id="pick" name="pick" multiple></select></form>',
    script: `import SelectWidget from '/index.js'; window.SelectWidget = SelectWidget;
      window.addOptions = (from, to) => document.getElementById('pick').append(
        ...Array.from({ length: to - from }, (_, i) => new Option('Option ' + (from + i), 'v' + (from + i))));
      window.addOptions(0, ${size});
      ${script}`,
    hold: (path) => (SLICES_CHUNK.test(path) ? 'slices' : null),
  });
}

/**
 * Runs `change` on the widget, then reads in the same task how many
 * options the select shows selected, then what the form sends: FormData,
 * and a submission's.
 */
function changeAndRead(
  page: Page,
  change: string,
): Promise<{ selectedAtOnce: number; formData: string[]; submitted: string[]; value: string[] }> {
  return page.evaluate(`(() => {
    const form = document.getElementById('form');
    const select = document.getElementById('pick');
    ${change};
    const selectedAtOnce = select.selectedOptions.length;
    const formData = new FormData(form).getAll('pick');
    let submitted = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted = new FormData(form).getAll('pick');
    }, { once: true });
    form.requestSubmit();
    return { selectedAtOnce, formData, submitted, value: window.widget.getValue() };
  })()`);
}

const values = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `v${from + i}`);

test.describe("a large native select's slices arrive as a chunk (dist/slices-*.js)", () => {
  test('selectAll right after construction, before the chunk, is written at once and the form sends it; once the chunk is there a selectAll is written in slices @all-engines', async ({
    page,
  }) => {
    const served = await load(page, SIZE, `window.widget = new SelectWidget('#pick');`);
    // Asked for at construction: the select has more than 5,000 options.
    await expect.poll(served.asked).toEqual(['slices']);
    const before = await changeAndRead(page, 'window.widget.selectAll()');
    expect(before.selectedAtOnce).toBe(SIZE);
    expect(before.formData).toEqual(values(0, SIZE));
    expect(before.submitted).toEqual(values(0, SIZE));
    // A form reset before the chunk: the form sends what the widget shows.
    const reset = await changeAndRead(page, 'document.getElementById("form").reset()');
    expect(reset.value).toEqual([]);
    expect(reset.formData).toEqual([]);
    expect(await readyNow(page)).toBe(false);
    served.release();
    expect(await readyLater(page)).toBe(true);
    const after = await changeAndRead(page, 'window.widget.clearAll(); window.widget.selectAll()');
    // In slices: nothing of the new selection is written in the call's task, yet the form sends all of it.
    expect(after.selectedAtOnce).toBe(0);
    expect(after.formData).toEqual(values(0, SIZE));
    expect(after.submitted).toEqual(values(0, SIZE));
    expect(served.errors).toEqual([]);
  });

  test('a select that grows past 5,000 options asks for the chunk at its first large write, which is written at once, in tag order; destroy() leaves the selection on the select @all-engines', async ({
    page,
  }) => {
    const served = await load(page, 100, `window.widget = new SelectWidget('#pick', { sortable: true });`);
    await page.evaluate('SelectWidget.ready()');
    expect(served.asked()).toEqual([]);
    await page.evaluate(`window.addOptions(100, ${SIZE})`);
    const grown = await changeAndRead(page, 'window.widget.selectAll()');
    expect(grown.value).toHaveLength(SIZE);
    expect(grown.selectedAtOnce).toBe(SIZE);
    expect(grown.formData).toEqual(values(0, SIZE));
    await expect.poll(served.asked).toEqual(['slices']);
    expect(await readyNow(page)).toBe(false);
    const ordered = await changeAndRead(
      page,
      'window.widget.setValue(["v7", "v3"]); window.widget.selectAll()',
    );
    // Sortable: tag order, the two values picked before select-all lead.
    expect(ordered.formData).toEqual([
      'v7',
      'v3',
      ...values(0, SIZE).filter((v) => v !== 'v7' && v !== 'v3'),
    ]);
    // The select back as it was, its children in their order, keeping the selection.
    const destroyed = await changeAndRead(page, 'window.widget.destroy()');
    expect(destroyed.formData).toEqual(values(0, SIZE));
    served.release();
    expect(await readyLater(page)).toBe(true);
    expect(served.errors).toEqual([]);
  });
});
