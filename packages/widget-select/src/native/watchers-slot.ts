/**
 * Where the watchers (watchers.ts) come from: a chunk of their own, asked
 * for when a widget mounts on a select. Until it is there, a follower reads
 * the select at every catch-up instead (follow.ts). A build that imports
 * watchers.ts itself (the script-tag build, the tests' setup) has them from
 * the start.
 */
import type * as Watchers from './watchers';
import { importWatchers } from './watchers-import';

export type NativeWatchers = typeof Watchers;

let given: NativeWatchers | null = null;
let loading: Promise<void> | null = null;
/** The followers waiting for the watchers, in the order they asked. */
const waiting = new Set<(watchers: NativeWatchers) => void>();

/** The watchers, given by a build that has them from the start. */
export function provideWatchers(watchers: NativeWatchers): void {
  given = watchers;
}

/** Asks for the chunk (once; again after a failed load); resolves once it is there. */
function load(): Promise<void> {
  loading ??= importWatchers().then(
    (watchers) => {
      given = watchers;
      loading = null;
      const runs = [...waiting];
      waiting.clear();
      for (const run of runs) run(watchers);
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Runs `run` with the watchers: now when they are there, else once their
 * chunk arrives (asked for now; a failure is reported by SelectWidget.ready(),
 * which asks again).
 */
export function withWatchers(run: (watchers: NativeWatchers) => void): void {
  if (given) {
    run(given);
    return;
  }
  waiting.add(run);
  load().catch(() => {});
}

/** The chunk a follower waits for and not there yet (asked for again after a failed load), or null. */
export function watchersArriving(): Promise<void> | null {
  return waiting.size > 0 ? load() : null;
}
