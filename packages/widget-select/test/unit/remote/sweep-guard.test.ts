/**
 * Select all matching never floods a source that keeps saying "more": a
 * sweep stops on pages that add no new option, takes `total` as an upper
 * bound, paces itself once pages stop adding, and ends with an error that
 * names the source. Requests are counted over a bounded stretch of fake time.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RemoteLoader } from '../../../src/features/remote/loader';
import { SWEEP_STALL_PAUSE } from '../../../src/features/remote/sweep';
import type { AjaxConfig, Option, RemoteAnswer } from '../../../src/types';
import { answer, recordingHost, recordingPlatform } from './helpers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** How long each fake request takes to answer: a flood shows as many requests a second. */
const LATENCY = 10;

/** One request the source received, with the fake time it came. */
interface Seen {
  page: number;
  cursor: string | undefined;
  at: number;
}

/** A loader on a source that answers `reply(page, cursor)` after LATENCY ms, its first page of "q" loaded. */
async function sourceOf(
  reply: (page: number, cursor: string | undefined) => RemoteAnswer,
  ajax: AjaxConfig = {},
) {
  const seen: Seen[] = [];
  const request = (_query: string, page: number, signal: AbortSignal, cursor?: string) => {
    seen.push({ page, cursor, at: Date.now() });
    return new Promise<RemoteAnswer>((resolve, reject) => {
      const timer = setTimeout(() => resolve(reply(page, cursor)), LATENCY);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  };
  const { host, log } = recordingHost({ pagination: true, request, ...ajax });
  const loader = new RemoteLoader(host, recordingPlatform().platform);
  loader.search('q', false);
  await vi.advanceTimersByTimeAsync(LATENCY);
  log.phases.length = 0;
  return { loader, log, seen };
}

/** The same twenty options on every page: a source that ignores the page. */
const twenty = answer('q', 0, 20);

describe('a sweep over a source that keeps saying more', () => {
  test.each([
    ['ignores the page', () => ({ options: twenty, hasMore: true })],
    ['gives a new cursor each time', (page: number) => ({ options: twenty, nextCursor: `c${page}` })],
    ['ignores the page and reports a total', () => ({ options: twenty, hasMore: true, total: 210 })],
  ])(
    'that %s: a few requests, then the error naming ajax.request, nothing selected',
    async (_name, reply) => {
      const { loader, log, seen } = await sourceOf(reply);
      const done = vi.fn();
      expect(loader.loadAll(() => false, done)).toBe(true);
      await vi.advanceTimersByTimeAsync(3000);
      // The first page, then at most a batch and one paced page more.
      expect(seen.length).toBeLessThanOrEqual(5);
      expect(done).not.toHaveBeenCalled();
      expect(log.phases).toEqual(['loading', 'error']);
      expect(log.errors).toHaveLength(1);
      expect(log.errors[0]?.message).toMatch(/ajax\.request/);
      expect(log.errors[0]?.message).toMatch(/"q"/);
      // The query's paging is over: nothing more is asked, by a sweep or by scrolling.
      expect(loader.hasMore).toBe(false);
      expect(loader.loadMore()).toBe(false);
      await vi.advanceTimersByTimeAsync(3000);
      expect(seen.length).toBeLessThanOrEqual(5);
    },
  );

  test('the built-in GET against a server that ignores ?page=: the error names the GET and its url', async () => {
    const urls: string[] = [];
    const fetch = (url: string) => {
      urls.push(url);
      const body = JSON.stringify({ options: twenty, hasMore: true });
      return new Promise<Response>((resolve) =>
        setTimeout(() => resolve(new Response(body, { status: 200 })), LATENCY),
      );
    };
    const { host, log } = recordingHost({ pagination: true, url: '/api/people' });
    const loader = new RemoteLoader(host, recordingPlatform(fetch).platform);
    loader.search('q', false);
    await vi.advanceTimersByTimeAsync(LATENCY);
    loader.loadAll(() => false, vi.fn());
    await vi.advanceTimersByTimeAsync(3000);
    expect(urls.length).toBeLessThanOrEqual(5);
    expect(log.errors[0]?.message).toMatch(/the ajax GET of "\/api\/people"/);
  });

  test('one page that adds nothing (the data shifted) is borne: the pages after it still count', async () => {
    // Page 1 repeats page 0 (the server's data shifted), page 2 adds again, page 3 ends.
    const { loader, log, seen } = await sourceOf((page) => ({
      options: answer('q', page === 1 ? 0 : page),
      hasMore: page < 3,
      total: 12,
    }));
    const done = vi.fn();
    loader.loadAll(() => false, done);
    await vi.advanceTimersByTimeAsync(3000);
    expect(done).toHaveBeenCalledOnce();
    expect(log.errors).toEqual([]);
    expect(seen.map((s) => s.page)).toEqual([0, 1, 2, 3]);
  });

  test('without a total, the page after one that adds nothing waits the pause', async () => {
    const { loader, seen } = await sourceOf((page) => ({
      options: answer('q', page === 1 ? 0 : page),
      hasMore: page < 3,
    }));
    const done = vi.fn();
    loader.loadAll(() => false, done);
    await vi.advanceTimersByTimeAsync(3000);
    expect(done).toHaveBeenCalledOnce();
    expect(seen.map((s) => s.page)).toEqual([0, 1, 2, 3]);
    const [, first, second, third] = seen.map((s) => s.at);
    expect(second! - first!).toBeGreaterThanOrEqual(SWEEP_STALL_PAUSE);
    // Once a page adds again, the sweep goes at the source's pace.
    expect(third! - second!).toBeLessThan(SWEEP_STALL_PAUSE);
  });

  test('total is an upper bound: a source that adds new options forever stops once it gave that many', async () => {
    const { loader, log, seen } = await sourceOf((page) => ({
      options: answer('q', page, 10),
      hasMore: true,
      total: 30,
    }));
    const done = vi.fn();
    loader.loadAll(() => false, done);
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen.map((s) => s.page)).toEqual([0, 1, 2]);
    expect(done).toHaveBeenCalledOnce();
    expect(log.errors).toEqual([]);
    expect(loader.hasMore).toBe(false);
  });

  test('an empty page still ends the sweep as the last one: what loaded is selected', async () => {
    const { loader, seen } = await sourceOf((page) => ({
      options: page < 2 ? answer('q', page) : ([] as Option[]),
      hasMore: true,
    }));
    const done = vi.fn();
    loader.loadAll(() => false, done);
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen.map((s) => s.page)).toEqual([0, 1, 2]);
    expect(done).toHaveBeenCalledOnce();
  });

  test('a new select all during the pause takes the sweep over: the old one asks for nothing more', async () => {
    const { loader, seen } = await sourceOf(() => ({ options: twenty, hasMore: true }));
    const first = vi.fn();
    loader.loadAll(() => false, first);
    await vi.advanceTimersByTimeAsync(LATENCY);
    expect(seen).toHaveLength(2);
    const second = vi.fn();
    loader.loadAll(() => false, second);
    await vi.advanceTimersByTimeAsync(3000);
    // The new sweep asks once, sees nothing new and pauses, then once more and stops.
    expect(seen.length).toBeLessThanOrEqual(4);
    expect(first).not.toHaveBeenCalled();
  });

  test('cancel during the pause: no further request, no error, no done', async () => {
    const { loader, log, seen } = await sourceOf(() => ({ options: twenty, hasMore: true }));
    const done = vi.fn();
    loader.loadAll(() => false, done);
    await vi.advanceTimersByTimeAsync(LATENCY);
    expect(seen).toHaveLength(2);
    loader.cancel();
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toHaveLength(2);
    expect(done).not.toHaveBeenCalled();
    expect(log.errors).toEqual([]);
    expect(log.phases).toEqual(['loading', 'idle']);
  });
});

