// The scenarios, as seen from Node. Each sample drives one fresh page that has
// loaded one library; the clocks run inside the page (src/harness.ts), the
// heap is read over the DevTools protocol, keys are real key presses.

import { SLICED_STEPS, sliceFigures, traced } from './slices.mjs';

export const LIBS = ['widget-select', 'tom-select', 'choices.js', 'slim-select', 'virtual-select', 'select2'];
export const SIZES = { '1k': 1_000, '10k': 10_000, '100k': 100_000, '1m': 1_000_000 };
export const SEARCH = 'ngu';
export const MULTI = { n: 10_000, selected: 1_000 };

/**
 * The steps of a single-select sample, in order. A step that fails or times
 * out is not run again for that library and size; the steps before it are.
 */
export const STEPS = ['construct', 'open', 'heap', 'search', 'keys'];

/** Sizes of the long-task scenario (widget-select only). */
export const TASK_SIZES = { '100k': 100_000, '1m': 1_000_000 };

/**
 * Memory in use after two forced garbage collections, in bytes: the JS heap,
 * plus what lives outside it but belongs to the page's objects — ArrayBuffer
 * backing stores and external strings (`backingStorageSize`), and the DOM
 * heap (`embedderHeapUsedSize`). Typed arrays and decoded strings are real
 * memory even though the JS heap figure alone does not show them.
 */
export async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return usage.usedSize + (usage.backingStorageSize ?? 0) + (usage.embedderHeapUsedSize ?? 0);
}

/**
 * Types `text` as one burst of real key events (keyDown with its text, then
 * keyUp, per character) sent over the DevTools protocol without waiting for
 * the page between them: the keys queue up in the browser as they would for
 * a fast typist, and each is handled as soon as the page is free. Playwright's
 * `keyboard.press` waits for the page to handle each event and for the round
 * trip to Node before it sends the next one.
 */
async function typeBurst(cdp, text) {
  const sent = [];
  for (const key of text) {
    const code = `Key${key.toUpperCase()}`;
    const keyCode = key.toUpperCase().charCodeAt(0);
    const common = { key, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
    sent.push(
      cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: key, unmodifiedText: key, ...common }),
    );
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common }));
  }
  await Promise.all(sent);
}

/** Empties the focused search input (Ctrl+A, Backspace) and waits until the list is quiet. */
async function clearSearch(page) {
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.evaluate(() => window.bench.searchCleared());
}

/**
 * Single select with n options: construct, open (rows), heap retained, then
 * "ngu" typed as three keys queued at once (rows after), and again as three
 * key presses one after the other. Fills `out` as it goes, so a timeout
 * keeps what was measured; `state.step` says where it stopped.
 */
export async function singleSample(page, cdp, n, stopBefore, out, state, lib) {
  const runs = (step) => {
    state.step = step;
    return !stopBefore || STEPS.indexOf(step) < STEPS.indexOf(stopBefore);
  };
  state.step = 'prepare';
  const empty = await heapUsed(cdp);
  await page.evaluate((count) => window.bench.prepareSingle(count), n);
  const baseline = await heapUsed(cdp);
  out.dataHeap = baseline - empty;
  if (!runs('construct')) return out;
  Object.assign(out, await page.evaluate(() => window.bench.construct()));
  if (!runs('open')) return out;
  Object.assign(out, await page.evaluate(() => window.bench.open()));
  if (!runs('heap')) return out;
  out.heap = (await heapUsed(cdp)) - baseline;
  if (!runs('search')) return out;
  await page.evaluate(() => window.bench.armSearch());
  await typeBurst(cdp, SEARCH);
  const burst = await page.evaluate((text) => window.bench.searchResult(text), SEARCH);
  const { search, searchUpdated, rowsSearch, spacing: queuedSpacing } = burst;
  Object.assign(out, { search, searchUpdated, rowsSearch, queuedSpacing });
  // The same three keys pressed by Playwright, each sent once the page handled the one before.
  await clearSearch(page);
  await page.evaluate(() => window.bench.armSearch());
  for (const key of SEARCH) await page.keyboard.press(key);
  const pressed = await page.evaluate((text) => window.bench.searchResult(text), SEARCH);
  Object.assign(out, { searchPressed: pressed.search, lastKey: pressed.lastKey, spacing: pressed.spacing });
  if (!runs('keys')) return out;
  // The same keys again, one at a time: each key's keydown → the frame showing its result painted.
  await clearSearch(page);
  for (const [i, key] of [...SEARCH].entries()) {
    await page.evaluate(() => window.bench.armKey());
    await page.keyboard.press(key);
    const { painted, updated } = await page.evaluate(() => window.bench.keyResult());
    out[`key${i + 1}`] = painted;
    out[`keyUpdated${i + 1}`] = updated;
  }
  out.heapSearched = (await heapUsed(cdp)) - baseline;
  const bare = await page.evaluate((text) => window.bench.bareScan(text), SEARCH);
  for (const [i, time] of bare.entries()) out[`bare${i + 1}`] = time;
  if (lib !== 'widget-select') return out;
  // The same bare scan behind a plain input, typed and clocked like the widget's keys.
  await page.evaluate(() => window.bench.bareTypedArm());
  for (const [i, key] of [...SEARCH].entries()) {
    await page.evaluate(() => window.bench.armKey('#bare-out'));
    await page.keyboard.press(key);
    const { painted, updated } = await page.evaluate(() => window.bench.keyResult());
    out[`bareTyped${i + 1}`] = painted;
    out[`bareTypedUpdated${i + 1}`] = updated;
  }
  return out;
}

