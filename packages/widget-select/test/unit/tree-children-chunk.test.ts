/**
 * Lazy tree children and their chunk (features/tree/children-chunk.ts): on
 * a fresh module graph (the test setup has the chunk up front), the loader
 * is asked for by `loadChildren` or by a lazy node expanded, a node
 * expanded before it arrives loads once it has, and a chunk that fails to
 * load marks the node failed until a retry.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Option } from '../../src/types';

const lazy: Option[] = [
  { value: 'a', label: 'A', hasChildren: true },
  { value: 'c', label: 'C' },
];
const kids = (parent: string): Option[] => [1, 2].map((k) => ({ value: `${parent}${k}`, label: `${parent}${k}` }));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.doUnmock('../../src/features/tree/import-children');
});

/** A tree widget on a fresh module graph, and what its registry waits for. */
async function freshTree(options: Parameters<typeof import('./make-controller').makeController>[0]) {
  await import('../../src/features/tree');
  const { makeController } = await import('./make-controller');
  const { featureLoads } = await import('../../src/features/registry');
  const { childrenNow } = await import('../../src/features/tree/children-slot');
  const model = makeController(options, lazy);
  const errors: unknown[] = [];
  model.emitter.on('error', (error) => errors.push(error));
  return { model, errors, arrived: () => Promise.all(featureLoads()), childrenNow };
}

describe('the chunk of lazy tree children', () => {
  it('is asked for when a widget has loadChildren, and a node expanded before it arrives loads then', async () => {
    const calls: string[] = [];
    const { model, arrived, childrenNow } = await freshTree({
      loadChildren: (option) => {
        calls.push(option.value);
        return kids(option.value);
      },
    });
    expect(childrenNow()).toBeNull();
    model.send({ type: 'expand', entry: 0 });
    expect(calls).toEqual([]);
    await arrived();
    await flush();
    expect(childrenNow()).not.toBeNull();
    expect(calls).toEqual(['a']);
    expect(model.dataset.options.map((option) => option.value)).toEqual(['a', 'a1', 'a2', 'c']);
  });

  it('is not asked for by a tree without loadChildren until a node without children is expanded', async () => {
    const { model, errors, arrived, childrenNow } = await freshTree({});
    await arrived();
    expect(childrenNow()).toBeNull();
    model.send({ type: 'expand', entry: 0 });
    await arrived();
    await flush();
    expect(childrenNow()).not.toBeNull();
    // The loader's own answer: a lazy node needs loadChildren.
    expect(model.state.nodeLoads.get('a')).toBe('error');
    expect(errors).toMatchObject([{ code: 'callback-failed' }]);
  });

  it('marks the expanded nodes failed when it cannot load, and a retry asks again', async () => {
    let fail = true;
    vi.doMock('../../src/features/tree/import-children', () => ({
      importChildren: () =>
        fail ? Promise.reject(new Error('offline')) : import('../../src/features/tree/children-chunk'),
    }));
    const { model, errors, arrived } = await freshTree({ loadChildren: (option) => kids(option.value) });
    await expect(arrived()).rejects.toThrow('offline');
    model.send({ type: 'expand', entry: 0 });
    await arrived().catch(() => {});
    await flush();
    expect(model.state.nodeLoads.get('a')).toBe('error');
    expect(errors).toMatchObject([{ message: 'offline' }]);
    fail = false;
    model.send({ type: 'nodeLoad', value: 'a', phase: 'idle', cause: 'user:expand' });
    await arrived();
    await flush();
    expect(model.state.nodeLoads.size).toBe(0);
    expect(model.dataset.options.map((option) => option.value)).toEqual(['a', 'a1', 'a2', 'c']);
  });
});
