// The scenarios, as seen from Node. Each sample drives one fresh page that has
// loaded one library; the clocks run inside the page (src/harness.ts), the
// heap is read over the DevTools protocol, keys are real key presses.

export const LIBS = ['widget-select', 'tom-select', 'choices.js', 'slim-select', 'virtual-select', 'select2'];
export const SIZES = { '1k': 1_000, '10k': 10_000, '100k': 100_000 };
export const SEARCH = 'ngu';
export const MULTI = { n: 10_000, selected: 1_000 };

/**
 * The steps of a single-select sample, in order. A step that fails or times
 * out is not run again for that library and size; the steps before it are.
 */
export const STEPS = ['construct', 'open', 'heap', 'search'];

/** JS heap in use after two forced garbage collections, in bytes. */
async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * Single select with n options: construct, open (rows), heap retained, then
 * "ngu" typed as three key presses (rows after). Fills `out` as it goes, so a
 * timeout keeps what was measured; `state.step` says where it stopped.
 */
export async function singleSample(page, cdp, n, stopBefore, out, state) {
  const runs = (step) => {
    state.step = step;
    return !stopBefore || STEPS.indexOf(step) < STEPS.indexOf(stopBefore);
  };
  state.step = 'prepare';
  await page.evaluate((count) => window.bench.prepareSingle(count), n);
  const baseline = await heapUsed(cdp);
  if (!runs('construct')) return out;
  Object.assign(out, await page.evaluate(() => window.bench.construct()));
  if (!runs('open')) return out;
  Object.assign(out, await page.evaluate(() => window.bench.open()));
  if (!runs('heap')) return out;
  out.heap = (await heapUsed(cdp)) - baseline;
  if (!runs('search')) return out;
  await page.evaluate(() => window.bench.armSearch());
  for (const key of SEARCH) await page.keyboard.press(key);
  Object.assign(out, await page.evaluate((text) => window.bench.searchResult(text), SEARCH));
  return out;
}

/** `<select multiple>` with 10k options, 1,000 selected: construct, longest task, tags. */
export async function multiSample(page, _cdp, _n, _stopBefore, out, state) {
  state.step = 'prepare';
  await page.evaluate(({ n, selected }) => window.bench.prepareMultiple(n, selected), MULTI);
  state.step = 'construct';
  Object.assign(out, await page.evaluate(() => window.bench.constructMultiple()));
  return out;
}

/** Which step a metric comes from (to report a timeout in the right cells). */
export const METRIC_STEP = {
  construct: 'construct',
  constructSync: 'construct',
  open: 'open',
  openSync: 'open',
  rowsOpen: 'open',
  heap: 'heap',
  search: 'search',
  lastKey: 'search',
  rowsSearch: 'search',
};
