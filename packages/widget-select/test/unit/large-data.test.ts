import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDataSet } from '../../src/core/domain/dataset';
import { computeRows } from '../../src/core/domain/rows';
import { SearchIndex } from '../../src/core/domain/search/engine';
import { makeController } from './make-controller';
import { manualScheduler } from './manual-scheduler';

const WORDS = ['ngu', 'nguyen', 'an', 'bao', 'na', 'ang', 'g', 'u'];

function people(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    value: `v${i}`,
    label: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`,
    description: WORDS[(i * 3) % WORDS.length] ?? '',
  }));
}

/** The documented ranking, written plainly: label prefix 3, all tokens in the label 2, else 0.999 × weight. */
function expectedScores(options: ReturnType<typeof people>, query: string, weight = 1): number[] {
  const q = query.trim().toLowerCase();
  const tokens = q.split(/\s+/).filter(Boolean);
  return options.map(({ label, description }) => {
    const l = label.toLowerCase();
    if (q === '') return 1;
    if (l.startsWith(q)) return 3;
    if (tokens.every((t) => l.includes(t))) return 2;
    return tokens.every((t) => l.includes(t) || description.includes(t)) ? 0.999 * weight : 0;
  });
}

function fullScan(options: ReturnType<typeof people>, query: string) {
  const scores = expectedScores(options, query);
  return { scores, matches: scores.flatMap((score, i) => (score > 0 ? [i] : [])) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('search over a growing query', () => {
  it('narrowing from the previous matches gives the same scores as a fresh scan', () => {
    const options = people(300);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('n', 'g', 'u', ' ', 'a', 'y', 'e'), { maxLength: 8 }), (keys) => {
        const index = new SearchIndex(options, {
          searchFields: ['label', 'description'],
          tokenSearch: true,
          accentInsensitive: true,
        });
        let query = '';
        for (const key of keys) {
          query += key;
          index.run(query);
          expect({ scores: Array.from(index.scores), matches: Array.from(index.matches) }).toEqual(
            fullScan(options, query),
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it('weights of other fields scale their matches, in the one-token and many-token scans alike', () => {
    const options = people(200);
    const index = new SearchIndex(options, {
      searchFields: ['label', { field: 'description', weight: 2 }],
      tokenSearch: true,
      accentInsensitive: true,
    });
    for (const query of ['bao', 'bao ngu', 'na g']) {
      index.run(query);
      expect(Array.from(index.scores)).toEqual(expectedScores(options, query, 2));
    }
  });

  it('a query that does not extend the last one scans everything again', () => {
    const options = people(50);
    const index = new SearchIndex(options, {
      searchFields: ['label', 'description'],
      tokenSearch: true,
      accentInsensitive: true,
    });
    index.run('ngu');
    index.run('an');
    expect(Array.from(index.matches)).toEqual(fullScan(options, 'an').matches);
    expect(index.matches.length).toBeGreaterThan(fullScan(options, 'ngu').matches.length);
  });
});

describe('ranking rows', () => {
  it('orders label prefix, then label, then other fields; ties keep data order', () => {
    const options = [
      { value: 'a', label: 'x', description: 'ab' },
      { value: 'b', label: 'zab' },
      { value: 'c', label: 'abc' },
      { value: 'd', label: 'yab' },
      { value: 'e', label: 'ab' },
    ];
    const dataset = buildDataSet(options);
    const index = new SearchIndex(dataset.options, {
      searchFields: ['label', 'description'],
      tokenSearch: true,
      accentInsensitive: true,
    });
    index.run('ab');
    const { rows } = computeRows(dataset, index, (run) => index.ranked(run), new Set());
    expect(Array.from(rows, (i) => options[i]?.value)).toEqual(['c', 'e', 'b', 'd', 'a']);
  });

  it('ranks inside each group and hides groups without matches', () => {
    const dataset = buildDataSet([
      {
        label: 'G1',
        options: [
          { value: '1', label: 'xab' },
          { value: '2', label: 'abx' },
        ],
      },
      { value: '3', label: 'none' },
      { label: 'G2', options: [{ value: '4', label: 'nothing' }] },
      { value: '5', label: 'ab' },
    ]);
    const index = new SearchIndex(dataset.options, {
      searchFields: ['label'],
      tokenSearch: true,
      accentInsensitive: true,
    });
    index.run('ab');
    const { rows, optionCount } = computeRows(dataset, index, (run) => index.ranked(run), new Set());
    // -1 is the header of group 0; entries: 0 '1', 1 '2', 2 '3', 3 '4', 4 '5'.
    expect(Array.from(rows)).toEqual([-1, 1, 0, 4]);
    expect(optionCount).toBe(3);
  });
});

describe('a large plain list', () => {
  it('builds its value index on first use and keeps the first of duplicate values', () => {
    const dataset = buildDataSet([...people(5000), { value: 'v3', label: 'again' }]);
    expect(dataset.size).toBe(5001);
    expect(dataset.byValue.get('v3')).toBe(3);
    expect(dataset.duplicates).toEqual(['v3']);
    expect(dataset.entries[4999]).toMatchObject({ group: -1, depth: 0, parent: -1, children: [] });
  });

  it('answers lookups before its index is complete by scanning, and finishes the index once scans cost as much', () => {
    const dataset = buildDataSet([...people(20_000), { value: 'v5', label: 'again' }]);
    const finish = vi.spyOn(dataset, 'indexSome');
    expect(dataset.indexOf('v5')).toBe(5);
    // Looking up a found value again scans nothing.
    for (let i = 0; i < 10; i++) expect(dataset.indexOf('v5')).toBe(5);
    expect(dataset.indexOf('v19999')).toBe(19_999);
    expect(dataset.indexOf('nope')).toBe(-1);
    expect(dataset.indexOf('v10')).toBe(10);
    expect(finish).not.toHaveBeenCalled();
    // Four scans have compared every option four times: the next lookup finishes the index instead.
    expect(dataset.indexOf('v7')).toBe(7);
    expect(finish).toHaveBeenCalledTimes(1);
    expect(dataset.indexSome(() => true)).toBe(true);
    expect(dataset.indexOf('v5')).toBe(5);
    expect(dataset.indexOf('nope')).toBe(-1);
    expect(dataset.duplicates).toEqual(['v5']);
  });

  it('a single lookup leaves the rest of the index to the idle warm-up', () => {
    const dataset = buildDataSet(people(20_000));
    dataset.indexSome(() => true);
    expect(dataset.indexOf('v12345')).toBe(12_345);
    expect(dataset.indexSome(() => true)).toBe(false);
    expect(dataset.indexSome(() => false)).toBe(true);
    expect(dataset.indexOf('v12345')).toBe(12_345);
  });

  it('builds the index in slices that stop when time is up', () => {
    const dataset = buildDataSet(people(20_000));
    expect(dataset.indexSome(() => true)).toBe(false);
    expect(dataset.indexSome(() => false)).toBe(true);
    expect(dataset.byValue.get('v19999')).toBe(19_999);
    expect(dataset.byValue.has('v20000')).toBe(false);
  });

  it('warns about duplicate values while idle instead of during construction', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const model = makeController({}, [...people(5000), { value: 'v1', label: 'twice' }]);
    expect(warn).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"v1"');
    model.dispose();
  });

  it("still throws at once under duplicateValuePolicy 'error'", () => {
    expect(() =>
      makeController({ duplicateValuePolicy: 'error' }, [...people(5000), { value: 'v1', label: 'twice' }]),
    ).toThrow(/"v1"/);
  });

  it('never uses a whole idle period in one task: slices of about 12 ms, the rest of the period in tasks of their own', () => {
    // A slow machine: every look at the clock costs 1 ms.
    const scheduler = manualScheduler({ tick: 1 });
    const slices: { start: number; took: number }[] = [];
    const timed =
      <A extends unknown[]>(run: (...args: A) => void) =>
      (...args: A) => {
        const start = scheduler.clock();
        run(...args);
        slices.push({ start, took: scheduler.clock() - start });
      };
    const model = makeController({}, people(200_000), [], {
      ...scheduler,
      idle: (step) => scheduler.idle(timed(step)),
      task: (run) => scheduler.task(timed(run)),
    });
    // One generous idle period (50 ms), then whatever it left to tasks.
    const periodStart = scheduler.clock();
    expect(scheduler.runIdle(50)).toBe(1);
    scheduler.runTasks();
    expect(slices.length).toBeGreaterThan(2);
    // 12 ms, and the looks at the clock that find it over.
    for (const { took } of slices) expect(took).toBeLessThanOrEqual(16);
    // No slice starts after the period ended, and the rest waits for the next one.
    for (const { start } of slices) expect(start - periodStart).toBeLessThan(50);
    expect(model.derivations.searchIndex()?.builtCount).toBeLessThan(200_000);
    while (scheduler.runIdle(50) > 0) scheduler.runTasks();
    expect(model.derivations.searchIndex()?.builtCount).toBe(200_000);
    model.dispose();
  });

  it('answers a search typed before the idle warm-up finished', () => {
    vi.useFakeTimers();
    const model = makeController({}, people(5000));
    model.send({ type: 'open', cause: 'api:open' });
    model.send({ type: 'setQuery', query: 'nguyen', cause: 'user:type' });
    const expected = people(5000).filter((o) => `${o.label} ${o.description}`.includes('nguyen')).length;
    expect(model.rows().optionCount).toBe(expected);
    model.dispose();
  });
});
