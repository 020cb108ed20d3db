/**
 * The one dynamic import of the tree's list part, alone in its module: the
 * script-tag build, which has it from the start, replaces this module with
 * one that imports nothing (tsdown.config.ts).
 */
import type { TreeList } from './tree-list';

export const importTreeList = (): Promise<TreeList> =>
  import('./tree-list').then((module) => module.treeList);
