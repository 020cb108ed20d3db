/**
 * The default entry's lazy features (features/lazy/) on a fresh module
 * graph: the test setup adds every feature at once, so each test re-imports
 * the modules (`vi.resetModules`), registers the lazy features as the
 * default entry does, and holds each chunk back until the test lets it
 * arrive.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scheduler } from '../../src/core/machine/configuration';
import type { SelectOptions } from '../../src/types';
import { manualScheduler } from './manual-scheduler';
import { loadGateOf } from '../load-gate';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear' },
];

/** A chunk held back: `arrive()` lets it load. */
function heldChunk() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
}

/** Lets pending promises and timers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function freshDefaultEntry() {
  const { Controller } = await import('../../src/core/machine/controller');
  const { readOptions, resolveOptions } = await import('../../src/options');
  const { resolveMessages } = await import('../../src/i18n');
  const registry = await import('../../src/features/registry');
  const { searchEnginePart, searchEnginePort } = await import('../../src/view/search-engine-part');
  await searchEnginePart.load();
  // As the default entry: the lazy features registered, with their stand-ins.
  (await import('../../src/features/lazy')).addLazyFeatures();
  const loader = await import('../../src/features/lazy/loader');
  const { lazyRemote } = await import('../../src/features/lazy/remote');
  const { lazyResolve } = await import('../../src/features/lazy/resolve');
  const { lazyLarge } = await import('../../src/features/lazy/large');
  const chunks = { remote: heldChunk(), resolve: heldChunk(), large: heldChunk() };
  const asked: string[] = [];
  /** How many of the next loads of the remote chunk fail. */
  const failing = { remote: 0 };
  loader.registerLazyFeature({
    ...lazyRemote,
    part: loader.featurePart('remote', async () => {
      asked.push('remote');
      await chunks.remote.arrived;
      if (failing.remote-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
      return import('../../src/features/remote');
    }),
  });
  loader.registerLazyFeature({
    ...lazyResolve,
    part: loader.featurePart('resolve', async () => {
      asked.push('resolve');
      await chunks.resolve.arrived;
      return import('../../src/features/resolve');
    }),
  });
  loader.registerLazyFeature({
    ...lazyLarge,
    part: loader.featurePart('large', async () => {
      asked.push('large');
      await chunks.large.arrived;
      return import('../../src/features/large');
    }),
  });
  const make = <M = Record<string, unknown>>(
    options: SelectOptions<M>,
    data: unknown,
    initial: readonly string[] = [],
    scheduler?: Scheduler,
  ) =>
    new Controller<M>(options, data, initial, {
      resolveOptions,
      resolveMessages,
      scheduler,
      searchEngine: searchEnginePort,
    });
  return { make, readOptions, registry, asked, chunks, failing };
}

beforeEach(() => {
  vi.resetModules();
});

