/**
 * Remote sources that depend on another field (city by country): the cache
 * key, the request on its way when the key changes, and a selected value the
 * new answers lack.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { validateAjax } from '../../../src/features/remote/config';
import { RemoteLoader } from '../../../src/features/remote/loader';
import type { RemoteBridge } from '../../../src/features/remote/source';
import type { AjaxConfig, Option, SelectOptions } from '../../../src/types';
import { makeController } from '../make-controller';
import { flush, manualBackend, recordingHost, recordingPlatform } from './helpers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const CITIES: Record<string, Option[]> = {
  de: [
    { value: 'berlin', label: 'Berlin' },
    { value: 'hamburg', label: 'Hamburg' },
  ],
  fr: [
    { value: 'paris', label: 'Paris' },
    { value: 'lyon', label: 'Lyon' },
  ],
};

describe('the built-in GET keys its cache by the full address', () => {
  function setup(ajax: AjaxConfig) {
    const urls: string[] = [];
    const fetch = vi.fn(async (url: string) => {
      urls.push(url);
      const country = new URL(url).searchParams.get('country') ?? 'de';
      return new Response(JSON.stringify(CITIES[country] ?? []));
    });
    const { platform } = recordingPlatform(fetch);
    const { host, log } = recordingHost(ajax);
    return { loader: new RemoteLoader(host, platform), urls, log };
  }
  const cities = (result: { page: { options: readonly Option[] } } | undefined) =>
    result?.page.options.map((o) => o.value);

  test('a url function that reads another field gets that field’s answers, each cached apart', async () => {
    let country = 'de';
    const { loader, urls, log } = setup({ url: () => `/cities?country=${country}` });
    loader.search('', false);
    await flush();
    expect(cities(log.results.at(-1))).toEqual(['berlin', 'hamburg']);
    country = 'fr';
    loader.search('', false);
    await flush();
    expect(cities(log.results.at(-1))).toEqual(['paris', 'lyon']);
    country = 'de';
    loader.search('', false);
    await flush();
    expect(cities(log.results.at(-1))).toEqual(['berlin', 'hamburg']);
    expect(urls).toEqual([
      'http://example.test/cities?country=de&q=&page=0',
      'http://example.test/cities?country=fr&q=&page=0',
    ]);
  });

  test('params that read another field key the cache too', async () => {
    let country = 'de';
    const { loader, urls, log } = setup({ url: '/cities', params: (q, page) => ({ country, q, page }) });
    loader.search('', false);
    await flush();
    country = 'fr';
    loader.search('', false);
    await flush();
    expect(cities(log.results.at(-1))).toEqual(['paris', 'lyon']);
    expect(urls).toHaveLength(2);
  });
});

describe('ajax.cacheKey keys the cache of a request transport', () => {
  test('the default key is the query, page and cursor: a changed field is not seen', async () => {
    let country = 'de';
    const backend = manualBackend();
    const { host, log } = recordingHost({ request: backend.request });
    const loader = new RemoteLoader(host, recordingPlatform().platform);
    loader.search('', false);
    backend.calls[0]?.resolve(CITIES[country]);
    await flush();
    country = 'fr';
    loader.search('', false);
    await flush();
    expect(backend.calls).toHaveLength(1);
    expect(log.results).toHaveLength(2);
  });

  test('a cacheKey that reads the field asks again when it changes, and is given query, page, cursor', async () => {
    let country = 'de';
    const backend = manualBackend();
    const cacheKey = vi.fn((q: string, page: number, cursor?: string) => `${country}|${q}|${page}|${cursor}`);
    const { host, log } = recordingHost({ request: backend.request, cacheKey, pagination: true });
    const loader = new RemoteLoader(host, recordingPlatform().platform);
    loader.search('', false);
    backend.calls[0]?.resolve({ options: CITIES.de, nextCursor: 'c1' });
    await flush();
    expect(cacheKey).toHaveBeenCalledWith('', 0, undefined);
    loader.loadMore();
    expect(cacheKey).toHaveBeenCalledWith('', 1, 'c1');
    backend.calls[1]?.resolve({ options: [], nextCursor: null });
    await flush();
    country = 'fr';
    loader.search('', false);
    expect(backend.calls).toHaveLength(3);
    backend.calls[2]?.resolve(CITIES.fr);
    await flush();
    expect(log.results.at(-1)?.page.options).toEqual(CITIES.fr);
    country = 'de';
    loader.search('', false);
    expect(backend.calls).toHaveLength(3);
  });

  test('a cacheKey that throws or gives no string fails the load with an error naming it', async () => {
    const backend = manualBackend();
    let key: () => unknown = () => {
      throw new Error('no country');
    };
    const { host, log } = recordingHost({ request: backend.request, cacheKey: () => key() as string });
    const loader = new RemoteLoader(host, recordingPlatform().platform);
    loader.search('', false);
    await flush();
    expect(backend.calls).toHaveLength(0);
    expect(loader.phase).toBe('error');
    expect(log.errors[0]).toMatchObject({
      code: 'callback-failed',
      message: expect.stringMatching(/ajax\.cacheKey/),
    });
    key = () => 42;
    loader.search('x', false);
    await flush();
    expect(log.errors[1]?.message).toMatch(/ajax\.cacheKey must return a string, got 42/);
    expect(loader.phase).toBe('error');
  });

  test('a cacheKey that is not a function is refused, naming it', () => {
    expect(() => validateAjax({ url: '/x', cacheKey: 'country' })).toThrow(
      expect.objectContaining({ code: 'invalid-options', message: expect.stringMatching(/ajax\.cacheKey/) }),
    );
    expect(() => validateAjax({ url: '/x', cacheKey: () => '' })).not.toThrow();
  });
});

describe('a dependent select in the widget', () => {
  let country = 'de';
  beforeEach(() => {
    country = 'de';
  });

  function setup(options: SelectOptions = {}, initial: string[] = [], data: Option[] = []) {
    const backend = manualBackend();
    const model = makeController(
      {
        ...options,
        ajax: { request: backend.request, cacheKey: (q, p) => `${country}|${q}|${p}`, debounce: 0 },
      },
      data,
      initial,
    );
    const events: [string, unknown][] = [];
    for (const name of ['change', 'error'] as const) model.emitter.on(name, (p) => events.push([name, p]));
    const labels = () => Array.from(model.rows().rows, (entry) => model.dataset.entries[entry]?.option.label);
    const open = async () => {
      model.send({ type: 'open', cause: 'user:open' });
      await flush();
    };
    const close = async () => {
      model.send({ type: 'close', cause: 'user:close' });
      await flush();
    };
    return {
      model,
      calls: backend.calls,
      events,
      labels,
      open,
      close,
      remote: model.remote as RemoteBridge<never>,
    };
  }

  test('reopening after the field changed loads the new answers and never shows the old ones', async () => {
    const { calls, labels, open, close } = setup();
    await open();
    calls[0]?.resolve(CITIES.de);
    await flush();
    expect(labels()).toEqual(['Berlin', 'Hamburg']);
    await close();
    country = 'fr';
    await open();
    expect(calls).toHaveLength(2);
    expect(labels()).toEqual([]);
    calls[1]?.resolve(CITIES.fr);
    await flush();
    expect(labels()).toEqual(['Paris', 'Lyon']);
  });

  test('with loadOnOpen false, reopening after the field changed loads too', async () => {
    const { model, calls, labels, open, close } = setup();
    model.updateOptions({ ajax: { ...model.options.ajax, loadOnOpen: false } });
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'b', cause: 'user:type' });
    await flush();
    calls[0]?.resolve([CITIES.de![0]]);
    await flush();
    model.send({ type: 'setQuery', query: '', cause: 'user:type' });
    await flush();
    calls[1]?.resolve(CITIES.de);
    await flush();
    await close();
    await open();
    expect(calls).toHaveLength(2);
    await close();
    country = 'fr';
    await open();
    expect(labels()).toEqual([]);
    expect(calls).toHaveLength(3);
  });

  test('a change of the key while a request is on its way aborts it and asks for the new key', async () => {
    const { calls, labels, open, remote } = setup();
    await open();
    country = 'fr';
    remote.recheck();
    await flush();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls).toHaveLength(2);
    calls[0]?.resolve(CITIES.de);
    calls[1]?.resolve(CITIES.fr);
    await flush();
    expect(labels()).toEqual(['Paris', 'Lyon']);
  });

  test('an open list whose key changed loads again at once; an unchanged key asks nothing', async () => {
    const { calls, labels, open, remote } = setup();
    await open();
    calls[0]?.resolve(CITIES.de);
    await flush();
    remote.recheck();
    await flush();
    expect(calls).toHaveLength(1);
    country = 'fr';
    remote.recheck();
    await flush();
    expect(labels()).toEqual([]);
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(CITIES.fr);
    await flush();
    expect(labels()).toEqual(['Paris', 'Lyon']);
  });

  describe('a selected value the new answers lack follows missingSelectionPolicy', () => {
    async function pickBerlinThenFrance(options: SelectOptions) {
      const t = setup(options);
      await t.open();
      t.calls[0]?.resolve(CITIES.de);
      await flush();
      t.model.send({ type: 'pick', entry: 0 });
      await t.close();
      expect(t.model.state.value).toEqual(['berlin']);
      t.events.length = 0;
      country = 'fr';
      await t.open();
      return t;
    }

    test('prune: removed once the new answers are in, with change', async () => {
      const { model, calls, events } = await pickBerlinThenFrance({ missingSelectionPolicy: 'prune' });
      expect(model.state.value).toEqual(['berlin']);
      calls[1]?.resolve(CITIES.fr);
      await flush();
      expect(model.state.value).toEqual([]);
      expect(events).toEqual([['change', null]]);
    });

    test('error: kept, with a missing-selection error', async () => {
      const { model, calls, events } = await pickBerlinThenFrance({ missingSelectionPolicy: 'error' });
      calls[1]?.resolve(CITIES.fr);
      await flush();
      expect(model.state.value).toEqual(['berlin']);
      expect(events).toEqual([
        [
          'error',
          expect.objectContaining({ code: 'missing-selection', message: expect.stringMatching(/"berlin"/) }),
        ],
      ]);
    });

    test('preserve (the default): kept, nothing said', async () => {
      const { model, calls, events } = await pickBerlinThenFrance({});
      calls[1]?.resolve(CITIES.fr);
      await flush();
      expect(model.state.value).toEqual(['berlin']);
      expect(events).toEqual([]);
    });

    test('a value the new answers hold stays; a search answer (partial) judges nothing', async () => {
      const { model, calls, events } = await pickBerlinThenFrance({ missingSelectionPolicy: 'prune' });
      model.send({ type: 'setQuery', query: 'p', cause: 'user:type' });
      await flush();
      calls[2]?.resolve([CITIES.fr![0]]);
      await flush();
      expect(model.state.value).toEqual(['berlin']);
      model.send({ type: 'setQuery', query: '', cause: 'user:type' });
      await flush();
      calls[3]?.resolve([...CITIES.fr!, { value: 'berlin', label: 'Berlin (FR)' }]);
      await flush();
      expect(model.state.value).toEqual(['berlin']);
      expect(events.filter(([name]) => name === 'change')).toEqual([]);
    });

    test('a closed field is judged when the parent changes, without being opened (prune, error)', async () => {
      for (const policy of ['prune', 'error'] as const) {
        country = 'de';
        const t = setup({ missingSelectionPolicy: policy });
        await t.open();
        t.calls[0]?.resolve(CITIES.de);
        await flush();
        t.model.send({ type: 'pick', entry: 0 });
        await t.close();
        t.events.length = 0;
        country = 'fr';
        t.remote.recheck();
        await flush();
        expect(t.model.state.open).toBe(false);
        expect(t.calls.map((c) => c.query)).toEqual(['', '']);
        t.calls[1]?.resolve(CITIES.fr);
        await flush();
        expect(t.model.state.value).toEqual(policy === 'prune' ? [] : ['berlin']);
        expect(t.events.map(([name]) => name)).toEqual([policy === 'prune' ? 'change' : 'error']);
        // Opening then shows the new answers from the cache, asking nothing more.
        await t.open();
        expect(t.labels()).toEqual(['Paris', 'Lyon']);
        expect(t.calls).toHaveLength(2);
      }
    });

    test('a closed field asks nothing when nothing can be judged: preserve, no value, loadOnOpen false, same parent', async () => {
      const cases: [SelectOptions, boolean][] = [
        [{}, true],
        [{ missingSelectionPolicy: 'prune' }, false],
        [{ missingSelectionPolicy: 'prune', ajax: { loadOnOpen: false } }, true],
      ];
      for (const [options, pick] of cases) {
        country = 'de';
        const t = setup(options);
        if (options.ajax) t.model.updateOptions({ ajax: { ...t.model.options.ajax, ...options.ajax } });
        t.model.send({ type: 'open', cause: 'user:open' });
        t.model.send({ type: 'setQuery', query: 'b', cause: 'user:type' });
        await flush();
        t.calls[0]?.resolve(CITIES.de);
        await flush();
        if (pick) t.model.send({ type: 'pick', entry: 0 });
        await t.close();
        t.remote.recheck();
        await flush();
        expect(t.calls).toHaveLength(1);
        country = 'fr';
        t.remote.recheck();
        await flush();
        expect(t.calls).toHaveLength(1);
      }
    });

    test('an initial value is judged against the field as it was at construction', async () => {
      const { model, calls, open, events } = setup(
        { missingSelectionPolicy: 'prune' },
        ['berlin'],
        [{ value: 'berlin', label: 'Berlin' }],
      );
      await flush();
      country = 'fr';
      await open();
      calls[0]?.resolve(CITIES.fr);
      await flush();
      expect(model.state.value).toEqual([]);
      expect(events).toEqual([['change', null]]);
    });
  });
});
