import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { answer, flush, labels, setupLoader as setup } from './helpers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  test('a burst of searches sends one request, 250 ms after the last', async () => {
    const { loader, calls, log } = setup();
    for (const query of ['a', 'ab', 'abc']) {
      loader.search(query, true);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(calls).toHaveLength(0);
    expect(log.phases).toEqual(['pending']);
    await vi.advanceTimersByTimeAsync(149);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.query)).toEqual(['abc']);
    expect(log.phases).toEqual(['pending', 'loading']);
  });

  test('a custom debounce is honoured and 0 requests at once', async () => {
    const { loader, calls, setConfig } = setup({ debounce: 40 });
    loader.search('x', true);
    await vi.advanceTimersByTimeAsync(39);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    setConfig({ debounce: 0, request: () => new Promise(() => {}) });
    loader.search('y', true);
    expect(loader.phase).toBe('loading');
  });

  test('an immediate search (open) does not wait', () => {
    const { loader, calls } = setup();
    loader.search('', false);
    expect(calls).toHaveLength(1);
  });
});

describe('abort and sequence guard', () => {
  test('a new search aborts the running request and ignores its late answer', async () => {
    const { loader, calls, log } = setup({ debounce: 0 });
    loader.search('a', true);
    loader.search('b', true);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    calls[1]?.resolve(answer('b'));
    await flush();
    // The first request ignored its signal and answers late: never applied.
    calls[0]?.resolve(answer('a'));
    await flush();
    expect(log.results.map((r) => r.query)).toEqual(['b']);
    expect(labels(log.results[0])).toEqual(['b 0.0', 'b 0.1', 'b 0.2']);
  });

  test('a late rejection of a superseded request is not an error', async () => {
    const { loader, calls, log } = setup({ debounce: 0 });
    loader.search('a', true);
    loader.search('b', true);
    calls[0]?.reject(new Error('aborted'));
    calls[1]?.resolve([]);
    await flush();
    expect(log.errors).toEqual([]);
    expect(loader.phase).toBe('idle');
  });

  test('cancel aborts, clears the debounce and returns to idle', async () => {
    const { loader, calls, log } = setup();
    loader.search('a', false);
    loader.cancel();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(log.phases).toEqual(['loading', 'idle']);
    loader.search('b', true);
    loader.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
  });
});

describe('cache', () => {
  test('a fresh page is served from the cache, an expired one is fetched again', async () => {
    const { loader, calls, log } = setup({ cacheTtl: 1000 });
    loader.search('a', false);
    calls[0]?.resolve(answer('a'));
    await flush();
    await vi.advanceTimersByTimeAsync(999);
    loader.search('a', false);
    expect(calls).toHaveLength(1);
    expect(log.results).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    loader.search('a', false);
    expect(calls).toHaveLength(2);
  });

  test('a cached query skips the debounce', async () => {
    const { loader, calls, log } = setup();
    loader.search('a', false);
    calls[0]?.resolve(answer('a'));
    await flush();
    loader.search('a', true);
    expect(log.results).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });

  test('cacheTtl 0 disables the cache', async () => {
    const { loader, calls } = setup({ cacheTtl: 0 });
    loader.search('a', false);
    calls[0]?.resolve(answer('a'));
    await flush();
    loader.search('a', false);
    expect(calls).toHaveLength(2);
    expect(loader.cache.size).toBe(0);
  });

  test('keys are query and page: another query or page misses', async () => {
    const { loader, calls } = setup({ pagination: true });
    loader.search('a', false);
    calls[0]?.resolve({ options: answer('a'), hasMore: true });
    await flush();
    loader.loadMore();
    calls[1]?.resolve({ options: answer('a', 1), hasMore: false });
    await flush();
    loader.search('b', false);
    expect(calls.map((c) => [c.query, c.page])).toEqual([
      ['a', 0],
      ['a', 1],
      ['b', 0],
    ]);
    expect(loader.cache.size).toBe(2);
  });
});

