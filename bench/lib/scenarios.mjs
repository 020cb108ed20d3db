// The scenarios, as seen from Node: each `run(page)` drives one fresh page
// that has already loaded one library, and returns one sample (numbers by
// metric name). Clocks run inside the page (src/harness.ts).

const SEARCH = 'ngu';

async function typeMeasured(page, text) {
  const out = {};
  for (const [i, key] of [...text].entries()) {
    await page.evaluate(() => window.bench.armKey());
    await page.keyboard.press(key);
    const { toPaint } = await page.evaluate(() => window.bench.keyToPaint());
    out[`key${i + 1}`] = toPaint;
  }
  out.perKey = Math.max(...[...text].map((_, i) => out[`key${i + 1}`]));
  return out;
}

export const PEERS = ['widget-select', 'tom-select', 'choices.js', 'select2', 'react-select'];

export const scenarios = [
  {
    id: 'a',
    title: '(a) construct + open, 10,000 options — ms, median (lower is better)',
    libs: PEERS,
    primary: 'total',
    columns: [
      { key: 'total', label: 'construct+open→paint' },
      { key: 'constructSync', label: 'construct (sync)' },
      { key: 'openSync', label: 'open (sync)' },
    ],
    run: (page) => page.evaluate((n) => window.bench.constructOpen(n), 10_000),
  },
  {
    id: 'b',
    title: `(b) keystroke-to-paint, 100,000 options, typing "${SEARCH}" — ms, median (lower is better)`,
    libs: PEERS,
    primary: 'perKey',
    columns: [
      { key: 'key1', label: `"${SEARCH[0]}"` },
      { key: 'key2', label: `"${SEARCH.slice(0, 2)}"` },
      { key: 'key3', label: `"${SEARCH}"` },
      { key: 'perKey', label: 'slowest key' },
      { key: 'setup', label: 'setup: construct+open' },
    ],
    async run(page) {
      const setup = await page.evaluate((n) => window.bench.prepareSearch(n), 100_000);
      return { setup: setup.total, ...(await typeMeasured(page, SEARCH)) };
    },
  },
  {
    id: 'c',
    title: '(c) <select multiple>, 10,000 options, 5,000 selected — ms, median (lower is better)',
    libs: PEERS,
    primary: 'longestTask',
    columns: [
      { key: 'construct', label: 'construct→tags painted' },
      { key: 'open', label: 'open→paint' },
      { key: 'longestTask', label: 'longest task' },
      { label: 'task > 50 ms', value: (m) => (m.longestTask === null ? null : m.longestTask > 50) },
      { key: 'tags', label: 'tag elements', digits: 0 },
    ],
    run: (page) => page.evaluate(([n, k]) => window.bench.manySelected(n, k), [10_000, 5_000]),
  },
  {
    id: 'd',
    title: `(d) tree, ~111,000 nodes (widget-select only) — ms, median`,
    libs: ['widget-select'],
    primary: 'perKey',
    columns: [
      { key: 'setup', label: 'construct+open' },
      { key: 'key1', label: `search "${SEARCH[0]}"` },
      { key: 'key2', label: `"${SEARCH.slice(0, 2)}"` },
      { key: 'key3', label: `"${SEARCH}"` },
      { key: 'perKey', label: 'slowest key' },
      { key: 'expand', label: 'expand 10k children' },
      { key: 'rowsAfterExpand', label: 'rows after expand', digits: 0 },
    ],
    async run(page) {
      const { setup } = await page.evaluate(() => window.bench.prepareTree());
      // Expanding first, on the unfiltered tree: the twisty of the 10k-child node.
      await page.evaluate(() => window.bench.armKey());
      await page.locator('.widget-select__option[data-value="bulk"] .widget-select__twisty').click();
      const { toPaint: expand } = await page.evaluate(() => window.bench.keyToPaint());
      const rowsAfterExpand = await page.evaluate(() => window.bench.rowCount());
      if (rowsAfterExpand < 10_000)
        throw new Error(`expanding did not show the children (${rowsAfterExpand} rows)`);
      await page.locator('.widget-select__search').focus();
      return { setup, expand, rowsAfterExpand, ...(await typeMeasured(page, SEARCH)) };
    },
  },
];