describe('the default entry: remote, resolve and large load when asked for', () => {
  it('asks for no chunk for a widget that needs none', async () => {
    const { make, asked } = await freshDefaultEntry();
    const model = make({ multiple: true, presentation: 'dropdown' }, fruits);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'pe', cause: 'user:type' });
    await settle();
    expect(asked).toEqual([]);
  });

  it('ajax: the widget is built before remote arrives, shows loading, and searches the query typed meanwhile', async () => {
    const { make, asked, chunks, registry } = await freshDefaultEntry();
    const request = vi.fn(async (query: string) => [{ value: `r-${query}`, label: `Remote ${query}` }]);
    const model = make({ ajax: { request, debounce: 0 } }, []);
    expect(asked).toEqual(['remote']);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'fig', cause: 'user:type' });
    expect(model.message()).toBe('loading');
    await settle();
    expect(registry.hasFeature('remote')).toBe(false);
    expect(request).not.toHaveBeenCalled();

    chunks.remote.arrive();
    await vi.waitFor(() => expect(model.dataset.options.map((o) => o.value)).toEqual(['r-fig']));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toBe('fig');
    expect(model.state.remoteShown).toBe('fig');
    expect(Array.from(model.rows().rows)).toEqual([0]);
    expect(model.message()).toBeNull();
  });

  it('ajax: a chunk that fails to load is an error event and the error row; the load asked again (ready()) reaches the widget', async () => {
    const { make, chunks, failing } = await freshDefaultEntry();
    failing.remote = 1;
    const request = vi.fn(async (query: string) => [{ value: `r-${query}`, label: `Remote ${query}` }]);
    const model = make({ ajax: { request, debounce: 0 } }, []);
    const errors: unknown[] = [];
    model.emitter.on('error', (error) => errors.push(error));
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'fig', cause: 'user:type' });
    chunks.remote.arrive();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(String(errors[0])).toContain('Failed to fetch');
    expect(model.message()).toBe('error');

    await (await import('../../src/load/loader')).partsAsked();
    await vi.waitFor(() => expect(model.dataset.options.map((o) => o.value)).toEqual(['r-fig']));
    expect(request).toHaveBeenCalledTimes(1);
    expect(model.message()).toBeNull();
  });

  it('ajax: each failed load of the chunk commits the error row (a render follows); the opening that asks again shows loading meanwhile', async () => {
    const { make, chunks, failing } = await freshDefaultEntry();
    failing.remote = 2;
    const model = make({ ajax: { request: async () => [], debounce: 0 } }, []);
    const errors: unknown[] = [];
    model.emitter.on('error', (error) => errors.push(error));
    chunks.remote.arrive();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    const rendered: (string | null)[] = [];
    model.store.subscribe(() => rendered.push(model.message()));
    model.send({ type: 'open', cause: 'user:open' });
    expect(rendered.at(-1)).toBe('loading');
    await vi.waitFor(() => expect(errors).toHaveLength(2));
    expect(rendered.at(-1)).toBe('error');
  });

  it('ajax: a bad option is still refused at once (as the constructor reads it), before the chunk is there', async () => {
    const { readOptions, asked } = await freshDefaultEntry();
    expect(() => readOptions({ ajax: { url: '/x', retry: -1 } })).toThrow(
      expect.objectContaining({ code: 'invalid-options', message: expect.stringContaining('ajax.retry') }),
    );
    expect(asked).toEqual([]);
  });

  it('resolveOptions: the values wait, selected and pending, and go into one call once resolve arrives', async () => {
    const { make, asked, chunks } = await freshDefaultEntry();
    const resolveOptions = vi.fn(async (values: string[]) =>
      values.map((value) => ({ value, label: `Label ${value}` })),
    );
    const model = make({ multiple: true, resolveOptions }, fruits, ['x']);
    expect(asked).toEqual(['resolve']);
    model.setValue(['x', 'y', 'apple'], {});
    expect(model.state.value).toEqual(['x', 'y', 'apple']);
    expect(model.isPending('x')).toBe(true);
    expect(model.isPending('y')).toBe(true);
    expect(model.isPending('apple')).toBe(false);
    expect(model.resolving()).toBe(true);
    await settle();
    expect(resolveOptions).not.toHaveBeenCalled();

    chunks.resolve.arrive();
    await vi.waitFor(() => expect(model.optionOf('y')?.label).toBe('Label y'));
    expect(resolveOptions).toHaveBeenCalledTimes(1);
    expect(resolveOptions.mock.calls[0]?.[0]).toEqual(['x', 'y']);
    expect(model.optionOf('x')?.label).toBe('Label x');
    expect(model.resolving()).toBe(false);
  });

  it('resolveOptions: a chunk that cannot be fetched is a load-failed error; the values stay selected, not pending, and the next values ask again', async () => {
    const { make, chunks } = await freshDefaultEntry();
    const loadGate = loadGateOf((await import('../../src/load/loader')).loadSeam);
    loadGate.fail('resolve feature');
    const resolveOptions = vi.fn(async (values: string[]) =>
      values.map((value) => ({ value, label: `Label ${value}` })),
    );
    const model = make({ multiple: true, resolveOptions }, fruits, ['x']);
    const errors: unknown[] = [];
    model.emitter.on('error', (error) => errors.push(error));
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({
      code: 'load-failed',
      message: expect.stringContaining('resolve feature'),
    });
    expect(model.state.value).toEqual(['x']);
    expect(model.isPending('x')).toBe(false);
    expect(model.resolving()).toBe(false);

    loadGate.release('resolve feature');
    chunks.resolve.arrive();
    model.setValue(['x', 'y'], {});
    await vi.waitFor(() => expect(model.optionOf('y')?.label).toBe('Label y'));
    expect(model.resolving()).toBe(false);
  });

  it('resolveOptions: a value that left the selection meanwhile is not asked for', async () => {
    const { make, chunks } = await freshDefaultEntry();
    const resolveOptions = vi.fn(async (values: string[]) =>
      values.map((value) => ({ value, label: value })),
    );
    const model = make({ multiple: true, resolveOptions }, fruits, ['x', 'y']);
    model.setValue(['y'], {});
    chunks.resolve.arrive();
    await vi.waitFor(() => expect(resolveOptions).toHaveBeenCalledTimes(1));
    expect(resolveOptions.mock.calls[0]?.[0]).toEqual(['y']);
  });

  it('with no resolveOptions, a change of many values builds no set of them (the stand-in has nothing pending)', async () => {
    const { make } = await freshDefaultEntry();
    const many = Array.from({ length: 5000 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));
    const values = many.map((item) => item.value);
    const model = make({ multiple: true }, many);
    // A set of a million values took a long task of its own in the call that selected them.
    const built = vi.spyOn(Set.prototype, 'add');
    try {
      model.setValue(values, {});
      expect(built.mock.calls.length).toBeLessThan(1000);
    } finally {
      built.mockRestore();
    }
    expect(model.state.value).toHaveLength(5000);
  });

  it('a data set of 100,000 options asks for large: correct meanwhile, its warm-up waits and builds the large structures', async () => {
    const { make, asked, chunks } = await freshDefaultEntry();
    const many = Array.from({ length: 100_000 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));
    const scheduler = manualScheduler();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const model = make({}, many, [], scheduler);
    expect(asked).toEqual(['large']);
    // No warning about a large list without widget-select/large: it is on its way.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(model.dataset.indexOf('v99999')).toBe(99999);
    // The warm-up waits for the chunk.
    expect(scheduler.runIdle(50)).toBe(0);

    chunks.large.arrive();
    await settle();
    const { ValueIndex } = await import('../../src/core/domain/value-index');
    while (scheduler.runIdle(50) > 0);
    expect(model.dataset.byValue).toBeInstanceOf(ValueIndex);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'option 99999', cause: 'user:type' });
    expect(Array.from(model.rows().rows)).toEqual([99999]);
  });

  it('a small data set asks for no large chunk', async () => {
    const { make, asked } = await freshDefaultEntry();
    make(
      {},
      Array.from({ length: 3000 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` })),
    );
    await settle();
    expect(asked).toEqual([]);
  });
});
