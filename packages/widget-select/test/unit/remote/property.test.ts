/**
 * Property: whatever the typing and however late each answer comes (also
 * when the transport ignores the AbortSignal), the list only ever shows the
 * answer to the current query, and `loading` events alternate true/false.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { RemoteAnswer } from '../../../src/types';
import { makeController } from '../make-controller';
import { answer } from './helpers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const step = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('type' as const),
      query: fc.constantFrom('', 'a', 'ab', 'b', 'abc'),
      wait: fc.nat(400),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen' as const), wait: fc.nat(400) }) },
);

const scenario = fc.record({
  steps: fc.array(step, { minLength: 1, maxLength: 12 }),
  latencies: fc.array(fc.nat(600), { minLength: 1, maxLength: 8 }),
  honorsSignal: fc.boolean(),
  debounce: fc.constantFrom(0, 50, 250),
  cacheTtl: fc.constantFrom(0, 30000),
  pagination: fc.boolean(),
});

test('the list shows only the answer to the latest query; loading stays balanced', async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async ({ steps, latencies, honorsSignal, debounce, cacheTtl, pagination }) => {
      let calls = 0;
      const request = (query: string, page: number, signal: AbortSignal) =>
        new Promise<RemoteAnswer>((resolve, reject) => {
          const latency = latencies[calls++ % latencies.length] as number;
          setTimeout(() => resolve({ options: answer(query, page), hasMore: page < 1 }), latency);
          if (honorsSignal)
            signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const model = makeController({ ajax: { request, debounce, cacheTtl, pagination } }, []);
      const loading: boolean[] = [];
      model.emitter.on('loading', (value) => loading.push(value));
      const shown = () => Array.from(model.rows().rows, (e) => model.dataset.entries[e]?.option.value);
      const check = () => {
        const rows = shown();
        // Page 0 of the current query, optionally followed by its page 1.
        const expected = [...answer(model.state.query, 0), ...answer(model.state.query, 1)].map(
          (o) => o.value,
        );
        if (rows.length > 0) expect(rows).toEqual(expected.slice(0, rows.length));
        expect(loading).toEqual(loading.map((_, i) => i % 2 === 0));
      };
      // Checked on every state change, not only between steps.
      model.store.subscribe(check);
      model.send({ type: 'open', cause: 'user:open' });
      for (const s of steps) {
        if (s.kind === 'type') model.send({ type: 'setQuery', query: s.query, cause: 'user:type' });
        else {
          model.send({ type: 'close', cause: 'user:close' });
          model.send({ type: 'open', cause: 'user:open' });
        }
        await vi.advanceTimersByTimeAsync(s.wait);
        if (pagination) model.remote?.loadMore();
        check();
      }
      await vi.advanceTimersByTimeAsync(10_000);
      check();
      expect(shown().slice(0, 3)).toEqual(answer(model.state.query, 0).map((o) => o.value));
      expect(model.message()).toBeNull();
      expect(loading.length % 2).toBe(0);
      model.dispose();
    }),
    { numRuns: 150 },
  );
});
