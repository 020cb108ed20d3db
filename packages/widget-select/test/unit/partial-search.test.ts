/**
 * A keystroke on a large list whose search keys are not all built yet: the
 * index searches the options built so far, and the rest of the keys is
 * built in short tasks before the full results are dispatched. The
 * controller's tasks and clock come from an injected scheduler the tests
 * drive.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cause } from '../../src/core/machine/actions';
import type { Controller } from '../../src/core/machine/controller';
import { LabelKeys } from '../../src/core/domain/label-keys';
import { SearchIndex } from '../../src/core/domain/search/engine';
import { CHUNK_SIZE } from '../../src/features/large/chunk-keys';
import { optionHighlight } from '../../src/core/domain/state';
import { makeController } from './make-controller';
import { type ManualScheduler, manualScheduler } from './manual-scheduler';

/** Options per chunk of keys (see the key columns). */
const CHUNK = CHUNK_SIZE;
const WORDS = ['Nguyễn', 'ngô', 'An', 'bảo', 'Na', 'ang', 'Giang', 'u'];

function people(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    value: `v${i}`,
    label: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`,
    ...(i % 3 === 0 ? { description: WORDS[(i * 5) % WORDS.length] } : {}),
  }));
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * The documented scores of the first `limit` options, 0 after: the whole
 * query opens the label 3, every token in the label 2, every token in the
 * label or the description 0.999.
 */
function reference(options: ReturnType<typeof people>, query: string, limit = options.length): number[] {
  const q = fold(query).trim();
  const tokens = q.split(/\s+/);
  return options.map(({ label, description }, i) => {
    if (i >= limit) return 0;
    const l = fold(label);
    const d = fold(description ?? '');
    if (l.startsWith(q)) return 3;
    if (tokens.every((t) => l.includes(t))) return 2;
    return tokens.every((t) => l.includes(t) || d.includes(t)) ? 0.999 : 0;
  });
}

/** Matching indices in ranked order: by score, ties in data order. */
function ranked(scores: number[]): number[] {
  return scores
    .map((score, i) => [score, i] as const)
    .filter(([score]) => score > 0)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
    .map(([, i]) => i);
}

/** A stop test that lets `rounds` rounds of chunks be built. */
function afterRounds(rounds: number): () => boolean {
  let left = rounds;
  return () => --left <= 0;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('searching the options whose keys are built so far', () => {
  const options = people(6 * CHUNK + 500);
  const index = () =>
    new SearchIndex(options, {
      searchFields: ['label', 'description'],
      tokenSearch: true,
      accentInsensitive: true,
    });

  it('builds every field of a chunk before it looks at the clock, so the built options stay a prefix', () => {
    const search = index();
    expect(search.builtCount).toBe(0);
    expect(search.prepare(afterRounds(1))).toBe(false);
    expect(search.builtCount).toBe(CHUNK);
    expect(search.prepare(afterRounds(2))).toBe(false);
    expect(search.builtCount).toBe(3 * CHUNK);
    while (!search.prepare(() => true)) expect(search.builtCount % CHUNK).toBe(0);
    expect(search.builtCount).toBe(options.length);
  });

  it('scores only the built options, marks the run partial, and the next run does not narrow from it', () => {
    const search = index();
    search.prepare(afterRounds(1));
    // "ngu" sweeps the labels, "ngu 1" takes the many-token path, "n" the one-letter path.
    for (const query of ['ngu', 'nguy', 'ngu 1', 'n', 'giang']) {
      search.run(query, false);
      expect(search.partial).toBe(true);
      expect(Array.from(search.scores)).toEqual(reference(options, query, CHUNK));
    }
    search.prepare(afterRounds(1));
    search.run('ngu', false);
    expect(Array.from(search.scores)).toEqual(reference(options, 'ngu', 2 * CHUNK));
    // Complete now: a growing query narrows from a full result and matches a fresh scan.
    search.run('ng');
    expect(search.partial).toBe(false);
    search.run('ngu');
    expect(Array.from(search.scores)).toEqual(reference(options, 'ngu'));
  });

  it('keeps label keys built ahead (typeahead) out of a partial result', () => {
    const typeahead = new LabelKeys(options, true);
    const search = new SearchIndex(
      options,
      { searchFields: ['label', 'description'], tokenSearch: true, accentInsensitive: true },
      typeahead.keys,
    );
    typeahead.labelKey(2 * CHUNK + 5);
    expect(search.builtCount).toBe(0);
    search.prepare(afterRounds(1));
    search.run('an', false);
    expect(Array.from(search.scores)).toEqual(reference(options, 'an', CHUNK));
    expect(Math.max(...search.matches)).toBeLessThan(CHUNK);
  });

  it('a search carried out in slices (start, advance) ends with the scores and matches of a complete run', () => {
    for (const searchFields of [['label', 'description'], ['label']]) {
      const config = { searchFields, tokenSearch: true, accentInsensitive: true };
      const searched =
        searchFields.length === 1 ? options.map(({ value, label }) => ({ value, label })) : options;
      const sliced = new SearchIndex(options, config);
      const whole = new SearchIndex(options, config);
      // Fresh sweeps, narrowing (with few matches left: from each label occurrence), many tokens, one letter.
      for (const query of ['ngu', 'nguy', 'n', 'ng', '12', '123', '1234', 'ngu 1', 'giang', 'gi']) {
        sliced.start(query);
        let slices = 1;
        while (!sliced.advance(afterRounds(1))) {
          expect(sliced.partial).toBe(true);
          slices++;
        }
        expect(sliced.partial).toBe(false);
        whole.run(query);
        expect(Array.from(sliced.matches), query).toEqual(Array.from(whole.matches));
        expect(Array.from(sliced.scores), query).toEqual(reference(searched, query));
        if (query === 'ngu') expect(slices).toBeGreaterThan(4);
      }
      // A new query while a search is under way starts over; the same query goes on.
      sliced.start('bao');
      sliced.advance(afterRounds(1));
      sliced.start('bao');
      expect(sliced.partial).toBe(true);
      sliced.start('an');
      while (!sliced.advance(afterRounds(1)));
      expect(Array.from(sliced.scores)).toEqual(reference(searched, 'an'));
    }
  }, 30_000);

  it('an explicit complete run builds everything first', () => {
    const search = index();
    search.run('bao');
    expect(search.partial).toBe(false);
    expect(Array.from(search.scores)).toEqual(reference(options, 'bao'));
  });
});

describe('a keystroke before the warm-up finished', () => {
  /**
   * The injected scheduler: tasks run when the test says, and every reading
   * of its clock is 8 ms later than the last, so each round of chunks
   * "takes" 8 ms and the time budgets decide how many are built per task,
   * whatever this machine's speed. Its idle steps never run: the warm-up
   * has not got anywhere when the user types.
   */
  const steppingScheduler = () => manualScheduler({ tick: 8 });

  /** Runs the scheduled tasks; returns the causes dispatched meanwhile. */
  function runTasks(model: Controller, scheduler: ManualScheduler): Cause[] {
    const causes: Cause[] = [];
    const unsubscribe = model.store.subscribe((_next, _prev, cause) => causes.push(cause));
    scheduler.runTasks();
    unsubscribe();
    return causes;
  }

  it('shows the matches among the options searched so far, then searches the rest in short slices and dispatches the full results', async () => {
    const scheduler = steppingScheduler();
    const options = people(8 * CHUNK);
    const model = makeController({}, options, [], scheduler);
    const slices: number[] = [];
    const advance = SearchIndex.prototype.advance;
    vi.spyOn(SearchIndex.prototype, 'advance').mockImplementation(function (
      this: SearchIndex<unknown>,
      stop,
    ) {
      const before = this.builtCount;
      const done = advance.call(this, stop);
      slices.push(this.builtCount - before);
      return done;
    });
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'ngu', cause: 'user:type' });
    // The keystroke built and searched a chunk or two, not all eight, and shows the matches found there.
    const partial = model.rows();
    const built = slices.reduce((sum, n) => sum + n, 0);
    expect(built).toBeGreaterThan(0);
    expect(built).toBeLessThan(options.length);
    expect(partial.rows.length).toBeGreaterThan(0);
    const searched = Math.max(...partial.rows) + 1;
    expect(searched).toBeLessThanOrEqual(built);
    expect(Array.from(partial.rows)).toEqual(ranked(reference(options, 'ngu', searched)));
    expect(model.state.highlighted).toEqual(optionHighlight(partial.rows[0] as number));
    // Synchronous answers do not wait for the search.
    expect(model.state.query).toBe('ngu');
    expect(runTasks(model, scheduler)).toEqual(['search:complete']);
    expect(Array.from(model.rows().rows)).toEqual(ranked(reference(options, 'ngu')));
    expect(model.state.highlighted).toEqual(optionHighlight(model.rows().rows[0] as number));
    // Every task built at most what its budget let it: two rounds of chunks at 8 ms each.
    expect(slices.length).toBeGreaterThan(3);
    for (const chunks of slices) expect(chunks).toBeLessThanOrEqual(2 * CHUNK);
    model.dispose();
  });

  it('ends a search due to end soon in the keystroke itself: no partial rows, no later dispatch', () => {
    // 4 ms a slice of one chunk: past 10 ms three quarters are done, so the whole is due in 16 ms.
    const scheduler = manualScheduler({ tick: 4 });
    const options = people(4 * CHUNK);
    const model = makeController({}, options, [], scheduler);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'ngu', cause: 'user:type' });
    expect(Array.from(model.rows().rows)).toEqual(ranked(reference(options, 'ngu')));
    expect(runTasks(model, scheduler)).toEqual([]);
    model.dispose();
  });

  it('keeps a highlight the user moved meanwhile, and a later key searches the options built by then', () => {
    const scheduler = steppingScheduler();
    const options = people(6 * CHUNK);
    const model = makeController({}, options, [], scheduler);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'n', cause: 'user:type' });
    model.send({ type: 'setQuery', query: 'ng', cause: 'user:type' });
    const second = model.rows().rows[1] as number;
    model.send({ type: 'highlight', entry: second });
    expect(runTasks(model, scheduler)).toEqual(['search:complete']);
    expect(model.state.highlighted).toEqual(optionHighlight(second));
    expect(Array.from(model.rows().rows)).toEqual(ranked(reference(options, 'ng')));
    model.dispose();
  });

  it('stops building for a data set that was replaced, and dispatches nothing for it', () => {
    const scheduler = steppingScheduler();
    const model = makeController({}, people(6 * CHUNK), [], scheduler);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'ngu', cause: 'user:type' });
    model.setData(people(10));
    expect(runTasks(model, scheduler)).toEqual([]);
    expect(model.rows().optionCount).toBe(reference(people(10), 'ngu').filter((s) => s > 0).length);
    model.dispose();
  });
});
