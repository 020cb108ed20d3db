import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Controller } from '../../src/core/machine/controller';
import { buildDataSet, type DataSet } from '../../src/core/domain/dataset';
import { cascadePick, cascadeRemove, selectAllTree, settleValue } from '../../src/features/tree/cascade';
import { subtreeEnd } from '../../src/features/tree/structure';
import type { Option, SelectEvents } from '../../src/types';
import { makeController } from './make-controller';
import { places } from './tree-fixtures';

const data = buildDataSet(places);
const all = () => true;
const except =
  (...blocked: string[]) =>
  (entry: number) =>
    !blocked.includes(data.entries[entry]?.option.value ?? '');
const sorted = (value: readonly string[]) => [...value].sort();

/** The invariant: a selectable parent with selectable descendants is selected iff all of them are. */
function violations<M>(dataset: DataSet<M>, value: readonly string[], selectable: (e: number) => boolean) {
  const selected = new Set(value);
  const out: string[] = [];
  dataset.entries.forEach((entry, i) => {
    if (entry.children.length === 0 || !selectable(i)) return;
    const inside: number[] = [];
    for (let d = i + 1; d < subtreeEnd(dataset, i); d++) if (selectable(d)) inside.push(d);
    if (inside.length === 0) return;
    const full = inside.every((d) => selected.has(dataset.entries[d]?.option.value as string));
    if (full !== selected.has(entry.option.value)) out.push(entry.option.value);
  });
  return out;
}

describe('cascadePick', () => {
  it('selects a parent with all its descendants, parent first', () => {
    const result = cascadePick(data, [], 2, all, undefined);
    expect(result).toEqual({ kind: 'select', value: ['france', 'paris', 'louvre', 'eiffel', 'lyon'] });
  });

  it('deselects a parent with all its descendants', () => {
    const result = cascadePick(
      data,
      ['moon', 'france', 'paris', 'louvre', 'eiffel', 'lyon'],
      2,
      all,
      undefined,
    );
    expect(result).toEqual({ kind: 'unselect', value: ['moon'] });
  });

  it('skips disabled descendants both ways, and they do not block the parent', () => {
    const selectable = except('eiffel', 'spain');
    const on = cascadePick(data, [], 1, selectable, undefined);
    expect(on).toEqual({ kind: 'select', value: ['europe', 'france', 'paris', 'louvre', 'lyon'] });
    const off = cascadePick(
      data,
      ['spain', 'europe', 'france', 'paris', 'louvre', 'lyon'],
      1,
      selectable,
      undefined,
    );
    expect(off).toEqual({ kind: 'unselect', value: ['spain'] });
  });

  it('selects ancestors whose descendants become complete, nearest first', () => {
    const result = cascadePick(data, ['louvre', 'lyon', 'spain', 'asia', 'japan'], 5, all, undefined);
    expect(result).toEqual({
      kind: 'select',
      value: ['louvre', 'lyon', 'spain', 'asia', 'japan', 'eiffel', 'paris', 'france', 'europe', 'world'],
    });
  });

  it('deselects every ancestor of a leaf that loses its selection', () => {
    const full = ['world', 'europe', 'france', 'paris', 'louvre', 'eiffel', 'lyon', 'spain', 'asia', 'japan'];
    const result = cascadePick(data, full, 4, all, undefined);
    expect(result).toEqual({ kind: 'unselect', value: ['eiffel', 'lyon', 'spain', 'asia', 'japan'] });
  });

  it('never completes a disabled ancestor', () => {
    const result = cascadePick(data, [], 9, except('asia'), undefined);
    expect(result).toEqual({ kind: 'select', value: ['japan'] });
  });

  it('refuses a cascade that would exceed maxSelections, including completed ancestors', () => {
    expect(cascadePick(data, [], 2, all, 4)).toEqual({ kind: 'maximum', limit: 4 });
    expect(cascadePick(data, [], 2, all, 5)).toMatchObject({ kind: 'select' });
    // Eiffel alone fits, but it completes Paris: two values over a cap of 2 with Louvre selected.
    expect(cascadePick(data, ['louvre'], 5, all, 2)).toEqual({ kind: 'maximum', limit: 2 });
    // Deselecting is never capped.
    expect(cascadePick(data, ['a', 'b', 'moon'], 10, all, 1)).toEqual({
      kind: 'unselect',
      value: ['a', 'b'],
    });
  });

  it('keeps values that are not in the data', () => {
    expect(cascadePick(data, ['gone'], 9, all, undefined)).toEqual({
      kind: 'select',
      value: ['gone', 'japan', 'asia'],
    });
  });
});

