/**
 * The reducer, alone: tag creation's phases, a remote source's phases and
 * validity, each action against a state and a context.
 */
import { describe, expect, test } from 'vitest';
import { NO_HIGHLIGHT, optionHighlight } from '../../src/core/domain/state';
import type { Action } from '../../src/core/machine/vocabulary';
import { fruits, run, transition } from './reducer-fixture';
import { stateWith } from './state-fixture';

describe('reduce: tag creation', () => {
  const kiwi = { value: 'kiwi', label: 'Kiwi' };

  test('the pending phase, its answer and a refusal', () => {
    expect(transition(stateWith(), { type: 'createPending', cause: 'user:create' })).toEqual({
      change: { create: 'pending', createMessage: '' },
      cause: 'user:create',
    });
    const pending = stateWith({ create: 'pending' });
    expect(transition(pending, { type: 'createAnswered', cause: 'user:create' }).change).toEqual({
      create: 'idle',
      createMessage: '',
    });
    expect(run(stateWith(), { type: 'createAnswered', cause: 'user:create' })).toBeNull();
    const refused = { type: 'createRefused', message: 'taken', cause: 'user:create' } as const;
    expect(transition(pending, refused).change).toEqual({ create: 'error', createMessage: 'taken' });
  });

  test('a created option is picked with the data version and a create notice; multiple stays open', () => {
    const state = stateWith({ open: true, query: 'kiwi', value: ['apple'], dataVersion: 2 });
    const created = transition(
      state,
      { type: 'pickCreated', option: kiwi, isNew: true, clearQuery: true, cause: 'user:create' },
      { multiple: true, closeOnSelect: false },
    );
    expect(created.change).toEqual({
      value: ['apple', 'kiwi'],
      dataVersion: 3,
      query: '',
      highlighted: NO_HIGHLIGHT,
    });
    expect(created.meta).toEqual({ defaultHighlight: true, notices: [{ name: 'create', payload: kiwi }] });
  });

  test('single mode: a found option replaces the value and closes, without a create notice', () => {
    const state = stateWith({ open: true, query: 'Cherry', value: ['apple'] });
    const found = {
      type: 'pickCreated',
      option: fruits[2],
      isNew: false,
      clearQuery: true,
      cause: 'user:create',
    };
    const picked = transition(state, found as Action);
    expect(picked.change).toEqual({
      value: ['cherry'],
      dataVersion: 1,
      open: false,
      query: '',
      highlighted: NO_HIGHLIGHT,
    });
    expect(picked.meta).toEqual({ defaultHighlight: false, notices: [] });
  });
});

describe('reduce: remote phases', () => {
  test('a phase is a remote:load change; an error stays marked; reload while closed marks the list stale', () => {
    expect(transition(stateWith(), { type: 'remotePhase', phase: 'loading' })).toEqual({
      change: { remote: 'loading' },
      cause: 'remote:load',
    });
    expect(transition(stateWith(), { type: 'remotePhase', phase: 'error' }).change).toEqual({
      remote: 'error',
      remoteFailed: true,
    });
    expect(transition(stateWith(), { type: 'remoteStale' })).toEqual({
      change: { remoteStale: true },
      cause: 'remote:load',
    });
  });
});

describe('reduce: validity', () => {
  test('a blocked submit marks invalid with its notice, shows the message and opens a required widget', () => {
    const blocked = transition(
      stateWith(),
      { type: 'nativeInvalid', message: 'Pick one' },
      { required: true },
    );
    expect(blocked).toEqual({
      change: { validity: 'invalid', reportedError: 'Pick one', open: true, highlighted: optionHighlight(0) },
      cause: 'native:invalid',
      meta: { notices: [{ name: 'invalid', payload: 'Pick one' }] },
    });
    const optional = transition(stateWith(), { type: 'nativeInvalid', message: 'Bad' });
    expect(optional.change).toEqual({ validity: 'invalid', reportedError: 'Bad' });
    // Not given the focus (another field reported, or typed in): the message only, the list stays closed.
    const quiet = transition(
      stateWith(),
      { type: 'nativeInvalid', message: 'Pick one', quiet: true },
      { required: true },
    );
    expect(quiet.change).toEqual({ validity: 'invalid', reportedError: 'Pick one' });
  });

  test('a failed validate() is invalid and shows its message with the `invalid` notice, in one change', () => {
    expect(
      transition(
        stateWith({ validity: 'unknown' }),
        { type: 'validate', message: 'Pick one' },
        { required: true },
      ),
    ).toEqual({
      change: { validity: 'invalid', reportedError: 'Pick one' },
      cause: 'api:validate',
      meta: { notices: [{ name: 'invalid', payload: 'Pick one' }] },
    });
  });

  test('a custom message invalidates; clearing it validates unless required and empty', () => {
    const set = { type: 'setCustomValidity', message: 'Taken' } as const;
    const clear = { type: 'setCustomValidity', message: '' } as const;
    expect(transition(stateWith(), set)).toEqual({
      change: { customValidity: 'Taken', validity: 'invalid' },
      cause: 'api:validate',
    });
    const invalid = stateWith({ validity: 'invalid', customValidity: 'Taken' });
    expect(transition(invalid, clear).change).toEqual({ customValidity: '', validity: 'valid' });
    expect(transition(invalid, clear, { required: true }).change).toEqual({ customValidity: '' });
    expect(transition(stateWith(), { type: 'validate', message: 'Pick one' }).change).toEqual({
      validity: 'valid',
    });
  });

  test('reportValidity() on a native select reports as a blocked submit does (a required widget opens); elsewhere as validate()', () => {
    const native = { type: 'reportValidity', message: 'Pick one', native: true } as const;
    expect(transition(stateWith(), native, { required: true })).toEqual({
      change: { validity: 'invalid', reportedError: 'Pick one', open: true, highlighted: optionHighlight(0) },
      cause: 'api:validate',
      meta: { notices: [{ name: 'invalid', payload: 'Pick one' }] },
    });
    expect(transition(stateWith(), { ...native, native: false }, { required: true }).change).toEqual({
      validity: 'invalid',
      reportedError: 'Pick one',
    });
    expect(transition(stateWith({ value: ['apple'] }), native, { required: true }).change).toEqual({
      validity: 'valid',
    });
  });
});
