import { describe, expect, it, vi } from 'vitest';
import type { Controller } from '../../src/core/machine/controller';
import { SelectWidgetError } from '../../src/errors';
import type { SelectEvents } from '../../src/types';
import { makeController } from './make-controller';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana', description: 'yellow' },
  { value: 'cherry', label: 'Cherry', disabled: true },
  { value: 'date', label: 'Date' },
];

function record(model: Controller) {
  const log: [keyof SelectEvents, unknown][] = [];
  const names: (keyof SelectEvents)[] = [
    'change',
    'select',
    'unselect',
    'open',
    'close',
    'search',
    'clear',
    'maximum',
  ];
  for (const name of names) model.emitter.on(name, (payload) => log.push([name, payload]));
  return log;
}

describe('Controller (core without DOM)', () => {
  it('picks in single mode: select + change, closes', () => {
    const model = makeController({}, fruits);
    const log = record(model);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'pick', entry: 1 });
    expect(model.state.value).toEqual(['banana']);
    expect(model.state.open).toBe(false);
    expect(log.map(([name]) => name)).toEqual(['open', 'close', 'select', 'change']);
    expect(log.find(([name]) => name === 'change')?.[1]).toBe('banana');
  });

  it('toggles in multiple mode and keeps the dropdown open unless closeOnSelect', () => {
    const model = makeController({ multiple: true }, fruits);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'pick', entry: 0 });
    model.send({ type: 'pick', entry: 3 });
    expect(model.state.value).toEqual(['apple', 'date']);
    expect(model.state.open).toBe(true);
    model.send({ type: 'pick', entry: 0 });
    expect(model.state.value).toEqual(['date']);
    model.updateOptions({ closeOnSelect: true });
    model.send({ type: 'pick', entry: 1 });
    expect(model.state.open).toBe(false);
  });

  it('ignores picks beyond maxSelections with a maximum event', () => {
    const model = makeController({ multiple: true, maxSelections: 1 }, fruits);
    const log = record(model);
    model.send({ type: 'pick', entry: 0 });
    model.send({ type: 'pick', entry: 1 });
    expect(model.state.value).toEqual(['apple']);
    expect(log).toContainEqual(['maximum', { limit: 1, option: fruits[1] }]);
  });

  it('never picks a disabled option, statically or through isOptionDisabled', () => {
    let blocked = 'date';
    const model = makeController({ multiple: true, isOptionDisabled: (o) => o.value === blocked }, fruits);
    model.send({ type: 'pick', entry: 2 });
    model.send({ type: 'pick', entry: 3 });
    expect(model.state.value).toEqual([]);
    blocked = '';
    model.send({ type: 'pick', entry: 3 });
    expect(model.state.value).toEqual(['date']);
  });

  it('setValue ignores unknown values, emits change unless emitChange is false', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const model = makeController({ multiple: true }, fruits);
    const log = record(model);
    model.setValue(['apple', 'nope']);
    expect(model.state.value).toEqual(['apple']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nope"'));
    model.setValue(['date'], { emitChange: false });
    expect(model.state.value).toEqual(['date']);
    expect(log).toEqual([['change', ['apple']]]);
    warn.mockRestore();
  });

  it('selectAll skips disabled options and stops at maxSelections', () => {
    const model = makeController({ multiple: true }, fruits);
    model.send({ type: 'selectAll', cause: 'api:selectAll' });
    expect(model.state.value).toEqual(['apple', 'banana', 'date']);
    const capped = makeController({ multiple: true, maxSelections: 2 }, fruits);
    capped.send({ type: 'selectAll', cause: 'api:selectAll' });
    expect(capped.state.value).toEqual(['apple', 'banana']);
  });

  it('searches label and description, case-insensitively, ranking label prefix first', () => {
    const model = makeController({}, [
      { value: 'a', label: 'Pineapple' },
      { value: 'b', label: 'Apple' },
      { value: 'c', label: 'Kiwi', description: 'apple-ish' },
    ]);
    model.send({ type: 'setQuery', query: 'APPLE', cause: 'user:type' });
    expect(Array.from(model.rows().rows)).toEqual([1, 0, 2]);
    model.send({ type: 'setQuery', query: 'zzz', cause: 'user:type' });
    expect(model.message()).toBe('empty');
  });

  it('shows a group while any of its options match', () => {
    const model = makeController({}, [
      { label: 'Red', options: [{ value: 'cherry', label: 'Cherry' }] },
      { label: 'Yellow', options: [{ value: 'banana', label: 'Banana' }] },
    ]);
    model.send({ type: 'setQuery', query: 'ban', cause: 'user:type' });
    expect(Array.from(model.rows().rows)).toEqual([-2, 1]);
  });

  it('setData keeps the selection, even for values the new data lacks', () => {
    const model = makeController({ multiple: true }, fruits);
    model.setValue(['apple', 'date']);
    model.setData([{ value: 'apple', label: 'Apple 2' }]);
    expect(model.state.value).toEqual(['apple', 'date']);
    expect(model.optionOf('date')?.label).toBe('Date');
  });

  it('rejects bad data with SelectWidgetError naming the culprit', () => {
    expect(() => makeController({}, 'nope')).toThrow(SelectWidgetError);
    expect(() => makeController({}, [{ label: 'x' }])).toThrow(/data\[0\].*"value"/);
    expect(() => makeController({}, [{ value: 'x' }])).toThrow(/value "x".*"label"/);
    try {
      makeController({}, [{ value: 'x' }]);
    } catch (error) {
      expect((error as SelectWidgetError).code).toBe('invalid-option');
    }
  });

  it('beforeSelect and beforeUnselect veto interactive changes only', () => {
    const model = makeController(
      { multiple: true, beforeSelect: (o) => o.value !== 'apple', beforeUnselect: () => false },
      fruits,
    );
    model.send({ type: 'pick', entry: 0 });
    expect(model.state.value).toEqual([]);
    model.send({ type: 'pick', entry: 1 });
    model.send({ type: 'remove', value: 'banana', cause: 'user:remove' });
    expect(model.state.value).toEqual(['banana']);
    model.setValue(['apple']);
    expect(model.state.value).toEqual(['apple']);
  });

  it('emits search unless silenced, and clear only for the clear button', () => {
    const model = makeController({ multiple: true }, fruits);
    const log = record(model);
    model.send({ type: 'setQuery', query: 'a', cause: 'api:setSearchQuery', silent: true });
    model.send({ type: 'setQuery', query: 'ap', cause: 'user:type' });
    model.setValue(['apple']);
    model.send({ type: 'clear' });
    expect(log.map(([name]) => name)).toEqual(['search', 'change', 'unselect', 'clear', 'change']);
  });
});