describe('cascadeRemove, settleValue, selectAllTree', () => {
  it('removing a tag removes its branch and its incomplete ancestors', () => {
    const current = ['paris', 'louvre', 'eiffel', 'moon'];
    expect(cascadeRemove(data, current, ['paris'], all)).toEqual(['moon']);
    expect(cascadeRemove(data, current, ['louvre'], all)).toEqual(['eiffel', 'moon']);
    expect(cascadeRemove(data, ['x', 'moon'], ['x'], all)).toEqual(['moon']);
  });

  it('setValue brings descendants of given parents and completes parents', () => {
    expect(settleValue(data, ['paris', 'lyon'], all)).toEqual([
      'paris',
      'lyon',
      'louvre',
      'eiffel',
      'france',
    ]);
    expect(settleValue(data, ['japan', 'gone'], all)).toEqual(['japan', 'gone', 'asia']);
    expect(settleValue(data, ['world'], except('lyon'))).toEqual([
      'world',
      'europe',
      'france',
      'paris',
      'louvre',
      'eiffel',
      'spain',
      'asia',
      'japan',
    ]);
    expect(settleValue(data, ['louvre'], all)).toEqual(['louvre']);
  });

  it('selectAll adds every selectable node in data order', () => {
    expect(selectAllTree(data, ['moon'], except('spain'), undefined)).toEqual([
      'moon',
      'world',
      'europe',
      'france',
      'paris',
      'louvre',
      'eiffel',
      'lyon',
      'asia',
      'japan',
    ]);
  });

  it('selectAll under a cap never leaves a complete branch without its parent', () => {
    // Post-order: louvre, eiffel, paris, lyon, france, spain, europe, japan, asia, world, moon.
    expect(sorted(selectAllTree(data, [], all, 3))).toEqual(['eiffel', 'louvre', 'paris']);
    // A cap of 2: Eiffel would complete Paris without room for it, so both stay out and Lyon fills the cap.
    expect(selectAllTree(data, [], all, 2)).toEqual(['louvre', 'lyon']);
    expect(selectAllTree(data, ['a', 'b'], all, 2)).toEqual(['a', 'b']);
  });
});

