/**
 * `commit: 'apply'` and the open list's chunk, which decides pending values
 * (open-list/pending.ts): on a fresh module graph (the test setup has the
 * chunk up front), a list opened before the chunk is there, then the chunk
 * arriving while it is open.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkArrives } from './chunk-fixture';

const letters = ['a', 'b', 'c'].map((value) => ({ value, label: value.toUpperCase() }));

beforeEach(() => {
  vi.resetModules();
});

/** A multiple widget in the apply mode opened on ['b'] before the open list's chunk, and its changes. */
async function openedBeforeTheList() {
  const { makeController } = await import('./make-controller');
  const model = makeController({ multiple: true, commit: 'apply' }, letters, ['b']);
  const changes: unknown[] = [];
  model.emitter.on('change', (payload) => changes.push(payload));
  model.send({ type: 'open', cause: 'user:open' });
  return { model, changes };
}

describe("commit: 'apply' before the open list's chunk", () => {
  it('refuses the picks of keys while the list is not there: the value does not move', async () => {
    const { model, changes } = await openedBeforeTheList();
    model.send({ type: 'pickHighlighted' });
    model.send({ type: 'pick', entry: 2 });
    expect(model.state.value).toEqual(['b']);
    expect(model.state.pending).toBeNull();
    expect(changes).toEqual([]);
    // Refused, not held: the list that arrives starts with no pick of them.
    await chunkArrives();
    expect(model.state.pending).toBeNull();
  });

  it('refuses Space too, a pick when no typeahead is under way', async () => {
    const { model } = await openedBeforeTheList();
    model.send({ type: 'typeahead', char: ' ', now: 0 });
    await chunkArrives();
    expect(model.state.value).toEqual(['b']);
    expect(model.state.pending).toBeNull();
  });

  it('starts the pending value at the first pick once the chunk has come, and applies it', async () => {
    const { model, changes } = await openedBeforeTheList();
    await chunkArrives();
    model.send({ type: 'pick', entry: 0 });
    expect(model.state.value).toEqual(['b']);
    expect(model.state.pending).toEqual(['b', 'a']);
    expect(changes).toEqual([]);
    model.send({ type: 'apply' });
    model.send({ type: 'close', cause: 'user:close' });
    expect(model.state.value).toEqual(['b', 'a']);
    expect(model.state.pending).toBeNull();
    expect(changes).toEqual([['b', 'a']]);
  });

  it('single mode and the immediate mode pick to the value, with no pending value, the chunk there or not (a pick sent before it applies as it comes)', async () => {
    const { makeController } = await import('./make-controller');
    const models = [{ commit: 'apply' as const }, { multiple: true }].map((options) => {
      const model = makeController(options, letters, []);
      model.send({ type: 'open', cause: 'user:open' });
      model.send({ type: 'pick', entry: 0 });
      return model;
    });
    await chunkArrives();
    for (const model of models) {
      expect(model.state.value).toEqual(['a']);
      expect(model.state.pending).toBeNull();
    }
    // With the chunk there, a pick applies at once.
    const [single, multiple] = models;
    single?.send({ type: 'open', cause: 'user:open' });
    single?.send({ type: 'pick', entry: 1 });
    multiple?.send({ type: 'pick', entry: 1 });
    expect(single?.state.value).toEqual(['b']);
    expect(multiple?.state.value).toEqual(['a', 'b']);
    expect(multiple?.state.pending).toBeNull();
  });
});
