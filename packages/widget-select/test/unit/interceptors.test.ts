import { describe, expect, test } from 'vitest';
import { beforeHooks } from '../../src/core/machine/interceptors';
import type { Option } from '../../src/types';
import { stateWith } from './state-fixture';

const optionOf = (value: string): Option => ({ value, label: value.toUpperCase() });

describe('beforeHooks', () => {
  test('passes api causes and reorders without asking the hooks', () => {
    const asked: string[] = [];
    const hooks = beforeHooks(
      () => ({
        beforeSelect: (o: Option) => {
          asked.push(o.value);
          return false;
        },
      }),
      optionOf,
    );
    const change = { value: ['a'] };
    expect(hooks(change, 'api:setValue', stateWith(), 'setValue')).toBe(change);
    expect(hooks(change, 'user:reorder', stateWith(), 'reorder')).toBe(change);
    expect(asked).toEqual([]);
  });

  test('a false from beforeSelect cancels the whole change', () => {
    const hooks = beforeHooks(() => ({ beforeSelect: (o: Option) => o.value !== 'b' }), optionOf);
    expect(hooks({ value: ['a', 'b'] }, 'user:pick', stateWith({ value: ['a'] }), 'pick')).toBe(false);
    expect(hooks({ value: ['a', 'c'] }, 'user:pick', stateWith({ value: ['a'] }), 'pick')).toEqual({
      value: ['a', 'c'],
    });
  });

  test('the clear button keeps only the values beforeUnselect vetoed', () => {
    const hooks = beforeHooks(() => ({ beforeUnselect: (o: Option) => o.value !== 'b' }), optionOf);
    const state = stateWith({ value: ['a', 'b', 'c'] });
    expect(hooks({ value: [] }, 'user:clear', state, 'clear')).toEqual({ value: ['b'] });
    expect(hooks({ value: ['a', 'c'] }, 'user:remove', state, 'remove')).toBe(false);
  });

  test('a throwing hook throws a callback-failed error naming it (the store cancels the change)', () => {
    const hooks = beforeHooks(
      () => ({
        beforeSelect: () => {
          throw new Error('boom');
        },
      }),
      optionOf,
    );
    expect(() => hooks({ value: ['a'] }, 'user:pick', stateWith(), 'pick')).toThrow(
      'beforeSelect threw: boom',
    );
  });

  test('changes without a value pass untouched', () => {
    const hooks = beforeHooks(() => ({ beforeSelect: () => false }), optionOf);
    const change = { open: true };
    expect(hooks(change, 'user:open', stateWith(), 'open')).toBe(change);
  });
});
