/** Lazy tree nodes without a DOM: grafting children, status rows, the loader and `treeValue`. */
import { describe, expect, it } from 'vitest';
import { buildDataSet } from '../../src/core/domain/dataset';
import { nodeStatusRow, statusNode } from '../../src/core/domain/rows';
import { NO_LOADS, NO_NODES, optionHighlight } from '../../src/core/domain/state';
import { graftChildren } from '../../src/features/tree/graft';
import { treeRows } from '../../src/features/tree/rows';
import { siblingsOf } from '../../src/features/tree/row-structure';
import { hasChildren, isLazy } from '../../src/features/tree/structure';
import { strategyValue } from '../../src/features/tree/value-strategy';
import type { Option } from '../../src/types';
import { makeController } from './make-controller';

const lazy: Option[] = [
  { value: 'a', label: 'A', hasChildren: true },
  { value: 'b', label: 'B', children: [{ value: 'b1', label: 'B1', hasChildren: true }] },
  { value: 'c', label: 'C' },
];
const kids = (parent: string, n = 2): Option[] =>
  Array.from({ length: n }, (_, k) => ({ value: `${parent}${k + 1}`, label: `${parent}${k + 1}` }));
const valuesOf = (data: ReturnType<typeof buildDataSet>) => data.options.map((o) => o.value);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazy nodes in the data set', () => {
  it('a hasChildren node makes a tree and has children to load', () => {
    const data = buildDataSet([{ value: 'a', label: 'A', hasChildren: true }]);
    expect(data.isTree).toBe(true);
    expect(isLazy(data, 0)).toBe(true);
    expect(hasChildren(data, 0)).toBe(true);
  });

  it('grafts children after their node and shifts every later entry', () => {
    const data = buildDataSet(lazy);
    const { dataset, added, shift } = graftChildren(data, 0, [
      { value: 'a1', label: 'A1', children: [{ value: 'a1x', label: 'A1x' }] },
      { value: 'a2', label: 'A2' },
    ]);
    expect(added).toBe(3);
    expect(valuesOf(dataset)).toEqual(['a', 'a1', 'a1x', 'a2', 'b', 'b1', 'c']);
    expect(dataset.entries.map((e) => [e.parent, e.depth])).toEqual([
      [-1, 0],
      [0, 1],
      [1, 2],
      [0, 1],
      [-1, 0],
      [4, 1],
      [-1, 0],
    ]);
    expect(dataset.entries[0]?.children).toEqual([1, 3]);
    expect(dataset.entries[4]?.children).toEqual([5]);
    expect([shift(0), shift(1), shift(2), shift(3)]).toEqual([0, 4, 5, 6]);
    expect(isLazy(dataset, 0)).toBe(false);
    expect(dataset.byValue.get('a1x')).toBe(2);
    expect(siblingsOf(dataset).count[3]).toBe(2);
    // The data set before keeps its options; undo puts its records back.
    expect(valuesOf(data)).toEqual(['a', 'b', 'b1', 'c']);
    // The items hold the children, so a data set rebuilt from them keeps them.
    expect(valuesOf(buildDataSet(dataset.items))).toEqual(valuesOf(dataset));
  });

  it('undo puts the records of the data set before back', () => {
    const data = buildDataSet(lazy);
    const before = data.entries.map((e) => [e.parent, [...e.children]]);
    graftChildren(data, 0, kids('a', 3)).undo();
    expect(data.entries.map((e) => [e.parent, [...e.children]])).toEqual(before);
  });

  it('grafts under a nested node and inside a group', () => {
    const data = buildDataSet([
      { label: 'G', options: lazy },
      { value: 'z', label: 'Z' },
    ]);
    const { dataset } = graftChildren(data, 2, kids('b1'));
    expect(valuesOf(dataset)).toEqual(['a', 'b', 'b1', 'b11', 'b12', 'c', 'z']);
    expect(dataset.groups[0]).toMatchObject({ first: 0, count: 6 });
    expect(dataset.entries[4]).toMatchObject({ parent: 2, depth: 2, group: 0 });
    expect(dataset.entries[1]?.children).toEqual([2]);
    expect(valuesOf(buildDataSet(dataset.items))).toEqual(valuesOf(dataset));
  });

  it('an empty answer makes the node a leaf', () => {
    const { dataset } = graftChildren(buildDataSet(lazy), 0, []);
    expect(hasChildren(dataset, 0)).toBe(false);
    expect(valuesOf(dataset)).toEqual(['a', 'b', 'b1', 'c']);
  });

  it.each([
    ['not an array', { options: [] }],
    ['a group', [{ label: 'G', options: [] }]],
    ['a value the data has', [{ value: 'c', label: 'C again' }]],
  ])('refuses %s with callback-failed', (_, answer) => {
    expect(() => graftChildren(buildDataSet(lazy), 0, answer)).toThrow(
      expect.objectContaining({ code: 'callback-failed' }),
    );
  });
});

