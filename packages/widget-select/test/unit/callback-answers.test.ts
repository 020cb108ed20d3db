/**
 * User callbacks that fail in any way (a synchronous throw, a rejection, a
 * thenable whose `then` throws, an answer that throws while it is read) end
 * the pending state they started and say so with an `error` event: nothing
 * stays busy and nothing is left unhandled.
 */
import { describe, expect, test } from 'vitest';
import type { Option, RemoteAnswer, SelectOptions } from '../../src/types';
import { makeController } from './make-controller';

const flush = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A thenable whose `then` throws when called. */
const throwingThen = () => ({
  // biome-ignore lint/suspicious/noThenProperty: the hostile answer under test
  then() {
    throw new Error('then exploded');
  },
});
/** An object whose `then` getter throws. */
const throwingThenGetter = () =>
  Object.defineProperty({}, 'then', {
    get() {
      throw new Error('then getter exploded');
    },
  });
/** An array of one option whose `length` throws (its other members read as usual). */
const explodingArray = () =>
  new Proxy([{ value: 'x', label: 'X' }], {
    get(target, key, receiver) {
      if (key === 'length') throw new Error('length exploded');
      return Reflect.get(target, key, receiver);
    },
  });
/** An option whose `value` getter throws. */
const explodingOption = () =>
  Object.defineProperty({ label: 'Bad' }, 'value', {
    enumerable: true,
    get() {
      throw new Error('value getter exploded');
    },
  });

function setup(options: SelectOptions, data: unknown = [], initial: string[] = []) {
  const model = makeController(options, data, initial);
  const errors: Error[] = [];
  model.emitter.on('error', (error) => errors.push(error));
  return { model, errors };
}

/** A creatable tags field whose createOption answers with `answer()`, after Enter on the create row for "new". */
async function createFromQuery(answer: () => unknown) {
  const made = setup({
    multiple: true,
    allowCreate: true,
    createOption: answer as unknown as SelectOptions['createOption'],
  });
  made.model.send({ type: 'open', cause: 'user:open' });
  made.model.send({ type: 'setQuery', query: 'new', cause: 'user:type' });
  await made.model.creation.fromQuery();
  await flush();
  return made;
}

describe('resolveOptions', () => {
  test.each([
    ['a Proxy whose length throws', async () => explodingArray()],
    ['options with a throwing getter', async () => [explodingOption()]],
    ['a thenable whose then throws', () => throwingThen()],
    ['an object whose then getter throws', () => throwingThenGetter()],
  ])(
    'an answer that is %s ends the pending values, keeps them and reports callback-failed',
    async (_, answer) => {
      const { model, errors } = setup({
        multiple: true,
        resolveOptions: answer as unknown as SelectOptions['resolveOptions'],
      });
      model.setValue(['u-1', 'u-2']);
      expect(model.resolving()).toBe(true);
      await flush();
      expect(model.resolving()).toBe(false);
      expect(model.isPending('u-1')).toBe(false);
      expect(model.state.value).toEqual(['u-1', 'u-2']);
      expect(errors).toEqual([expect.objectContaining({ code: 'callback-failed' })]);
    },
  );
});

describe('loadChildren', () => {
  const lazy: Option[] = [{ value: 'a', label: 'A', hasChildren: true }];

  test.each([
    ['a thenable whose then throws', () => throwingThen()],
    ['an object whose then getter throws', () => throwingThenGetter()],
    ['a Proxy whose length throws', () => explodingArray()],
    ['a promise of a Proxy whose length throws', () => Promise.resolve(explodingArray())],
    ['a promise of children with a throwing getter', () => Promise.resolve([explodingOption()])],
  ])('an answer that is %s marks the node failed and reports callback-failed', async (_, answer) => {
    const { model, errors } = setup(
      { loadChildren: answer as unknown as SelectOptions['loadChildren'] },
      lazy,
    );
    model.send({ type: 'expand', entry: 0 });
    await flush();
    expect(model.state.nodeLoads.get('a')).toBe('error');
    expect(errors).toEqual([expect.objectContaining({ code: 'callback-failed' })]);
  });
});

describe('createOption', () => {
  test.each([
    ['a thenable whose then throws', () => throwingThen()],
    ['a promise of an option with a throwing getter', () => Promise.resolve(explodingOption())],
    ['an option with a throwing getter', () => explodingOption()],
  ])('an answer that is %s ends the pending creation, creates nothing and says why', async (_, answer) => {
    const { model } = await createFromQuery(answer);
    expect(model.state.create).toBe('error');
    expect(model.state.value).toEqual([]);
  });
});

describe('createOption and beforeCreate on a pasted list', () => {
  test.each([
    [
      'createOption: a promise of an option with a throwing getter',
      { createOption: () => Promise.resolve(explodingOption()) },
    ],
    ['createOption: a thenable whose then throws', { createOption: () => throwingThen() }],
    [
      'beforeCreate: a throw',
      {
        beforeCreate: () => {
          throw new Error('no');
        },
      },
    ],
  ])('%s ends the pending creation and creates nothing of it', async (_, callbacks) => {
    const { model } = setup({ multiple: true, allowCreate: true, ...(callbacks as SelectOptions) });
    await model.creation.paste('one, two');
    await flush();
    expect(model.state.create).not.toBe('pending');
    expect(model.state.value).toEqual([]);
  });
});

