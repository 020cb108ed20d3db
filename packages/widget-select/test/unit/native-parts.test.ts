/**
 * A large native select's slices (native/slices.ts) and the watchers of a
 * followed select (native/watchers.ts) are parts loaded on demand
 * (load/loader.ts): nothing is asked for until a select needs them, and
 * SelectWidget.ready() waits for what was asked. On a fresh module graph
 * with the loader's test gate.
 */
import { beforeEach, expect, it, vi } from 'vitest';
import { loadGateOf } from '../load-gate';

beforeEach(() => {
  vi.resetModules();
});

it('nothing is asked for until a large select wants the slices; then once, and ready() waits for them', async () => {
  const { loadSeam, partsAsked } = await import('../../src/load/loader');
  const loadGate = loadGateOf(loadSeam);
  const { slicesPart, NativeWriter } = await import('../../src/native/sync');
  loadGate.hold('slices of a large select');
  expect(slicesPart.loading()).toBeUndefined();
  // The writer reads only whether the select is multiple and how many options it has.
  const select = { multiple: true, options: { length: 5001 } } as unknown as HTMLSelectElement;
  new NativeWriter(select, (write) => write());
  const arriving = slicesPart.loading();
  expect(arriving).toBeInstanceOf(Promise);
  const ready = partsAsked();
  loadGate.release('slices of a large select');
  await ready;
  expect(slicesPart.get()).toBeDefined();
});

it('a failed load of the watchers rejects ready() with load-failed, and the next ask loads them', async () => {
  const { loadSeam, partsAsked } = await import('../../src/load/loader');
  const loadGate = loadGateOf(loadSeam);
  const { watchersPart } = await import('../../src/native/follow');
  loadGate.fail('watchers of a native select');
  const got: unknown[] = [];
  watchersPart.when((watchers) => got.push(watchers));
  await expect(partsAsked()).rejects.toMatchObject({ code: 'load-failed' });
  expect(got).toEqual([]);
  loadGate.release('watchers of a native select');
  await partsAsked();
  expect(got).toHaveLength(1);
});
