/**
 * One action = one dispatch: each user or api action reaches the store
 * once, with a cause that says what happened, so renderers run once.
 */
import { describe, expect, test } from 'vitest';
import type { Cause } from '../../src/core/machine/actions';
import type { Controller } from '../../src/core/machine/controller';
import { portOf } from '../../src/core/machine/port';
import { highlightedEntry, optionHighlight } from '../../src/core/domain/state';
import { Store } from '../../src/core/machine/store';
import type { SelectEvents } from '../../src/types';
import { makeController } from './make-controller';
import { stateWith } from './state-fixture';
import { places } from './tree-fixtures';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
];

function commits<M>(model: Controller<M>): Cause[] {
  const causes: Cause[] = [];
  model.store.subscribe((_next, _prev, cause) => causes.push(cause));
  return causes;
}

describe('Store', () => {
  test('settle completes a change on the proposed state, inside the same commit', () => {
    const store = new Store(stateWith());
    const seen: string[] = [];
    store.settle((proposed, _prev, meta) => {
      // Settle reads the proposed state it is given; nothing is committed before the settled change.
      seen.push(`settle sees ${proposed.query}, store holds "${store.get().query}"`);
      return meta.defaultHighlight ? { highlighted: optionHighlight(proposed.query.length) } : undefined;
    });
    store.subscribe((next) => seen.push(`listener ${next.query} ${highlightedEntry(next.highlighted)}`));
    store.dispatch({ query: 'abc' }, 'user:type', { defaultHighlight: true, action: 'setQuery' });
    expect(seen).toEqual(['settle sees abc, store holds ""', 'listener abc 3']);
  });

  test('notices reach observers when the change is vetoed or changes nothing; listeners do not run', () => {
    const store = new Store(stateWith());
    const listener: Cause[] = [];
    const observed: number[] = [];
    store.subscribe((_n, _p, cause) => listener.push(cause));
    store.observe((_n, _p, _c, meta) => observed.push(meta.notices?.length ?? 0));
    store.intercept((change) => (change.value ? false : change));
    const notices = [{ name: 'invalid' as const, payload: 'required' }];
    expect(store.dispatch({ value: ['a'] }, 'user:pick', { notices, action: 'pick' })).toBe('vetoed');
    expect(store.dispatch({}, 'api:validate', { notices, action: 'validate' })).toBe('unchanged');
    expect(listener).toEqual([]);
    expect(observed).toEqual([1, 1]);
  });
});

describe('Controller: one dispatch per action', () => {
  test('typing: the query and its default highlight in one commit', () => {
    const model = makeController({}, fruits);
    model.send({ type: 'open', cause: 'user:open' });
    const causes = commits(model);
    model.send({ type: 'setQuery', query: 'ch', cause: 'user:type' });
    expect(causes).toEqual(['user:type']);
    expect(model.state.highlighted).toEqual(optionHighlight(2));
  });

  test('a multiple pick that clears the query keeps the picked row highlighted, as one user:pick', () => {
    const model = makeController({ multiple: true }, fruits);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'ban', cause: 'user:type' });
    const causes = commits(model);
    model.send({ type: 'pick', entry: 1 });
    expect(causes).toEqual(['user:pick']);
    expect(model.state).toMatchObject({ value: ['banana'], query: '', highlighted: optionHighlight(1) });
  });

  test('a refused pick at maxSelections emits maximum and commits nothing', () => {
    const model = makeController({ multiple: true, maxSelections: 1 }, fruits, ['apple']);
    const maximum: SelectEvents['maximum'][] = [];
    model.emitter.on('maximum', (payload) => maximum.push(payload));
    const causes = commits(model);
    model.send({ type: 'pick', entry: 1 });
    expect(causes).toEqual([]);
    expect(maximum).toEqual([{ limit: 1, option: fruits[1] }]);
  });

  test('updateOptions with data, language and disabled lands once', () => {
    const model = makeController({}, fruits, ['apple']);
    const causes = commits(model);
    model.updateOptions({ data: fruits.slice(1), disabled: true, placeholder: 'Pick' });
    expect(causes).toEqual(['api:updateOptions']);
    expect(model.state).toMatchObject({ disabled: true, optionsVersion: 1, dataVersion: 1 });
  });

  test('setData bumps the data version with the kept value', () => {
    const model = makeController({}, fruits, ['apple']);
    const causes = commits(model);
    model.setData([{ value: 'apple', label: 'Green apple' }]);
    expect(causes).toEqual(['api:setData']);
    expect(model.state.dataVersion).toBe(1);
  });

  test('a tree expansion is state: one user:expand commit', () => {
    const model = makeController({}, places);
    model.send({ type: 'open', cause: 'user:open' });
    const causes = commits(model);
    const node = model.rows().rows[0] as number;
    model.send({ type: 'toggleExpanded', entry: node });
    expect(causes).toEqual(['user:expand']);
    expect([...model.state.expanded]).toEqual([node]);
  });

  test('a new query abandons a creation error in the same dispatch, with the typing cause', () => {
    const model = makeController(
      { multiple: true, allowCreate: true, createOption: () => null as never },
      fruits,
    );
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'kiwi', cause: 'user:type' });
    return model.creation.fromQuery().then(() => {
      expect(model.state.create).toBe('error');
      const causes = commits(model);
      model.send({ type: 'setQuery', query: 'kiw', cause: 'api:setSearchQuery' });
      expect(causes).toEqual(['api:setSearchQuery']);
      expect(model.state.create).toBe('idle');
    });
  });

  test('a valid selection clears invalid inside the pick itself', () => {
    const model = makeController({ required: true }, fruits);
    model.store.dispatch({ validity: 'invalid' }, 'api:validate', { action: 'validate' });
    const causes = commits(model);
    model.send({ type: 'pick', entry: 0 });
    expect(causes).toEqual(['user:pick']);
    expect(model.state.validity).toBe('valid');
  });
});

describe('the view port', () => {
  test('send maps actions to one commit each and says what a tree key did', () => {
    const model = makeController({}, fruits);
    const port = portOf(model);
    const causes = commits(model);
    port.send({ type: 'open', cause: 'user:open' });
    port.send({ type: 'setQuery', query: 'a', cause: 'user:type' });
    port.send({ type: 'move', move: 'next' });
    expect(causes).toEqual(['user:open', 'user:type', 'user:navigate']);
    expect(port.send({ type: 'treeKey', key: 'expand' })).toBe('ignored');
    port.send({ type: 'pickHighlighted' });
    expect(port.state.value).toEqual(['banana']);
  });
});