describe('status rows', () => {
  it('encodes the node of a status row apart from group headers', () => {
    expect(statusNode(nodeStatusRow(0))).toBe(0);
    expect(statusNode(nodeStatusRow(123_456))).toBe(123_456);
    expect(statusNode(-1)).toBe(-1);
    expect(statusNode(5)).toBe(-1);
  });

  it('follows an expanded node that is loading, while browsing and while searching', () => {
    const data = buildDataSet(lazy);
    const loads = new Map([['a', 'loading']]);
    expect(Array.from(treeRows(data, null, new Set([0]), NO_NODES, loads).rows)).toEqual([
      0,
      nodeStatusRow(0),
      1,
      3,
    ]);
    // Not expanded: no status row.
    expect(Array.from(treeRows(data, null, NO_NODES, NO_NODES, loads).rows)).toEqual([0, 1, 3]);
    const scores = Float64Array.from([1, 0, 0, 0]);
    expect(Array.from(treeRows(data, scores, NO_NODES, new Set([0]), loads).rows)).toEqual([
      0,
      nodeStatusRow(0),
    ]);
  });
});

describe('the loader', () => {
  it('loads an expanded lazy node, once, and checks the children of a checked node', async () => {
    const calls: string[] = [];
    const model = makeController(
      {
        multiple: true,
        loadChildren: (option) => {
          calls.push(option.value);
          return Promise.resolve(kids(option.value));
        },
      },
      lazy,
      ['a'],
    );
    const phases: unknown[] = [];
    model.store.subscribe((next) => phases.push(next.nodeLoads.get('a') ?? 'idle'));
    model.send({ type: 'expand', entry: 0 });
    await flush();
    await flush();
    expect(phases).toEqual(['idle', 'loading', 'idle']);
    expect(model.state.nodeLoads).toBe(NO_LOADS);
    expect(valuesOf(model.dataset)).toEqual(['a', 'a1', 'a2', 'b', 'b1', 'c']);
    expect(model.state.value).toEqual(['a', 'a1', 'a2']);
    // b stays expanded at its new index.
    model.send({ type: 'expand', entry: 3 });
    expect(Array.from(model.rows().rows)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(calls).toEqual(['a']);
  });

  it('moves the expansion and the highlight past the grafted children', async () => {
    const model = makeController({ loadChildren: (option) => kids(option.value, 3) }, lazy);
    model.send({ type: 'open', cause: 'api:open' });
    model.send({ type: 'expand', entry: 1 });
    model.send({ type: 'highlight', entry: 3 });
    model.send({ type: 'expand', entry: 0 });
    await flush();
    expect(model.state.expanded).toEqual(new Set([0, 4]));
    expect(model.state.highlighted).toEqual(optionHighlight(6));
    expect(model.dataset.options[6]?.value).toBe('c');
  });

  it('a failure marks the node, reports callback-failed, and a retry loads again', async () => {
    let fail = true;
    const model = makeController(
      {
        loadChildren: (option) =>
          fail ? Promise.reject(new Error('offline')) : Promise.resolve(kids(option.value)),
      },
      lazy,
    );
    const errors: unknown[] = [];
    model.emitter.on('error', (error) => errors.push(error));
    model.send({ type: 'expand', entry: 0 });
    await flush();
    await flush();
    expect(model.state.nodeLoads.get('a')).toBe('error');
    expect(errors).toEqual([expect.objectContaining({ code: 'callback-failed' })]);
    fail = false;
    model.send({ type: 'nodeLoad', value: 'a', phase: 'idle', cause: 'user:expand' });
    await flush();
    await flush();
    expect(valuesOf(model.dataset)).toEqual(['a', 'a1', 'a2', 'b', 'b1', 'c']);
  });

  it('aborts when the node collapses, on new data and on dispose', async () => {
    const signals: AbortSignal[] = [];
    const model = makeController(
      {
        loadChildren: (_option, { signal }) => {
          signals.push(signal);
          return new Promise<Option[]>(() => {});
        },
      },
      lazy,
    );
    model.send({ type: 'expand', entry: 0 });
    await flush();
    model.send({ type: 'collapse', entry: 0 });
    await flush();
    expect(signals[0]?.aborted).toBe(true);
    expect(model.state.nodeLoads).toBe(NO_LOADS);
    model.send({ type: 'expand', entry: 0 });
    await flush();
    model.setData(lazy);
    expect(signals[1]?.aborted).toBe(true);
    model.send({ type: 'expand', entry: 0 });
    await flush();
    model.dispose();
    expect(signals[2]?.aborted).toBe(true);
  });
});

describe('treeValue', () => {
  const data = buildDataSet([
    { value: 'p', label: 'P', children: kids('p') },
    { value: 'q', label: 'Q', children: kids('q') },
    { value: 'l', label: 'L', hasChildren: true },
  ]);
  const checked = ['p', 'p1', 'p2', 'q1', 'l', 'gone'];

  it("'all' keeps every checked node", () => {
    expect(strategyValue(data, checked, 'all')).toBe(checked);
  });

  it("'parent' keeps the checked nodes whose parent is not checked", () => {
    expect(strategyValue(data, checked, 'parent')).toEqual(['p', 'q1', 'l', 'gone']);
  });

  it("'leaf' keeps the checked nodes without children (an unloaded lazy node counts)", () => {
    expect(strategyValue(data, checked, 'leaf')).toEqual(['p1', 'p2', 'q1', 'l', 'gone']);
  });
});
