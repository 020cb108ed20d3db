/**
 * A large native select's slices (native/slices.ts) are a chunk of their
 * own: asked for once, when a large select needs them; the native feature
 * tells SelectWidget.ready() of the chunk on its way. On a fresh module
 * graph with the chunk's import held by hand.
 */
import { beforeEach, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  vi.doUnmock('../../src/native/slices-import');
});

/** The slot, with each import of the chunk settled from outside. */
async function freshSlot() {
  const imports: { resolve: (job: unknown) => void; reject: (error: Error) => void }[] = [];
  const importSlices = vi.fn(
    () =>
      new Promise((resolve, reject) => {
        imports.push({ resolve, reject });
      }),
  );
  vi.doMock('../../src/native/slices-import', () => ({ importSlices }));
  const slot = await import('../../src/native/slices-slot');
  const { native } = await import('../../src/features/native');
  return { slot, native, imports, importSlices };
}

it('nothing is asked for until a large select wants the slices; then once, and the feature tells what arrives', async () => {
  const { slot, native, imports, importSlices } = await freshSlot();
  expect(native.arriving()).toBeNull();
  expect(slot.slicesJob()).toBeNull();
  slot.wantSlices();
  slot.wantSlices();
  const arriving = native.arriving();
  expect(arriving).toBeInstanceOf(Promise);
  expect(importSlices).toHaveBeenCalledTimes(1);
  const job = class {};
  imports[0]?.resolve(job);
  await arriving;
  expect(slot.slicesJob()).toBe(job);
  expect(native.arriving()).toBeNull();
});

it('a failed load is reported to whoever waits, and asked for again by the next wait', async () => {
  const { slot, native, imports, importSlices } = await freshSlot();
  slot.wantSlices();
  const first = native.arriving();
  imports[0]?.reject(new Error('offline'));
  await expect(first).rejects.toThrow('offline');
  const again = native.arriving();
  expect(importSlices).toHaveBeenCalledTimes(2);
  const job = class {};
  imports[1]?.resolve(job);
  await again;
  expect(slot.slicesJob()).toBe(job);
});

it('a build that has the slices from the start asks for nothing', async () => {
  const { slot, native, importSlices } = await freshSlot();
  const job = class {};
  slot.provideSlices(job as never);
  slot.wantSlices();
  expect(native.arriving()).toBeNull();
  expect(importSlices).not.toHaveBeenCalled();
});
