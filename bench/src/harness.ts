/**
 * The in-page side of the benchmark: one library per page, steps exposed on
 * window.bench for bench/lib/scenarios.mjs to call one at a time. Data, the
 * library's input and <select> elements are prepared before any clock starts
 * (and before the heap baseline).
 */
import { items, nativeSelect } from './data';
import { DomWatch, KeyStamps, LongTasks, QUIET_MS, sleep, twoFrames } from './measure';
import { taskApi } from './tasks';
import type { Adapter, Instance } from './types';

const loaders: Record<string, () => Promise<Adapter>> = {
  'widget-select': () => import('./adapters/widget-select').then((m) => m.widgetSelect as Adapter),
  'widget-select-baseline': () =>
    import('./adapters/widget-select-baseline').then((m) => m.widgetSelectBaseline as Adapter),
  'tom-select': () => import('./adapters/tom-select').then((m) => m.tomSelect as Adapter),
  'choices.js': () => import('./adapters/choices').then((m) => m.choices as Adapter),
  'slim-select': () => import('./adapters/slim-select').then((m) => m.slimSelect as Adapter),
  'virtual-select': () => import('./adapters/virtual-select').then((m) => m.virtualSelect as Adapter),
  select2: () => import('./adapters/select2').then((m) => m.select2 as Adapter),
};

let adapter: Adapter;
let prepared: unknown = null;
let instance: Instance | null = null;
let watch: DomWatch | null = null;
let keys: KeyStamps | null = null;
// Kept alive for the whole page, so the heap baseline already holds them.
const keep: { inputs?: unknown[] } = {};

function freshHost(): HTMLElement {
  const host = document.createElement('div');
  host.className = 'bench-host';
  document.querySelector('#stage')?.replaceChildren(host);
  return host;
}

const rows = () => document.querySelectorAll(adapter.rowSelector).length;

/** Waits until the DOM has been quiet (deferred rendering is done) without timing anything. */
async function quiet(): Promise<void> {
  const w = new DomWatch();
  try {
    await w.settle(performance.now());
  } finally {
    w.stop();
  }
}

