/**
 * The view's port (core/port.ts): the actions the validity bridge, the
 * remote rows and the create row send, and the derived reads they render
 * from, each landing as one dispatch (or, for a reported `invalid`, as the
 * event alone).
 */
import { describe, expect, test } from 'vitest';
import type { Cause } from '../../src/core/actions';
import { portOf } from '../../src/core/port';
import type { SelectEvents } from '../../src/types';
import { makeController } from './make-controller';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'cherry', label: 'Cherry' },
];

/** A controller, its port, and the causes of the dispatches that follow. */
function setup(options = {}, initial: string[] = []) {
  const model = makeController(options, fruits, initial);
  const causes: Cause[] = [];
  model.store.subscribe((_next, _prev, cause) => causes.push(cause));
  const invalid: SelectEvents['invalid'][] = [];
  model.emitter.on('invalid', (message) => invalid.push(message));
  return { model, port: portOf(model), causes, invalid };
}

describe('the port: validity', () => {
  test('formReset brings a value back with validity unknown, in one native:reset dispatch', () => {
    const { port, causes } = setup({ required: true }, ['apple']);
    port.send({ type: 'validated', valid: false });
    port.send({ type: 'formReset', value: ['cherry'] });
    expect(port.state.value).toEqual(['cherry']);
    expect(port.state.validity).toBe('unknown');
    expect(causes).toEqual(['api:validate', 'native:reset']);
  });

  test('reportInvalid emits `invalid` with its message and changes no state', () => {
    const { port, causes, invalid } = setup({ required: true });
    const before = port.state;
    expect(port.send({ type: 'reportInvalid', message: 'Pick one' })).toBe(true);
    expect(invalid).toEqual(['Pick one']);
    expect(causes).toEqual([]);
    expect(port.state).toBe(before);
  });

  test('derived.validity() follows `required` and the custom message', () => {
    const { port } = setup({ required: true });
    expect(port.derived.validity().valid).toBe(false);
    port.send({ type: 'formReset', value: ['apple'] });
    expect(port.derived.validity().valid).toBe(true);
    port.send({ type: 'setCustomValidity', message: 'Not today' });
    expect(port.derived.validity().valid).toBe(false);
  });
});

describe('the port: remote and creation reads without their options', () => {
  test('a local list loads no pages and awaits no answer; Retry and loadMore do nothing', () => {
    const { port, causes } = setup();
    port.send({ type: 'open', cause: 'user:open' });
    expect(port.derived.canLoadMore()).toBe(false);
    expect(port.derived.awaitingAnswer()).toBe(false);
    expect(port.send({ type: 'loadMore' })).toBe(false);
    port.send({ type: 'retry' });
    expect(causes).toEqual(['user:open']);
  });

  test('createOffered() follows allowCreate and the query', () => {
    const { port } = setup({ multiple: true, allowCreate: true });
    port.send({ type: 'open', cause: 'user:open' });
    expect(port.derived.createOffered()).toBe(false);
    port.send({ type: 'setQuery', query: 'kiwi', cause: 'user:type' });
    expect(port.derived.createOffered()).toBe(true);
    port.send({ type: 'setQuery', query: 'apple', cause: 'user:type' });
    expect(port.derived.createOffered()).toBe(false);
  });
});
