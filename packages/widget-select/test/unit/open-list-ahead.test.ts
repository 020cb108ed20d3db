/**
 * Once the open list's chunk has come at idle, one widget's list is built
 * ahead of its first open (view/open-list-slot.ts): the first open then
 * meets code already run once and a list already built. Only one per page,
 * so a form of many selects holds one unused list, not one each.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.doUnmock('../../src/open-list/index');
});

/** The slot over a chunk that arrives at once when asked for (`importOpenList` counts its imports). */
async function freshSlot() {
  const importOpenList = vi.fn(() => ({ createOpenList: (() => {}) as never }));
  vi.doMock('../../src/open-list/index', importOpenList);
  const slot = await import('../../src/view/open-list-slot');
  return { slot, importOpenList };
}

/** A widget as the slot sees it: its signal and its request for a list (which it builds at once). */
function widget() {
  const controller = new AbortController();
  const list = { prepare: vi.fn() };
  return {
    signal: controller.signal,
    requestOpenList: vi.fn(() => list),
    list,
    destroy: () => controller.abort(),
  };
}

describe('the open list built ahead at idle', () => {
  it("builds the first widget's list once the chunk is there and has it make its first rows, and no other's", async () => {
    const { slot, importOpenList } = await freshSlot();
    const first = widget();
    const second = widget();
    slot.loadOpenListWhenIdle(first);
    slot.loadOpenListWhenIdle(second);
    expect(importOpenList).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(importOpenList).toHaveBeenCalledTimes(1);
    expect(first.requestOpenList).toHaveBeenCalledTimes(1);
    expect(first.list.prepare).toHaveBeenCalledTimes(1);
    expect(second.requestOpenList).not.toHaveBeenCalled();
    // A widget mounted after the chunk came is built at its first use only.
    const third = widget();
    slot.loadOpenListWhenIdle(third);
    await vi.runAllTimersAsync();
    expect(third.requestOpenList).not.toHaveBeenCalled();
  });

  it('a first widget destroyed before idle leaves the build to the next one mounted, and builds nothing itself', async () => {
    const { slot } = await freshSlot();
    const first = widget();
    slot.loadOpenListWhenIdle(first);
    first.destroy();
    const second = widget();
    slot.loadOpenListWhenIdle(second);
    await vi.runAllTimersAsync();
    expect(first.requestOpenList).not.toHaveBeenCalled();
    expect(second.requestOpenList).toHaveBeenCalledTimes(1);
  });

  it('a widget destroyed while the chunk comes is not built', async () => {
    const { slot } = await freshSlot();
    const only = widget();
    slot.loadOpenListWhenIdle(only);
    await vi.advanceTimersByTimeAsync(1);
    only.destroy();
    await vi.runAllTimersAsync();
    expect(only.requestOpenList).not.toHaveBeenCalled();
  });
});
