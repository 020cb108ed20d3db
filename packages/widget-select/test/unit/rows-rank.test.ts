import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDataSet } from '../../src/core/domain/dataset';
import { computeRows } from '../../src/core/domain/rows';
import { rankMatches } from '../../src/core/domain/search/rank';

/** Matches ordered by score, highest first, ties in data order: a plain stable sort. */
function reference(matches: number[], scores: number[]): number[] {
  return [...matches].sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
}

describe('ranked rows', () => {
  it('order matches by score with ties in data order, for two, a few or many distinct scores', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(0, 3, 2),
            fc.constantFrom(0, 3, 2, 1.998, 0.999),
            fc.double({ min: 0.01, max: 9, noNaN: true }),
          ),
          {
            minLength: 1,
            maxLength: 120,
          },
        ),
        (scores) => {
          const dataset = buildDataSet(scores.map((_, i) => ({ value: `v${i}`, label: `o${i}` })));
          const matches = scores.flatMap((score, i) => (score > 0 ? [i] : []));
          const hits = { scores: Float64Array.from(scores), matches: Int32Array.from(matches) };
          const { rows, optionCount } = computeRows(
            dataset,
            hits,
            (run) => rankMatches(run, hits.scores),
            new Set(),
          );
          expect(Array.from(rows)).toEqual(reference(matches, scores));
          expect(optionCount).toBe(matches.length);
        },
      ),
      { numRuns: 400, seed: 20261123 },
    );
  });

  it('the unfiltered list is a new array each time (the view keeps row elements only for the same array)', () => {
    const dataset = buildDataSet([
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ]);
    const first = computeRows(dataset, null, null, new Set()).rows;
    expect(Array.from(first)).toEqual([0, 1]);
    expect(computeRows(dataset, null, null, new Set()).rows).not.toBe(first);
  });
});
