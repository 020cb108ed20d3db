/**
 * The reducer, alone: each action against a state and a context gives the
 * change, cause and flags that go down the one path (or nothing).
 */
import { describe, expect, test, vi } from 'vitest';
import { NO_HIGHLIGHT, NO_NODES, optionHighlight, type State } from '../../src/core/domain/state';
import type { Action } from '../../src/core/machine/vocabulary';
import { de, fruits, run, transition } from './reducer-fixture';
import { stateWith } from './state-fixture';

describe('reduce: dropdown and query', () => {
  test('open highlights the selected entry; a disabled or open widget does nothing', () => {
    expect(transition(stateWith({ value: ['cherry'] }), { type: 'open', cause: 'user:open' })).toEqual({
      change: { open: true, highlighted: optionHighlight(2) },
      cause: 'user:open',
    });
    expect(transition(stateWith(), { type: 'open', cause: 'api:open' }).change.highlighted).toEqual(
      optionHighlight(0),
    );
    expect(run(stateWith({ disabled: true }), { type: 'open', cause: 'user:open' })).toBeNull();
    expect(run(stateWith({ open: true }), { type: 'open', cause: 'user:open' })).toBeNull();
  });

  test('the focus intent of an open travels with it to the view', () => {
    const quiet = transition(stateWith(), { type: 'open', cause: 'user:open', focus: 'search-quietly' });
    expect(quiet.meta).toEqual({ focus: 'search-quietly' });
    const stay = transition(stateWith(), { type: 'open', cause: 'user:open', focus: 'stay' });
    expect(stay.meta).toEqual({ focus: 'stay' });
  });

  test('close resets query and highlight; closing a closed widget does nothing', () => {
    const open = stateWith({ open: true, query: 'ch', highlighted: optionHighlight(2) });
    expect(transition(open, { type: 'close', cause: 'api:close' })).toEqual({
      change: { open: false, query: '', highlighted: NO_HIGHLIGHT },
      cause: 'api:close',
    });
    expect(run(stateWith(), { type: 'close', cause: 'user:close' })).toBeNull();
  });

  test('a new query settles its highlight and ends a pending creation; the same query does nothing', () => {
    const pending = stateWith({ open: true, create: 'pending' });
    expect(transition(pending, { type: 'setQuery', query: 'd', cause: 'user:type', silent: true })).toEqual({
      change: { query: 'd', create: 'idle', createMessage: '' },
      cause: 'user:type',
      meta: { silentSearch: true, defaultHighlight: true },
    });
    expect(
      transition(stateWith(), { type: 'setQuery', query: 'd', cause: 'user:type', silent: false }).change,
    ).toEqual({
      query: 'd',
    });
    expect(
      run(stateWith({ query: 'd' }), { type: 'setQuery', query: 'd', cause: 'user:type', silent: false }),
    ).toBeNull();
  });
});

describe('reduce: selection', () => {
  test('single pick: the value, closed, in one change', () => {
    expect(
      transition(stateWith({ open: true, highlighted: optionHighlight(2) }), { type: 'pick', entry: 2 }),
    ).toEqual({
      change: { value: ['cherry'], open: false, query: '', highlighted: NO_HIGHLIGHT },
      cause: 'user:pick',
    });
  });

  test('single pick of the selected option only closes, as the user closed it', () => {
    const state = stateWith({ open: true, value: ['apple'] });
    expect(transition(state, { type: 'pick', entry: 0 })).toEqual({
      change: { open: false, query: '', highlighted: NO_HIGHLIGHT },
      cause: 'user:close',
    });
  });

  test('multiple pick stays open, clears the query and keeps the picked row highlighted', () => {
    const state = stateWith({ open: true, query: 'd', value: ['apple'] });
    expect(
      transition(state, { type: 'pick', entry: 3 }, { multiple: true, closeOnSelect: false }).change,
    ).toEqual({
      value: ['apple', 'damson'],
      query: '',
      highlighted: optionHighlight(3),
      anchor: 'damson',
    });
  });

  test('a pick past maxSelections is a notice, not a change; a disabled option does nothing', () => {
    const state = stateWith({ open: true, value: ['apple'] });
    expect(run(state, { type: 'pick', entry: 2 }, { multiple: true, maxSelections: 1 })).toEqual({
      notice: { name: 'maximum', payload: { limit: 1, option: fruits[2] } },
    });
    expect(run(state, { type: 'pick', entry: 1 }, { multiple: true })).toBeNull();
  });

  test('remove and clear: only what is selected, never while disabled', () => {
    const state = stateWith({ value: ['apple', 'cherry'] });
    expect(
      transition(state, { type: 'remove', value: 'apple', cause: 'user:remove' }, { multiple: true }),
    ).toEqual({
      change: { value: ['cherry'] },
      cause: 'user:remove',
    });
    expect(run(state, { type: 'remove', value: 'damson', cause: 'user:remove' })).toBeNull();
    expect(transition(state, { type: 'clear' })).toEqual({ change: { value: [] }, cause: 'user:clear' });
    expect(run(stateWith({ value: ['apple'], disabled: true }), { type: 'clear' })).toBeNull();
    expect(run(stateWith(), { type: 'clear' })).toBeNull();
  });

  test('setValue caps at maxSelections and carries what lands with it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const action: Action = {
      type: 'setValue',
      value: ['apple', 'cherry', 'damson'],
      cause: 'native:reset',
      silent: true,
      also: { validity: 'unknown' },
    };
    expect(transition(stateWith(), action, { multiple: true, maxSelections: 2 })).toEqual({
      change: { validity: 'unknown', value: ['apple', 'cherry'] },
      cause: 'native:reset',
      meta: { silentChange: true },
    });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  test('selectAll adds every enabled option in multiple mode and does nothing in single mode', () => {
    const action: Action = { type: 'selectAll', cause: 'api:selectAll' };
    expect(transition(stateWith({ value: ['damson'] }), action, { multiple: true }).change).toEqual({
      value: ['damson', 'apple', 'cherry'],
    });
    expect(run(stateWith(), action)).toBeNull();
  });

  test('reorder takes a new order of the same values only', () => {
    const state = stateWith({ value: ['apple', 'cherry'] });
    const order = (values: string[]): Action => ({
      type: 'reorder',
      order: values,
      cause: 'user:reorder',
    });
    expect(transition(state, order(['cherry', 'apple'])).change).toEqual({ value: ['cherry', 'apple'] });
    expect(run(state, order(['apple', 'cherry']))).toBeNull();
    expect(run(state, order(['cherry', 'damson']))).toBeNull();
  });
});