/** The interactions of the long-task scenario, in order; `key:` ones are real key presses. */
export const TASK_STEPS = [
  'construct',
  'open',
  ...[...SEARCH].map((key) => `key:${key}`),
  'key:End',
  'key:Enter',
  'clear',
  'setData',
  'destroy',
  'open+key:n',
  'destroy',
  'constructMultiple',
  'selectAll',
  'clearMultiple',
  'setValueAll',
  'selectAll',
  'destroy',
  'bareReset',
  'constructNative',
  'nativeSelectAll',
  'nativeClear',
  'nativeSetValueAll',
  'nativeReset',
  'nativeSelectAll',
  'nativeDestroy',
];

/** Native steps: how many entries the form submits and the widget holds once each is written (checked, not timed). */
const FORM_COUNTS = {
  nativeSelectAll: (n) => n,
  nativeClear: () => 0,
  nativeSetValueAll: (n) => n,
  nativeReset: () => 1,
};

/** widget-select at n options: long tasks (> 50 ms) and the longest per interaction. */
export async function taskSample(page, cdp, n, _stopBefore, out, state) {
  state.step = 'prepare';
  await page.evaluate((count) => window.bench.tasksPrepare(count), n);
  state.step = 'construct';
  for (const [i, step] of TASK_STEPS.entries()) {
    let result;
    if (step === 'bareReset') await page.evaluate(() => window.bench.tasksPrepareNative());
    if (step.startsWith('open+key:')) {
      // A fresh widget opened and typed into at once: the first key meets unfinished warm-up.
      await page.evaluate(() => window.bench.tasksFreshOpen());
      await page.keyboard.press(step.slice('open+key:'.length));
      result = await page.evaluate(() => window.bench.tasksCollect());
    } else if (step.startsWith('key:')) {
      await page.evaluate(() => window.bench.tasksArm());
      await page.keyboard.press(step.slice(4));
      result = await page.evaluate(() => window.bench.tasksCollect());
    } else {
      const run = () => page.evaluate((name) => window.bench.tasksRun(name), step);
      if (SLICED_STEPS.includes(step) && n >= 1_000_000) {
        const { result: ran, events } = await traced(cdp, run);
        result = ran;
        out[`slices ${i} ${step}`] = sliceFigures(events);
      } else result = await run();
    }
    out[`tasks ${i} ${step}`] = result.count;
    out[`longest ${i} ${step}`] = result.longest;
    if (step === 'selectAll') out.selectedAll = await page.evaluate(() => window.bench.tasksValueCount());
    const want = FORM_COUNTS[step]?.(n);
    if (want !== undefined) {
      const value = await page.evaluate(() => window.bench.tasksValueCount());
      const form = await page.evaluate(() => window.bench.tasksFormCount());
      if (value !== want || form !== want)
        throw new Error(
          `${step}: the widget holds ${value} values and the form submits ${form}, not ${want}`,
        );
    }
  }
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
  searchPressed: 'search',
  lastKey: 'search',
  spacing: 'search',
  queuedSpacing: 'search',
  searchUpdated: 'search',
  rowsSearch: 'search',
  key1: 'keys',
  key2: 'keys',
  key3: 'keys',
  bare1: 'keys',
  bare2: 'keys',
  bare3: 'keys',
  ...Object.fromEntries(
    [1, 2, 3].flatMap((i) =>
      [`keyUpdated${i}`, `bareTyped${i}`, `bareTypedUpdated${i}`].map((key) => [key, 'keys']),
    ),
  ),
  heapSearched: 'keys',
  dataHeap: 'construct',
};
