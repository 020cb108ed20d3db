/**
 * Permanent guard: seeded random sources and pastes that once froze the
 * page or flooded a server.
 *
 * - Request rate: a paged source of random shape (short, empty, repeating
 *   or cursor pages, cache on or off) with the list left open and no user
 *   action is asked at most 1 + AUTO_PAGES times, and `loading` comes in
 *   true/false pairs, one per request.
 * - Request rate on the wire: a real HTTP server (tests/remote-server.ts)
 *   counts what a paged `ajax.url` source asks for when its first page is
 *   short (random size) and every later page adds nothing (empty, the same
 *   rows, a repeated cursor, new cursors with no rows; cache on or off):
 *   the first page and one page that adds nothing, then silence.
 * - Paste: a random tag list (new, known, repeated tokens, up to
 *   1,500, that one always among them) never blocks the page in one long
 *   task and lands as one `change`.
 *
 * Longer runs: FUZZ_RUNS=50 FUZZ_SEED=7 with vitest.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { AUTO_PAGES } from '../../../src/features/remote/rows';
import { control, mount, paste, recordEvents } from '../helpers';
import { LONG_TASK_LIMIT, longTasksReported, watchLongTasks } from '../long-tasks';
import { steppedTimers } from '../waits';

const SEED = 20261124;
/** How long the list stays open with no user action, per run. */
const IDLE_MS = 700;
/** The same on the wire: long enough for a few more pages 250 ms apart, were paging not stopped. */
const WIRE_IDLE_MS = 1500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const sourceArbitrary = fc.record({
  firstPage: fc.nat(6),
  later: fc.constantFrom('empty', 'dupes', 'one-new', 'cursor-repeat', 'cursor-new'),
  cacheTtl: fc.constantFrom(0, 30000),
  latency: fc.constantFrom(0, 5, 30),
});

type Source = typeof sourceArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** A source that always claims more; what its later pages hold is the random part. */
function sourceOf({ firstPage, later, latency }: Source) {
  let calls = 0;
  const row = (n: number) => ({ value: `v${n}`, label: `Row ${n}` });
  const request = async (_query: string, page: number) => {
    calls++;
    if (latency) await sleep(latency);
    const first = Array.from({ length: firstPage }, (_, i) => row(i));
    if (page === 0)
      return later.startsWith('cursor')
        ? { options: first, nextCursor: 'c0' }
        : { options: first, hasMore: true };
    switch (later) {
      case 'empty':
        return { options: [], hasMore: true };
      case 'dupes':
        return { options: first, hasMore: true };
      case 'one-new':
        return { options: [row(100 + page)], hasMore: true };
      case 'cursor-repeat':
        return { options: first, nextCursor: 'c0' };
      default:
        return { options: [], nextCursor: `c${page}` };
    }
  };
  return { request, calls: () => calls };
}

test('request rate: a paged source with the list open and no user action is asked a bounded number of times', async () => {
  const runs = await commands.envNumber('FUZZ_RUNS', 6);
  const seed = await commands.envNumber('FUZZ_SEED', SEED);
  await fc.assert(
    fc.asyncProperty(sourceArbitrary, async (source) => {
      const { request, calls } = sourceOf(source);
      const advance = steppedTimers(['performance', 'requestAnimationFrame', 'cancelAnimationFrame']);
      const widget = mount({ ajax: { request, pagination: true, cacheTtl: source.cacheTtl } });
      const log = recordEvents(widget);
      await userEvent.click(control());
      await advance(IDLE_MS);
      expect(calls(), JSON.stringify(source)).toBeLessThanOrEqual(1 + AUTO_PAGES);
      const loading = log.filter(([name]) => name === 'loading').map(([, value]) => value);
      const settled = widget.isDropdownOpen() && loading.at(-1) === false;
      expect(settled, 'the last request has ended').toBe(true);
      expect(loading).toEqual(Array.from({ length: calls() }, () => [true, false]).flat());
      widget.destroy();
      vi.useRealTimers();
    }),
    { seed, numRuns: runs },
  );
}, 120_000);

