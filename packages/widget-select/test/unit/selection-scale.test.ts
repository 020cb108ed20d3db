import { describe, expect, it } from 'vitest';
import { buildDataSet } from '../../src/core/domain/dataset';
import { selectAll } from '../../src/core/domain/selection';
import { makeController } from './make-controller';

const many = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: `v${i}`, label: `Item ${i}` }));

describe('large selections', () => {
  it('isSelected answers for every value of a 20,000-value selection, and follows each new value array', () => {
    const model = makeController({ multiple: true }, many(20_000));
    model.send({ type: 'selectAll', cause: 'api:selectAll' });
    expect(model.state.value).toHaveLength(20_000);
    expect(model.isSelected('v0')).toBe(true);
    expect(model.isSelected('v19999')).toBe(true);
    expect(model.isSelected('nope')).toBe(false);
    model.send({ type: 'remove', value: 'v19999', cause: 'user:remove' });
    expect(model.isSelected('v19999')).toBe(false);
    expect(model.isSelected('v19998')).toBe(true);
  });

  it('a reorder must be a permutation: a repeated value is refused even at the same length', () => {
    const model = makeController({ multiple: true }, many(12));
    model.setValue(['v0', 'v1', 'v2']);
    model.send({ type: 'reorder', order: ['v0', 'v0', 'v1'], cause: 'user:reorder' });
    expect(model.state.value).toEqual(['v0', 'v1', 'v2']);
    model.send({ type: 'reorder', order: ['v2', 'v0', 'v1'], cause: 'user:reorder' });
    expect(model.state.value).toEqual(['v2', 'v0', 'v1']);
  });

  it('select-all takes a value given twice once, whether or not the value index is complete yet', () => {
    const dataset = buildDataSet([...many(5000), { value: 'v3', label: 'again' }]);
    const noneDisabled = () => false;
    expect(dataset.valuesKnownUnique).toBe(false);
    const before = selectAll(['v7'], dataset, noneDisabled, undefined);
    expect(before).toHaveLength(5000);
    expect(new Set(before).size).toBe(5000);
    expect(dataset.duplicates).toEqual(['v3']);
    expect(dataset.valuesKnownUnique).toBe(false);
    expect(selectAll(['v7'], dataset, noneDisabled, undefined)).toEqual(before);
    const unique = buildDataSet(many(5000));
    unique.indexSome(() => false);
    expect(unique.valuesKnownUnique).toBe(true);
    const all = selectAll(['v9', 'v2'], unique, noneDisabled, 4000);
    expect(all.slice(0, 4)).toEqual(['v9', 'v2', 'v0', 'v1']);
    expect(all).toHaveLength(4000);
    expect(new Set(all).size).toBe(4000);
  });
});
