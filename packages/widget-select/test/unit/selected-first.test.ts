import { describe, expect, it } from 'vitest';
import { buildDataSet } from '../../src/core/domain/dataset';
import { selectedFirst } from '../../src/core/domain/rows';
import type { Controller } from '../../src/core/machine/controller';
import { makeController } from './make-controller';

const letters = ['a', 'b', 'c', 'd', 'e'].map((value) => ({ value, label: value.toUpperCase() }));
const grouped = [
  { label: 'One', options: letters.slice(0, 3) },
  { label: 'Two', options: letters.slice(3) },
];

/** The rows as labels, a group's header as "#<group>". */
function shown(model: Controller): string[] {
  return Array.from(model.rows().rows, (row) =>
    row < 0 ? `#${-row - 1}` : (model.dataset.options[row]?.label as string),
  );
}

describe('selectedFirst (pure)', () => {
  it('moves the given values to the front in data order, the rest after in data order', () => {
    const dataset = buildDataSet(letters);
    const list = { rows: Int32Array.from([0, 1, 2, 3, 4]), searchExpanded: null, optionCount: 5 };
    const out = selectedFirst(dataset, list, ['d', 'b']);
    expect(Array.from(out.rows)).toEqual([1, 3, 0, 2, 4]);
    expect(out.optionCount).toBe(5);
  });

  it('keeps the order when none of the values is shown', () => {
    const dataset = buildDataSet(letters);
    const list = { rows: Int32Array.from([1, 0]), searchExpanded: null, optionCount: 2 };
    expect(Array.from(selectedFirst(dataset, list, []).rows)).toEqual([1, 0]);
    expect(Array.from(selectedFirst(dataset, list, ['zzz']).rows)).toEqual([1, 0]);
  });

  it('orders inside each group and keeps the headers where they are', () => {
    const dataset = buildDataSet(grouped);
    // Headers are -(group + 1).
    const list = { rows: Int32Array.from([-1, 0, 1, 2, -2, 3, 4]), searchExpanded: null, optionCount: 5 };
    const out = selectedFirst(dataset, list, ['c', 'e']);
    expect(Array.from(out.rows)).toEqual([-1, 2, 0, 1, -2, 4, 3]);
  });
});

describe('selectedFirst (controller)', () => {
  it('lists the selected options first when the list opens, and keeps that order while it stays open', () => {
    const model = makeController({ multiple: true, selectedFirst: true }, letters, ['d', 'b']);
    model.send({ type: 'open', cause: 'user:open' });
    expect(shown(model)).toEqual(['B', 'D', 'A', 'C', 'E']);
    // A pick and an unpick while open move nothing.
    model.send({ type: 'pick', entry: 4 });
    model.send({ type: 'pick', entry: 1 });
    expect(model.state.value).toEqual(['d', 'e']);
    expect(shown(model)).toEqual(['B', 'D', 'A', 'C', 'E']);
    // The next opening takes the new selection.
    model.send({ type: 'close', cause: 'user:close' });
    model.send({ type: 'open', cause: 'user:open' });
    expect(shown(model)).toEqual(['D', 'E', 'A', 'B', 'C']);
  });

  it('applies to the empty query only: a search ranks its matches as usual', () => {
    const model = makeController({ multiple: true, selectedFirst: true }, letters, ['e']);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'b', cause: 'user:type' });
    expect(shown(model)).toEqual(['B']);
    model.send({ type: 'setQuery', query: '', cause: 'user:type' });
    expect(shown(model)).toEqual(['E', 'A', 'B', 'C', 'D']);
  });

  it('orders inside each group of grouped data', () => {
    const model = makeController({ multiple: true, selectedFirst: true }, grouped, ['c', 'e']);
    model.send({ type: 'open', cause: 'user:open' });
    expect(shown(model)).toEqual(['#0', 'C', 'A', 'B', '#1', 'E', 'D']);
  });

  it('highlights the first value on opening, as without the option', () => {
    const model = makeController({ multiple: true, selectedFirst: true }, letters, ['d', 'b']);
    model.send({ type: 'open', cause: 'user:open' });
    expect(model.state.highlighted).toEqual({ kind: 'option', entry: 3 });
  });

  it('a first value that cannot be picked leaves the highlight on the first row of the list as it opens', () => {
    const data = letters.map((option) => (option.value === 'd' ? { ...option, disabled: true } : option));
    const model = makeController({ multiple: true, selectedFirst: true }, data, ['d', 'b']);
    model.send({ type: 'open', cause: 'user:open' });
    expect(shown(model)).toEqual(['B', 'D', 'A', 'C', 'E']);
    expect(model.state.highlighted).toEqual({ kind: 'option', entry: 1 });
  });

  it('does nothing without the option, in single mode, or for tree data', () => {
    const plain = makeController({ multiple: true }, letters, ['d']);
    plain.send({ type: 'open', cause: 'user:open' });
    expect(shown(plain)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const single = makeController({ selectedFirst: true }, letters, ['d']);
    single.send({ type: 'open', cause: 'user:open' });
    expect(shown(single)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const tree = makeController({ multiple: true, selectedFirst: true }, [
      { value: 'p', label: 'P', children: [{ value: 'q', label: 'Q' }] },
      { value: 'r', label: 'R' },
    ]);
    tree.setValue(['r']);
    tree.send({ type: 'open', cause: 'user:open' });
    expect(shown(tree)).toEqual(['P', 'R']);
  });

  it('is live: turning it on reorders at the next opening', () => {
    const model = makeController({ multiple: true }, letters, ['c']);
    model.updateOptions({ selectedFirst: true });
    model.send({ type: 'open', cause: 'user:open' });
    expect(shown(model)).toEqual(['C', 'A', 'B', 'D', 'E']);
  });
});
