/**
 * The watchers of a followed select (native/watchers.ts) are a chunk of
 * their own: asked for once, when a widget mounts on a select; whoever waits
 * gets them in the order asked, and the native feature tells
 * SelectWidget.ready() of the chunk on its way. On a fresh module graph
 * with the chunk's import held by hand.
 */
import { beforeEach, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  vi.doUnmock('../../src/native/watchers-import');
});

/** The slot, with each import of the chunk settled from outside. */
async function freshSlot() {
  const imports: { resolve: (watchers: unknown) => void; reject: (error: Error) => void }[] = [];
  const importWatchers = vi.fn(
    () =>
      new Promise((resolve, reject) => {
        imports.push({ resolve, reject });
      }),
  );
  vi.doMock('../../src/native/watchers-import', () => ({ importWatchers }));
  const slot = await import('../../src/native/watchers-slot');
  const { native } = await import('../../src/features/native');
  return { slot, native, imports, importWatchers };
}

it('nothing is asked for until a follower waits; then once, and each waiting follower gets the watchers in order', async () => {
  const { slot, native, imports, importWatchers } = await freshSlot();
  expect(native.arriving()).toBeNull();
  const got: string[] = [];
  slot.withWatchers(() => got.push('first'));
  slot.withWatchers(() => got.push('second'));
  expect(importWatchers).toHaveBeenCalledTimes(1);
  const arriving = native.arriving();
  expect(arriving).toBeInstanceOf(Promise);
  imports[0]?.resolve({});
  await arriving;
  expect(got).toEqual(['first', 'second']);
  expect(native.arriving()).toBeNull();
  slot.withWatchers(() => got.push('now'));
  expect(got).toEqual(['first', 'second', 'now']);
  expect(importWatchers).toHaveBeenCalledTimes(1);
});

it('a failed load is reported to SelectWidget.ready(), which asks again; the followers waiting get the watchers then', async () => {
  const { slot, native, imports, importWatchers } = await freshSlot();
  const got: unknown[] = [];
  slot.withWatchers((watchers) => got.push(watchers));
  const first = native.arriving();
  imports[0]?.reject(new Error('offline'));
  await expect(first).rejects.toThrow('offline');
  expect(got).toEqual([]);
  const again = native.arriving();
  expect(importWatchers).toHaveBeenCalledTimes(2);
  const watchers = {};
  imports[1]?.resolve(watchers);
  await again;
  expect(got).toEqual([watchers]);
});

it('a build that has the watchers from the start asks for nothing and runs at once', async () => {
  const { slot, native, importWatchers } = await freshSlot();
  const watchers = {};
  slot.provideWatchers(watchers as never);
  const got: unknown[] = [];
  slot.withWatchers((given) => got.push(given));
  expect(got).toEqual([watchers]);
  expect(native.arriving()).toBeNull();
  expect(importWatchers).not.toHaveBeenCalled();
});
