/** A later page of a remote tree answer merging into the ancestors the pages before it sent. */
import { describe, expect, it } from 'vitest';
import { buildDataSet } from '../../src/core/domain/dataset';
import { NO_NODES, optionHighlight } from '../../src/core/domain/state';
import { appendTreePage } from '../../src/features/tree/page-merge';
import type { Option } from '../../src/types';
import { stateWith } from './state-fixture';

const node = (value: string, children?: Option[]): Option => ({
  value,
  label: value.toUpperCase(),
  ...(children && { children }),
});

describe('appendTreePage', () => {
  const first = buildDataSet<Record<string, unknown>>([
    node('a', [node('a1', [node('a12')])]),
    node('b', [node('b2')]),
  ]);

  it('merges an ancestor sent again into the one there, at any depth, and adds new roots at the end', () => {
    const page = [node('a', [node('a1', [node('a13')]), node('a3')]), node('c', [node('c1')])];
    const { dataset } = appendTreePage(first, page, stateWith());
    expect(dataset.options.map((o) => o.value)).toEqual([
      'a',
      'a1',
      'a12',
      'a13',
      'a3',
      'b',
      'b2',
      'c',
      'c1',
    ]);
    expect(dataset.entries.map((e) => e.depth)).toEqual([0, 1, 2, 2, 1, 0, 1, 0, 1]);
    expect(dataset.entries[0]?.children).toEqual([1, 4]);
  });

  it('keeps the first copy of a value a page repeats elsewhere', () => {
    const { dataset } = appendTreePage(first, [node('c', [node('b2'), node('c1')])], stateWith());
    expect(dataset.options.map((o) => o.value)).toEqual(['a', 'a1', 'a12', 'b', 'b2', 'c', 'c1']);
  });

  it('carries the expansion, the flips and the highlight to the entries their nodes moved to', () => {
    const state = stateWith({
      expanded: new Set([0]),
      searchFlipped: new Set([3]),
      highlighted: optionHighlight(4),
    });
    const { carried } = appendTreePage(first, [node('a', [node('a2')])], state);
    // a2 lands at 3: b moves from 3 to 4, b2 from 4 to 5.
    expect(carried.expanded).toEqual(new Set([0]));
    expect(carried.searchFlipped).toEqual(new Set([4]));
    expect(carried.highlighted).toEqual(optionHighlight(5));
    expect(appendTreePage(first, [], stateWith()).carried.expanded).toBe(NO_NODES);
  });

  it('keeps the nodes whose children loadChildren gave', () => {
    const loaded = buildDataSet<Record<string, unknown>>([node('a', [node('a1')])], 'data', new Set(['a']));
    expect(appendTreePage(loaded, [node('b')], stateWith()).dataset.loaded).toEqual(new Set(['a']));
  });
});
