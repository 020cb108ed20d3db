import { describe, expect, it } from 'vitest';
import { makeController } from './make-controller';

const many = (count: number, prefix = 'Item') =>
  Array.from({ length: count }, (_, i) => ({ value: `v${i}`, label: `${prefix} ${i}` }));

describe.each([
  ['a small selection', 10],
  ['a large selection', 3_000],
])('the options of %s outlive the data they came from', (_, size) => {
  it('after setData without them (preserve), and after the selection changes again', () => {
    const model = makeController({ multiple: true, missingSelectionPolicy: 'preserve' }, many(size));
    model.send({ type: 'selectAll', cause: 'api:selectAll' });
    model.setData([{ value: 'new', label: 'New' }]);
    expect(model.optionOf('v0')?.label).toBe('Item 0');
    expect(model.optionOf(`v${size - 1}`)?.label).toBe(`Item ${size - 1}`);
    model.setValue([...model.state.value, 'new']);
    expect(model.optionOf('v0')?.label).toBe('Item 0');
    model.setData([{ value: 'other', label: 'Other' }]);
    model.send({ type: 'remove', value: 'v0', cause: 'user:remove' });
    expect(model.optionOf('v0')).toBeUndefined();
    expect(model.optionOf('v1')?.label).toBe('Item 1');
    expect(model.optionOf('new')?.label).toBe('New');
  });

  it('a value that leaves the selection after its data left is named by its unselect', () => {
    const model = makeController({ multiple: true, missingSelectionPolicy: 'preserve' }, many(size));
    model.send({ type: 'selectAll', cause: 'api:selectAll' });
    model.setData([]);
    const unselected: unknown[] = [];
    model.emitter.on('unselect', (option) => unselected.push(option));
    model.send({ type: 'remove', value: 'v0', cause: 'user:remove' });
    expect(unselected).toEqual([{ value: 'v0', label: 'Item 0' }]);
  });

  it('a value that left the selection and the data is forgotten', () => {
    const model = makeController({ multiple: true }, many(size));
    model.send({ type: 'selectAll', cause: 'api:selectAll' });
    model.setData(many(size, 'Renamed').slice(1));
    expect(model.optionOf('v1')?.label).toBe(`Renamed 1`);
    model.send({ type: 'remove', value: 'v0', cause: 'user:remove' });
    expect(model.optionOf('v0')).toBeUndefined();
    model.setValue(['v0']);
    expect(model.state.value).toEqual([]);
  });
});
