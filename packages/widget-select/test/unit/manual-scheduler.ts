import type { Scheduler } from '../../src/core/machine/configuration';

/** A scheduler a test drives: deferred work waits until the test runs it. */
export interface ManualScheduler extends Scheduler {
  /** Runs the work waiting for the render to end. */
  flush(): void;
  /** Runs queued tasks, and the tasks they queue, until none is left; returns how many ran. */
  runTasks(): number;
  /** Runs the queued idle steps once, each with `idleMs` of idle time; returns how many ran. */
  runIdle(idleMs: number): number;
  /** The time, read without moving the clock. */
  clock(): number;
}

/**
 * `tick`: how much later each reading of the clock is than the last (0: the
 * clock stands still, so no time budget ever runs out). A stepping clock
 * lets the time budgets decide how much work a step does, whatever the
 * machine's speed.
 */
export function manualScheduler({ tick = 0 } = {}): ManualScheduler {
  let time = 1_000_000;
  const rendered: (() => void)[] = [];
  const tasks = new Set<() => void>();
  const idle = new Set<(timeRemaining: () => number) => void>();
  const scheduler: ManualScheduler = {
    afterRender: (run) => {
      rendered.push(run);
    },
    task: (run) => {
      const entry = () => run();
      tasks.add(entry);
      return () => tasks.delete(entry);
    },
    idle: (step) => {
      const entry = (timeRemaining: () => number) => step(timeRemaining);
      idle.add(entry);
      return () => idle.delete(entry);
    },
    now: () => {
      time += tick;
      return time;
    },
    clock: () => time,
    flush: () => {
      for (const run of rendered.splice(0)) run();
    },
    runTasks: () => {
      let ran = 0;
      for (let next = first(tasks); next; next = first(tasks)) {
        tasks.delete(next);
        next();
        ran++;
      }
      return ran;
    },
    runIdle: (idleMs) => {
      const steps = [...idle];
      idle.clear();
      for (const step of steps) {
        const end = time + idleMs;
        step(() => end - time);
      }
      return steps.length;
    },
  };
  return scheduler;
}

function first<T>(set: Set<T>): T | undefined {
  return set.values().next().value;
}