describe('cascade invariant (property)', () => {
  /** Node i hangs under an earlier node (or at the top), so every forest shape can come up. */
  const tree = fc.array(fc.tuple(fc.nat(), fc.nat(4)), { maxLength: 25 }).map((nodes) => {
    const made: Option[] = [];
    const roots: Option[] = [];
    nodes.forEach(([parent, flag], i) => {
      const option: Option = { value: `v${i}`, label: `v${i}`, children: [] };
      if (flag === 0) option.disabled = true;
      const at = parent % (i + 1);
      if (at === i) roots.push(option);
      else (made[at] as Option).children?.push(option);
      made.push(option);
    });
    return roots;
  });

  it('holds after any sequence of picks, removals and selectAll', () => {
    fc.assert(
      fc.property(
        tree,
        fc.array(fc.tuple(fc.nat(), fc.nat(2))),
        fc.option(fc.nat(12)),
        (forest, steps, cap) => {
          const dataset = buildDataSet(forest);
          const n = dataset.entries.length;
          if (n === 0) return;
          const selectable = (e: number) => dataset.entries[e]?.option.disabled !== true;
          const limit = cap ?? undefined;
          let value: string[] = [];
          for (const [at, kind] of steps) {
            const entry = at % n;
            if (kind === 0 && selectable(entry)) {
              const result = cascadePick(dataset, value, entry, selectable, limit);
              if (result.kind === 'select' || result.kind === 'unselect') value = result.value;
            } else if (kind === 1 && value.length > 0) {
              value = cascadeRemove(dataset, value, [value[at % value.length] as string], selectable);
            } else if (kind === 2) value = selectAllTree(dataset, value, selectable, limit);
            expect(violations(dataset, value, selectable)).toEqual([]);
            expect(new Set(value).size).toBe(value.length);
            if (limit !== undefined && kind !== 1)
              expect(value.length).toBeLessThanOrEqual(Math.max(limit, 0));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('cascadeRemove of several values', () => {
  it('lets go of what removing them one by one would, whatever order and nesting', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.nat(), { maxLength: 6 }), (start, picks) => {
        const n = data.entries.length;
        const value = settleValue(data, [data.entries[start % n]?.option.value as string], all);
        const values = picks.map((at) => data.entries[at % n]?.option.value as string);
        const oneByOne = values.reduce((current, v) => cascadeRemove(data, current, [v], all), value);
        expect(sorted(cascadeRemove(data, value, values, all))).toEqual(sorted(oneByOne));
        expect(violations(data, cascadeRemove(data, value, values, all), all)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('Controller in a multiple tree select', () => {
  function record(model: Controller) {
    const log: [keyof SelectEvents, unknown][] = [];
    for (const name of ['change', 'select', 'unselect', 'maximum'] as const) {
      model.emitter.on(name, (payload) => log.push([name, payload]));
    }
    return log;
  }

  it('emits one change per cascade, with select/unselect for every value', () => {
    const model = makeController({ multiple: true }, places);
    const log = record(model);
    model.send({ type: 'pick', entry: 3 });
    expect(log.filter(([name]) => name === 'change')).toEqual([['change', ['paris', 'louvre', 'eiffel']]]);
    expect(log.filter(([name]) => name === 'select').map(([, o]) => (o as Option).value)).toEqual([
      'paris',
      'louvre',
      'eiffel',
    ]);
    log.length = 0;
    model.send({ type: 'remove', value: 'louvre', cause: 'user:remove' });
    expect(log.map(([name]) => name)).toEqual(['unselect', 'unselect', 'change']);
    expect(model.state.value).toEqual(['eiffel']);
  });

  it('emits maximum with the picked option and changes nothing', () => {
    const model = makeController({ multiple: true, maxSelections: 2 }, places);
    const log = record(model);
    model.send({ type: 'pick', entry: 3 });
    expect(model.state.value).toEqual([]);
    expect(log).toEqual([['maximum', { limit: 2, option: data.entries[3]?.option }]]);
  });

  it('settles setValue and selectAll with the current isOptionDisabled', () => {
    let blocked = 'lyon';
    const model = makeController({ multiple: true, isOptionDisabled: (o) => o.value === blocked }, places);
    model.setValue(['france']);
    expect(model.state.value).toEqual(['france', 'paris', 'louvre', 'eiffel']);
    blocked = 'none';
    model.setValue(['louvre', 'eiffel']);
    expect(model.state.value).toEqual(['louvre', 'eiffel', 'paris']);
    model.send({ type: 'selectAll', cause: 'api:selectAll' });
    expect(violations(model.dataset, model.state.value, () => true)).toEqual([]);
  });

  it('picks any enabled node without a cascade in single mode', () => {
    const model = makeController({}, places);
    model.send({ type: 'pick', entry: 2 });
    expect(model.state.value).toEqual(['france']);
    model.setValue('world');
    expect(model.state.value).toEqual(['world']);
  });
});
