/** Loading every page of a query for "select all matching": cap, abort, failures and totals. */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AjaxConfig } from '../../../src/types';
import { answer, flush, setupLoader as setup } from './helpers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadAll (select all matching)', () => {
  /** A loaded first page of `q` (3 options) that says more follow; `total` when given. */
  async function firstPage(ajax: Omit<AjaxConfig, 'request'> = {}, total?: number) {
    const context = setup({ pagination: true, ...ajax });
    context.loader.search('q', false);
    context.calls[0]?.resolve({ options: answer('q', 0), hasMore: true, total });
    await flush();
    context.log.phases.length = 0;
    return context;
  }

  test('without a total, the remaining pages one after the other, in order, then done', async () => {
    const { loader, calls, log } = await firstPage();
    const done = vi.fn();
    expect(loader.loadAll(() => false, done)).toBe(true);
    expect(loader.phase).toBe('loading');
    expect(calls.map((c) => c.page)).toEqual([0, 1]);
    calls[1]?.resolve({ options: answer('q', 1), hasMore: true });
    await flush();
    expect(calls.map((c) => c.page)).toEqual([0, 1, 2]);
    calls[2]?.resolve({ options: answer('q', 2), hasMore: false });
    await flush();
    expect(done).toHaveBeenCalledOnce();
    expect(log.results.map((r) => [r.page.options[0]?.value, r.append])).toEqual([
      ['q-0-0', false],
      ['q-1-0', true],
      ['q-2-0', true],
    ]);
    expect(log.phases).toEqual(['loading', 'idle']);
    expect(loader.hasMore).toBe(false);
    expect(loader.loadAll(() => false, done)).toBe(false);
  });

  test('numbered pages of a source with a total: at most 3 requests at once, applied in page order', async () => {
    // 3 per page, 21 in all: pages 1 to 6 remain.
    const { loader, calls, log } = await firstPage({}, 21);
    const done = vi.fn();
    loader.loadAll(() => false, done);
    expect(calls.map((c) => c.page)).toEqual([0, 1, 2, 3]);
    // Answers out of order: nothing joins the list until page 1 is in.
    calls[3]?.resolve({ options: answer('q', 3), hasMore: true, total: 21 });
    calls[2]?.resolve({ options: answer('q', 2), hasMore: true, total: 21 });
    await flush();
    expect(log.results).toHaveLength(1);
    calls[1]?.resolve({ options: answer('q', 1), hasMore: true, total: 21 });
    await flush();
    expect(log.results.map((r) => r.page.options[0]?.value)).toEqual(['q-0-0', 'q-1-0', 'q-2-0', 'q-3-0']);
    expect(calls.map((c) => c.page)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const page of [4, 5, 6])
      calls[page]?.resolve({ options: answer('q', page), hasMore: page < 6, total: 21 });
    await flush();
    expect(done).toHaveBeenCalledOnce();
    expect(log.results).toHaveLength(7);
  });

  test('a new search or cancel aborts it: requests aborted, done never runs, the phase leaves loading', async () => {
    const { loader, calls, log } = await firstPage({}, 30);
    const done = vi.fn();
    loader.loadAll(() => false, done);
    const sweep = calls.slice(1);
    expect(sweep).toHaveLength(3);
    loader.search('other', false);
    expect(sweep.every((c) => c.signal.aborted)).toBe(true);
    for (const call of sweep) call.resolve({ options: answer('q', call.page), hasMore: true });
    await flush();
    expect(log.results.map((r) => r.query)).toEqual(['q']);
    expect(done).not.toHaveBeenCalled();
    const second = await firstPage({}, 30);
    second.loader.loadAll(() => false, done);
    second.loader.cancel();
    expect(second.calls.slice(1).every((c) => c.signal.aborted)).toBe(true);
    expect(second.log.phases).toEqual(['loading', 'idle']);
    await flush();
    expect(done).not.toHaveBeenCalled();
  });

  test('enough() stops before the next request; done still runs', async () => {
    const { loader, calls } = await firstPage();
    let enough = false;
    const done = vi.fn();
    loader.loadAll(() => enough, done);
    enough = true;
    calls[1]?.resolve({ options: answer('q', 1), hasMore: true });
    await flush();
    expect(calls).toHaveLength(2);
    expect(done).toHaveBeenCalledOnce();
    expect(loader.phase).toBe('idle');
  });

  test('a failed page (after its retries) ends it with an error and no done', async () => {
    const { loader, calls, log, delays } = await firstPage({ retry: 1, retryDelay: 10 });
    const done = vi.fn();
    loader.loadAll(() => false, done);
    calls[1]?.reject(new Error('down'));
    await vi.advanceTimersByTimeAsync(10);
    expect(delays).toContain(10);
    expect(calls.map((c) => c.page)).toEqual([0, 1, 1]);
    calls[2]?.reject(new Error('still down'));
    await flush();
    expect(log.errors.map((e) => e.message)).toEqual(['still down']);
    expect(log.phases).toEqual(['loading', 'error']);
    expect(done).not.toHaveBeenCalled();
  });

  test('a page that adds nothing ends it, however often the source says more', async () => {
    const { loader, calls } = await firstPage();
    const done = vi.fn();
    loader.loadAll(() => false, done);
    calls[1]?.resolve({ options: [], hasMore: true });
    await flush();
    expect(calls).toHaveLength(2);
    expect(done).toHaveBeenCalledOnce();
  });

  test('a next page on its way is taken over: its request is awaited, never aborted nor asked again', async () => {
    const { loader, calls, log } = await firstPage();
    loader.loadMore();
    const done = vi.fn();
    expect(loader.loadAll(() => false, done)).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    expect(calls.map((c) => c.page)).toEqual([0, 1]);
    calls[1]?.resolve({ options: answer('q', 1), hasMore: true });
    await flush();
    expect(calls.map((c) => c.page)).toEqual([0, 1, 2]);
    calls[2]?.resolve({ options: answer('q', 2), hasMore: false });
    await flush();
    expect(done).toHaveBeenCalledOnce();
    expect(log.results.map((r) => [r.page.options[0]?.value, r.append])).toEqual([
      ['q-0-0', false],
      ['q-1-0', true],
      ['q-2-0', true],
    ]);
    expect(log.phases).toEqual(['loading', 'idle']);
  });

  test('with a total, the batch beside a next page on its way holds the pages after it: each page asked once', async () => {
    // 3 per page, 15 in all: pages 1 to 4 remain, page 1 already on its way.
    const { loader, calls, log } = await firstPage({}, 15);
    loader.loadMore();
    const done = vi.fn();
    loader.loadAll(() => false, done);
    expect(calls.map((c) => c.page)).toEqual([0, 1, 2, 3]);
    for (const call of calls.slice(1))
      call.resolve({ options: answer('q', call.page), hasMore: true, total: 15 });
    await flush();
    expect(calls.map((c) => c.page)).toEqual([0, 1, 2, 3, 4]);
    calls[4]?.resolve({ options: answer('q', 4), hasMore: false, total: 15 });
    await flush();
    expect(done).toHaveBeenCalledOnce();
    expect(calls.some((c) => c.signal.aborted)).toBe(false);
    expect(log.results.map((r) => r.page.options[0]?.value)).toEqual([
      'q-0-0',
      'q-1-0',
      'q-2-0',
      'q-3-0',
      'q-4-0',
    ]);
  });

  test('a taken-over page that fails is retried by the sweep, and a new search aborts it', async () => {
    const failing = await firstPage({ retry: 1, retryDelay: 10 });
    failing.loader.loadMore();
    const done = vi.fn();
    failing.loader.loadAll(() => false, done);
    failing.calls[1]?.reject(new Error('down'));
    await vi.advanceTimersByTimeAsync(10);
    expect(failing.calls.map((c) => c.page)).toEqual([0, 1, 1]);
    failing.calls[2]?.resolve({ options: answer('q', 1), hasMore: false });
    await flush();
    expect(done).toHaveBeenCalledOnce();
    expect(failing.log.errors).toEqual([]);

    const stopped = await firstPage();
    stopped.loader.loadMore();
    stopped.loader.loadAll(() => false, done);
    stopped.loader.search('other', false);
    expect(stopped.calls[1]?.signal.aborted).toBe(true);
  });

  test('a next page waiting to be retried is taken over: the sweep asks for it, the waiting retry never does', async () => {
    const { loader, calls } = await firstPage({ retry: 1, retryDelay: 10 });
    loader.loadMore();
    calls[1]?.reject(new Error('down'));
    await flush();
    const done = vi.fn();
    loader.loadAll(() => false, done);
    expect(calls.map((c) => c.page)).toEqual([0, 1, 1]);
    await vi.advanceTimersByTimeAsync(50);
    expect(calls.map((c) => c.page)).toEqual([0, 1, 1]);
    calls[2]?.resolve({ options: answer('q', 1), hasMore: false });
    await flush();
    expect(done).toHaveBeenCalledOnce();
  });

  test('nothing to load (paging off, at the end, a search waiting for its debounce): false, and nothing starts', async () => {
    const off = setup();
    off.loader.search('q', false);
    off.calls[0]?.resolve({ options: answer('q'), hasMore: true });
    await flush();
    expect(off.loader.loadAll(() => false, vi.fn())).toBe(false);
    const waiting = setup({ pagination: true, debounce: 100 });
    waiting.loader.search('q', true);
    expect(waiting.loader.loadAll(() => false, vi.fn())).toBe(false);
    expect(waiting.calls).toHaveLength(0);
  });

  test('a first page on its way (a reload) is awaited, never asked again: it replaces the list, then the rest load', async () => {
    const { loader, calls, log } = await firstPage();
    loader.cache.clear();
    loader.search('q', false);
    const done = vi.fn();
    expect(loader.loadAll(() => false, done)).toBe(true);
    expect(calls.map((c) => c.page)).toEqual([0, 0]);
    expect(calls[1]?.signal.aborted).toBe(false);
    calls[1]?.resolve({ options: answer('q', 0, 4), hasMore: true });
    await flush();
    expect(calls.map((c) => c.page)).toEqual([0, 0, 1]);
    calls[2]?.resolve({ options: answer('q', 1), hasMore: false });
    await flush();
    expect(done).toHaveBeenCalledOnce();
    expect(log.results.map((r) => [r.page.options.length, r.append])).toEqual([
      [3, false],
      [4, false],
      [3, true],
    ]);
    expect(log.phases).toEqual(['loading', 'idle']);
  });

  test('after a reloaded first page failed, a sweep asks for it again before the rest', async () => {
    const { loader, calls, log } = await firstPage({ retry: 0 });
    loader.cache.clear();
    loader.search('q', false);
    calls[1]?.reject(new Error('down'));
    await flush();
    expect(loader.phase).toBe('error');
    const done = vi.fn();
    expect(loader.loadAll(() => false, done)).toBe(true);
    expect(calls.map((c) => c.page)).toEqual([0, 0, 0]);
    calls[2]?.resolve({ options: answer('q', 0), hasMore: false });
    await flush();
    expect(done).toHaveBeenCalledOnce();
    expect(log.results.map((r) => r.append)).toEqual([false, false]);
  });

  test('the pages shown before a first page on its way decide nothing: enough() waits for its answer', async () => {
    const { loader, calls, log } = await firstPage();
    loader.cache.clear();
    loader.search('q', false);
    const enough = vi.fn(() => true);
    const done = vi.fn();
    loader.loadAll(enough, done);
    expect(enough).not.toHaveBeenCalled();
    calls[1]?.resolve({ options: answer('q', 0), hasMore: true });
    await flush();
    expect(done).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(2);
    expect(log.results.map((r) => r.append)).toEqual([false, false]);
  });

  test('without paging, a first page on its way is awaited too, and nothing more is asked', async () => {
    const { loader, calls, log } = setup();
    loader.search('q', false);
    const done = vi.fn();
    expect(loader.loadAll(() => false, done)).toBe(true);
    calls[0]?.resolve({ options: answer('q'), hasMore: true });
    await flush();
    expect(done).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(1);
    expect(loader.hasMore).toBe(false);
    expect(log.phases).toEqual(['loading', 'idle']);
  });
});
