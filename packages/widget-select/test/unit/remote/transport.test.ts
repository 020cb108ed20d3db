import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { backoffDelay, resolveAjax, toError } from '../../../src/features/remote/ajax-runtime';
import { validateAjax } from '../../../src/features/remote/config';
import { RemoteLoader } from '../../../src/features/remote/loader';
import { toPage } from '../../../src/features/remote/page';
import { buildUrl, getJson, transportFor } from '../../../src/features/remote/transport';
import type { RemoteAnswer } from '../../../src/types';
import { answer, flush, recordingHost, recordingPlatform } from './helpers';

const base = 'http://example.test/app/';

describe('buildUrl (GET wire format)', () => {
  test('default params are q and page, cursor only when set', () => {
    expect(buildUrl({ url: '/api/items' }, 'ab c', 0, undefined, base)).toBe(
      'http://example.test/api/items?q=ab+c&page=0',
    );
    expect(buildUrl({ url: 'items' }, 'x', 2, 'c/2', base)).toBe(
      'http://example.test/app/items?q=x&page=2&cursor=c%2F2',
    );
  });

  test('params replace same-named URL params; arrays repeat; null is dropped; objects are JSON', () => {
    const url = buildUrl(
      {
        url: (_query, page) => `https://api.test/search?q=old&keep=1&page=${page}&skip=1`,
        params: (query, page, cursor) => ({
          q: query,
          tag: ['a', 'b'],
          skip: null,
          gone: undefined,
          filter: { active: true },
          cursor,
          n: page + 1,
        }),
      },
      'new',
      3,
      undefined,
      base,
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.getAll('q')).toEqual(['new']);
    expect(parsed.searchParams.get('keep')).toBe('1');
    expect(parsed.searchParams.get('page')).toBe('3');
    expect(parsed.searchParams.getAll('tag')).toEqual(['a', 'b']);
    expect(parsed.searchParams.has('skip')).toBe(false);
    expect(parsed.searchParams.has('gone')).toBe(false);
    expect(parsed.searchParams.has('cursor')).toBe(false);
    expect(parsed.searchParams.get('filter')).toBe('{"active":true}');
    expect(parsed.searchParams.get('n')).toBe('4');
    expect(url).toBe(
      'https://api.test/search?q=new&keep=1&page=3&tag=a&tag=b&filter=%7B%22active%22%3Atrue%7D&n=4',
    );
  });

  test('a url function that gives no string is a clear error', () => {
    expect(() => buildUrl({ url: () => 42 as unknown as string }, '', 0, undefined, base)).toThrow(
      /ajax\.url must give a string, got 42/,
    );
    expect(() => buildUrl({ url: '/relative' }, '', 0, undefined, undefined)).toThrow(/not a valid URL/);
  });
});

describe('getJson', () => {
  const respond =
    (body: string, status = 200) =>
    () =>
      Promise.resolve(new Response(body, { status, statusText: status === 200 ? 'OK' : 'Bad' }));

  test('parses JSON and sends a GET with Accept', async () => {
    const fetch = vi.fn(respond('[{"value":"1","label":"One"}]'));
    const { platform } = recordingPlatform(fetch);
    const signal = new AbortController().signal;
    await expect(getJson(platform, 'http://x.test/a', signal)).resolves.toEqual([
      { value: '1', label: 'One' },
    ]);
    expect(fetch).toHaveBeenCalledWith('http://x.test/a', {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal,
    });
  });

  test('a non-2xx status and malformed JSON are errors naming the URL', async () => {
    const signal = new AbortController().signal;
    await expect(
      getJson(recordingPlatform(respond('{}', 503)).platform, 'http://x.test/a', signal),
    ).rejects.toThrow('widget-select: GET http://x.test/a failed with HTTP 503 Bad.');
    await expect(
      getJson(recordingPlatform(respond('{oops')).platform, 'http://x.test/b', signal),
    ).rejects.toThrow(/GET http:\/\/x\.test\/b did not return valid JSON/);
  });
});

describe('transportFor', () => {
  test('request takes precedence over url and gets the cursor', async () => {
    // A transport answers anything; this one a string, for transportFor to pass on.
    const request = vi.fn(async () => 'from request' as unknown as RemoteAnswer);
    const fetch = vi.fn();
    const { platform } = recordingPlatform(fetch);
    const signal = new AbortController().signal;
    await expect(transportFor({ url: '/x', request }, platform)('q', 1, signal, 'c')).resolves.toBe(
      'from request',
    );
    expect(request).toHaveBeenCalledWith('q', 1, signal, 'c');
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a request that throws synchronously rejects', async () => {
    const { platform } = recordingPlatform();
    const request = () => {
      throw 'sync';
    };
    await expect(transportFor({ request }, platform)('', 0, new AbortController().signal)).rejects.toBe(
      'sync',
    );
  });
});

