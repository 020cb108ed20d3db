/** Long tasks (over 50 ms) of the page while a test runs, from a `longtask` PerformanceObserver. */
export function watchLongTasks(): { longest(): number; stop(): void } {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  return {
    longest: () => {
      // Entries are delivered asynchronously: take the ones already queued too.
      for (const entry of observer.takeRecords()) durations.push(entry.duration);
      return Math.max(0, ...durations);
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