describe('stopSweep (an edit of the value during a sweep)', () => {
  test('aborts the pages on their way and leaves the loaded ones: paging goes on from there', async () => {
    const { loader, log, seen } = await sourceOf((page) => ({
      options: answer('q', page),
      hasMore: page < 5,
    }));
    const done = vi.fn();
    loader.loadAll(() => false, done);
    expect(seen).toHaveLength(2);
    loader.stopSweep();
    expect(log.phases).toEqual(['loading', 'idle']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toHaveLength(2);
    expect(done).not.toHaveBeenCalled();
    expect(log.results).toHaveLength(1);
    // The page the sweep was loading is the next one scrolling asks for.
    expect(loader.hasMore).toBe(true);
    expect(loader.loadMore()).toBe(true);
    expect(seen.map((s) => s.page)).toEqual([0, 1, 1]);
  });

  test('does nothing to a plain load, and nothing when no sweep runs', async () => {
    const { loader, log, seen } = await sourceOf((page) => ({ options: answer('q', page), hasMore: true }));
    loader.loadMore();
    loader.stopSweep();
    await vi.advanceTimersByTimeAsync(LATENCY);
    expect(seen.map((s) => s.page)).toEqual([0, 1]);
    expect(log.results).toHaveLength(2);
    expect(log.phases).toEqual(['loading']);
  });

  test('during a reload the first page loads on as a plain load: the list is not left stale', async () => {
    const { loader, log, seen } = await sourceOf((page) => ({ options: answer('q', page), hasMore: true }));
    loader.cache.clear();
    loader.search('q', false);
    const done = vi.fn();
    loader.loadAll(() => false, done);
    loader.stopSweep();
    await vi.advanceTimersByTimeAsync(LATENCY);
    expect(seen.map((s) => s.page)).toEqual([0, 0, 0]);
    expect(log.results.map((r) => r.append)).toEqual([false, false]);
    expect(loader.refreshing).toBe(false);
    expect(loader.phase).toBe('idle');
    expect(done).not.toHaveBeenCalled();
  });
});
