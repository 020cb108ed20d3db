/**
 * The search engine is a part loaded on demand, and no decision waits for
 * it: on a fresh module graph where it was not given (the test setup gives
 * it up front), a query's rows are pending as a progressive search's are,
 * and the engine's arrival completes them as a `searchCompleted` of its own.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectWidgetError } from '../../src/errors';
import { fruits } from './chunk-fixture';
import { loadGateOf } from '../load-gate';

beforeEach(() => {
  vi.resetModules();
});

/** A controller on a fresh graph whose engine loads are held (or failed), and what it dispatched. */
async function beforeTheEngine(gate: 'hold' | 'fail') {
  const loadGate = loadGateOf((await import('../../src/load/loader')).loadSeam);
  const { searchEnginePart } = await import('../../src/view/search-engine-part');
  loadGate[gate]('search engine');
  const { makeController } = await import('./make-controller');
  const model = makeController({}, fruits);
  const causes: string[] = [];
  const errors: SelectWidgetError[] = [];
  model.store.observe((_next, _prev, cause) => causes.push(cause));
  model.emitter.on('error', (error) => errors.push(error as SelectWidgetError));
  return { model, causes, errors, loadGate, searchEnginePart };
}

describe('a query before the search engine is there', () => {
  it('is applied at once with its rows pending; the engine’s arrival completes them and sets the highlight', async () => {
    const { model, causes, loadGate, searchEnginePart } = await beforeTheEngine('hold');
    model.send({ type: 'open', cause: 'user:open' });
    expect(model.send({ type: 'setQuery', query: 'ap', cause: 'user:type' })).toBe('applied');
    expect(model.state.query).toBe('ap');
    expect(Array.from(model.rows().rows)).toEqual([]);
    expect(model.derivations.searchIndex()).toBeUndefined();
    // The empty query needs no engine: every row.
    model.send({ type: 'setQuery', query: '', cause: 'user:type' });
    expect(Array.from(model.rows().rows)).toEqual([0, 1, 2, 3, 4]);
    model.send({ type: 'setQuery', query: 'ap', cause: 'user:type' });
    expect(model.rows().optionCount).toBe(0);
    loadGate.release('search engine');
    await searchEnginePart.load();
    expect(causes.filter((cause) => cause === 'search:complete')).toHaveLength(1);
    expect(Array.from(model.rows().rows)).toEqual([0, 1]);
    expect(model.state.highlighted).toEqual({ kind: 'option', entry: 0 });
  });

  it('typeahead needs no engine', async () => {
    const { model } = await beforeTheEngine('hold');
    model.send({ type: 'open', cause: 'user:open', focus: 'stay' });
    expect(model.send({ type: 'typeahead', char: 'p', now: 0, opening: true })).toBe('applied');
    expect(model.state.highlighted).toEqual({ kind: 'option', entry: 3 });
  });

  it('a widget destroyed meanwhile dispatches nothing when the engine comes', async () => {
    const { model, causes, loadGate, searchEnginePart } = await beforeTheEngine('hold');
    model.send({ type: 'setQuery', query: 'ap', cause: 'api:setSearchQuery' });
    model.rows();
    model.dispose();
    loadGate.release('search engine');
    await searchEnginePart.load();
    expect(causes).not.toContain('search:complete');
  });

  it('a failed load is an error (load-failed); the next query asks again and completes', async () => {
    const { model, errors, loadGate, searchEnginePart } = await beforeTheEngine('fail');
    model.send({ type: 'setQuery', query: 'ap', cause: 'api:setSearchQuery' });
    expect(model.rows().optionCount).toBe(0);
    await vi.waitFor(() => expect(errors.map((error) => error.code)).toEqual(['load-failed']));
    expect(errors[0]?.message).toContain('search engine');
    loadGate.release('search engine');
    model.send({ type: 'setQuery', query: 'apr', cause: 'api:setSearchQuery' });
    expect(model.rows().optionCount).toBe(0);
    await searchEnginePart.load();
    expect(Array.from(model.rows().rows)).toEqual([1]);
    expect(errors).toHaveLength(1);
  });
});
