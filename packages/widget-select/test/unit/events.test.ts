import { describe, expect, test } from 'vitest';
import { type DiffContext, diffEvents, EventOutlet, transitionEvents } from '../../src/core/machine/events';
import type { Controller } from '../../src/core/machine/controller';
import type { Option } from '../../src/types';
import { makeController } from './make-controller';
import { stateWith } from './state-fixture';

const options = new Map<string, Option>([
  ['a', { value: 'a', label: 'A' }],
  ['b', { value: 'b', label: 'B' }],
]);
const context = (multiple = true): DiffContext<Record<string, unknown>> => ({
  multiple: () => multiple,
  optionOf: (value) => options.get(value),
});
const names = (events: { name: string }[]) => events.map((event) => event.name);

describe('diffEvents', () => {
  test('a user pick that closes: close, search, select, change in that order', () => {
    const prev = stateWith({ open: true, query: 'b', value: ['a'] });
    const next = stateWith({ open: false, query: '', value: ['a', 'b'] });
    const events = diffEvents(prev, next, 'user:pick', {}, context());
    expect(names(events)).toEqual(['close', 'search', 'select', 'change']);
    expect(events[2]?.payload).toEqual({ value: 'b', label: 'B' });
    expect(events[3]?.payload).toEqual(['a', 'b']);
  });

  test('an api value change emits change only, in the single-mode shape', () => {
    const events = diffEvents(stateWith(), stateWith({ value: ['a'] }), 'api:setValue', {}, context(false));
    expect(events).toEqual([{ name: 'change', payload: 'a' }]);
  });

  test('silent flags drop change and search', () => {
    const prev = stateWith();
    const next = stateWith({ value: ['a'], query: 'x' });
    const meta = { silentChange: true, silentSearch: true };
    expect(diffEvents(prev, next, 'api:setValue', meta, context())).toEqual([]);
  });

  test('clear emits unselect per removed value before clear; reorder replaces select/unselect', () => {
    const prev = stateWith({ value: ['a', 'b'] });
    expect(names(diffEvents(prev, stateWith({ value: [] }), 'user:clear', {}, context()))).toEqual([
      'unselect',
      'unselect',
      'clear',
      'change',
    ]);
    expect(names(diffEvents(prev, stateWith({ value: ['b', 'a'] }), 'user:reorder', {}, context()))).toEqual([
      'reorder',
      'change',
    ]);
  });

  test('loading is balanced by the remote phase, not by each phase change', () => {
    const idle = stateWith();
    const pending = stateWith({ remote: 'pending' });
    const loading = stateWith({ remote: 'loading' });
    expect(diffEvents(idle, pending, 'remote:load', {}, context())).toEqual([]);
    expect(diffEvents(pending, loading, 'remote:load', {}, context())).toEqual([
      { name: 'loading', payload: true },
    ]);
    expect(diffEvents(loading, stateWith({ remote: 'error' }), 'remote:load', {}, context())).toEqual([
      { name: 'loading', payload: false },
    ]);
  });

  test('node loads join the span: overlapping loads of nodes and pages start and end it once', () => {
    const loads = (entries: [string, 'loading' | 'error'][]) => new Map(entries);
    const steps = [
      stateWith(),
      stateWith({ nodeLoads: loads([['a', 'loading']]) }),
      stateWith({ nodeLoads: loads([['a', 'loading']]), remote: 'loading' }),
      stateWith({ nodeLoads: loads([['a', 'error']]), remote: 'loading' }),
      stateWith({ nodeLoads: loads([['a', 'error']]) }),
      stateWith({
        nodeLoads: loads([
          ['a', 'error'],
          ['b', 'loading'],
        ]),
      }),
      stateWith(),
    ];
    const loading = steps
      .slice(1)
      .flatMap((next, i) => diffEvents(steps[i]!, next, 'remote:load', {}, context()))
      .map((event) => event.payload);
    expect(loading).toEqual([true, false, true, false]);
  });

  test('versions, tree expansion, messages and validity changes emit nothing', () => {
    const next = stateWith({
      optionsVersion: 1,
      dataVersion: 2,
      expanded: new Set([3]),
      searchFlipped: new Set([4]),
      validity: 'invalid',
    });
    expect(diffEvents(stateWith(), next, 'api:updateOptions', {}, context())).toEqual([]);
  });
});

