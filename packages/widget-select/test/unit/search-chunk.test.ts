/**
 * The search engine comes with the open list's chunk (open-list/index.ts):
 * on a fresh module graph (the test setup has the chunk up front), what a
 * closed control does before it is there, and what waits for it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { manualScheduler } from './manual-scheduler';
import { beforeTheChunk, chunkArrives } from './chunk-fixture';

beforeEach(() => {
  vi.resetModules();
});

describe('search before the open list’s chunk', () => {
  it('setQuery is state at once; a matching-scope select-all waits for the engine, then selects the matches', async () => {
    const { model, changes } = await beforeTheChunk({ multiple: true });
    expect(model.send({ type: 'setQuery', query: 'ap', cause: 'api:setSearchQuery' })).toBe('applied');
    expect(model.state.query).toBe('ap');
    expect(model.send({ type: 'selectAll', cause: 'api:selectAll', matching: true })).toBe('started');
    expect(model.state.value).toEqual([]);
    await chunkArrives();
    expect(model.state.value).toEqual(['apple', 'apricot']);
    expect(changes).toEqual([['apple', 'apricot']]);
    expect(Array.from(model.rows().rows)).toEqual([0, 1]);
  });

  it('what is sent after a waiting action waits with it, so everything applies in the order sent', async () => {
    const { model } = await beforeTheChunk({ multiple: true }, ['apple', 'banana', 'plum']);
    model.send({ type: 'setQuery', query: 'p', cause: 'api:setSearchQuery' });
    model.send({ type: 'clearMatching', cause: 'api:clearAll' });
    model.setValue(['pear', 'banana']);
    model.send({ type: 'setQuery', query: '', cause: 'api:setSearchQuery' });
    expect(model.state).toMatchObject({ value: ['apple', 'banana', 'plum'], query: 'p' });
    await chunkArrives();
    expect(model.state).toMatchObject({ value: ['pear', 'banana'], query: '' });
  });

  it('an empty query needs no engine: select-all, matching or not, is at once', async () => {
    const { model } = await beforeTheChunk({ multiple: true });
    model.send({ type: 'selectAll', cause: 'api:selectAll', matching: true });
    expect(model.state.value).toHaveLength(5);
  });

  it('Enter on a query typed into an opened list picks its first match once it comes', async () => {
    const { model } = await beforeTheChunk({});
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'pl', cause: 'user:type' });
    expect(model.send({ type: 'pickHighlighted' })).toBe('started');
    expect(model.state.value).toEqual([]);
    await chunkArrives();
    expect(model.state.value).toEqual(['plum']);
  });

  it('a decision left until after the held actions runs in their queue, on the state they leave', async () => {
    const { model } = await beforeTheChunk({});
    expect(model.afterHeld(() => {})).toBe(false);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'pl', cause: 'user:type' });
    model.send({ type: 'pickHighlighted' });
    const seen: unknown[] = [];
    expect(model.afterHeld(() => seen.push([model.state.value, model.state.open, model.state.query]))).toBe(
      true,
    );
    model.send({ type: 'setQuery', query: 'a', cause: 'api:setSearchQuery' });
    expect(model.state.query).toBe('pl');
    await chunkArrives();
    expect(seen).toEqual([[['plum'], false, '']]);
    expect(model.state.query).toBe('a');
  });

  it('the idle warm-up of a large list builds its search keys once the engine is there', async () => {
    const { makeController } = await import('./make-controller');
    const many = Array.from({ length: 5000 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));
    const scheduler = manualScheduler();
    const model = makeController({}, many, [], scheduler);
    expect(scheduler.runIdle(50)).toBe(0);
    await chunkArrives();
    while (scheduler.runIdle(50) > 0);
    expect(model.searchIndex().builtCount).toBe(5000);
  });

  it('the label keys come with the engine and are made once per data set: typeahead and the search index share them', async () => {
    const { model } = await beforeTheChunk({});
    await chunkArrives();
    const keys = model.typeaheadKeys();
    expect(model.typeaheadKeys()).toBe(keys);
    expect(keys.keys.built).toBe(0);
    model.send({ type: 'setQuery', query: 'ap', cause: 'api:setSearchQuery' });
    expect(Array.from(model.rows().rows)).toEqual([0, 1]);
    // The search built the keys typeahead reads: one set of keys, not two.
    expect(keys.keys.built).toBe(5);
    expect(keys.labelKey(3)).toBe('pear');
    model.setData([{ value: 'kiwi', label: 'Kiwi' }]);
    expect(model.typeaheadKeys()).not.toBe(keys);
    expect(model.typeaheadKeys().labelKey(0)).toBe('kiwi');
  });
});