describe('ajax.request', () => {
  test.each([
    ['a thenable whose then throws', () => throwingThen()],
    ['an object whose then getter throws', () => throwingThenGetter()],
    ['a promise of a Proxy whose length throws', async () => explodingArray()],
    ['a promise of options with a throwing getter', async () => ({ options: [explodingOption()] })],
  ])('an answer that is %s ends loading with the error row and an error event', async (_, answer) => {
    const { model, errors } = setup({
      ajax: { request: answer as unknown as NonNullable<SelectOptions['ajax']>['request'], debounce: 0 },
    });
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    expect(model.state.remote).toBe('error');
    expect(model.message()).toBe('error');
    expect(errors).toHaveLength(1);
  });

  test('a transform that reads a throwing getter ends loading with an error naming transform', async () => {
    const { model, errors } = setup({
      ajax: {
        request: async () => ({ items: explodingArray() }),
        transform: (response) => Array.from((response as { items: Option[] }).items),
        debounce: 0,
      },
    });
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    expect(model.state.remote).toBe('error');
    expect(errors[0]?.message).toMatch(/ajax\.transform threw/);
  });
});

/**
 * Answers that read well once and throw (or change) on a later read: the
 * widget reads each answer once into plain values and uses only those.
 */
/** An array of one option whose `length` answers once, then throws. */
const lengthOnce = () => {
  let read = 0;
  return new Proxy([{ value: 'x', label: 'X' }], {
    get(target, key, receiver) {
      if (key === 'length' && read++ > 0) throw new Error('length read twice');
      return Reflect.get(target, key, receiver);
    },
  });
};
/** An option whose fields answer once, then throw. */
const fieldsOnce = () => {
  const once = (value: string) => {
    let read = 0;
    return {
      enumerable: true,
      get() {
        if (read++ > 0) throw new Error('field read twice');
        return value;
      },
    };
  };
  return Object.defineProperties({}, { value: once('x'), label: once('X') });
};
/** `{ options }` whose `options` getter answers once, then throws. */
const optionsOnce = () => {
  let read = 0;
  return {
    get options() {
      if (read++ > 0) throw new Error('options read twice');
      return [{ value: 'x', label: 'X' }];
    },
  };
};

describe('answers read once', () => {
  test.each([
    ['an array whose length throws on its second read', () => lengthOnce()],
    ['{ options } whose options array throws on its second length read', () => ({ options: lengthOnce() })],
    ['{ options } whose options getter throws on its second read', () => optionsOnce()],
    ['options whose fields throw on their second read', () => [fieldsOnce()]],
  ])('ajax.request: %s loads the options as first read', async (_, answer) => {
    const { model, errors } = setup({ ajax: { request: async () => answer() as RemoteAnswer, debounce: 0 } });
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    expect(errors).toEqual([]);
    expect(model.state.remote).not.toBe('error');
    expect(model.dataset.options.map((o) => [o.value, o.label])).toEqual([['x', 'X']]);
  });

  test.each([
    ['an array whose length throws on its second read', () => lengthOnce()],
    ['options whose fields throw on their second read', () => [fieldsOnce()]],
  ])('ajax.transform: %s loads the options as first read', async (_, answer) => {
    const { model, errors } = setup({
      ajax: { request: async () => 'raw', transform: () => answer() as Option[], debounce: 0 },
    });
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    expect(errors).toEqual([]);
    expect(model.dataset.options.map((o) => [o.value, o.label])).toEqual([['x', 'X']]);
  });

  test.each([
    ['an array whose length throws on its second read', () => lengthOnce()],
    ['options whose fields throw on their second read', () => [fieldsOnce()]],
  ])('resolveOptions: %s resolves the value as first read', async (_, answer) => {
    const { model, errors } = setup({
      multiple: true,
      resolveOptions: async () => answer() as Option[],
    });
    model.setValue(['x']);
    await flush();
    expect(model.resolving()).toBe(false);
    expect(errors).toEqual([]);
    expect(model.state.value).toEqual(['x']);
  });

  test.each([
    ['an array whose length throws on its second read', () => lengthOnce()],
    ['children whose fields throw on their second read', () => [fieldsOnce()]],
  ])('loadChildren: %s grafts the children as first read', async (_, answer) => {
    const { model, errors } = setup({ loadChildren: async () => answer() as Option[] }, [
      { value: 'a', label: 'A', hasChildren: true },
    ]);
    model.send({ type: 'expand', entry: 0 });
    await flush();
    expect(errors).toEqual([]);
    expect(model.dataset.options.map((o) => [o.value, o.label])).toEqual([
      ['a', 'A'],
      ['x', 'X'],
    ]);
  });
});

/** An option whose fields are getters on its class, as a model class would have them. */
class ModelOption {
  get value() {
    return 'x';
  }
  get label() {
    return 'X';
  }
}

describe('createOption answers read once', () => {
  test.each([
    ['an option whose fields throw on their second read', () => fieldsOnce()],
    ['a promise of an option whose fields throw on their second read', async () => fieldsOnce()],
    ['an option whose fields are getters of its class', () => new ModelOption()],
  ])('Enter on the create row: %s creates the option as first read', async (_, answer) => {
    const { model, errors } = await createFromQuery(answer);
    expect(errors).toEqual([]);
    expect(model.state.create).not.toBe('error');
    expect(model.state.value).toEqual(['x']);
    expect(model.dataset.options.map((o) => [o.value, o.label])).toEqual([['x', 'X']]);
  });

  test.each([
    ['an option whose fields throw on their second read', () => fieldsOnce()],
    ['an option whose fields are getters of its class', () => new ModelOption()],
  ])('a pasted tag: %s creates the option as first read', async (_, answer) => {
    const { model, errors } = setup({
      multiple: true,
      allowCreate: true,
      createOption: answer as unknown as SelectOptions['createOption'],
    });
    await model.creation.paste('new');
    await flush();
    expect(errors).toEqual([]);
    expect(model.state.value).toEqual(['x']);
    expect(model.dataset.options.map((o) => [o.value, o.label])).toEqual([['x', 'X']]);
  });
});
