import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValueIndex } from '../../src/core/domain/value-index';

describe('value index', () => {
  it('answers like a Map of first occurrences, duplicates reported once each', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 4 }), { maxLength: 200 }),
        fc.string({ maxLength: 4 }),
        (values, probe) => {
          const index = new ValueIndex(values.length, (i) => values[i] as string);
          for (let i = 0; i < values.length; i++) index.add(i);
          const first = new Map<string, number>();
          const repeated = new Set<string>();
          values.forEach((value, i) => {
            if (first.has(value)) repeated.add(value);
            else first.set(value, i);
          });
          for (const value of [...values, probe]) {
            expect(index.get(value)).toBe(first.get(value));
            expect(index.has(value)).toBe(first.has(value));
          }
          expect([...index.repeated].sort()).toEqual([...repeated].sort());
        },
      ),
      { numRuns: 300, seed: 20261123 },
    );
  });

  it('finds every one of 100,000 values and none that is absent', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => `v${i}`);
    const index = new ValueIndex(values.length, (i) => values[i] as string);
    for (let i = 0; i < values.length; i++) index.add(i);
    expect(values.every((value, i) => index.get(value) === i)).toBe(true);
    expect(index.get('v100000')).toBeUndefined();
    expect(index.repeated.size).toBe(0);
  });
});
