import { describe, expect, it } from 'vitest';
import type { Controller } from '../../src/core/machine/controller';
import { buildDataSet } from '../../src/core/domain/dataset';
import { groupRow } from '../../src/core/domain/rows';
import { optionHighlight } from '../../src/core/domain/state';
import { decideTreeKey, isExpanded as isExpandedIn } from '../../src/features/tree/expansion';
import { treeRows } from '../../src/features/tree/rows';
import { selectedDescendants, siblingsOf } from '../../src/features/tree/row-structure';
import { isDescendant, subtreeEnd } from '../../src/features/tree/structure';
import type { Option } from '../../src/types';
import { makeController } from './make-controller';
import { places } from './tree-fixtures';

const NONE = new Set<number>();
const data = buildDataSet(places);
const values = (rows: Int32Array) => Array.from(rows, (row) => data.entries[row]?.option.value);

function scoresFor(match: (label: string) => boolean): Float64Array {
  return Float64Array.from(data.entries, (entry) => (match(entry.option.label) ? 1 : 0));
}

describe('tree structure', () => {
  it('finds subtree ranges and descendants from the depth-first order', () => {
    expect(subtreeEnd(data, 0)).toBe(10);
    expect(subtreeEnd(data, 2)).toBe(7);
    expect(subtreeEnd(data, 4)).toBe(5);
    expect(isDescendant(data, 1, 5)).toBe(true);
    expect(isDescendant(data, 1, 8)).toBe(false);
    expect(isDescendant(data, 1, 1)).toBe(false);
  });

  it('computes sibling position and count once per data set', () => {
    const siblings = siblingsOf(data);
    expect(siblingsOf(data)).toBe(siblings);
    expect([siblings.index[0], siblings.count[0]]).toEqual([0, 2]); // world, with moon
    expect([siblings.index[10], siblings.count[10]]).toEqual([1, 2]);
    expect([siblings.index[6], siblings.count[6]]).toEqual([1, 2]); // lyon after paris
    expect([siblings.index[9], siblings.count[9]]).toEqual([0, 1]);
  });

  it('marks every ancestor of a selected value', () => {
    const marks = selectedDescendants(data, ['eiffel', 'unknown']);
    expect(Array.from(marks)).toEqual([1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('treeRows without a query', () => {
  it('starts collapsed and shows children of manually expanded nodes only', () => {
    expect(values(treeRows(data, null, NONE, NONE).rows)).toEqual(['world', 'moon']);
    const list = treeRows(data, null, new Set([0, 8]), NONE);
    expect(values(list.rows)).toEqual(['world', 'europe', 'asia', 'japan', 'moon']);
    expect(list.searchExpanded).toBeNull();
    expect(list.optionCount).toBe(5);
  });

  it('keeps the expansion of a hidden branch for when its parent opens again', () => {
    expect(values(treeRows(data, null, new Set([1, 2]), NONE).rows)).toEqual(['world', 'moon']);
    expect(values(treeRows(data, null, new Set([0, 1, 2]), NONE).rows)).toEqual([
      'world',
      'europe',
      'france',
      'paris',
      'lyon',
      'spain',
      'asia',
      'moon',
    ]);
  });

  it('puts a group header before the first row of each group', () => {
    const grouped = buildDataSet([
      { label: 'A', options: [{ value: 'a', label: 'a', children: [{ value: 'a1', label: 'a1' }] }] },
      { label: 'B', options: [{ value: 'b', label: 'b' }] },
    ]);
    const list = treeRows(grouped, null, new Set([0]), NONE);
    expect(Array.from(list.rows)).toEqual([groupRow(0), 0, 1, groupRow(1), 2]);
    expect(list.optionCount).toBe(3);
  });
});

describe('treeRows with a query', () => {
  it('shows matches with their ancestors, expanded temporarily', () => {
    const list = treeRows(
      data,
      scoresFor((l) => l === 'Eiffel Tower'),
      NONE,
      NONE,
    );
    expect(values(list.rows)).toEqual(['world', 'europe', 'france', 'paris', 'eiffel']);
    expect([...(list.searchExpanded ?? [])].sort()).toEqual([0, 1, 2, 3]);
  });

  it('ignores the manual expansion and leaves it untouched', () => {
    const manual = new Set([8]);
    const list = treeRows(
      data,
      scoresFor((l) => l === 'Lyon'),
      manual,
      NONE,
    );
    expect(values(list.rows)).toEqual(['world', 'europe', 'france', 'lyon']);
    expect([...manual]).toEqual([8]);
    expect(values(treeRows(data, null, manual, NONE).rows)).toEqual(['world', 'moon']);
  });

  it('collapses a temporarily expanded node the user flipped', () => {
    const list = treeRows(
      data,
      scoresFor((l) => l.startsWith('L')),
      NONE,
      new Set([2]),
    );
    expect(values(list.rows)).toEqual(['world', 'europe', 'france']);
    expect(list.searchExpanded?.has(2)).toBe(false);
  });

  it('shows every child of a matching node the user expanded during the search', () => {
    const list = treeRows(
      data,
      scoresFor((l) => l === 'Asia'),
      NONE,
      new Set([8]),
    );
    expect(values(list.rows)).toEqual(['world', 'asia', 'japan']);
    expect(list.searchExpanded?.has(8)).toBe(true);
  });

  it('returns no rows when nothing matches', () => {
    const list = treeRows(
      data,
      scoresFor(() => false),
      NONE,
      NONE,
    );
    expect(list.rows.length).toBe(0);
    expect(list.optionCount).toBe(0);
  });
});

describe('expansion and keys on the model', () => {
  const open = (options = {}) => {
    const model = makeController(options, places);
    model.send({ type: 'open', cause: 'user:open' });
    return model;
  };
  type Model = Controller<Record<string, unknown>>;
  const isExpanded = (model: Model, entry: number) =>
    isExpandedIn(model.dataset, model.state.expanded, model.rows(), entry);
  const setExpanded = (model: Model, entry: number, expand: boolean) =>
    model.send({ type: expand ? 'expand' : 'collapse', entry });
  const toggleExpanded = (model: Model, entry: number) => model.send({ type: 'toggleExpanded', entry });
  const treeKey = (model: Model, key: 'expand' | 'collapse') => model.send({ type: 'treeKey', key });

  it('toggles the manual expansion without a query', () => {
    const model = open();
    expect(toggleExpanded(model, 0)).toBe('applied');
    expect(isExpanded(model, 0)).toBe(true);
    expect([...model.state.expanded]).toEqual([0]);
    expect(values(model.rows().rows)).toEqual(['world', 'europe', 'asia', 'moon']);
    expect(setExpanded(model, 0, true)).toBe('ignored');
    expect(setExpanded(model, 10, true)).toBe('ignored'); // a leaf
  });

  it('flips the search expansion during a query and restores the manual one after', () => {
    const model = open();
    setExpanded(model, 0, true);
    model.send({ type: 'setQuery', query: 'eiffel', cause: 'user:type' });
    expect(isExpanded(model, 2)).toBe(true);
    setExpanded(model, 2, false);
    expect(values(model.rows().rows)).toEqual(['world', 'europe', 'france']);
    expect([...model.state.expanded]).toEqual([0]);
    model.send({ type: 'setQuery', query: '', cause: 'user:type' });
    expect(values(model.rows().rows)).toEqual(['world', 'europe', 'asia', 'moon']);
    model.send({ type: 'setQuery', query: 'eiffel', cause: 'user:type' });
    expect(isExpanded(model, 2)).toBe(true);
  });

  it('moves the highlight out of a branch that collapses', () => {
    const model = open();
    setExpanded(model, 0, true);
    setExpanded(model, 8, true);
    model.send({ type: 'highlight', entry: 9 });
    setExpanded(model, 0, false);
    expect(model.state.highlighted).toEqual(optionHighlight(0));
  });

  it('ArrowRight expands, then moves to the first child; ArrowLeft collapses, then moves to the parent', () => {
    const model = open();
    model.send({ type: 'highlight', entry: 0 });
    expect(decideTreeKey(model.state, model, 'expand')).toEqual({ kind: 'expand', entry: 0 });
    expect(treeKey(model, 'expand')).toBe('applied');
    expect(decideTreeKey(model.state, model, 'expand')).toEqual({ kind: 'highlight', entry: 1 });
    treeKey(model, 'expand');
    expect(model.state.highlighted).toEqual(optionHighlight(1));
    expect(decideTreeKey(model.state, model, 'collapse')).toEqual({ kind: 'highlight', entry: 0 });
    treeKey(model, 'collapse');
    expect(model.state.highlighted).toEqual(optionHighlight(0));
    expect(decideTreeKey(model.state, model, 'collapse')).toEqual({ kind: 'collapse', entry: 0 });
    treeKey(model, 'collapse');
    expect(isExpanded(model, 0)).toBe(false);
    expect(treeKey(model, 'collapse')).toBe('ignored'); // a collapsed root: nothing to do
    model.send({ type: 'highlight', entry: 10 });
    expect(treeKey(model, 'expand')).toBe('ignored'); // a leaf
  });

  it('passes over disabled children and parents', () => {
    const model = open({ isOptionDisabled: (o: Option) => o.value === 'europe' });
    model.send({ type: 'highlight', entry: 0 });
    treeKey(model, 'expand');
    expect(decideTreeKey(model.state, model, 'expand')).toEqual({ kind: 'highlight', entry: 8 });
    setExpanded(model, 1, true);
    model.send({ type: 'highlight', entry: 2 });
    expect(decideTreeKey(model.state, model, 'collapse')).toEqual({ kind: 'highlight', entry: 0 });
  });
});

describe('performance', () => {
  function bigTree(roots: number, children: number): Option[] {
    return Array.from({ length: roots }, (_, r) => ({
      value: `r${r}`,
      label: `Root ${r}`,
      children: Array.from({ length: children }, (_, c) => ({
        value: `r${r}c${c}`,
        label: `Leaf ${r}.${c}`,
      })),
    }));
  }

  it('expands a node with 10k children in a 100k-node tree in linear time', () => {
    const big = buildDataSet(bigTree(10, 9_999)); // 100,000 entries
    expect(big.entries.length).toBe(100_000);
    const started = performance.now();
    const list = treeRows(big, null, new Set([0]), NONE);
    const collapsed = treeRows(big, null, NONE, NONE);
    const elapsed = performance.now() - started;
    expect(list.rows.length).toBe(10 + 9_999);
    expect(collapsed.rows.length).toBe(10);
    expect(elapsed).toBeLessThan(250);
  });

  it('searches a 100k-node tree that expands every branch in one pass', () => {
    const big = buildDataSet(bigTree(100, 999));
    const scores = Float64Array.from(big.entries, (_, i) => (i % 7 === 0 ? 1 : 0));
    const started = performance.now();
    const list = treeRows(big, scores, NONE, NONE);
    expect(performance.now() - started).toBeLessThan(250);
    expect(list.searchExpanded?.size).toBe(100);
  });
});
