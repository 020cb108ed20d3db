/**
 * A feature's list part (view/open-list-slot.ts) is imported with the open
 * list's chunk, and the open list counts as there only once every part
 * is: on a fresh module graph with the open list's import held by hand.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  vi.doUnmock('../../src/view/open-list-import');
});

/** A promise settled from outside. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The slot, with the open list's chunk arriving when `list.resolve` is called. */
async function freshSlot() {
  const list = deferred<{ createOpenList: () => never }>();
  vi.doMock('../../src/view/open-list-import', () => ({ importOpenList: () => list.promise }));
  const slot = await import('../../src/view/open-list-slot');
  const { provideControlInput } = await import('../../src/view/control-input-slot');
  provideControlInput({} as never);
  return { slot, list, chunk: { createOpenList: (() => {}) as never } };
}

describe('list parts', () => {
  it('the open list is there only once its chunk and every named part are; each is imported once', async () => {
    const { slot, list, chunk } = await freshSlot();
    const part = deferred<string>();
    const load = vi.fn(() => part.promise);
    const treeList = slot.addListPart('tree', load);
    const loaded = slot.loadOpenList();
    slot.loadOpenList();
    expect(load).toHaveBeenCalledTimes(1);
    list.resolve(chunk);
    await Promise.resolve();
    await Promise.resolve();
    expect(slot.openListFactory()).toBeNull();
    part.resolve('the part');
    await loaded;
    expect(treeList()).toBe('the part');
    expect(slot.openListFactory()).toBe(chunk.createOpenList);
  });

  it('a part named after the open list arrived is awaited before the list is there again', async () => {
    const { slot, list, chunk } = await freshSlot();
    list.resolve(chunk);
    await slot.loadOpenList();
    expect(slot.openListFactory()).toBe(chunk.createOpenList);
    const later = slot.addListPart('tags', () => Promise.resolve('tags part'));
    expect(slot.openListFactory()).toBeNull();
    await slot.loadOpenList();
    expect(later()).toBe('tags part');
    expect(slot.openListFactory()).toBe(chunk.createOpenList);
  });

  it('given up front, the list is there once the last part is given', async () => {
    const { slot, chunk } = await freshSlot();
    slot.addListPart('tree', () => Promise.resolve('imported'));
    slot.addListPart('tags', () => Promise.resolve('imported'));
    slot.provideOpenList(chunk);
    slot.provideListPart('tree', 'given');
    expect(slot.openListFactory()).toBeNull();
    slot.provideListPart('tags', 'given');
    expect(slot.openListFactory()).toBe(chunk.createOpenList);
  });

  it('a part given up front is never imported', async () => {
    const { slot, list, chunk } = await freshSlot();
    const load = vi.fn(() => Promise.resolve('imported'));
    slot.provideListPart('tree', 'given');
    const treeList = slot.addListPart('tree', load);
    list.resolve(chunk);
    await slot.loadOpenList();
    expect(load).not.toHaveBeenCalled();
    expect(treeList()).toBe('given');
  });
});
