/**
 * setValue and select-all of many values: the result is the plain rule's
 * (unknown values dropped, a value taken once, data order for select-all),
 * and values that come in data order are found without a lookup each.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { buildDataSet } from '../../src/core/domain/dataset';
import { normalizeValue, selectAll } from '../../src/core/domain/selection';
import { makeController } from './make-controller';
import { manualScheduler } from './manual-scheduler';

const many = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: `v${i}`, label: `Item ${i}` }));

/** The rule as plainly as it can be said. */
function plainNormalize(input: unknown[], known: (value: string) => boolean): string[] {
  const out: string[] = [];
  for (const item of input) {
    if (typeof item !== 'string' && typeof item !== 'number') continue;
    const value = String(item);
    if (known(value) && !out.includes(value)) out.push(value);
  }
  return out;
}

const item = fc.oneof(
  fc.integer({ min: 0, max: 90 }).map((i) => `v${i}`),
  fc.integer({ min: 0, max: 90 }),
  fc.constantFrom('x', '', null, true, { value: 'v1' }),
);

describe('many values', () => {
  it('normalizeValue with the data set answers as the plain rule, with values given twice in the data or the input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 80 }), { maxLength: 120 }),
        fc.array(item, { minLength: 60, maxLength: 200 }),
        fc.boolean(),
        (dataValues, input, indexed) => {
          const dataset = buildDataSet(dataValues.map((i) => ({ value: `v${i}`, label: `${i}` })));
          if (indexed) dataset.indexSome(() => false);
          // 'x' stands for a value the widget knows outside the data (remembered, or resolved).
          const known = (value: string) => value === 'x' || dataValues.some((i) => `v${i}` === value);
          const unknown: string[] = [];
          const out = normalizeValue(input, true, known, (values) => unknown.push(...values), dataset);
          expect(out).toEqual(plainNormalize(input, known));
          expect(unknown.length).toBe(
            input.length -
              input
                .filter((v) => typeof v === 'string' || typeof v === 'number')
                .filter((v) => known(String(v))).length,
          );
        },
      ),
      { numRuns: 300, seed: 20261126 },
    );
  });

  it('select-all answers as the plain rule, the current selection large or small, values given twice or not', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 150 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 220 }), { maxLength: 120 }),
        fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
        (dataValues, currentValues, cap) => {
          const dataset = buildDataSet(dataValues.map((i) => ({ value: `v${i}`, label: `${i}` })));
          const current = currentValues.map((i) => `v${i}`);
          const disabled = (option: { value: string }) => option.value.endsWith('7');
          const want = current.slice();
          for (const i of dataValues) {
            if (cap !== undefined && want.length >= cap) break;
            const value = `v${i}`;
            if (!want.includes(value) && !disabled({ value })) want.push(value);
          }
          expect(selectAll(current, dataset, disabled, cap)).toEqual(want);
        },
      ),
      { numRuns: 300, seed: 20261126 },
    );
  });

  it('setValue of the data values in data order makes no set of them and looks none of them up in the value index', () => {
    const model = makeController({ multiple: true }, many(20_000));
    const values = model.dataset.options.map((option) => option.value);
    const lookups = vi.spyOn(model.dataset, 'indexOf');
    const added = vi.spyOn(Set.prototype, 'add');
    model.setValue(values);
    expect(added.mock.calls.length).toBeLessThan(10);
    added.mockRestore();
    expect(model.state.value).toEqual(values);
    expect(lookups.mock.calls.length).toBeLessThan(10);
    // Out of order, each value is looked up once.
    model.setValue(values.slice().reverse());
    expect(model.state.value).toEqual(values.slice().reverse());
  });

  it('select-all over a selection of 20,000 values makes no set of the values and looks none up while they come in data order', () => {
    const model = makeController({ multiple: true }, many(40_000));
    model.setValue(model.dataset.options.slice(0, 20_000).map((option) => option.value));
    const lookups = vi.spyOn(model.dataset, 'indexOf');
    // A set of a million strings is seconds in Chromium: none is made of the values.
    const added = vi.spyOn(Set.prototype, 'add');
    model.send({ type: 'selectAll', cause: 'api:selectAll' });
    expect(added.mock.calls.length).toBeLessThan(10);
    added.mockRestore();
    expect(model.state.value).toHaveLength(40_000);
    expect(model.state.value[20_000]).toBe('v20000');
    expect(lookups.mock.calls.length).toBeLessThan(10);
  });

  it('a multiple select indexes its values before its search keys while the page is idle', () => {
    const scheduler = manualScheduler({ tick: 1 });
    const model = makeController({ multiple: true }, many(50_000), [], scheduler);
    while (!model.dataset.valuesKnownUnique) expect(scheduler.runIdle(10)).toBe(1);
    expect(model.derivations.searchIndex()?.builtCount).toBeLessThan(50_000);
  });
});
