/**
 * Tree expansion as state: the pure tree reducer (expand, collapse, the
 * twisty's toggle, ArrowRight / ArrowLeft) against a state and a context,
 * the reducer's resets (a new query, a new data set), and the controller
 * sending them down the one path where interceptors see the expansion.
 */
import { describe, expect, it } from 'vitest';
import { buildDataSet } from '../../src/core/domain/dataset';
import { reduce } from '../../src/core/machine/reducer';
import type { ReducerContext } from '../../src/core/machine/transition';
import { NO_NODES, optionHighlight, type State } from '../../src/core/domain/state';
import type { Change } from '../../src/core/machine/store';
import { reduceTree, type TreeAction, type TreeContext, withNode } from '../../src/features/tree/expansion';
import { treeRows } from '../../src/features/tree/rows';
import type { Transition } from '../../src/core/machine/store';
import type { Option } from '../../src/types';
import { makeController } from './make-controller';
import { stateWith } from './state-fixture';
import { places } from './tree-fixtures';
import { featureOf } from '../../src/features/registry';

// Entry indices: world 0, europe 1, france 2, paris 3, louvre 4, eiffel 5, lyon 6, spain 7, asia 8, japan 9, moon 10
const data = buildDataSet<Record<string, unknown>>(places);

/** The context of a state: rows as the tree shows them for it, with `query` matched on labels. */
function contextOf(state: State, disabled: readonly string[] = []): TreeContext<Record<string, unknown>> {
  const q = state.query.toLowerCase();
  const scores =
    q === ''
      ? null
      : Float64Array.from(data.entries, (e) => (e.option.label.toLowerCase().includes(q) ? 1 : 0));
  const list = treeRows(data, scores, state.expanded, state.searchFlipped);
  return {
    dataset: data,
    rows: () => list,
    isEntrySelectable: (entry) => !disabled.includes(data.entries[entry]?.option.value ?? ''),
  };
}

function tree(state: State, action: TreeAction, disabled: readonly string[] = []): Transition | null {
  return reduceTree(state, action, contextOf(state, disabled));
}

const nodes = (set: ReadonlySet<number> | undefined) => [...(set ?? [])].sort((a, b) => a - b);

describe('withNode', () => {
  it('returns a new set and leaves the old one as it was', () => {
    const before = new Set([1]);
    const after = withNode(before, 3, true);
    expect(nodes(after)).toEqual([1, 3]);
    expect(nodes(before)).toEqual([1]);
    expect(withNode(after, 3, false)).not.toBe(after);
  });

  it('gives the shared empty set when the last node leaves', () => {
    expect(withNode(new Set([2]), 2, false)).toBe(NO_NODES);
  });
});

describe('reduceTree without a query', () => {
  it('expand adds a collapsed node to a new expanded set, cause user:expand', () => {
    const state = stateWith({ open: true });
    const result = tree(state, { type: 'expand', entry: 0 });
    expect(result?.cause).toBe('user:expand');
    expect(nodes(result?.change.expanded)).toEqual([0]);
    expect(state.expanded).toBe(NO_NODES);
    expect(result?.change.searchFlipped).toBeUndefined();
  });

  it('collapse removes an expanded node; expand / collapse of a node already so, or of a leaf, is nothing', () => {
    const state = stateWith({ open: true, expanded: new Set([0, 8]) });
    expect(nodes(tree(state, { type: 'collapse', entry: 8 })?.change.expanded)).toEqual([0]);
    expect(tree(state, { type: 'expand', entry: 8 })).toBeNull();
    expect(tree(state, { type: 'collapse', entry: 1 })).toBeNull();
    expect(tree(state, { type: 'expand', entry: 10 })).toBeNull(); // moon, a leaf
    expect(tree(state, { type: 'toggleExpanded', entry: 10 })).toBeNull();
    expect(tree(state, { type: 'expand', entry: 99 })).toBeNull(); // no such entry
  });

  it('the twisty toggles either way', () => {
    const state = stateWith({ open: true, expanded: new Set([0]) });
    expect(nodes(tree(state, { type: 'toggleExpanded', entry: 0 })?.change.expanded)).toEqual([]);
    expect(nodes(tree(state, { type: 'toggleExpanded', entry: 1 })?.change.expanded)).toEqual([0, 1]);
  });

  it('a disabled widget expands nothing', () => {
    const state = stateWith({ disabled: true, highlighted: optionHighlight(0) });
    expect(tree(state, { type: 'toggleExpanded', entry: 0 })).toBeNull();
    expect(tree(state, { type: 'treeKey', key: 'expand' })).toBeNull();
  });

  it('a collapse that hides the highlighted row moves the highlight to the node, in the same change', () => {
    const state = stateWith({ open: true, expanded: new Set([0, 8]), highlighted: optionHighlight(9) });
    expect(tree(state, { type: 'collapse', entry: 0 })?.change).toEqual({
      expanded: new Set([8]),
      highlighted: optionHighlight(0),
    });
    // A disabled node passes the highlight on to its nearest ancestor that can take it.
    const deep = stateWith({ open: true, expanded: new Set([0, 1, 2]), highlighted: optionHighlight(6) });
    expect(tree(deep, { type: 'collapse', entry: 2 }, ['france'])?.change.highlighted).toEqual(
      optionHighlight(1),
    );
    // A collapse elsewhere leaves the highlight alone.
    expect(
      tree(stateWith({ ...state, highlighted: optionHighlight(10) }), { type: 'collapse', entry: 8 })?.change,
    ).toEqual({
      expanded: new Set([0]),
    });
  });
});

