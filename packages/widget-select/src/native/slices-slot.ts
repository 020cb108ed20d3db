/**
 * Where the large-write slices (slices.ts) come from. Only a `<select
 * multiple>` of more than 5,000 options writes a new selection in slices,
 * so their code is a chunk of its own: asked for when such a select is
 * mounted, or when a write first finds one that grew that large. Until it
 * is there a large selection is written in one pass (the form value is
 * right at once; the pass is a long task only in that short window). A build that imports
 * slices.ts itself (the script-tag build, the tests' setup) has them from
 * the start.
 */
import type { NativeSyncJob } from './slices';
import { importSlices } from './slices-import';

let job: typeof NativeSyncJob | null = null;
let loading: Promise<void> | null = null;
/** Asked for and not there yet: SelectWidget.ready() waits for it. */
let asked = false;

/** The slices, given by a build that has them from the start. */
export function provideSlices(given: typeof NativeSyncJob): void {
  job = given;
}

/** The job that writes a large selection in slices, or null until its chunk is there. */
export function slicesJob(): typeof NativeSyncJob | null {
  return job;
}

/** Asks for the chunk (once; again after a failed load); resolves once it is there. */
export function loadSlices(): Promise<void> {
  if (job) return Promise.resolve();
  asked = true;
  loading ??= importSlices().then(
    (given) => {
      job = given;
      loading = null;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Asks for the chunk without waiting: a failure is reported by SelectWidget.ready(), and asked again there. */
export function wantSlices(): void {
  if (!job) loadSlices().catch(() => {});
}

/** The chunk asked for and not there yet (asked again after a failed load), or null. */
export function slicesArriving(): Promise<void> | null {
  return asked && !job ? loadSlices() : null;
}
