/**
 * The view's port (core/machine/port.ts): the actions the validity bridge, the
 * remote rows and the create row send, and the derived reads they render
 * from, each landing as one dispatch (or, for a reported `invalid`, as the
 * event alone).
 */
import { describe, expect, test } from 'vitest';
import type { Cause } from '../../src/core/machine/actions';
import { portOf } from '../../src/core/machine/port';
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
    const { port, causes } = setup({ required: true });
    port.send({ type: 'validate', message: 'Pick one' });
    expect(port.state.validity).toBe('invalid');
    port.send({ type: 'formReset', value: ['cherry'] });
    expect(port.state.value).toEqual(['cherry']);
    expect(port.state.validity).toBe('unknown');
    expect(causes).toEqual(['api:validate', 'native:reset']);
  });

  test('validate on an invalid value emits `invalid` and shows its message in one dispatch; the same message again is the event alone', () => {
    const { port, causes, invalid } = setup({ required: true });
    expect(port.send({ type: 'validate', message: 'Pick one' })).toBe('applied');
    expect(port.state.validity).toBe('invalid');
    expect(port.state.reportedError).toBe('Pick one');
    const shown = port.state;
    port.send({ type: 'validate', message: 'Pick one' });
    expect(invalid).toEqual(['Pick one', 'Pick one']);
    expect(causes).toEqual(['api:validate']);
    expect(port.state).toBe(shown);
  });

  test('a blocked submit shows its message; the error goes with `invalid`, in the change that ends it', () => {
    const { port, causes, invalid } = setup({ required: true });
    port.send({ type: 'nativeInvalid', message: 'Please select an item' });
    expect(port.state.reportedError).toBe('Please select an item');
    expect(invalid).toEqual(['Please select an item']);
    port.send({ type: 'pick', entry: 0 });
    expect(port.state.validity).toBe('valid');
    expect(port.state.reportedError).toBe('');
    expect(causes).toEqual(['native:invalid', 'user:pick']);
  });

  test('a custom message makes the widget invalid without reporting it; a form reset hides a reported error', () => {
    const { port, invalid } = setup({ required: true });
    port.send({ type: 'setCustomValidity', message: 'Taken' });
    expect(port.state.validity).toBe('invalid');
    expect(port.state.reportedError).toBe('');
    port.send({ type: 'validate', message: 'Taken' });
    expect(port.state.reportedError).toBe('Taken');
    port.send({ type: 'formReset', value: [] });
    expect(port.state.reportedError).toBe('');
    expect(invalid).toEqual(['Taken']);
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
    expect(port.send({ type: 'loadMore' })).toBe('ignored');
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

describe('the port: a native select changed by other code', () => {
  test('nativePicked sets the value with the native:change cause', () => {
    const { port, causes } = setup({ multiple: true });
    port.send({ type: 'nativePicked', chosen: ['cherry', 'apple'] });
    expect(port.state.value).toEqual(['cherry', 'apple']);
    expect(causes).toEqual(['native:change']);
  });

  test("nativePicked keeps the values the widget had in their order, adds the new ones in the select's order, drops unknown ones", () => {
    const { port } = setup({ multiple: true }, ['cherry']);
    port.send({ type: 'nativePicked', chosen: ['apple', 'cherry', 'nope', 'apple'] });
    expect(port.state.value).toEqual(['cherry', 'apple']);
    const single = setup({}, ['cherry']);
    single.port.send({ type: 'nativePicked', chosen: ['nope', 'apple', 'cherry'] });
    expect(single.port.state.value).toEqual(['apple']);
  });

  test('nativeOptions installs the options as the data set with the kept value, in one native:change dispatch', () => {
    const { port, causes } = setup({}, ['apple']);
    const data = [
      { value: 'apple', label: 'Apple' },
      { value: 'kiwi', label: 'Kiwi' },
    ];
    port.send({ type: 'nativeOptions', data, value: ['kiwi'] });
    expect(port.derived.dataset.options.map((option) => option.value)).toEqual(['apple', 'kiwi']);
    expect(port.state.value).toEqual(['kiwi']);
    expect(causes).toEqual(['native:change']);
  });

  test("the select's own `disabled` and a disabled fieldset are kept apart", () => {
    const { port, causes } = setup();
    port.send({ type: 'fieldsetDisabled', disabled: true });
    expect(port.state.disabled).toBe(true);
    expect(port.derived.explicitlyDisabled).toBe(false);
    port.send({ type: 'nativeDisabled', disabled: true });
    port.send({ type: 'fieldsetDisabled', disabled: false });
    expect(port.state.disabled).toBe(true);
    expect(port.derived.explicitlyDisabled).toBe(true);
    port.send({ type: 'nativeDisabled', disabled: false });
    expect(port.state.disabled).toBe(false);
    expect(causes).toEqual(['native:disabled', 'api:enable']);
  });
});