describe('retry', () => {
  test('retries with exponential backoff, then reports the last error', async () => {
    const { loader, calls, log, delays } = setup({ retry: 3, retryDelay: 250 });
    loader.search('a', false);
    for (let i = 0; i < 4; i++) {
      calls[i]?.reject(new Error(`fail ${i}`));
      await flush();
      if (i < 3) {
        expect(loader.phase).toBe('loading');
        await vi.advanceTimersByTimeAsync(delays.at(-1) as number);
      }
    }
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([250, 500, 1000]);
    expect(log.errors.map((e) => e.message)).toEqual(['fail 3']);
    expect(log.phases).toEqual(['loading', 'error']);
  });

  test('a retry that succeeds is applied; no retry by default', async () => {
    const first = setup({ retry: 1, retryDelay: 10 });
    first.loader.search('a', false);
    first.calls[0]?.reject(new Error('flaky'));
    await vi.advanceTimersByTimeAsync(10);
    first.calls[1]?.resolve(answer('a'));
    await flush();
    expect(first.log.errors).toEqual([]);
    expect(first.log.results).toHaveLength(1);

    const second = setup();
    second.loader.search('a', false);
    second.calls[0]?.reject(new Error('down'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(second.calls).toHaveLength(1);
    expect(second.log.errors).toHaveLength(1);
  });

  test('a new search cancels a pending retry', async () => {
    const { loader, calls } = setup({ retry: 2, retryDelay: 100, debounce: 0 });
    loader.search('a', false);
    calls[0]?.reject(new Error('x'));
    await flush();
    loader.search('b', true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map((c) => c.query)).toEqual(['a', 'b']);
  });

  test('a bad shape is not retried', async () => {
    const { loader, calls, log } = setup({ retry: 3 });
    loader.search('a', false);
    calls[0]?.resolve({ items: [] });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    expect(log.errors[0]?.message).toMatch(/neither|expected an array of options/);
  });
});

describe('paging', () => {
  test('page numbers from 0 until hasMore is false', async () => {
    const { loader, calls, log } = setup({ pagination: true });
    loader.search('q', false);
    calls[0]?.resolve({ options: answer('q', 0), hasMore: true });
    await flush();
    expect(loader.loadMore()).toBe(true);
    expect(loader.loadMore()).toBe(false);
    calls[1]?.resolve({ options: answer('q', 1), hasMore: true });
    await flush();
    loader.loadMore();
    calls[2]?.resolve({ options: answer('q', 2), hasMore: false });
    await flush();
    expect(loader.loadMore()).toBe(false);
    expect(calls.map((c) => c.page)).toEqual([0, 1, 2]);
    expect(log.results.map((r) => r.append)).toEqual([false, true, true]);
  });

  test('cursors are passed along until nextCursor is null', async () => {
    const { loader, calls } = setup({ pagination: true });
    loader.search('q', false);
    calls[0]?.resolve({ options: answer('q', 0), nextCursor: 'c1' });
    await flush();
    loader.loadMore();
    calls[1]?.resolve({ options: answer('q', 1), nextCursor: 'c2', hasMore: true });
    await flush();
    loader.loadMore();
    calls[2]?.resolve({ options: answer('q', 2), nextCursor: null, hasMore: true });
    await flush();
    expect(loader.loadMore()).toBe(false);
    expect(calls.map((c) => [c.page, c.cursor])).toEqual([
      [0, undefined],
      [1, 'c1'],
      [2, 'c2'],
    ]);
  });

  test('a new query resets page and cursor', async () => {
    const { loader, calls } = setup({ pagination: true });
    loader.search('a', false);
    calls[0]?.resolve({ options: answer('a'), nextCursor: 'ca' });
    await flush();
    loader.loadMore();
    loader.search('b', false);
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(calls.map((c) => [c.query, c.page, c.cursor])).toEqual([
      ['a', 0, undefined],
      ['a', 1, 'ca'],
      ['b', 0, undefined],
    ]);
  });

  test('without pagination there is never a next page', async () => {
    const { loader, calls } = setup();
    loader.search('a', false);
    calls[0]?.resolve({ options: answer('a'), hasMore: true });
    await flush();
    expect(loader.hasMore).toBe(false);
    expect(loader.loadMore()).toBe(false);
  });
});

describe('prefetch', () => {
  test('warms page 0 silently; a later search joins or hits the cache', async () => {
    const { loader, calls, log } = setup();
    loader.prefetch(['x', 'y']);
    expect(calls.map((c) => c.query)).toEqual(['x', 'y']);
    expect(log.phases).toEqual([]);
    calls[0]?.resolve(answer('x'));
    calls[1]?.reject('offline');
    await flush();
    expect(log.errors).toEqual([]);
    loader.search('x', true);
    expect(labels(log.results[0])).toEqual(['x 0.0', 'x 0.1', 'x 0.2']);
    expect(calls).toHaveLength(2);
  });

  test('a search for a query still warming waits for that request instead of sending another', async () => {
    const { loader, calls, log } = setup();
    loader.prefetch(['x']);
    loader.search('x', false);
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(answer('x'));
    await flush();
    expect(log.results).toHaveLength(1);
  });

  test('dispose aborts prefetches and ends loading', () => {
    const { loader, calls, log } = setup();
    loader.prefetch(['x']);
    loader.search('a', false);
    loader.dispose();
    expect(calls.every((c) => c.signal.aborted)).toBe(true);
    expect(log.phases).toEqual(['loading', 'idle']);
    loader.search('b', false);
    expect(calls).toHaveLength(2);
  });
});
