/**
 * An edit of the value during a select-all-matching (or clear-matching)
 * sweep ends the sweep: its outcome, computed when the last page is in,
 * would undo the edit.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Controller } from '../../../src/core/machine/controller';
import { makeController } from '../make-controller';
import { answer, flush, manualBackend } from './helpers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Four pages of three options for the query "q"; the first one shown, `selected` already picked. */
async function shownFirstPage(selected: string[] = []) {
  const backend = manualBackend();
  // Selected options the widget knows before any page shows them (a saved record's).
  const known = selected.map((v) => ({ value: v, label: v }));
  const model = makeController(
    // The query stays after a pick: the list it shows is the one the sweep was loading.
    { multiple: true, keepQueryOnSelect: true, ajax: { request: backend.request, pagination: true } },
    known,
    selected,
  );
  const events: [string, unknown][] = [];
  for (const name of ['loading', 'change', 'error'] as const)
    model.emitter.on(name, (payload) => events.push([name, payload]));
  model.send({ type: 'open', cause: 'user:open' });
  model.send({ type: 'setQuery', query: 'q', cause: 'user:type' });
  await vi.advanceTimersByTimeAsync(250);
  /** Answers every call not answered yet, as the server would, until none is left. */
  const answerAll = async () => {
    for (let answered = 0; answered < backend.calls.length; answered++) {
      const call = backend.calls[answered]!;
      call.resolve({ options: answer(call.query, call.page), hasMore: call.page < 3, total: 12 });
      await flush();
    }
  };
  await answerAll();
  events.length = 0;
  return { model, calls: backend.calls, events, answerAll };
}

const value = (model: Controller<Record<string, unknown>>) => model.state.value;

test.each<[string, (model: Controller<Record<string, unknown>>) => void, string[]]>([
  ['the clear button (or the header’s Clear)', (model) => model.send({ type: 'clear' }), []],
  ['clearAll()', (model) => model.setValue(null, {}, 'api:clearAll'), []],
  [
    "clearAll({ scope: 'matching' })",
    (model) => model.send({ type: 'clearMatching', cause: 'api:clearAll' }),
    [],
  ],
  ["setValue(['q-0-1'])", (model) => model.setValue(['q-0-1']), ['q-0-1']],
  ['a pick of a row', (model) => model.send({ type: 'pick', entry: 2 }), ['q-0-2']],
])(
  '%s while the pages load ends the sweep: its matches are not selected afterwards',
  async (_name, edit, expected) => {
    const { model, calls, events, answerAll } = await shownFirstPage();
    model.send({ type: 'selectAll', matching: true, cause: 'user:selectAll' });
    const sweep = calls.slice(1);
    expect(sweep.map((call) => call.page)).toEqual([1, 2, 3]);
    edit(model);
    expect(sweep.every((call) => call.signal.aborted)).toBe(true);
    await answerAll();
    expect(value(model)).toEqual(expected);
    expect(calls).toHaveLength(4);
    const loading = events.filter(([name]) => name === 'loading').map(([, v]) => v);
    expect(loading).toEqual([true, false]);
    expect(events.filter(([name]) => name === 'error')).toEqual([]);
    // The pages the sweep did not bring in are still there to load: scrolling asks for page 1.
    expect(model.state.remote).toBe('idle');
    expect(model.send({ type: 'loadMore' })).toBe('started');
  },
);

test('a tag removed while clear-matching loads its pages ends that sweep too: the other matches stay', async () => {
  const { model, calls, answerAll } = await shownFirstPage(['q-0-0', 'q-3-1', 'q-3-2']);
  model.send({ type: 'clearMatching', cause: 'api:clearAll' });
  expect(calls.slice(1).map((call) => call.page)).toEqual([1, 2, 3]);
  model.send({ type: 'remove', value: 'q-3-1', cause: 'user:remove' });
  await answerAll();
  expect(value(model)).toEqual(['q-0-0', 'q-3-2']);
});

test('a reorder of the tags while the pages load leaves the sweep running: every match joins them', async () => {
  const { model, answerAll } = await shownFirstPage(['q-3-1', 'q-0-0']);
  model.send({ type: 'selectAll', matching: true, cause: 'user:selectAll' });
  model.send({ type: 'reorder', order: ['q-0-0', 'q-3-1'], cause: 'user:reorder' });
  await answerAll();
  expect(value(model)).toHaveLength(12);
  expect(value(model).slice(0, 2)).toEqual(['q-0-0', 'q-3-1']);
});
