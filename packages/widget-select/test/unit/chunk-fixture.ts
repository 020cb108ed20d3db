/**
 * A controller on a fresh module graph where no open list's chunk was
 * given (the test setup gives it up front), for the tests that show every
 * action is decided without it. Call `vi.resetModules()` before each test.
 */
import type { SelectOptions } from '../../src/types';

export const fruits = ['Apple', 'Apricot', 'Banana', 'Pear', 'Plum'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

/**
 * The controller and the changes it emits. The search engine, a part of its
 * own, is given (search-engine-part.test.ts shows a query before it comes).
 */
export async function withoutTheList(options: SelectOptions, initial: string[] = [], data: unknown = fruits) {
  await engineArrives();
  const { makeController } = await import('./make-controller');
  const model = makeController(options, data, initial);
  const changes: unknown[] = [];
  model.emitter.on('change', (payload) => changes.push(payload));
  return { model, changes };
}

/** Whether the open list's chunk was given to this module graph (it must not be, for these tests). */
export async function listGiven(): Promise<boolean> {
  const slot = await import('../../src/view/open-list-slot');
  return slot.openListFactory() !== null;
}

/** The open list's chunk arrives, through the loader as a page has it. */
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

/** The search engine's part arrives. */
export async function engineArrives(): Promise<void> {
  await (await import('../../src/view/search-engine-part')).searchEnginePart.load();
}
