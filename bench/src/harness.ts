/**
 * The in-page side of the benchmark: one library per page load (chosen by
 * ?lib=), scenarios exposed on window.bench for run.mjs to call. Data and
 * <select> elements are prepared before any clock starts.
 */
import { bigTree, items, nativeSelect } from './data';
import { DomWatch, InputStamp, LongTasks } from './measure';
import type { Adapter, Instance } from './types';

const loaders: Record<string, () => Promise<Adapter>> = {
  'widget-select': () => import('./adapters/widget-select').then((m) => m.widgetSelect),
  'tom-select': () => import('./adapters/tom-select').then((m) => m.tomSelect),
  'choices.js': () => import('./adapters/choices').then((m) => m.choices),
  select2: () => import('./adapters/select2').then((m) => m.select2),
  'react-select': () => import('./adapters/react-select').then((m) => m.reactSelect),
};

function freshHost(): HTMLElement {
  const host = document.createElement('div');
  host.className = 'bench-host';
  document.querySelector('#stage')?.replaceChildren(host);
  return host;
}

let adapter: Adapter;
let instance: Instance | null = null;
let watch: DomWatch | null = null;
let keys: InputStamp | null = null;

const api = {
  async load(lib: string): Promise<string> {
    const load = loaders[lib];
    if (!load) throw new Error(`unknown library ${lib}`);
    adapter = await load();
    watch = new DomWatch();
    return adapter.name;
  },

  /** (a) construct with n options, open, until painted. */
  async constructOpen(n: number) {
    const data = items(n);
    const host = freshHost();
    const w = watch as DomWatch;
    await w.settle(performance.now());
    w.reset();
    const t0 = performance.now();
    instance = adapter.create(host, { multiple: false, data });
    const t1 = performance.now();
    instance.open();
    const t2 = performance.now();
    const { paintedAt } = await w.settle(t2);
    return { total: paintedAt - t0, constructSync: t1 - t0, openSync: t2 - t1 };
  },

  /** (b) setup: n options, open, focus the search input; keys are typed by Playwright. */
  async prepareSearch(n: number) {
    const setup = await api.constructOpen(n);
    const input = instance?.searchInput();
    if (!input) throw new Error('no search input found');
    input.focus();
    keys = new InputStamp(['keydown']);
    return setup;
  },

  /** Arms the keystroke clock; call before each key press. */
  armKey(): void {
    keys?.arm();
    watch?.reset();
  },

  /** (b) after one key: keydown.timeStamp → end of the frame that painted its last mutation. */
  async keyToPaint() {
    const stamp = keys?.value ?? -1;
    if (stamp < 0) throw new Error('no keydown seen');
    const { paintedAt, mutations } = await (watch as DomWatch).settle(stamp);
    return { toPaint: paintedAt - stamp, mutations };
  },

  /** (c) multiple select, n options with k selected: construct (tags) and open; long tasks. */
  async manySelected(n: number, k: number) {
    const select = nativeSelect(n, k, true);
    const data = items(n);
    const selected = data.slice(0, k).map((item) => item.value);
    const host = freshHost();
    const w = watch as DomWatch;
    await w.settle(performance.now());
    w.reset();
    const tasks = new LongTasks();
    const t0 = performance.now();
    instance = adapter.create(host, { multiple: true, select, data, selected });
    const t1 = performance.now();
    const constructed = await w.settle(t1);
    const tags = host.parentElement?.querySelectorAll(TAG_SELECTORS).length ?? 0;
    w.reset();
    const t2 = performance.now();
    instance.open();
    const t3 = performance.now();
    const opened = await w.settle(t3);
    const long = await tasks.stop();
    // Long tasks under 50 ms are not reported by the browser; the synchronous calls bound them from below.
    const longest = Math.max(t1 - t0, t3 - t2, ...long);
    return {
      construct: constructed.paintedAt - t0,
      open: opened.paintedAt - t2,
      longestTask: longest,
      longTasks: long.length,
      tags,
    };
  },

  /** (d) widget-select only: a ~111k-node tree, opened; returns setup time. */
  async prepareTree() {
    const data = bigTree();
    const host = freshHost();
    const { default: SelectWidget } = await import('widget-select');
    const w = watch as DomWatch;
    w.reset();
    const t0 = performance.now();
    const widget = new SelectWidget(host, { data, multiple: true });
    widget.open();
    const { paintedAt } = await w.settle(performance.now());
    const tree = document.querySelector('.widget-select__list[role="tree"]');
    const twisty = document.querySelector('.widget-select__option[data-value="bulk"] .widget-select__twisty');
    if (!tree || !twisty) throw new Error('tree rows (role=tree, twisty) not rendered');
    document.querySelector<HTMLInputElement>('.widget-select__search')?.focus();
    keys = new InputStamp(['keydown', 'pointerdown', 'mousedown']);
    instance = { open: () => widget.open(), searchInput: () => null, destroy: () => widget.destroy() };
    return { setup: paintedAt - t0 };
  },

  /** (d) rows in the dropdown after an action (to check that expansion happened). */
  rowCount(): number {
    const rows = document.querySelectorAll('.widget-select__option');
    const last = rows[rows.length - 1];
    return Number(last?.getAttribute('aria-setsize') ?? rows.length);
  },
};

/** Tag-like elements of every library, to check that the selection really rendered. */
const TAG_SELECTORS = [
  '.widget-select__tag',
  '.ts-control .item',
  '.choices__list--multiple .choices__item',
  '.select2-selection__choice',
  '[class*="multiValue"]',
].join(',');

declare global {
  interface Window {
    bench: typeof api;
  }
}

window.bench = api;
