import { describe, expect, it } from 'vitest';
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
});