describe('reduceTree: ArrowRight / ArrowLeft', () => {
  const at = (highlighted: number, expanded: number[] = []) =>
    stateWith({ open: true, highlighted: optionHighlight(highlighted), expanded: new Set(expanded) });

  it('ArrowRight expands a collapsed node, then moves to its first child', () => {
    expect(tree(at(0), { type: 'treeKey', key: 'expand' })).toEqual({
      change: { expanded: new Set([0]) },
      cause: 'user:expand',
    });
    expect(tree(at(0, [0]), { type: 'treeKey', key: 'expand' })).toEqual({
      change: { highlighted: optionHighlight(1) },
      cause: 'user:navigate',
    });
  });

  it('ArrowRight on a leaf, or with nothing highlighted, does nothing (the key goes on)', () => {
    expect(tree(at(10), { type: 'treeKey', key: 'expand' })).toBeNull();
    expect(tree(at(-1), { type: 'treeKey', key: 'expand' })).toBeNull();
  });

  it('ArrowLeft collapses an open node, then moves to its parent; on a collapsed root it does nothing', () => {
    expect(tree(at(1, [0, 1]), { type: 'treeKey', key: 'collapse' })).toEqual({
      change: { expanded: new Set([0]) },
      cause: 'user:expand',
    });
    expect(tree(at(1, [0]), { type: 'treeKey', key: 'collapse' })).toEqual({
      change: { highlighted: optionHighlight(0) },
      cause: 'user:navigate',
    });
    expect(tree(at(9, [0, 8]), { type: 'treeKey', key: 'collapse' })?.change).toEqual({
      highlighted: optionHighlight(8),
    });
    expect(tree(at(0), { type: 'treeKey', key: 'collapse' })).toBeNull();
  });

  it('passes over disabled children and parents', () => {
    expect(tree(at(0, [0]), { type: 'treeKey', key: 'expand' }, ['europe'])?.change).toEqual({
      highlighted: optionHighlight(8),
    });
    expect(tree(at(2, [0, 1]), { type: 'treeKey', key: 'collapse' }, ['europe'])?.change).toEqual({
      highlighted: optionHighlight(0),
    });
  });
});

describe('reduceTree during a search', () => {
  const searching = (fields: Partial<State> = {}) =>
    stateWith({ open: true, query: 'eiffel', expanded: new Set([8]), ...fields });

  it('flips the search-time expansion and leaves the manual one as it is', () => {
    const state = searching();
    const collapsed = tree(state, { type: 'collapse', entry: 2 });
    expect(collapsed?.cause).toBe('user:expand');
    expect(nodes(collapsed?.change.searchFlipped)).toEqual([2]);
    expect(collapsed?.change.expanded).toBeUndefined();
    // Flipped back: the node opens again and the set is empty.
    const reopened = tree(searching({ searchFlipped: new Set([2]) }), { type: 'expand', entry: 2 });
    expect(reopened?.change.searchFlipped).toBe(NO_NODES);
  });

  it('opens a node the search keeps closed (a branch with no match) as a flip too', () => {
    const state = searching({ query: 'asia', expanded: NO_NODES });
    expect(nodes(tree(state, { type: 'toggleExpanded', entry: 8 })?.change.searchFlipped)).toEqual([8]);
    expect(tree(state, { type: 'collapse', entry: 8 })).toBeNull();
  });

  it('ArrowLeft on a branch the search opened collapses it for this query only', () => {
    const state = searching({ highlighted: optionHighlight(3) });
    expect(tree(state, { type: 'treeKey', key: 'collapse' })?.change).toEqual({
      searchFlipped: new Set([3]),
    });
  });
});

