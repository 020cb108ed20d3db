import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LabelKeys } from '../../src/core/domain/label-keys';
import { SearchIndex } from '../../src/core/domain/search/engine';
import { CHUNK_SIZE } from '../../src/features/large/chunk-keys';
import { KeyColumn } from '../../src/features/large/key-column';
import { normalize } from '../../src/core/domain/search/normalize';

// Letters, digits, folds that grow (ß → ss, İ → i + dot), a surrogate pair
// and an unpaired surrogate; capitals, Σ (final or not by position). (The NUL the chunks put between keys has a test of its own.)
const ALPHABET = [...'abnguyz0195 -đéßж東ÅİKNGΣσ', '😀', '\ud800'];

const text = (maxLength: number) =>
  fc.array(fc.constantFrom(...ALPHABET), { maxLength }).map((chars) => chars.join(''));

/** The documented ranking over the label alone, written plainly. */
function reference(labels: string[], query: string, accents: boolean): number[] {
  const q = normalize(query.trim(), accents);
  const tokens = q.split(/\s+/).filter(Boolean);
  return labels.map((raw) => {
    const label = normalize(raw, accents);
    if (q === '') return 1;
    if (label.startsWith(q)) return 3;
    return tokens.every((t) => label.includes(t)) ? 2 : 0;
  });
}

const labelOnly = (labels: string[], accentInsensitive = true) =>
  new SearchIndex(
    labels.map((label, i) => ({ value: `v${i}`, label })),
    { searchFields: ['label'], tokenSearch: true, accentInsensitive },
  );

/** A label-only index and the label keys typeahead reads, which are the keys it searches. */
function withTypeahead(labels: string[]) {
  const options = labels.map((label, i) => ({ value: `v${i}`, label }));
  const typeahead = new LabelKeys(options, true);
  const config = { searchFields: ['label'], tokenSearch: true, accentInsensitive: true };
  return { index: new SearchIndex(options, config, typeahead.keys), typeahead };
}

describe('label keys kept as chunk strings', () => {
  it('give each option the key a per-label normalize gives, whatever the characters', () => {
    fc.assert(
      fc.property(fc.array(text(8), { minLength: 1, maxLength: 30 }), fc.boolean(), (labels, accents) => {
        const column = new KeyColumn(labels.length, (i) => labels[i] as string, accents);
        while (column.buildChunk());
        expect(labels.map((_, i) => column.key(i))).toEqual(labels.map((label) => normalize(label, accents)));
      }),
      { numRuns: 300, seed: 20261123 },
    );
  });

  it('a label-only search (the swept path) ranks as a plain scan, fresh and narrowing', () => {
    fc.assert(
      fc.property(
        fc.array(text(10), { minLength: 1, maxLength: 40 }),
        fc.array(text(3), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (labels, steps, accents) => {
          const index = labelOnly(labels, accents);
          let query = '';
          for (const step of steps) {
            query += step;
            index.run(query);
            expect(Array.from(index.scores)).toEqual(reference(labels, query, accents));
          }
        },
      ),
      { numRuns: 300, seed: 20261123 },
    );
  });

  it('a query grown letter by letter finds each match at or after where the shorter one first occurs', () => {
    // Few letters and no spaces: one token that keeps matching, found first where the shorter one was not.
    const letters = fc.array(fc.constantFrom(...'ngunğ'), { maxLength: 12 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(
        fc.array(letters, { minLength: 1, maxLength: 40 }),
        fc.array(fc.constantFrom(...'ngu'), { minLength: 2, maxLength: 6 }),
        (labels, typed) => {
          const index = labelOnly(labels);
          let query = '';
          for (const letter of typed) {
            query += letter;
            index.run(query);
            const expected = reference(labels, query, true);
            expect(Array.from(index.scores)).toEqual(expected);
            expect(Array.from(index.matches)).toEqual(expected.flatMap((score, i) => (score > 0 ? [i] : [])));
          }
        },
      ),
      { numRuns: 300, seed: 20261123 },
    );
  });

  it('a grown query over many chunks matches a fresh search, with many matches left or few', () => {
    const count = 40_000;
    // "Nina Ingrid" (1 in 11) leaves few matches for "i…": those steps re-check the previous matches only,
    // where "ing" is not where "in" first was.
    const labels = Array.from({ length: count }, (_, i) =>
      i % 11 === 0
        ? `Nina Ingrid Nguyễn ${i}`
        : i % 5 === 0
          ? `Ng ${i}`
          : i % 3 === 0
            ? `Nguyễn An ${i}`
            : `Lê ${i}`,
    );
    const grown = labelOnly(labels);
    const queries = [
      'n',
      'ng',
      'ngu',
      'nguy',
      'nguyen a',
      'ng',
      'ngu',
      'i',
      'in',
      'ing',
      'ingrid',
      'ingrid2',
      'g',
      'gu',
    ];
    for (const query of queries) {
      grown.run(query);
      const fresh = labelOnly(labels);
      fresh.run(query);
      expect(Array.from(grown.scores)).toEqual(Array.from(fresh.scores));
      expect(Array.from(grown.matches)).toEqual(Array.from(fresh.matches));
      expect(Array.from(grown.scores)).toEqual(reference(labels, query, true));
    }
  });

  it('find matches across chunk boundaries, at the first and last key of every chunk', () => {
    const count = 40_000;
    const labels = Array.from({ length: count }, (_, i) =>
      i % CHUNK_SIZE === 0 || i % CHUNK_SIZE === CHUNK_SIZE - 1 ? `Ngô Straße ${i}` : `Müller ${i}`,
    );
    labels[count - 1] = 'last ngo';
    const { index, typeahead } = withTypeahead(labels);
    for (const query of ['ngo', 'ngo 1', 'ng', 'strasse 3', 'ngo']) {
      index.run(query);
      const expected = reference(labels, query, true);
      expect(Array.from(index.scores)).toEqual(expected);
      expect(Array.from(index.matches)).toEqual(expected.flatMap((score, i) => (score > 0 ? [i] : [])));
    }
    expect(typeahead.labelKey(count - 1)).toBe('last ngo');
    expect(typeahead.labelKey(CHUNK_SIZE)).toBe(`ngo strasse ${CHUNK_SIZE}`);
  });

  it('labels holding the separator character are keyed one by one and still match exactly', () => {
    const labels = ['a\u0000b', 'ab', 'b\u0000', '\u0000'];
    const { index, typeahead } = withTypeahead(labels);
    index.run('ab');
    expect(Array.from(index.matches)).toEqual([1]);
    index.run('\u0000b');
    expect(Array.from(index.matches)).toEqual([0]);
    expect(typeahead.labelKey(2)).toBe('b\u0000');
  });
});
