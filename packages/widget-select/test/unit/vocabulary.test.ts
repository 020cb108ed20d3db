/**
 * The one action vocabulary: `send(action)` says what each action did, and
 * the interceptors see the type of the action behind each change.
 */
import { describe, expect, test, vi } from 'vitest';
import { highlightedEntry, optionHighlight } from '../../src/core/domain/state';
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
    expect(model.send({ type: 'highlight', entry: highlightedEntry(model.state.highlighted) })).toBe(
      'unchanged',
    );
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
    // The paste yields to the page when its time budget runs out (a loaded machine): wait for its action.
    await vi.waitFor(() => expect(model.state.value).toEqual(['kiwi', 'lime']));
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

describe('one fault boundary for user callbacks', () => {
  test('a throwing beforeCreate is reported as callback-failed and creates nothing', async () => {
    const model = makeController(
      {
        multiple: true,
        allowCreate: true,
        beforeCreate: () => {
          throw new Error('no network');
        },
      },
      fruits,
    );
    const errors: Error[] = [];
    model.emitter.on('error', (error) => errors.push(error));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'kiwi', cause: 'user:type' });
    model.send({ type: 'createFromQuery' });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect((errors[0] as Error & { code: string }).code).toBe('callback-failed');
    expect(errors[0]?.message).toContain('beforeCreate threw: no network');
    expect(model.state.value).toEqual([]);
    expect(model.dataset.size).toBe(fruits.length);
    consoleError.mockRestore();
  });
});

describe('decisions in the reducer, not in the view', () => {
  const many = [...fruits, { value: 'damson', label: 'Damson', disabled: true }];

  test('clear from a key only when clearable; the button and plugins clear regardless', () => {
    const plain = makeController({}, fruits, ['apple']);
    expect(plain.send({ type: 'clear', whenClearable: true })).toBe('ignored');
    expect(plain.send({ type: 'clear' })).toBe('applied');
    const clearable = makeController({ clearable: true }, fruits, ['apple']);
    expect(clearable.send({ type: 'clear', whenClearable: true })).toBe('applied');
    expect(clearable.state.value).toEqual([]);
    expect(clearable.send({ type: 'clear', whenClearable: true })).toBe('ignored');
  });

  test('removeLast removes the last tag (user:backspace); nothing selected is ignored', () => {
    const model = makeController({ multiple: true }, fruits, ['cherry', 'apple']);
    const causes: string[] = [];
    model.store.subscribe((_n, _p, cause) => causes.push(cause));
    expect(model.send({ type: 'removeLast' })).toBe('applied');
    expect(model.state.value).toEqual(['cherry']);
    model.send({ type: 'removeLast' });
    expect(model.send({ type: 'removeLast' })).toBe('ignored');
    expect(causes).toEqual(['user:backspace', 'user:backspace']);
  });

  test('moveTag moves one place and stops at the ends; dropTag lands before the tag at its index', () => {
    const model = makeController({ multiple: true }, fruits, ['apple', 'banana', 'cherry']);
    const moved: (string | undefined)[] = [];
    model.store.subscribe((_n, _p, _c, meta) => moved.push(meta.movedTag));
    expect(model.send({ type: 'moveTag', value: 'apple', by: -1 })).toBe('ignored');
    expect(model.send({ type: 'moveTag', value: 'apple', by: 1 })).toBe('applied');
    expect(model.state.value).toEqual(['banana', 'apple', 'cherry']);
    expect(model.send({ type: 'moveTag', value: 'cherry', by: 1 })).toBe('ignored');
    // Dropped after the last tag, then before the first; dropped on its own place does nothing.
    model.send({ type: 'dropTag', value: 'banana', at: 3 });
    expect(model.state.value).toEqual(['apple', 'cherry', 'banana']);
    model.send({ type: 'dropTag', value: 'banana', at: 0 });
    expect(model.state.value).toEqual(['banana', 'apple', 'cherry']);
    expect(model.send({ type: 'dropTag', value: 'apple', at: 2 })).toBe('ignored');
    expect(moved).toEqual(['apple', 'banana', 'banana']);
  });

  test('hover highlights a row that can be picked, and only when it is not highlighted yet', () => {
    const model = makeController({}, many);
    model.send({ type: 'open', cause: 'user:open' });
    expect(model.send({ type: 'hover', entry: 3 })).toBe('ignored');
    expect(model.send({ type: 'hover', entry: 2 })).toBe('applied');
    expect(model.state.highlighted).toEqual(optionHighlight(2));
    expect(model.send({ type: 'hover', entry: 2 })).toBe('ignored');
  });

  test('focus arriving opens the list only with openOnFocus; a click toggles it', () => {
    const plain = makeController({}, fruits);
    expect(plain.send({ type: 'focusArrived' })).toBe('ignored');
    const eager = makeController({ openOnFocus: true }, fruits);
    expect(eager.send({ type: 'focusArrived' })).toBe('applied');
    expect(eager.state.open).toBe(true);
    expect(eager.send({ type: 'toggleOpen' })).toBe('applied');
    expect(eager.state.open).toBe(false);
  });

  test('pickHighlighted picks the highlighted row, starts a creation on the create row, and ignores no highlight', () => {
    const model = makeController({ multiple: true, allowCreate: true }, fruits);
    expect(model.send({ type: 'pickHighlighted' })).toBe('ignored');
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'kiwi', cause: 'user:type' });
    expect(model.send({ type: 'pickHighlighted' })).toBe('started');
    expect(model.state.value).toEqual(['kiwi']);
  });

  test('creation at maxSelections: every path refuses with one maximum notice and creates nothing', async () => {
    const model = makeController({ multiple: true, allowCreate: true, maxSelections: 1 }, fruits, ['apple']);
    const maximum: unknown[] = [];
    model.emitter.on('maximum', (payload) => maximum.push(payload));
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'kiwi', cause: 'user:type' });
    model.send({ type: 'createFromQuery' });
    model.send({ type: 'paste', text: 'lime, banana' });
    await Promise.resolve();
    expect(maximum).toEqual([
      { limit: 1, option: { value: 'kiwi', label: 'kiwi' } },
      { limit: 1, option: { value: 'lime', label: 'lime' } },
    ]);
    expect(model.state.value).toEqual(['apple']);
    expect(model.dataset.size).toBe(fruits.length);
  });
});