describe('toPage', () => {
  test('accepts an array, the base { options, hasMore } and the extended cursor form', () => {
    expect(toPage(answer('a'), 0, {}).next).toBeNull();
    expect(toPage({ options: answer('a'), hasMore: true }, 4, {}).next).toEqual({
      page: 5,
      cursor: undefined,
    });
    expect(toPage({ options: [], nextCursor: 'n' }, 0, {}).next).toEqual({ page: 1, cursor: 'n' });
    expect(toPage({ options: [], nextCursor: null, hasMore: true }, 0, {}).next).toBeNull();
  });

  test('transform runs first; its throw and bad results are clear errors', () => {
    const transform = (raw: unknown) => (raw as { items: [] }).items;
    expect(toPage({ items: answer('t') }, 0, { transform }).options).toHaveLength(3);
    expect(() =>
      toPage({}, 0, {
        transform: () => {
          throw new TypeError('boom');
        },
      }),
    ).toThrow('widget-select: ajax.transform threw: boom');
    expect(() => toPage({}, 0, { transform: () => 'nope' as never })).toThrow(
      /ajax\.transform returned "nope", expected an array of options/,
    );
  });

  test('without transform a foreign shape names the fix', () => {
    expect(() => toPage({ results: [] }, 0, {})).toThrow(
      /the ajax response is \{"results":\[\]\}, expected an array of options or \{ options, hasMore\?, nextCursor\?, total\? \}\. Pass ajax\.transform/,
    );
  });

  test('total: the matches over every page, when the source says; anything but a count is a load error', () => {
    expect(toPage({ options: answer('a'), hasMore: true, total: 42 }, 0, {}).total).toBe(42);
    expect(toPage({ options: answer('a'), total: null }, 0, {}).total).toBeUndefined();
    expect(toPage(answer('a'), 0, {}).total).toBeUndefined();
    for (const bad of [-1, 2.5, '42', Number.NaN])
      expect(() => toPage({ options: [], total: bad }, 0, {})).toThrow(
        /total must be a non-negative integer/,
      );
    expect(() => toPage({}, 0, { transform: () => ({ options: [], total: 'x' }) })).toThrow(
      /ajax\.transform result's total must be a non-negative integer, got "x"/,
    );
  });

  test('an option without a string value is rejected before it reaches the list', () => {
    expect(() => toPage([{ label: 'x' }], 0, {})).toThrow(/ajax response\[0\] needs a string "value"/);
  });
});

describe('config', () => {
  test('defaults are the documented ones', () => {
    expect(resolveAjax({ url: '/x' })).toMatchObject({
      debounce: 250,
      loadOnOpen: true,
      cacheTtl: 30000,
      retry: 0,
      retryDelay: 250,
      pagination: false,
      prefetch: [],
    });
    expect([1, 2, 3, 4].map((n) => backoffDelay(250, n))).toEqual([250, 500, 1000, 2000]);
  });

  test('non-Errors are wrapped with a clear message; Errors pass through', () => {
    const error = new Error('mine');
    expect(toError(error, 'ajax.request')).toBe(error);
    const wrapped = toError({ code: 7 }, 'ajax.request');
    expect(wrapped).toBeInstanceOf(Error);
    expect(wrapped.message).toBe('widget-select: ajax.request failed with a non-Error value: {"code":7}.');
    expect(wrapped.cause).toEqual({ code: 7 });
  });

  test('validation names the bad field', () => {
    expect(() => validateAjax({ debounce: -1 })).toThrow(
      /"ajax\.debounce" must be a finite non-negative number/,
    );
    expect(() => validateAjax({ transform: 'x' })).toThrow(/"ajax\.transform" must be a function/);
    expect(() => validateAjax({ prefetch: [1] })).toThrow(/"ajax\.prefetch" must be an array of strings/);
    expect(() => validateAjax({ url: 5 })).toThrow(/"ajax\.url" must be a non-empty string or a function/);
    expect(() => validateAjax({ pagination: 'yes' })).toThrow(/"ajax\.pagination" must be a boolean/);
    expect(() => validateAjax({ url: '/x', retry: 2, prefetch: ['a'] })).not.toThrow();
  });
});

describe('built-in GET through the loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('url + fetch: the page arrives, and a malformed body becomes an error event', async () => {
    const bodies = ['[{"value":"1","label":"One"}]', '<html>'];
    const urls: string[] = [];
    const { platform } = recordingPlatform((input) => {
      urls.push(input);
      return Promise.resolve(new Response(bodies.shift() ?? ''));
    });
    const { host, log } = recordingHost({ url: '/api' });
    const loader = new RemoteLoader(host, platform);
    loader.search('one', false);
    await flush();
    expect(log.results[0]?.page.options).toEqual([{ value: '1', label: 'One' }]);
    loader.search('two', false);
    await flush();
    expect(urls).toEqual(['http://example.test/api?q=one&page=0', 'http://example.test/api?q=two&page=0']);
    expect(log.errors[0]?.message).toMatch(
      /GET http:\/\/example\.test\/api\?q=two&page=0 did not return valid JSON/,
    );
  });
});