describe('the reducer forgets the search-time flips with the query, and all expansion with the data', () => {
  const context = (state: State): ReducerContext<Record<string, unknown>> => {
    const tree = contextOf(state);
    return {
      ...tree,
      options: makeController({}, places).options,
      isDisabled: () => false,
      isSelected: (value) => state.value.includes(value),
      optionOf: () => undefined,
      creation: { offered: () => false },
      feature: featureOf,
      typeaheadKeys: () => ({ normalizeQuery: (q: string) => q, labelKey: () => '' }),
    };
  };
  const change = (state: State, action: Parameters<typeof reduce>[1]): Change => {
    const reduced = reduce(state, action, context(state));
    if (!reduced || !('change' in reduced)) throw new Error('expected a change');
    return reduced.change;
  };
  const flipped = stateWith({
    open: true,
    query: 'eiffel',
    expanded: new Set([8]),
    searchFlipped: new Set([2]),
  });

  it('a new query empties the flips in its own change and keeps the manual expansion', () => {
    const typed = change(flipped, { type: 'setQuery', query: 'eiffe', cause: 'user:type', silent: false });
    expect(typed).toEqual({ query: 'eiffe', searchFlipped: NO_NODES });
    expect(change(flipped, { type: 'close', cause: 'user:close' }).searchFlipped).toBe(NO_NODES);
  });

  it('a change that keeps the query keeps the flips; without flips a new query adds nothing', () => {
    expect(change(flipped, { type: 'highlight', entry: 3 })).toEqual({ highlighted: optionHighlight(3) });
    const plain = stateWith({ open: true, query: 'a' });
    expect(change(plain, { type: 'setQuery', query: 'ab', cause: 'user:type', silent: false })).toEqual({
      query: 'ab',
    });
  });

  it('new data collapses the tree and forgets the flips', () => {
    const replaced = change(flipped, {
      type: 'dataReplaced',
      also: {},
      cause: 'api:setData',
      keepHighlight: false,
    });
    expect(replaced).toMatchObject({ expanded: NO_NODES, searchFlipped: NO_NODES });
  });
});

describe('expansion on the controller', () => {
  const open = () => {
    const model = makeController({}, places);
    model.send({ type: 'open', cause: 'user:open' });
    return model;
  };

  it('an interceptor sees the expansion in the proposed change, and its veto keeps the state and the rows', () => {
    const model = open();
    const seen: unknown[] = [];
    let veto = false;
    model.store.intercept((proposed, cause) => {
      seen.push([cause, nodes(proposed.expanded)]);
      return veto ? false : proposed;
    });
    model.send({ type: 'toggleExpanded', entry: 0 });
    expect(seen).toEqual([['user:expand', [0]]]);
    expect(nodes(model.state.expanded)).toEqual([0]);
    veto = true;
    const rows = model.rows();
    expect(model.send({ type: 'expand', entry: 8 })).toBe('vetoed');
    expect(nodes(model.state.expanded)).toEqual([0]);
    expect(model.rows()).toBe(rows);
  });

  it('an interceptor may rewrite the expansion', () => {
    const model = open();
    model.store.intercept((proposed) =>
      proposed.expanded ? { ...proposed, expanded: withNode(proposed.expanded, 8, true) } : proposed,
    );
    model.send({ type: 'expand', entry: 0 });
    expect(nodes(model.state.expanded)).toEqual([0, 8]);
    expect(model.rows().rows.length).toBe(5); // world, europe, asia, japan, moon
  });

  it('rows are rebuilt when the expansion changes, not on actions that leave it, the query and the data alone', () => {
    const model = open();
    const collapsed = model.rows();
    model.send({ type: 'move', move: 'next' });
    model.send({ type: 'highlight', entry: 10 });
    expect(model.rows()).toBe(collapsed);
    model.send({ type: 'expand', entry: 0 });
    const expanded = model.rows();
    expect(expanded).not.toBe(collapsed);
    model.send({ type: 'highlight', entry: 1 });
    expect(model.rows()).toBe(expanded);
  });

  it('setData starts collapsed; expansion made during a search does not survive it', () => {
    const model = open();
    model.send({ type: 'expand', entry: 0 });
    model.send({ type: 'setQuery', query: 'eiffel', cause: 'user:type' });
    model.send({ type: 'collapse', entry: 2 });
    expect(nodes(model.state.searchFlipped)).toEqual([2]);
    model.setData(places as Option[]);
    expect(model.state.expanded).toBe(NO_NODES);
    expect(model.state.searchFlipped).toBe(NO_NODES);
  });
});
