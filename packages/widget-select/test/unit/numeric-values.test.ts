/**
 * A finite number where an option's value is read is taken as its decimal
 * string, as a native `<option>` holds it: in `data`, in the answers of
 * `ajax`, `resolveOptions`, `loadChildren` and `createOption`, and in
 * `setValue`. NaN and Infinity stay invalid.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { buildDataSet } from '../../src/core/domain/dataset';
import { withStringValues } from '../../src/core/domain/option-value';
import { toPage } from '../../src/features/remote/page';
import type { DataItem, Option, OptionInput, SelectOptions } from '../../src/types';
import { makeController } from './make-controller';

const flush = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const values = (options: readonly Option<unknown>[]) => options.map((option) => option.value);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('data', () => {
  test('a plain list reads numbers as their strings, in copies, and keeps the string options as they are', () => {
    const one = { value: 1, label: 'One' };
    const two = { value: '2', label: 'Two' };
    const dataset = buildDataSet([one, two, { value: -1.5, label: 'Less' }, { value: 0, label: 'Zero' }]);
    expect(values(dataset.options)).toEqual(['1', '2', '-1.5', '0']);
    expect(dataset.options[1]).toBe(two);
    expect(one.value).toBe(1);
    expect(dataset.indexOf('1')).toBe(0);
  });

  test('groups and tree children read numbers as their strings, in the data set and its items', () => {
    const data = [
      { label: 'Group', options: [{ value: 10, label: 'Ten' }] },
      {
        value: 20,
        label: 'Parent',
        children: [{ value: 21, label: 'Child', children: [{ value: 'x', label: 'X' }] }],
      },
    ];
    const dataset = buildDataSet(data);
    expect(values(dataset.options)).toEqual(['10', '20', '21', 'x']);
    const [group, parent] = dataset.items as [DataItem & { options: Option[] }, Option];
    expect(group.options[0]?.value).toBe('10');
    expect(parent.children?.[0]?.value).toBe('21');
    expect(data[1]).toMatchObject({ value: 20 });
  });

  test.each([
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
  ])('%s stays invalid, named in the error', (value, text) => {
    expect(() => buildDataSet([{ value, label: 'Bad' }])).toThrow(
      expect.objectContaining({ code: 'invalid-option', message: expect.stringContaining(text) }),
    );
    expect(() => buildDataSet([{ label: 'G', options: [{ value, label: 'Bad' }] }])).toThrow(
      expect.objectContaining({ code: 'invalid-option' }),
    );
  });

  test('withStringValues gives the same list back when no value is a number', () => {
    const items = [{ value: 'a', label: 'A', children: [{ value: 'b', label: 'B' }] }];
    expect(withStringValues(items, 10)).toBe(items);
  });

  test('setValue takes numbers as their strings', () => {
    const model = makeController({ multiple: true }, [
      { value: 1, label: 'One' },
      { value: 2, label: 'Two' },
    ]);
    model.setValue([1, 2]);
    expect(model.state.value).toEqual(['1', '2']);
    model.setValue(1);
    expect(model.state.value).toEqual(['1']);
  });
});

describe('answers', () => {
  test('a remote answer and a transform result read numbers as their strings', () => {
    expect(values(toPage([{ value: 1, label: 'One' }], 0, {}).options)).toEqual(['1']);
    const transform = (response: unknown) =>
      (response as { id: number; name: string }[]).map((row) => ({ value: row.id, label: row.name }));
    const page = toPage([{ id: 7, name: 'Seven' }], 0, { transform });
    expect(values(page.options)).toEqual(['7']);
    expect(() => toPage([{ value: Number.NaN, label: 'x' }], 0, {})).toThrow(/NaN/);
  });

  test('ajax.request answering numeric ids shows their rows', async () => {
    const model = makeController(
      { ajax: { request: async () => [{ value: 1, label: 'One' }], debounce: 0 } },
      [],
    );
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    expect(model.state.remote).not.toBe('error');
    expect(values(model.dataset.options)).toEqual(['1']);
  });

  test('resolveOptions answering numeric values resolves the selected strings', async () => {
    const resolveOptions = async (asked: string[]): Promise<OptionInput[]> =>
      asked.map((value) => ({ value: Number(value), label: `#${value}` }));
    const model = makeController({ multiple: true, resolveOptions }, []);
    model.setValue(['5']);
    await flush();
    expect(model.resolving()).toBe(false);
    expect(model.optionOf('5')?.label).toBe('#5');
    expect(model.state.value).toEqual(['5']);
  });

  test('loadChildren answering numeric values grafts string values', async () => {
    const loadChildren = async (): Promise<OptionInput[]> => [{ value: 11, label: 'Eleven' }];
    const model = makeController({ loadChildren }, [{ value: 1, label: 'One', hasChildren: true }]);
    model.send({ type: 'expand', entry: 0 });
    await flush();
    expect(values(model.dataset.options)).toEqual(['1', '11']);
  });

  test('createOption answering a numeric value creates its string', async () => {
    const createOption = (label: string): OptionInput => ({ value: 7, label });
    const model = makeController({ multiple: true, allowCreate: true, createOption } as SelectOptions, []);
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'seven', cause: 'user:type' });
    await model.creation.fromQuery();
    await flush();
    expect(model.state.value).toEqual(['7']);
  });
});

describe('a failure no error handler hears', () => {
  const failing = (): SelectOptions => ({
    ajax: { request: async () => [{ value: Number.NaN, label: 'Bad' }], debounce: 0 },
  });

  test('goes to the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const model = makeController(failing(), []);
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    expect(model.state.remote).toBe('error');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/NaN/);
  });

  test('goes to the error handler alone when there is one', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const model = makeController(failing(), []);
    const errors: Error[] = [];
    model.emitter.on('error', (error) => errors.push(error));
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    expect(errors).toHaveLength(1);
    expect(logged).not.toHaveBeenCalled();
  });

  test('a throwing callback is written to the console once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const model = makeController(
      {
        isOptionDisabled: () => {
          throw new Error('boom');
        },
      },
      [{ value: 'a', label: 'A' }],
    );
    model.send({ type: 'open', cause: 'user:open' });
    model.isDisabled(model.dataset.options[0] as Option);
    await flush();
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
