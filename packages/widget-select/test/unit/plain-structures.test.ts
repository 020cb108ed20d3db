/**
 * The core's plain structures (one key string per option, a Map of values)
 * against those of `widget-select/large` (chunked key columns, the Int32
 * hash index): the same answers for the same data, so adding the large
 * entry changes memory and speed, never results.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeyColumn } from '../../src/features/large/key-column';
import { Cursor } from '../../src/core/domain/search/keys';
import { PlainKeys } from '../../src/core/domain/search/plain-keys';
import { ValueIndex } from '../../src/core/domain/value-index';
import { ValueMap } from '../../src/core/domain/value-map';
import { type TextsMode, withTexts } from '../diagnostic-texts-mode';

const ALPHABET = [...'abnz0 -đéßÅİΣσ', '😀'];
const text = (maxLength: number) =>
  fc.array(fc.constantFrom(...ALPHABET), { maxLength }).map((chars) => chars.join(''));

/** Every answer of a SearchKeys for `token`: keys, masks, first codes, find, sweep and a refine by `longer`. */
function answers(keys: PlainKeys | KeyColumn, size: number, token: string, longer: string) {
  while (keys.buildChunk());
  const scores = new Float64Array(size);
  const matches = new Int32Array(size);
  const at = new Int32Array(size);
  const swept = keys.sweep(token, scores, matches, 3, 2, at);
  const sweep = { matches: [...matches.subarray(0, swept)], scores: [...scores] };
  const kept = keys.refine(longer, matches, swept, scores, 3, 2, at);
  const refine = { matches: [...matches.subarray(0, kept)], scores: [...scores] };
  const cursor = new Cursor();
  return {
    keys: Array.from({ length: size }, (_, i) => keys.key(i)),
    masks: [...keys.masks],
    firsts: Array.from({ length: size }, (_, i) => keys.firstCode(i)),
    found: Array.from({ length: size }, (_, i) => keys.find(i, token, cursor)),
    used: keys.used,
    sweep,
    refine,
  };
}

describe('plain search keys answer as the chunked ones', () => {
  it('for any texts and tokens', () => {
    fc.assert(
      fc.property(
        fc.array(text(8), { minLength: 1, maxLength: 40 }),
        fc.boolean(),
        fc.constantFrom('a', 'b', 'an', 'ss', 'z0', 'é', 'e', 'σ', '😀', ' '),
        fc.constantFrom('', 'a', 'n', 'b'),
        (texts, accents, token, more) => {
          const read = (i: number) => texts[i] as string;
          const plain = new PlainKeys(texts.length, read, accents);
          const chunked = new KeyColumn(texts.length, read, accents);
          expect(answers(plain, texts.length, token, token + more)).toEqual(
            answers(chunked, texts.length, token, token + more),
          );
        },
      ),
      { numRuns: 300, seed: 20261123 },
    );
  });

  it('build in chunks: a long list is keyed a prefix at a time', () => {
    const plain = new PlainKeys(10_000, (i) => `Option ${i}`, true);
    expect(plain.built).toBe(0);
    expect(plain.buildChunk()).toBe(true);
    expect(plain.built).toBeGreaterThan(0);
    expect(plain.built).toBeLessThan(10_000);
    while (plain.buildChunk());
    expect(plain.built).toBe(10_000);
    expect(plain.key(9_999)).toBe('option 9999');
  });
});

describe('the plain value index answers as the hash table', () => {
  it('for any values, repeated ones included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', '', 'é', '😀', '__proto__'), { maxLength: 30 }),
        (values) => {
          const valueAt = (i: number) => values[i] as string;
          const map = new ValueMap(valueAt);
          const table = new ValueIndex(values.length, valueAt);
          values.forEach((_, i) => {
            map.add(i);
            table.add(i);
          });
          for (const value of ['a', 'b', 'c', 'd', '', 'é', '😀', '__proto__', 'x']) {
            expect(map.get(value)).toBe(table.get(value));
            expect(map.has(value)).toBe(table.has(value));
          }
          expect([...map.repeated].sort()).toEqual([...table.repeated].sort());
        },
      ),
      { numRuns: 200, seed: 20261123 },
    );
  });
});

describe('without widget-select/large', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  /** A fresh core (no feature added): builds data sets of `sizes` and searches the last one. */
  const coreWith = (mode: TextsMode) =>
    withTexts(mode, async () => ({
      ...(await import('../../src/core/domain/dataset')),
      ...(await import('../../src/core/domain/search/engine')),
      ...(await import('../../src/core/domain/structures')),
      ...(await import('../../src/features/registry')),
    }));

  const options = (size: number) =>
    Array.from({ length: size }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));

  it('uses the plain structures, and warns once in development from 100,000 options', async () => {
    const core = await coreWith('development');
    expect(core.hasLargeStructures()).toBe(false);
    core.buildDataSet(options(99_999));
    expect(warn).not.toHaveBeenCalled();
    const dataset = core.buildDataSet(options(100_000));
    core.buildDataSet(options(100_001));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("import 'widget-select/large'");
    expect(dataset.indexOf('v99999')).toBe(99_999);
    const index = new core.SearchIndex(dataset.options, {
      searchFields: ['label'],
      tokenSearch: true,
      accentInsensitive: true,
    });
    index.prepare(() => false);
    index.run('option 9999');
    expect(index.scores[9_999]).toBe(3);
    expect(index.scores[99_990]).toBe(3);
  });

  it('says nothing in production', async () => {
    const core = await coreWith('production');
    core.buildDataSet(options(100_000));
    expect(warn).not.toHaveBeenCalled();
  });

  it('says nothing once the large structures are added', async () => {
    const core = await coreWith('development');
    const { large } = await import('../../src/features/large');
    core.addFeature(large);
    expect(core.hasLargeStructures()).toBe(true);
    core.buildDataSet(options(100_000));
    expect(warn).not.toHaveBeenCalled();
  });
});