const wireArbitrary = fc.record({
  mode: fc.constantFrom('empty', 'dupes', 'cursor', 'cursor-empty'),
  first: fc.nat(6),
  cacheTtl: fc.constantFrom(0, 30000),
  debounce: fc.constantFrom(0, 40),
});

let origin = '';
beforeAll(async () => {
  origin = await commands.startRemoteServer();
});
afterAll(async () => {
  await commands.stopRemoteServer();
});

test('request rate on the wire: pages that add nothing, list open, no user action: two requests, then none', async () => {
  const runs = await commands.envNumber('FUZZ_RUNS', 6);
  const seed = await commands.envNumber('FUZZ_SEED', SEED);
  let run = 0;
  await fc.assert(
    fc.asyncProperty(wireArbitrary, async ({ mode, first, cacheTtl, debounce }) => {
      // Each run counts its own requests (late answers of an earlier run are not its).
      const client = `abuse-${++run}`;
      const url = `${origin}/stuck?mode=${mode}&first=${first}&client=${client}`;
      const widget = mount({ ajax: { url, pagination: true, cacheTtl, debounce } });
      const log = recordEvents(widget);
      await userEvent.click(control());
      // The requests cross a real network to a real server: only a real wait proves none follows.
      await sleep(WIRE_IDLE_MS + debounce);
      const requests = await commands.remoteServerRequests(client);
      const shape = JSON.stringify({ mode, first, cacheTtl, debounce, requests });
      expect(requests.length, shape).toBeLessThanOrEqual(2);
      expect(requests.length, shape).toBeGreaterThanOrEqual(1);
      const loading = log.filter(([name]) => name === 'loading').map(([, value]) => value);
      expect(loading, shape).toEqual(Array.from({ length: requests.length }, () => [true, false]).flat());
      widget.destroy();
    }),
    { seed, numRuns: runs },
  );
}, 120_000);

const pasteArbitrary = fc.record({
  fresh: fc.integer({ min: 1, max: 1500 }),
  known: fc.nat(20),
  repeats: fc.nat(50),
  separator: fc.constantFrom('\n', ', ', ';', '\t'),
});

test('paste: a random tag list never blocks the page and lands as one change', async () => {
  const runs = await commands.envNumber('FUZZ_RUNS', 4);
  const seed = await commands.envNumber('FUZZ_SEED', SEED);
  const data = Array.from({ length: 200 }, (_, i) => ({ value: `k${i}`, label: `Known ${i}` }));
  await fc.assert(
    fc.asyncProperty(pasteArbitrary, async ({ fresh, known, repeats, separator }) => {
      const widget = mount({ data, multiple: true, allowCreate: true });
      const log = recordEvents(widget);
      await userEvent.click(control());
      const tokens = [
        ...Array.from({ length: fresh }, (_, i) => `New ${i}`),
        ...Array.from({ length: known }, (_, i) => `known ${i}`),
        ...Array.from({ length: repeats }, (_, i) => `New ${i % fresh}`),
      ];
      const tasks = watchLongTasks();
      paste(tokens.join(separator));
      await expect
        .poll(() => (widget.getValue() as string[]).length, { timeout: 10_000 })
        .toBe(fresh + known);
      await longTasksReported();
      expect(tasks.longest()).toBeLessThan(LONG_TASK_LIMIT);
      tasks.stop();
      expect(log.filter(([name]) => name === 'change')).toHaveLength(1);
      widget.destroy();
    }),
    // Every run also pastes the longest list: a quadratic paste in one task blocks seconds on it.
    { seed, numRuns: runs, examples: [[{ fresh: 1500, known: 20, repeats: 50, separator: '\n' }]] },
  );
}, 120_000);
