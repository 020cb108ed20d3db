/**
 * The one dynamic import of the lazy children's chunk, alone in its module:
 * the script-tag build, which has the chunk from the start, replaces this
 * module with one that imports nothing (tsdown.config.ts).
 */
import type { ChildrenChunk } from './children-chunk';

export const importChildren = (): Promise<{ childrenChunk: ChildrenChunk }> => import('./children-chunk');