describe('transitionEvents', () => {
  test('notices come first, then the diff', () => {
    const created: Option = { value: 'c', label: 'C' };
    options.set('c', created);
    const events = transitionEvents(
      stateWith(),
      stateWith({ value: ['c'] }),
      'user:create',
      {
        notices: [{ name: 'create', payload: created }],
      },
      context(),
    );
    expect(names(events)).toEqual(['create', 'select', 'change']);
    options.delete('c');
  });

  test('an unchanged state yields its notices only', () => {
    const state = stateWith();
    const notice = { name: 'maximum' as const, payload: { limit: 1, option: { value: 'b', label: 'B' } } };
    expect(transitionEvents(state, state, 'user:pick', { notices: [notice] }, context())).toEqual([notice]);
  });
});

describe('EventOutlet', () => {
  test('emits transitions and notices to subscribers', () => {
    const outlet = new EventOutlet(context());
    const seen: string[] = [];
    outlet.emitter.on('change', (value) => seen.push(`change ${String(value)}`));
    outlet.emitter.on('error', (error) => seen.push(`error ${error.message}`));
    outlet.transition(stateWith({ value: ['a'] }), stateWith(), 'api:setValue', {});
    outlet.notice({ name: 'error', payload: new Error('down') });
    expect(seen).toEqual(['change a', 'error down']);
  });
});

describe('unselect names a removed value the current data does not hold', () => {
  const settle = async () => {
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  /** The events of one user removal (the tag's ×, then the clear button). */
  function removals<M>(model: Controller<M>, remove: () => void): [string, unknown][] {
    const log: [string, unknown][] = [];
    model.emitter.on('unselect', (option) => log.push(['unselect', option]));
    model.emitter.on('change', (value) => log.push(['change', value]));
    remove();
    return log;
  }

  test('an option the data dropped: the remembered option, by the tag and by the clear button', () => {
    const model = makeController({ multiple: true, missingSelectionPolicy: 'preserve', clearable: true }, [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ]);
    model.setValue(['a', 'b']);
    model.setData([]);
    expect(removals(model, () => model.send({ type: 'remove', value: 'a', cause: 'user:remove' }))).toEqual([
      ['unselect', { value: 'a', label: 'A' }],
      ['change', ['b']],
    ]);
    expect(removals(model, () => model.send({ type: 'clear' }))).toEqual([
      ['unselect', { value: 'b', label: 'B' }],
      ['change', []],
    ]);
  });

  test('resolveOptions: the resolved option, or while it resolves the value as itself (as getSelectedOptions reads it)', async () => {
    const answers: Record<string, Promise<Option[]>> = {
      r: Promise.resolve([{ value: 'r', label: 'Resolved' }]),
      p: new Promise(() => {}),
    };
    const model = makeController({ multiple: true, resolveOptions: ([value]) => answers[value!]! }, []);
    model.setValue(['r']);
    await settle();
    model.setValue(['r', 'p']);
    expect(model.isPending('p')).toBe(true);
    expect(removals(model, () => model.send({ type: 'remove', value: 'r', cause: 'user:remove' }))).toEqual([
      ['unselect', { value: 'r', label: 'Resolved' }],
      ['change', ['p']],
    ]);
    expect(removals(model, () => model.send({ type: 'remove', value: 'p', cause: 'user:remove' }))).toEqual([
      ['unselect', { value: 'p', label: 'p' }],
      ['change', []],
    ]);
  });
});
