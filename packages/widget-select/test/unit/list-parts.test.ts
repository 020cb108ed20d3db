/**
 * A feature's list part (view/open-list-slot.ts) is loaded with the open
 * list's chunk, and the open list counts as there only once every part
 * is: on a fresh module graph, the open list's chunk a stand-in.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  vi.doUnmock('../../src/open-list/index');
});

/** A promise settled from outside. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The slot, with the open list's chunk a stand-in. */
async function freshSlot() {
  const chunk = { createOpenList: (() => {}) as never };
  vi.doMock('../../src/open-list/index', () => chunk);
  const slot = await import('../../src/view/open-list-slot');
  const { definePart } = await import('../../src/load/loader');
  return { slot, chunk, definePart };
}

describe('list parts', () => {
  it('the open list is there only once its chunk and every named part are; each is imported once', async () => {
    const { slot, chunk, definePart } = await freshSlot();
    const part = deferred<string>();
    const load = vi.fn(() => part.promise);
    const treeList = slot.addListPart(definePart('tree list', load));
    const loaded = slot.loadOpenList();
    slot.loadOpenList();
    expect(load).toHaveBeenCalledTimes(1);
    await slot.openListPart.load();
    expect(slot.openListFactory()).toBeNull();
    part.resolve('the part');
    await loaded;
    expect(treeList.get()).toBe('the part');
    expect(slot.openListFactory()).toBe(chunk.createOpenList);
  });

  it('a part named after the open list arrived is awaited before the list is there again', async () => {
    const { slot, chunk, definePart } = await freshSlot();
    await slot.loadOpenList();
    expect(slot.openListFactory()).toBe(chunk.createOpenList);
    const later = slot.addListPart(definePart('tags list', () => Promise.resolve('tags part')));
    expect(slot.openListFactory()).toBeNull();
    await slot.loadOpenList();
    expect(later.get()).toBe('tags part');
    expect(slot.openListFactory()).toBe(chunk.createOpenList);
  });
});