const api = {
  async load(lib: string): Promise<string> {
    const load = loaders[lib];
    if (!load) throw new Error(`unknown library ${lib}`);
    adapter = await load();
    return adapter.name;
  },

  /** Single select with n options as data: build the data and the library's input. */
  prepareSingle(n: number): void {
    const data = items(n);
    prepared = adapter.prepare(freshHost(), { multiple: false, data });
    keep.inputs = [data, prepared];
  },

  /** `<select multiple>` with n options of which the first k are selected. */
  prepareMultiple(n: number, k: number): void {
    const select = nativeSelect(n, k, true);
    prepared = adapter.prepare(freshHost(), { multiple: true, select });
    keep.inputs = [select, prepared];
  },

  /** `new` → two frames. Then waits (untimed) until deferred rendering is over. */
  async construct() {
    const t0 = performance.now();
    instance = adapter.create(prepared);
    const t1 = performance.now();
    const end = await twoFrames();
    await quiet();
    return { construct: end - t0, constructSync: t1 - t0 };
  },

  /** `open()` → two frames; rows counted once the DOM is quiet. */
  async open() {
    if (!instance) throw new Error('not constructed');
    const t0 = performance.now();
    instance.open();
    const t1 = performance.now();
    const end = await twoFrames();
    await quiet();
    return { open: end - t0, openSync: t1 - t0, rowsOpen: rows() };
  },

  /** Focuses the search input and starts watching keys and the DOM; Playwright types next. */
  async armSearch(): Promise<void> {
    const input = instance?.searchInput();
    if (!input) throw new Error('no search input found');
    if (document.activeElement !== input) input.focus();
    await sleep(QUIET_MS);
    keys = new KeyStamps();
    // Only changes to the list of options count: not screen-reader announcements, not repositioning.
    watch = new DomWatch(adapter.listSelector);
  },

  /**
   * After the keys: first keydown → the frame showing the last mutation
   * painted, the last keydown → the same end, and first → last keydown.
   */
  async searchResult(text: string) {
    const k = keys as KeyStamps;
    const w = watch as DomWatch;
    if (k.stamps.length !== text.length)
      throw new Error(`saw ${k.stamps.length} keydowns, typed ${text.length}`);
    const first = k.stamps[0];
    const last = k.stamps.at(-1);
    if (first === undefined || last === undefined) throw new Error('saw no keydown');
    const settled = await w.settle(last);
    k.stop();
    w.stop();
    const typed = instance?.searchInput()?.value;
    if (typed !== text) throw new Error(`the search input holds "${typed}", not "${text}"`);
    if (!settled.changed) throw new Error('typing changed nothing in the DOM');
    return {
      search: settled.painted - first,
      lastKey: settled.painted - last,
      spacing: last - first,
      searchUpdated: settled.updated - first,
      rowsSearch: rows(),
      lastMutation: w.lastWhat,
    };
  },

  /** Empties the search input (Node has pressed Ctrl+A, Backspace) and waits until the list is quiet. */
  async searchCleared(): Promise<void> {
    await quiet();
    const typed = instance?.searchInput()?.value;
    if (typed !== '') throw new Error(`the search input still holds "${typed}"`);
  },

  /**
   * Starts the clocks for one key press (Playwright presses it next).
   * @param scope what counts as the key's result (default: the library's list of options)
   */
  armKey(scope?: string): void {
    keys = new KeyStamps();
    watch = new DomWatch(scope ?? adapter.listSelector);
  },

  /**
   * A plain input beside the library whose every keystroke runs the bare
   * scan (see bareScan) and writes the number of matches into `#bare-out`:
   * the floor for "key → painted" — the scan plus the frame that shows it.
   * Focused, empty; the lower-case labels are computed now, untimed.
   */
  bareTypedArm(): void {
    const data = keep.inputs?.[0] as { label: string }[];
    const lowered = data.map((item) => item.label.toLowerCase());
    const input = document.createElement('input');
    const out = document.createElement('output');
    out.id = 'bare-out';
    input.addEventListener('input', () => {
      const query = input.value;
      const found: number[] = [];
      for (let i = 0; i < lowered.length; i++) if ((lowered[i] as string).includes(query)) found.push(i);
      out.textContent = `${found.length} found`;
    });
    const box = document.createElement('div');
    box.append(input, out);
    document.body.append(box);
    input.focus();
  },

  /**
   * One key press: its keydown → the frame showing the last change it
   * caused has been painted (`painted`), and → that last change itself
   * (`updated`: the page's own work, before the frame).
   */
  async keyResult(): Promise<{ painted: number; updated: number }> {
    const k = keys as KeyStamps;
    const w = watch as DomWatch;
    const stamp = k.stamps[0];
    if (stamp === undefined) throw new Error('saw no keydown');
    const settled = await w.settle(stamp);
    k.stop();
    w.stop();
    if (!settled.changed) throw new Error('the key changed nothing in the DOM');
    return { painted: settled.painted - stamp, updated: settled.updated - stamp };
  },

  /**
   * The floor for a search: every prefix of `text` scanned with `includes`
   * over lower-case labels computed beforehand (untimed), in this page. The
   * fastest of three scans per prefix.
   */
  bareScan(text: string): number[] {
    const data = keep.inputs?.[0] as { label: string }[];
    const lowered = data.map((item) => item.label.toLowerCase());
    const times: number[] = [];
    for (let end = 1; end <= text.length; end++) {
      const query = text.slice(0, end);
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 3; run++) {
        const t0 = performance.now();
        const found: number[] = [];
        for (let i = 0; i < lowered.length; i++) if ((lowered[i] as string).includes(query)) found.push(i);
        best = Math.min(best, performance.now() - t0);
      }
      times.push(best);
    }
    return times;
  },

  ...taskApi,

  /**
   * `<select multiple>`: `new` → two frames, and the tags then; the longest
   * task from `new` until the DOM is quiet (so deferred work counts too).
   */
  async constructMultiple() {
    const tasks = new LongTasks();
    const t0 = performance.now();
    instance = adapter.create(prepared);
    const t1 = performance.now();
    const end = await twoFrames();
    const tags = document.querySelectorAll(adapter.tagSelector).length;
    await quiet();
    const long = await tasks.stop();
    // The browser reports only tasks over 50 ms; the constructor call bounds the longest one from below.
    return {
      construct: end - t0,
      longestTask: Math.max(t1 - t0, ...long),
      tags,
      tagsSettled: document.querySelectorAll(adapter.tagSelector).length,
    };
  },
};

declare global {
  interface Window {
    bench: typeof api;
  }
}

window.bench = api;
