/** `treeValue` for checked nodes the data set does not hold: placed by the parents they had. */
import { describe, expect, it } from 'vitest';
import { buildDataSet } from '../../src/core/domain/dataset';
import { rememberParents, strategyValue } from '../../src/features/tree/value-strategy';
import type { Option } from '../../src/types';
import { makeController } from './make-controller';

// A remote search answer: b holds only its match b2, sent lazy.
const answer: Option[] = [
  { value: 'b', label: 'B', children: [{ value: 'b2', label: 'B2', hasChildren: true }] },
];
// The browsed tree: b's children not loaded.
const browsed: Option[] = [
  { value: 'a', label: 'A', hasChildren: true },
  { value: 'b', label: 'B', hasChildren: true },
];

describe('remembered parents', () => {
  it('remembers where the selected values sat and forgets the unselected ones', () => {
    const parents = new Map<string, string | null>([['gone', null]]);
    rememberParents(buildDataSet(answer), ['b', 'b2', 'other'], parents);
    expect([...parents]).toEqual([
      ['b', null],
      ['b2', 'b'],
    ]);
  });

  it("'parent' leaves out a node the data lost whose parent is checked", () => {
    const parents = new Map([['b2', 'b']]);
    const data = buildDataSet(browsed);
    expect(strategyValue(data, ['b', 'b2'], 'parent', parents)).toEqual(['b']);
    expect(strategyValue(data, ['b2'], 'parent', parents)).toEqual(['b2']);
    // Never held by a tree: kept as it is.
    expect(strategyValue(data, ['b', 'x'], 'parent', parents)).toEqual(['b', 'x']);
  });

  it("'leaf' does not count an unloaded node whose lost child is checked", () => {
    const parents = new Map([['b2', 'b']]);
    const data = buildDataSet(browsed);
    expect(strategyValue(data, ['b', 'b2'], 'leaf', parents)).toEqual(['b2']);
    expect(strategyValue(data, ['b'], 'leaf', parents)).toEqual(['b']);
  });
});

describe('a new data set keeps the shape of the value', () => {
  for (const [treeValue, expected] of [
    ['parent', ['b']],
    ['leaf', ['b2']],
    ['all', ['b', 'b2']],
  ] as const) {
    it(`treeValue ${treeValue}`, () => {
      const controller = makeController({ multiple: true, treeValue }, answer, ['b']);
      expect(controller.publicValue()).toEqual(expected);
      controller.setData(browsed);
      expect(controller.state.value).toEqual(['b', 'b2']);
      expect(controller.publicValue()).toEqual(expected);
    });
  }
});
