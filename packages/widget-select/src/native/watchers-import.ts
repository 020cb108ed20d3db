/**
 * The one dynamic import of the watchers, alone in its module: the
 * script-tag build, which has them from the start, replaces this module
 * with one that imports nothing (tsdown.config.ts).
 */
import type * as Watchers from './watchers';

export const importWatchers = (): Promise<typeof Watchers> => import('./watchers');
