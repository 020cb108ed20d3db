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

/**
 * The slot, with the open list's chunk arriving when `list.resolve` is
 * called; its rules are a stand-in the core sees installed.
 */
async function freshSlot() {
  const list = deferred<{ createOpenList: () => never; installListRules: () => void }>();
  vi.doMock('../../src/view/open-list-import', () => ({ importOpenList: () => list.promise }));
  const slot = await import('../../src/view/open-list-slot');
  const rules = await import('../../src/core/machine/list-rules');
  const installListRules = vi.fn(() => rules.provideListRules({} as never));
  return { slot, list, rules, chunk: { createOpenList: (() => {}) as never, installListRules } };
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

  it("the list's rules are installed only once the chunk and every named part are there (a tree's rows are in its part)", async () => {
    const { slot, list, rules, chunk } = await freshSlot();
    const part = deferred<string>();
    slot.addListPart('tree', () => part.promise);
    const loaded = slot.loadOpenList();
    list.resolve(chunk);
    await Promise.resolve();
    await Promise.resolve();
    expect(chunk.installListRules).not.toHaveBeenCalled();
    expect(rules.listRules).toBeNull();
    part.resolve('the part');
    await loaded;
    expect(chunk.installListRules).toHaveBeenCalledTimes(1);
    expect(rules.listRules).not.toBeNull();
  });

  it('a part named after the rules were installed withdraws them until it is there, then they are installed again', async () => {
    const { slot, list, rules, chunk } = await freshSlot();
    list.resolve(chunk);
    await slot.loadOpenList();
    expect(rules.listRules).not.toBeNull();
    const part = deferred<string>();
    slot.addListPart('tree', () => part.promise);
    expect(rules.listRules).toBeNull();
    const loaded = slot.loadOpenList();
    part.resolve('the part');
    await loaded;
    expect(chunk.installListRules).toHaveBeenCalledTimes(2);
    expect(rules.listRules).not.toBeNull();
  });

  it('given up front, the rules are installed once the last part is given', async () => {
    const { slot, chunk } = await freshSlot();
    slot.addListPart('tree', () => Promise.resolve('imported'));
    slot.addListPart('tags', () => Promise.resolve('imported'));
    slot.provideOpenList(chunk);
    slot.provideListPart('tree', 'given');
    expect(chunk.installListRules).not.toHaveBeenCalled();
    slot.provideListPart('tags', 'given');
    expect(chunk.installListRules).toHaveBeenCalledTimes(1);
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
