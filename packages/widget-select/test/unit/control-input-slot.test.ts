/**
 * The control's input (view/control-input-slot.ts) is a chunk of its own,
 * asked for with the open list's: on a fresh module graph with both
 * imports held by hand.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  vi.doUnmock('../../src/view/open-list-import');
  vi.doUnmock('../../src/view/control-input-import');
});

/** A promise settled from outside. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const ticks = async (n = 4) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

async function freshSlots() {
  const list = deferred<{ createOpenList: () => never }>();
  const input = deferred<{ controlInput: { bind: () => () => void } }>();
  const importInput = vi.fn(() => input.promise);
  vi.doMock('../../src/view/open-list-import', () => ({ importOpenList: () => list.promise }));
  vi.doMock('../../src/view/control-input-import', () => ({ importControlInput: importInput }));
  const slot = await import('../../src/view/open-list-slot');
  const inputSlot = await import('../../src/view/control-input-slot');
  const chunks = {
    list: { createOpenList: (() => {}) as never },
    input: { controlInput: { bind: () => () => {} } },
  };
  return { slot, inputSlot, list, input, importInput, chunks };
}

describe("the control's input", () => {
  it('is asked for with the open list, once, and no list is there before it (the search field shares its key handler)', async () => {
    const { slot, inputSlot, list, input, importInput, chunks } = await freshSlots();
    const loaded = slot.loadOpenList();
    inputSlot.loadControlInput();
    expect(importInput).toHaveBeenCalledTimes(1);
    list.resolve(chunks.list);
    await ticks();
    expect(slot.openListFactory()).toBeNull();
    expect(inputSlot.controlInput()).toBeNull();
    input.resolve(chunks.input);
    await loaded;
    expect(inputSlot.controlInput()).toBe(chunks.input.controlInput);
    expect(slot.openListFactory()).toBe(chunks.list.createOpenList);
  });

  it('comes on its own while the open list is still on its way, and every widget waiting gets it, even after one that throws', async () => {
    const { slot, inputSlot, input, chunks } = await freshSlots();
    const got: string[] = [];
    inputSlot.whenControlInput(() => {
      throw new Error('one widget failed');
    });
    inputSlot.whenControlInput(() => got.push('second'));
    const thrown: unknown[] = [];
    const onError = (error: unknown) => thrown.push(error);
    process.on('uncaughtException', onError);
    try {
      slot.loadOpenList().catch(() => {});
      input.resolve(chunks.input);
      await ticks(8);
      expect(got).toEqual(['second']);
      expect(slot.openListFactory()).toBeNull();
      // Given already: a widget made now gets it at once.
      inputSlot.whenControlInput(() => got.push('now'));
      expect(got).toEqual(['second', 'now']);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(thrown.map(String)).toEqual(['Error: one widget failed']);
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
