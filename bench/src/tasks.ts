/**
 * Long tasks per interaction, widget-select only: how many tasks over 50 ms
 * (the browser's own `longtask` threshold) each interaction causes, from its
 * start until the DOM is quiet, and the longest. API-driven steps run here;
 * key-driven steps are armed here, pressed by Playwright, then collected.
 */
import SelectWidget from 'widget-select';
import 'widget-select/style.css';
import { items } from './data';
import { DomWatch, LongTasks, sleep, twoFrames } from './measure';

export interface TaskResult {
  count: number;
  longest: number;
}

let widget: SelectWidget | null = null;
let data: ReturnType<typeof items> = [];
let replacement: ReturnType<typeof items> = [];
/** Every value of `data`, in data order (setValue of all of them). */
let values: string[] = [];
/** The form with the `<select multiple>` of the native steps. */
let form: HTMLFormElement | null = null;
let tasks: LongTasks | null = null;
let started = 0;

function host(): HTMLElement {
  const element = document.createElement('div');
  document.querySelector('#stage')?.replaceChildren(element);
  return element;
}

function nativeSelect(): HTMLSelectElement {
  const select = form?.querySelector('select');
  if (!select) throw new Error('no native select: tasksPrepareNative first');
  return select;
}

/** Options read per task: short enough that the reading is never a long task of its own. */
const READ_CHUNK = 5000;

/**
 * Resolves once two reads in a row find `count` options selected, read in
 * tasks of {@link READ_CHUNK} options: the widget writes a large select in slices
 * after the call (they change no attribute, so the DOM watch does not see
 * them), and one read of a million options would be a long task itself.
 */
async function nativeShows(count: number): Promise<void> {
  const { options } = nativeSelect();
  const deadline = performance.now() + 120_000;
  for (let agreeing = 0; agreeing < 2; ) {
    let selected = 0;
    for (let start = 0; start < options.length; start += READ_CHUNK) {
      const end = Math.min(options.length, start + READ_CHUNK);
      for (let i = start; i < end; i++) if ((options[i] as HTMLOptionElement).selected) selected++;
      await sleep(0);
    }
    agreeing = selected === count ? agreeing + 1 : 0;
    if (performance.now() > deadline) throw new Error(`the select never showed ${count} selected`);
  }
}

/** What the native steps leave selected, once written. */
const NATIVE_SHOWS: Record<string, (n: number) => number> = {
  nativeSelectAll: (n) => n,
  nativeClear: () => 0,
  nativeSetValueAll: (n) => n,
  nativeReset: () => 1,
  bareReset: () => 1,
};

async function collect(): Promise<TaskResult> {
  const watch = new DomWatch();
  try {
    await watch.settle(started);
  } finally {
    watch.stop();
  }
  const long = await (tasks as LongTasks).stop();
  tasks = null;
  return { count: long.length, longest: Math.max(0, ...long) };
}

function arm(): void {
  tasks = new LongTasks();
  started = performance.now();
}

const actions: Record<string, () => void> = {
  construct: () => {
    widget = new SelectWidget(host(), { data });
  },
  constructMultiple: () => {
    widget = new SelectWidget(host(), { data, multiple: true });
  },
  open: () => widget?.open(),
  clear: () => widget?.clearAll(),
  setData: () => widget?.setData(replacement),
  selectAll: () => widget?.selectAll(),
  clearMultiple: () => widget?.clearAll(),
  setValueAll: () => widget?.setValue(values),
  // The same on a form's <select multiple> (tasksPrepareNative), its first option selected in the markup.
  bareReset: () => form?.reset(),
  constructNative: () => {
    widget = new SelectWidget(nativeSelect(), {});
  },
  nativeSelectAll: () => widget?.selectAll(),
  nativeClear: () => widget?.clearAll(),
  nativeSetValueAll: () => widget?.setValue(values),
  nativeReset: () => form?.reset(),
  nativeDestroy: () => {
    widget?.destroy();
    widget = null;
    form?.remove();
    form = null;
  },
  destroy: () => {
    widget?.destroy();
    widget = null;
  },
};

export const taskApi = {
  /** Data for the interactions (and a second copy for setData), built before any clock. */
  tasksPrepare(n: number): void {
    data = items(n);
    replacement = items(n);
    values = data.map((item) => item.value);
  },

  /** A form with a `<select multiple>` of the data's options in the page, the first one selected, before any clock. */
  async tasksPrepareNative(): Promise<void> {
    form = document.createElement('form');
    const select = document.createElement('select');
    select.name = 'pick';
    select.multiple = true;
    // One option at a time: spreading a million into append() overflows the stack.
    for (const [i, item] of data.entries()) select.add(new Option(item.label, item.value, i === 0, i === 0));
    form.append(select);
    document.querySelector('#stage')?.replaceChildren(form);
    await twoFrames();
    await sleep(500);
  },

  /** Runs one API-driven interaction and counts its long tasks. */
  async tasksRun(name: string): Promise<TaskResult> {
    const action = actions[name];
    if (!action) throw new Error(`unknown interaction ${name}`);
    arm();
    action();
    // The call's own task, for the trace (bench/lib/slices.mjs).
    performance.mark('bench:called');
    const shows = NATIVE_SHOWS[name];
    if (shows) await nativeShows(shows(data.length));
    return collect();
  },

  /**
   * A fresh widget, painted, then opened with the counter armed; Playwright
   * presses a key at once, before the idle warm-up of the search keys and
   * the value index had a chance to run.
   */
  async tasksFreshOpen(): Promise<void> {
    widget = new SelectWidget(host(), { data });
    await twoFrames();
    arm();
    widget.open();
  },

  /** Arms the counter before Playwright presses a key in the focused widget. */
  tasksArm(): void {
    arm();
  },

  /** The long tasks since `tasksArm`, once the DOM is quiet. */
  tasksCollect(): Promise<TaskResult> {
    return collect();
  },

  /** How many values are selected (to check an interaction did its work). */
  tasksValueCount(): number {
    const value = widget?.getValue();
    return Array.isArray(value) ? value.length : value ? 1 : 0;
  },

  /** How many entries the native select's form submits (read once the writes are done, outside any clock). */
  tasksFormCount(): number {
    return form ? new FormData(form).getAll('pick').length : -1;
  },
};
