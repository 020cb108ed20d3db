/**
 * The one dynamic import of the open list's chunk, alone in its module: the
 * script-tag build, which has the open list from the start, replaces this
 * module with one that imports nothing (tsdown.config.ts), so its modules
 * are not wrapped for lazy evaluation.
 */
import type { OpenListChunk } from './open-list-part';

export const importOpenList = (): Promise<OpenListChunk> => import('../open-list/index');
