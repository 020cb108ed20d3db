/**
 * `commit: 'apply'` in the core: picks in the open list change a pending
 * value; applying commits it as one change; closing drops it.
 */
import { describe, expect, it } from 'vitest';
import type { Controller } from '../../src/core/machine/controller';
import { SelectWidgetError } from '../../src/errors';
import { validateOptions } from '../../src/options';
import { makeController } from './make-controller';

const letters = ['a', 'b', 'c', 'd', 'e'].map((value) => ({ value, label: value.toUpperCase() }));

/** The events emitted, as "name payload". */
function record(model: Controller): string[] {
  const seen: string[] = [];
  for (const name of ['select', 'unselect', 'change', 'close', 'maximum'] as const) {
    model.emitter.on(name, (payload: unknown) => {
      const shown =
        name === 'change' ? JSON.stringify(payload) : ((payload as { value?: string })?.value ?? '');
      seen.push(`${name} ${shown}`.trim());
    });
  }
  return seen;
}

function opened(options = {}, initial = ['b']) {
  const model = makeController({ multiple: true, commit: 'apply', ...options }, letters, initial);
  const events = record(model);
  model.send({ type: 'open', cause: 'user:open' });
  return { model, events };
}

describe("commit: 'apply'", () => {
  it("refuses a commit that is neither 'immediate' nor 'apply', naming the option", () => {
    expect(() => validateOptions({ commit: 'later' as never })).toThrow(SelectWidgetError);
    expect(() => validateOptions({ commit: 'later' as never })).toThrow(/"commit"/);
  });

  it('starts a pending value at opening; picks change it, not the value, with no value event', () => {
    const { model, events } = opened();
    expect(model.state.pending).toEqual(['b']);
    model.send({ type: 'pick', entry: 0 });
    model.send({ type: 'pick', entry: 1 });
    expect(model.state.pending).toEqual(['a']);
    expect(model.state.value).toEqual(['b']);
    expect(model.isSelected('a')).toBe(true);
    expect(model.isSelected('a', true)).toBe(false);
    expect(model.state.open).toBe(true);
    expect(events).toEqual([]);
  });

  it('applies as a select or unselect per difference, then one change', () => {
    const { model, events } = opened();
    model.send({ type: 'pick', entry: 0 });
    model.send({ type: 'pick', entry: 1 });
    model.send({ type: 'pick', entry: 2 });
    model.send({ type: 'apply' });
    model.send({ type: 'close', cause: 'user:close' });
    expect(model.state.value).toEqual(['a', 'c']);
    expect(model.state.pending).toBeNull();
    expect(events).toEqual(['unselect b', 'select a', 'select c', 'change ["a","c"]', 'close']);
  });

  it('drops the pending picks when the list closes otherwise', () => {
    const { model, events } = opened();
    model.send({ type: 'pick', entry: 0 });
    model.send({ type: 'close', cause: 'user:close' });
    expect(model.state.value).toEqual(['b']);
    expect(model.state.pending).toBeNull();
    expect(events).toEqual(['close']);
    model.send({ type: 'open', cause: 'user:open' });
    expect(model.state.pending).toEqual(['b']);
  });

  it('keeps the pending picks on top of a value changed at once (a tag removed, a method)', () => {
    const { model, events } = opened({}, ['b', 'c']);
    model.send({ type: 'pick', entry: 0 });
    model.send({ type: 'remove', value: 'b', cause: 'user:remove' });
    expect(model.state.value).toEqual(['c']);
    expect(model.state.pending).toEqual(['c', 'a']);
    model.setValue(['c', 'e']);
    expect(model.state.pending).toEqual(['c', 'a', 'e']);
    expect(events).toEqual(['unselect b', 'change ["c"]', 'change ["c","e"]']);
  });

  it('refuses a pending pick beyond maxSelections with maximum', () => {
    const { model, events } = opened({ maxSelections: 2 });
    model.send({ type: 'pick', entry: 0 });
    model.send({ type: 'pick', entry: 2 });
    expect(model.state.pending).toEqual(['b', 'a']);
    expect(events).toEqual(['maximum']);
  });

  it('takes the select-all header in (user causes) and leaves the method on the value', () => {
    const { model } = opened();
    model.send({ type: 'selectAll', cause: 'user:selectAll' });
    expect(model.state.pending).toEqual(['b', 'a', 'c', 'd', 'e']);
    expect(model.state.value).toEqual(['b']);
    model.send({ type: 'selectAll', cause: 'api:selectAll' });
    expect(model.state.value).toEqual(['b', 'a', 'c', 'd', 'e']);
  });

  it('stays open whatever closeOnSelect says; does nothing in single mode or immediate mode', () => {
    const { model } = opened({ closeOnSelect: true });
    model.send({ type: 'pick', entry: 0 });
    expect(model.state.open).toBe(true);
    const single = makeController({ commit: 'apply' }, letters);
    single.send({ type: 'open', cause: 'user:open' });
    expect(single.state.pending).toBeNull();
    const immediate = makeController({ multiple: true }, letters);
    immediate.send({ type: 'open', cause: 'user:open' });
    expect(immediate.state.pending).toBeNull();
    expect(immediate.send({ type: 'apply' })).toBe('ignored');
  });
  it('setData judges the pending value by missingSelectionPolicy: prune drops, error throws', () => {
    const { model } = opened({ missingSelectionPolicy: 'prune' });
    model.send({ type: 'pick', entry: 0 });
    model.setData(letters.slice(1));
    expect(model.state.pending).toEqual(['b']);
    const strict = opened({ missingSelectionPolicy: 'error' }).model;
    strict.send({ type: 'pick', entry: 0 });
    expect(() => strict.setData(letters.slice(1))).toThrow(/"a"/);
    expect(strict.state.pending).toEqual(['b', 'a']);
  });
  it('Apply keeps maxSelections: values committed meanwhile first, maximum names the first pick left out', () => {
    const { model, events } = opened({ maxSelections: 2 }, []);
    model.send({ type: 'pick', entry: 0 });
    model.send({ type: 'pick', entry: 1 });
    model.setValue(['d']);
    model.send({ type: 'apply' });
    expect(model.state.value).toEqual(['a', 'd']);
    expect(events).toEqual(['change ["d"]', 'maximum', 'select a', 'change ["a","d"]']);
  });

  it('Apply commits the picks beforeSelect lets through and keeps what beforeUnselect refuses', () => {
    const hooks = {
      beforeSelect: (option: { value: string }) => option.value !== 'c',
      beforeUnselect: (option: { value: string }) => option.value !== 'b',
    };
    const { model } = opened(hooks, ['b']);
    for (const entry of [0, 1, 2]) model.send({ type: 'pick', entry });
    model.send({ type: 'apply' });
    expect(model.state.value).toEqual(['a', 'b']);
  });
});
