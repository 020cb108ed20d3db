/** `resolveOptions`: an edit form's saved values whose options the list does not hold yet. */
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Option } from 'widget-select';
import { element } from './element/element-helpers';
import { $, $$, control, fixture, mount, recordEvents, tagValues } from './helpers';

const users: Record<string, string> = { 'u-17': 'Ada Lovelace', 'u-42': 'Alan Turing' };
/** A server that answers after `ms`, with the users it knows. */
const server = (ms = 20) =>
  vi.fn(
    (values: string[]) =>
      new Promise<Option[]>((resolve) =>
        setTimeout(
          () => resolve(values.filter((v) => v in users).map((v) => ({ value: v, label: users[v]! }))),
          ms,
        ),
      ),
  );
const tagLabels = () => $$('.widget-select__tag[data-value]').map((tag) => tag.getAttribute('aria-label'));

test('unknown values stay selected and pending, in one call, then show their labels without a change', async () => {
  const resolveOptions = server();
  const warn = vi.spyOn(console, 'warn');
  const widget = mount({ multiple: true, data: [], resolveOptions });
  const log = recordEvents(widget);
  widget.setValue(['u-17', 'u-42']);
  expect(widget.getValue()).toEqual(['u-17', 'u-42']);
  expect(warn).not.toHaveBeenCalled();
  expect($$('.widget-select__tag--pending').map((tag) => tag.dataset.value)).toEqual(['u-17', 'u-42']);
  expect(control().getAttribute('aria-busy')).toBe('true');
  await vi.waitFor(() => expect(tagLabels()).toEqual(['Ada Lovelace', 'Alan Turing']));
  expect(resolveOptions).toHaveBeenCalledTimes(1);
  expect(resolveOptions.mock.calls[0]![0]).toEqual(['u-17', 'u-42']);
  expect($$('.widget-select__tag--pending')).toHaveLength(0);
  expect(control().hasAttribute('aria-busy')).toBe(false);
  expect(log).toEqual([['change', ['u-17', 'u-42']]]);
  expect(widget.getSelectedOptions()).toEqual([
    { value: 'u-17', label: 'Ada Lovelace' },
    { value: 'u-42', label: 'Alan Turing' },
  ]);
  // Cached: the same values again cost no call.
  widget.clearAll();
  widget.setValue(['u-42']);
  expect(tagLabels()).toEqual(['Alan Turing']);
  expect(resolveOptions).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});

test('removing a resolved value (the tag ×, the clear button) emits unselect with its resolved option', async () => {
  const widget = mount({ multiple: true, clearable: true, data: [], resolveOptions: server() });
  widget.setValue(['u-17', 'u-42']);
  await vi.waitFor(() => expect(tagLabels()).toEqual(['Ada Lovelace', 'Alan Turing']));
  const log = recordEvents(widget);
  await userEvent.click($('.widget-select__tag[data-value="u-17"] .widget-select__tag-remove')!);
  await userEvent.click($('.widget-select__clear')!);
  expect(log.filter(([name]) => name === 'unselect' || name === 'change')).toEqual([
    ['unselect', { value: 'u-17', label: 'Ada Lovelace' }],
    ['change', ['u-42']],
    ['unselect', { value: 'u-42', label: 'Alan Turing' }],
    ['change', []],
  ]);
});

test('single mode: the value is pending, then labelled', async () => {
  const widget = mount({ data: [], resolveOptions: server() });
  widget.setValue('u-17');
  expect($('.widget-select__value')!.classList.contains('widget-select__value--pending')).toBe(true);
  await vi.waitFor(() => expect($('.widget-select__value')!.textContent).toBe('Ada Lovelace'));
  expect($('.widget-select__value--pending')).toBeNull();
  expect(widget.getValue()).toBe('u-17');
});

test('a value the answer lacks follows missingSelectionPolicy: preserve keeps it as its label, prune drops it', async () => {
  const kept = mount({ multiple: true, data: [], resolveOptions: server() });
  kept.setValue(['u-17', 'u-99']);
  await vi.waitFor(() => expect(tagLabels()).toEqual(['Ada Lovelace', 'u-99']));
  expect(kept.getValue()).toEqual(['u-17', 'u-99']);
  expect($$('.widget-select__tag--pending')).toHaveLength(0);

  const pruned = mount({
    multiple: true,
    data: [],
    resolveOptions: server(),
    missingSelectionPolicy: 'prune',
  });
  const log = recordEvents(pruned);
  pruned.setValue(['u-17', 'u-99'], { emitChange: false });
  await vi.waitFor(() => expect(pruned.getValue()).toEqual(['u-17']));
  expect(log).toEqual([['change', ['u-17']]]);
});

test('a failed call reports error and keeps the values', async () => {
  const widget = mount({ multiple: true, data: [], resolveOptions: () => Promise.reject(new Error('503')) });
  const log = recordEvents(widget);
  widget.setValue(['u-17']);
  await vi.waitFor(() => expect(log.map(([name]) => name)).toContain('error'));
  const error = log.find(([name]) => name === 'error')![1] as Error & { code: string };
  expect(error.code).toBe('callback-failed');
  expect(widget.getValue()).toEqual(['u-17']);
  expect($$('.widget-select__tag--pending')).toHaveLength(0);
});

