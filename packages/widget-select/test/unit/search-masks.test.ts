import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../../src/core/domain/search/engine';
import { normalize } from '../../src/core/domain/search/normalize';

// Letters with bits of their own, digits (one shared bit), and characters that
// share the remaining bits with each other: the character masks must never
// hide a match, whatever collides.
const ALPHABET = [...'abnguyz0195 -!đéßж東ÅİK'];

const text = (maxLength: number) =>
  fc.array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength }).map((chars) => chars.join(''));

/** The documented ranking, written plainly over folded text. */
function reference(options: { label: string; description: string }[], query: string): number[] {
  const q = normalize(query.trim(), true);
  const tokens = q.split(/\s+/).filter(Boolean);
  return options.map((option) => {
    const label = normalize(option.label, true);
    const description = normalize(option.description, true);
    if (q === '') return 1;
    if (label.startsWith(q)) return 3;
    if (tokens.every((t) => label.includes(t))) return 2;
    return tokens.every((t) => label.includes(t) || description.includes(t)) ? 0.999 : 0;
  });
}

describe('character masks', () => {
  it('keep every match of a plain scan, for one and many tokens, fresh and narrowing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ label: text(12), description: text(6) }), { minLength: 1, maxLength: 40 }),
        fc.array(text(3), { minLength: 1, maxLength: 4 }),
        (records, steps) => {
          const options = records.map((record, i) => ({ value: `v${i}`, ...record }));
          const index = new SearchIndex(options, {
            searchFields: ['label', 'description'],
            tokenSearch: true,
            accentInsensitive: true,
          });
          let query = '';
          for (const step of steps) {
            query += step;
            index.run(query);
            expect(Array.from(index.scores)).toEqual(reference(options, query));
          }
        },
      ),
      { numRuns: 300, seed: 20261123 },
    );
  });

  it('skip a field no option has, and still search it once data has it', () => {
    const plain = [
      { value: 'a', label: 'Alpha' },
      { value: 'b', label: 'Beta' },
    ];
    const index = new SearchIndex(plain, {
      searchFields: ['label', 'description'],
      tokenSearch: true,
      accentInsensitive: true,
    });
    expect(index.run('et')).toBe(1);
    const described = [...plain, { value: 'c', label: 'Gamma', description: 'beta version' }];
    const next = new SearchIndex(described, {
      searchFields: ['label', 'description'],
      tokenSearch: true,
      accentInsensitive: true,
    });
    expect(next.run('beta')).toBe(2);
    expect(Array.from(next.matches)).toEqual([1, 2]);
  });
});
