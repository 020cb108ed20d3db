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

/** The longest task the page may run in these tests, in ms: a stall a user would feel. */
export const LONG_TASK_LIMIT = 200;
