import { frames, nextTask } from './waits';

/** Long tasks (over 50 ms) of the page while a test runs, from a `longtask` PerformanceObserver. */
export function watchLongTasks(): { longest(after?: number): number; stop(): void } {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => {
    entries.push(...list.getEntries());
  });
  observer.observe({ type: 'longtask' });
  return {
    /** The longest task so far; `after`: of those that started at or after that `performance.now()`. */
    longest: (after = Number.NEGATIVE_INFINITY) => {
      // Entries are delivered asynchronously: take the ones already queued too.
      entries.push(...observer.takeRecords());
      return Math.max(0, ...entries.filter((e) => e.startTime >= after).map((e) => e.duration));
    },
    stop: () => observer.disconnect(),
  };
}

/**
 * Resolves once the long tasks that ended so far are reported: an entry is
 * queued after its task, so work that ran in the test's own task (a
 * synchronous paste, a setData) is seen only a task or a frame later.
 */
export function longTasksReported(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The longest task from `change()` (its own task included: the observer
 * starts in it) until `settled()` resolves and three frames have passed.
 * Tasks that ended before are reported first and left out.
 */
export async function longestTaskOf(change: () => void, settled: () => Promise<void>): Promise<number> {
  await longTasksReported();
  const watch = watchLongTasks();
  try {
    change();
    await settled();
    await frames(3);
    await longTasksReported();
    return watch.longest();
  } finally {
    watch.stop();
  }
}

/**
 * How many of `select`'s options are selected, read in tasks of 20,000
 * options: `selectedOptions.length` is one task that grows with the select
 * (tens of milliseconds at 100,000 options), which a long-task test must
 * not add itself.
 */
export async function selectedCountInTasks(select: HTMLSelectElement): Promise<number> {
  const { options } = select;
  let count = 0;
  for (let start = 0; start < options.length; start += 20_000) {
    const end = Math.min(options.length, start + 20_000);
    for (let i = start; i < end; i++) if ((options[i] as HTMLOptionElement).selected) count++;
    await nextTask();
  }
  return count;
}

/** The longest task the page may run in these tests, in ms: a stall a user would feel. */
export const LONG_TASK_LIMIT = 200;
/**
 * A long task as the browser counts one (over 50 ms): the native select's
 * changes at 100,000 options, however its options were given, must run
 * none in the best round.
 */
export const LONG_TASK = 50;
