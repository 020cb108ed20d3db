/**
 * Ranges, in the reducer alone: the rows from the anchor (or the highlight)
 * to the target in list order, disabled rows skipped, what is selected kept,
 * maxSelections keeping the rows nearest the anchor.
 */
import { describe, expect, test } from 'vitest';
import { optionHighlight } from '../../src/core/domain/state';
import { rangeMove } from '../../src/features/tags/range-input';
import { fruits, run, transition } from './reducer-fixture';
import { stateWith } from './state-fixture';

// fruits: apple, banana (disabled), cherry, damson; every entry a visible row.
const multiple = { multiple: true };

describe('the range keys', () => {
  const key = (
    k: string,
    modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing', boolean>> = {},
  ) => ({
    key: k,
    shiftKey: true,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    isComposing: false,
    ...modifiers,
  });

  test('Shift+ArrowDown / ArrowUp step, Ctrl+Shift+End / Home (or with Meta) go to the ends', () => {
    expect(rangeMove(key('ArrowDown'))).toBe('next');
    expect(rangeMove(key('ArrowUp'))).toBe('previous');
    expect(rangeMove(key('End', { ctrlKey: true }))).toBe('last');
    expect(rangeMove(key('Home', { ctrlKey: true }))).toBe('first');
    expect(rangeMove(key('End', { metaKey: true }))).toBe('last');
  });

  test("Shift+End alone (the search field's text), Alt, a composition or no Shift: no range", () => {
    expect(rangeMove(key('End'))).toBeNull();
    expect(rangeMove(key('ArrowDown', { ctrlKey: true }))).toBeNull();
    expect(rangeMove(key('ArrowDown', { altKey: true }))).toBeNull();
    expect(rangeMove(key('ArrowDown', { isComposing: true }))).toBeNull();
    expect(rangeMove({ ...key('ArrowDown'), shiftKey: false })).toBeNull();
  });
});

describe('reduce: pickRange', () => {
  test('Shift+click adds the enabled rows from the anchor to the row, in list order, as one pick', () => {
    const state = stateWith({ open: true, value: ['damson'], anchor: 'damson' });
    expect(transition(state, { type: 'pickRange', entry: 0 }, multiple)).toEqual({
      change: { value: ['damson', 'apple', 'cherry'] },
      cause: 'user:pick',
    });
  });

  test('with no anchor the row is picked alone and becomes the anchor', () => {
    const state = stateWith({ open: true });
    expect(transition(state, { type: 'pickRange', entry: 2 }, multiple).change).toEqual({
      value: ['cherry'],
      anchor: 'cherry',
    });
  });

  test('Shift+ArrowDown moves over the disabled row and picks the row reached, which becomes the anchor', () => {
    const state = stateWith({ open: true, highlighted: optionHighlight(0) });
    expect(transition(state, { type: 'pickRange', move: 'next' }, multiple)).toEqual({
      change: { highlighted: optionHighlight(2), value: ['cherry'], anchor: 'cherry' },
      cause: 'user:pick',
    });
  });

  test('a row reached that is selected already only moves the highlight', () => {
    const state = stateWith({ open: true, value: ['apple'], highlighted: optionHighlight(2) });
    expect(transition(state, { type: 'pickRange', move: 'previous' }, multiple)).toEqual({
      change: { highlighted: optionHighlight(0), anchor: 'apple' },
      cause: 'user:navigate',
    });
  });

  test('Ctrl+Shift+Home / End: from the highlighted row to the first / last', () => {
    const state = stateWith({ open: true, highlighted: optionHighlight(2) });
    expect(transition(state, { type: 'pickRange', move: 'first' }, multiple).change).toEqual({
      highlighted: optionHighlight(0),
      value: ['apple', 'cherry'],
    });
    expect(transition(state, { type: 'pickRange', move: 'last' }, multiple).change).toEqual({
      highlighted: optionHighlight(3),
      value: ['cherry', 'damson'],
    });
  });

  test('maxSelections keeps the rows nearest the anchor and names the first left out in `maximum`', () => {
    const state = stateWith({ open: true, value: ['damson'], anchor: 'damson' });
    expect(transition(state, { type: 'pickRange', entry: 0 }, { multiple: true, maxSelections: 2 })).toEqual({
      change: { value: ['damson', 'cherry'] },
      cause: 'user:pick',
      meta: { notices: [{ name: 'maximum', payload: { limit: 2, option: fruits[0] } }] },
    });
  });

  test('a range over every row it can pick adds what select-all adds, in list order, from either end', () => {
    const fromLast = stateWith({ open: true, value: ['cherry'], highlighted: optionHighlight(3) });
    const all = transition(
      stateWith({ value: ['cherry'] }),
      { type: 'selectAll', cause: 'user:selectAll' },
      multiple,
    );
    expect(all.change.value).toEqual(['cherry', 'apple', 'damson']);
    expect(transition(fromLast, { type: 'pickRange', move: 'first' }, multiple)).toEqual({
      change: { highlighted: optionHighlight(0), value: all.change.value },
      cause: 'user:pick',
    });
    const fromFirst = stateWith({ open: true, anchor: 'apple' });
    expect(transition(fromFirst, { type: 'pickRange', entry: 3 }, multiple).change.value).toEqual([
      'apple',
      'cherry',
      'damson',
    ]);
  });

  test('a single select has no ranges (its Shift+click is a click, range-input.ts sends none)', () => {
    const state = stateWith({ open: true, highlighted: optionHighlight(0) });
    expect(run(state, { type: 'pickRange', entry: 2 })).toBeNull();
    expect(run(state, { type: 'pickRange', move: 'next' })).toBeNull();
  });

  test('a plain multiple pick sets the anchor; a read-only widget takes no range', () => {
    const state = stateWith({ open: true });
    expect(transition(state, { type: 'pick', entry: 3 }, multiple).change.anchor).toBe('damson');
    expect(run(state, { type: 'pickRange', entry: 3 }, { multiple: true, readonly: true })).toBeNull();
  });
});
