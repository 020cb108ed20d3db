/**
 * The one action vocabulary: `send(action)` says what each action did, and
 * the interceptors see the type of the action behind each change.
 */
import { describe, expect, test } from 'vitest';
import type { ActionType } from '../../src/types';
import { makeController } from './make-controller';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
];

describe('send(action) returns what happened', () => {
  test('applied, unchanged, ignored and vetoed', () => {
    const model = makeController({ multiple: true }, fruits);
    expect(model.send({ type: 'close', cause: 'user:close' })).toBe('ignored');
    expect(model.send({ type: 'open', cause: 'user:open' })).toBe('applied');
    expect(model.send({ type: 'open', cause: 'user:open' })).toBe('ignored');
    expect(model.send({ type: 'highlight', entry: model.state.highlighted })).toBe('unchanged');
    model.store.intercept((change) => (change.value ? false : change));
    expect(model.send({ type: 'pick', entry: 0 })).toBe('vetoed');
    expect(model.state.value).toEqual([]);
  });

  test('refused at maxSelections: the maximum notice, no change', () => {
    const model = makeController({ multiple: true, maxSelections: 1 }, fruits, ['apple']);
    const maximum: unknown[] = [];
    model.emitter.on('maximum', (payload) => maximum.push(payload));
    expect(model.send({ type: 'pick', entry: 1 })).toBe('refused');
    expect(maximum).toHaveLength(1);
    expect(model.state.value).toEqual(['apple']);
  });

  test('started: work beside the state (a tag list pasted) whose changes come back as actions', async () => {
    const model = makeController({ multiple: true, allowCreate: true }, fruits);
    expect(model.send({ type: 'paste', text: 'kiwi, lime' })).toBe('started');
    await Promise.resolve();
    expect(model.state.value).toEqual(['kiwi', 'lime']);
    // One word is not a tag list: the search field keeps it.
    expect(model.send({ type: 'paste', text: 'mango' })).toBe('ignored');
  });
});

describe('interceptors see the action type', () => {
  test('the action sent, with the cause of the change it became', () => {
    const model = makeController({ multiple: true, clearable: true }, fruits);
    const seen: [ActionType, string][] = [];
    model.store.intercept((change, cause, _state, action) => {
      seen.push([action, cause]);
      return change;
    });
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'pickHighlighted' });
    model.send({ type: 'removeLast' });
    model.setValue(['banana']);
    model.send({ type: 'clear', whenClearable: true });
    expect(seen).toEqual([
      ['open', 'user:open'],
      ['pickHighlighted', 'user:pick'],
      ['removeLast', 'user:backspace'],
      ['setValue', 'api:setValue'],
      ['clear', 'user:clear'],
    ]);
  });
});
