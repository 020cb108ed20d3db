/**
 * The one dynamic import of the large-write slices, alone in its module:
 * the script-tag build, which has them from the start, replaces this module
 * with one that imports nothing (tsdown.config.ts).
 */
import type { NativeSyncJob } from './slices';

export const importSlices = (): Promise<typeof NativeSyncJob> =>
  import('./slices').then((module) => module.NativeSyncJob);
