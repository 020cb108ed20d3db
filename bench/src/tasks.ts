/**
 * Long tasks per interaction, widget-select only: how many tasks over 50 ms
 * (the browser's own `longtask` threshold) each interaction causes, from its
 * start until the DOM is quiet, and the longest. API-driven steps run here;
 * key-driven steps are armed here, pressed by Playwright, then collected.
 */
import SelectWidget from 'widget-select';
import 'widget-select/style.css';
import { items } from './data';
import { DomWatch, LongTasks, twoFrames } from './measure';

export interface TaskResult {
  count: number;
  longest: number;
}

let widget: SelectWidget | null = null;
let data: ReturnType<typeof items> = [];
let replacement: ReturnType<typeof items> = [];
let tasks: LongTasks | null = null;
let started = 0;

function host(): HTMLElement {
  const element = document.createElement('div');
  document.querySelector('#stage')?.replaceChildren(element);
  return element;
}

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
  },

  /** Runs one API-driven interaction and counts its long tasks. */
  async tasksRun(name: string): Promise<TaskResult> {
    const action = actions[name];
    if (!action) throw new Error(`unknown interaction ${name}`);
    arm();
    action();
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
};