test('a failed call keeps the values under missingSelectionPolicy prune too: a value is missing only from an answer', async () => {
  const widget = mount({
    multiple: true,
    data: [],
    missingSelectionPolicy: 'prune',
    resolveOptions: () => Promise.reject(new Error('503')),
  });
  widget.setValue(['u-17', 'u-18']);
  const log = recordEvents(widget);
  await vi.waitFor(() => expect(log.map(([name]) => name)).toContain('error'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(widget.getValue()).toEqual(['u-17', 'u-18']);
  expect(log.filter(([name]) => name === 'change' || name === 'unselect')).toEqual([]);
});

test('a call is aborted when its values are no longer selected, and on destroy', async () => {
  const signals: AbortSignal[] = [];
  const resolveOptions = (_values: string[], { signal }: { signal: AbortSignal }) => {
    signals.push(signal);
    return new Promise<Option[]>(() => {});
  };
  const widget = mount({ multiple: true, data: [], resolveOptions });
  widget.setValue(['u-17']);
  await Promise.resolve();
  expect(signals).toHaveLength(1);
  widget.setValue([]);
  expect(signals[0]!.aborted).toBe(true);
  widget.setValue(['u-42']);
  await Promise.resolve();
  widget.destroy();
  expect(signals[1]!.aborted).toBe(true);
});

test('<widget-select>: the value attribute resolves through resolveOptions; the form submits the values meanwhile', async () => {
  const form = fixture(
    '<form><widget-select name="user" multiple value="u-17, u-42" label="Users"></widget-select></form>',
  ).firstElementChild as HTMLFormElement;
  const select = element();
  select.options = { resolveOptions: server(30) };
  expect(new FormData(form).getAll('user')).toEqual(['u-17', 'u-42']);
  await vi.waitFor(() => expect(tagLabels()).toEqual(['Ada Lovelace', 'Alan Turing']));
  expect(select.value).toEqual(['u-17', 'u-42']);
  expect(tagValues()).toEqual(['u-17', 'u-42']);
});

test('bad resolveOptions results: garbage and a synchronous throw are coded errors that keep the values; bad items are skipped; a late answer after destroy() is a no-op', async () => {
  const garbage = mount({ multiple: true, data: [], resolveOptions: () => 'nope' as never });
  const garbageLog = recordEvents(garbage);
  garbage.setValue(['u-17']);
  await vi.waitFor(() => expect(garbageLog.map(([name]) => name)).toContain('error'));
  const returned = garbageLog.find(([name]) => name === 'error')![1] as Error & { code: string };
  expect(returned.code).toBe('callback-failed');
  expect(returned.message).toMatch(/resolveOptions must return an array of options/);
  expect(garbage.getValue()).toEqual(['u-17']);
  expect(garbage.getSelectedOptions()).toEqual([{ value: 'u-17', label: 'u-17' }]);
  garbage.destroy();

  const throwing = mount({
    multiple: true,
    data: [],
    resolveOptions: () => {
      throw new TypeError('boom');
    },
  });
  const throwingLog = recordEvents(throwing);
  throwing.setValue(['u-42']);
  await vi.waitFor(() => expect(throwingLog.map(([name]) => name)).toContain('error'));
  const thrown = throwingLog.find(([name]) => name === 'error')![1] as Error & { code: string };
  expect(thrown.code).toBe('callback-failed');
  expect((thrown.cause as Error).message).toBe('boom');
  expect(throwing.getValue()).toEqual(['u-42']);
  expect($$('.widget-select__tag--pending')).toHaveLength(0);
  throwing.destroy();

  // Items that are not options (no string value and label) are skipped: the value keeps its own label.
  const items = mount({
    multiple: true,
    data: [],
    resolveOptions: async () =>
      [null, 42, { value: 'u-17' }, { value: 'u-42', label: 'Alan Turing' }] as never,
  });
  items.setValue(['u-17', 'u-42']);
  await vi.waitFor(() => expect(tagLabels()).toEqual(['u-17', 'Alan Turing']));
  items.destroy();

  let answer: ((options: Option[]) => void) | null = null;
  const late = mount({
    multiple: true,
    data: [],
    resolveOptions: () =>
      new Promise<Option[]>((resolve) => {
        answer = resolve;
      }),
  });
  const lateLog = recordEvents(late);
  late.setValue(['u-17']);
  await vi.waitFor(() => expect(answer).not.toBeNull());
  late.destroy();
  const errors = vi.spyOn(console, 'error');
  answer!([{ value: 'u-17', label: 'Ada Lovelace' }]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(lateLog).toEqual([['change', ['u-17']]]);
  expect(errors).not.toHaveBeenCalled();
  expect($('.widget-select')).toBeNull();
  expect(late.getSelectedOptions()).toEqual([]);
  errors.mockRestore();

  expect(() => mount({ resolveOptions: 'fetch' as never })).toThrow(
    expect.objectContaining({ code: 'invalid-options' }),
  );
});

test('answers that throw while read (a Proxy whose length throws, an option with a throwing getter) end the busy state with callback-failed', async () => {
  const hostile = [
    () =>
      new Proxy([{ value: 'u-17', label: 'Ada' }], {
        get: (target, key, receiver) => {
          if (key === 'length') throw new Error('length');
          return Reflect.get(target, key, receiver);
        },
      }),
    () => [
      Object.defineProperty({ label: 'Ada' }, 'value', {
        enumerable: true,
        get: () => {
          throw new Error('getter');
        },
      }),
    ],
  ];
  for (const answer of hostile) {
    const widget = mount({ multiple: true, data: [], resolveOptions: async () => answer() as Option[] });
    const log = recordEvents(widget);
    widget.setValue(['u-17']);
    expect(control().getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(log.map(([name]) => name)).toContain('error'));
    expect((log.find(([name]) => name === 'error')![1] as { code: string }).code).toBe('callback-failed');
    expect(control().hasAttribute('aria-busy')).toBe(false);
    expect($$('.widget-select__tag--pending')).toHaveLength(0);
    expect(widget.getValue()).toEqual(['u-17']);
    widget.destroy();
  }
});