describe('reduce: highlight', () => {
  test('move skips disabled rows; highlight goes where asked; both are navigation', () => {
    const state = stateWith({ open: true, highlighted: optionHighlight(0) });
    expect(transition(state, { type: 'move', move: 'next' })).toEqual({
      change: { highlighted: optionHighlight(2) },
      cause: 'user:navigate',
    });
    expect(transition(state, { type: 'move', move: 'last' }).change).toEqual({
      highlighted: optionHighlight(3),
    });
    expect(transition(state, { type: 'highlight', entry: 3 })).toEqual({
      change: { highlighted: optionHighlight(3) },
      cause: 'user:navigate',
    });
  });
});

describe('reduce: disabled, data and options', () => {
  test('disabling an open widget closes it in the same change', () => {
    expect(
      transition(stateWith({ open: true, query: 'a' }), {
        type: 'disable',
        disabled: true,
        cause: 'api:disable',
      }),
    ).toEqual({
      change: { disabled: true, open: false, query: '', highlighted: NO_HIGHLIGHT },
      cause: 'api:disable',
    });
    expect(
      transition(stateWith(), { type: 'disable', disabled: true, cause: 'native:disabled' }).change,
    ).toEqual({
      disabled: true,
    });
  });

  test('new data bumps its version and collapses the tree; a closed list loses its highlight, an open one settles it anew', () => {
    const replaced = (state: State, keepHighlight: boolean) =>
      transition(state, { type: 'dataReplaced', also: { value: [] }, cause: 'api:setData', keepHighlight });
    const expanded = new Set([1]);
    const closed = replaced(stateWith({ dataVersion: 4, expanded, highlighted: optionHighlight(2) }), false);
    expect(closed.change).toEqual({
      value: [],
      dataVersion: 5,
      expanded: NO_NODES,
      highlighted: NO_HIGHLIGHT,
    });
    expect([...expanded]).toEqual([1]);
    expect(closed.meta).toEqual({ defaultHighlight: false });
    const open = replaced(stateWith({ open: true, highlighted: optionHighlight(2) }), false);
    expect(open.change.highlighted).toBeUndefined();
    expect(open.meta).toEqual({ defaultHighlight: true });
  });

  test('an appended page keeps the highlighted row', () => {
    const state = stateWith({ open: true, highlighted: optionHighlight(2) });
    const page = transition(state, {
      type: 'dataReplaced',
      also: { remoteShown: 'a' },
      cause: 'remote:result',
      keepHighlight: true,
    });
    expect(page.change).toEqual({ remoteShown: 'a', dataVersion: 1, highlighted: optionHighlight(2) });
    expect(page.meta).toEqual({ defaultHighlight: false });
  });

  test('options: version, language, disabled and data in one change', () => {
    const state = stateWith({ open: true, highlighted: optionHighlight(0) });
    const updated = transition(state, { type: 'optionsUpdated', messages: de, data: { value: [] } });
    expect(updated.change).toEqual({
      optionsVersion: 1,
      messages: de,
      value: [],
      dataVersion: 1,
    });
    expect(updated).toMatchObject({ cause: 'api:updateOptions', meta: { defaultHighlight: true } });
    const disabled = transition(state, { type: 'optionsUpdated', messages: de, disabled: true, data: {} });
    expect(disabled.change).toMatchObject({ disabled: true, open: false, highlighted: NO_HIGHLIGHT });
    expect(disabled.meta).toEqual({ defaultHighlight: false });
  });

  test('a bundled locale arriving replaces the messages', () => {
    expect(transition(stateWith(), { type: 'messagesLoaded', messages: de })).toEqual({
      change: { messages: de },
      cause: 'locale:loaded',
    });
  });

  test("a large list's completed search bumps the results version; the highlight moves only if asked", () => {
    const state = stateWith({ resultsVersion: 4 });
    expect(transition(state, { type: 'searchCompleted', rehighlight: true })).toEqual({
      change: { resultsVersion: 5 },
      cause: 'search:complete',
      meta: { defaultHighlight: true },
    });
    expect(transition(state, { type: 'searchCompleted', rehighlight: false }).meta).toEqual({
      defaultHighlight: false,
    });
  });
});
