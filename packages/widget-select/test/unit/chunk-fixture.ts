/**
 * A controller on a fresh module graph without the open list's chunk (the
 * test setup loads it up front), for the tests of what a widget does before
 * the chunk arrives. Call `vi.resetModules()` before each test.
 */
import { vi } from 'vitest';
import type { SelectOptions } from '../../src/types';

export const fruits = ['Apple', 'Apricot', 'Banana', 'Pear', 'Plum'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

/** The controller, the changes it emits, and a spy on its asks for the chunk. */
export async function beforeTheChunk(options: SelectOptions, initial: string[] = []) {
  const { makeController } = await import('./make-controller');
  const { loadSearchEngineWith } = await import('../../src/core/machine/search-engine');
  const asked = vi.fn();
  loadSearchEngineWith(asked);
  const model = makeController(options, fruits, initial);
  const changes: unknown[] = [];
  model.emitter.on('change', (payload) => changes.push(payload));
  return { model, changes, asked };
}

/**
 * The open list's chunk arrives, through the loader as a page has it: its
 * rules are installed once every list part named is there too.
 */
export async function chunkArrives(): Promise<void> {
  await (await import('../../src/view/open-list-slot')).openListPart.load();
}

/** The tree's list part arrives (the tree's rows come with it). */
export async function treePartArrives(): Promise<void> {
  await (await import('../../src/features/tree')).treeListPart.load();
}

/** The tree's and the tags' list parts arrive (every part features/all.ts names). */
export async function listPartsArrive(): Promise<void> {
  await treePartArrives();
  await (await import('../../src/features/tags')).tagsListPart.load();
}
