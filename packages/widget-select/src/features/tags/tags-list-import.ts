/**
 * The one dynamic import of the tags' list part, alone in its module: the
 * script-tag build, which has it from the start, replaces this module with
 * one that imports nothing (tsdown.config.ts).
 */
import type { TagsList } from './tags-list';

export const importTagsList = (): Promise<TagsList> =>
  import('./tags-list').then((module) => module.tagsList);
