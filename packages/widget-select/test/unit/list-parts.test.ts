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

/** The slot, with the open list's chunk a stand-in whose rules the core sees installed. */
async function freshSlot() {
  const rules = await import('../../src/core/machine/list-rules');
  const installListRules = vi.fn(() => rules.provideListRules({} as never));
  const chunk = { createOpenList: (() => {}) as never, installListRules };
  vi.doMock('../../src/open-list/index', () => chunk);
  const slot = await import('../../src/view/open-list-slot');
  const { definePart } = await import('../../src/load/loader');
  return { slot, rules, chunk, definePart };
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

  it("the list's rules are installed only once the chunk and every named part are there (a tree's rows are in its part)", async () => {
    const { slot, rules, chunk, definePart } = await freshSlot();
    const part = deferred<string>();
    slot.addListPart(definePart('tree list', () => part.promise));
    const loaded = slot.loadOpenList();
    await slot.openListPart.load();
    expect(chunk.installListRules).not.toHaveBeenCalled();
    expect(rules.listRules).toBeNull();
    part.resolve('the part');
    await loaded;
    expect(chunk.installListRules).toHaveBeenCalledTimes(1);
    expect(rules.listRules).not.toBeNull();
  });

  it('a part named after the rules were installed withdraws them until it is there, then they are installed again', async () => {
    const { slot, rules, chunk, definePart } = await freshSlot();
    await slot.loadOpenList();
    expect(rules.listRules).not.toBeNull();
    const part = deferred<string>();
    slot.addListPart(definePart('tree list', () => part.promise));
    expect(rules.listRules).toBeNull();
    const loaded = slot.loadOpenList();
    part.resolve('the part');
    await loaded;
    expect(chunk.installListRules).toHaveBeenCalledTimes(2);
    expect(rules.listRules).not.toBeNull();
  });
});
