import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { optionHighlight } from '../../../src/core/domain/state';
import type { RemoteBridge } from '../../../src/features/remote/source';
import type { AjaxConfig, Option, SelectOptions } from '../../../src/types';
import { makeController } from '../make-controller';
import { answer, flush, manualBackend } from './helpers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(ajax: Omit<AjaxConfig, 'request'> = {}, options: SelectOptions = {}, data: Option[] = []) {
  const backend = manualBackend();
  const model = makeController({ ...options, ajax: { ...ajax, request: backend.request } }, data);
  const events: [string, unknown][] = [];
  for (const name of ['loading', 'error', 'change', 'search'] as const) {
    model.emitter.on(name, (payload) => events.push([name, payload]));
  }
  const shown = () => Array.from(model.rows().rows, (entry) => model.dataset.entries[entry]?.option.label);
  const loading = () => events.filter(([name]) => name === 'loading').map(([, v]) => v);
  const errors = () => events.filter(([name]) => name === 'error').map(([, v]) => v as Error);
  return {
    model,
    calls: backend.calls,
    events,
    shown,
    loading,
    errors,
    remote: model.remote as RemoteBridge<never>,
  };
}

/** Remote answers whose labels never contain the query, to prove there is no local filtering. */
const named = (query: string, page = 0) =>
  answer(query, page).map((o) => ({ ...o, label: o.label.replace(query, 'R') }));

describe('opening and searching', () => {
  test('open loads the query at once; the answer becomes the list; loading is balanced', async () => {
    const { model, calls, shown, loading } = setup();
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    expect(calls.map((c) => c.query)).toEqual(['']);
    expect(model.message()).toBe('loading');
    expect(loading()).toEqual([true]);
    calls[0]?.resolve(named('x'));
    await flush();
    expect(shown()).toEqual(['R 0.0', 'R 0.1', 'R 0.2']);
    expect(model.message()).toBeNull();
    expect(model.state.highlighted).toEqual(optionHighlight(0));
    expect(loading()).toEqual([true, false]);
  });

  test('typing debounces, replaces the list at once and shows the answer unfiltered', async () => {
    const { model, calls, shown } = setup();
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    calls[0]?.resolve(named(''));
    await flush();
    model.send({ type: 'setQuery', query: 'a', cause: 'user:type' });
    model.send({ type: 'setQuery', query: 'ab', cause: 'user:type' });
    await flush();
    expect(shown()).toEqual([]);
    expect(model.message()).toBe('loading');
    await vi.advanceTimersByTimeAsync(250);
    expect(calls.map((c) => c.query)).toEqual(['', 'ab']);
    calls[1]?.resolve(named('ab'));
    await flush();
    expect(shown()).toEqual(['R 0.0', 'R 0.1', 'R 0.2']);
  });

  test('an empty answer shows the empty row', async () => {
    const { model, calls } = setup();
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    calls[0]?.resolve([]);
    await flush();
    expect(model.message()).toBe('empty');
  });

  test('loadOnOpen false: opening waits for typing', async () => {
    const { model, calls } = setup({ loadOnOpen: false });
    model.send({ type: 'open', cause: 'user:open' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    expect(model.message()).toBe('typeToSearch');
    model.send({ type: 'setQuery', query: 'z', cause: 'user:type' });
    await vi.advanceTimersByTimeAsync(250);
    expect(calls.map((c) => c.query)).toEqual(['z']);
  });

  test('minSearchLength delays requests and shows the hint', async () => {
    const { model, calls } = setup({}, { minSearchLength: 2 });
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'a', cause: 'user:type' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    expect(model.message()).toBe('hint');
    model.send({ type: 'setQuery', query: 'ab', cause: 'user:type' });
    await vi.advanceTimersByTimeAsync(250);
    expect(calls.map((c) => c.query)).toEqual(['ab']);
  });

  test('an ajax search is never hidden by minResultsForSearch', () => {
    const { model } = setup({}, { minResultsForSearch: 50 });
    expect(model.searchVisible()).toBe(true);
  });

  test('closing aborts the request and ends loading; reopening serves the cache', async () => {
    const { model, calls, loading, shown } = setup();
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    model.send({ type: 'close', cause: 'user:close' });
    await flush();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(loading()).toEqual([true, false]);
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    calls[1]?.resolve(named('x'));
    await flush();
    model.send({ type: 'close', cause: 'user:close' });
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    expect(calls).toHaveLength(2);
    expect(shown()).toHaveLength(3);
  });
});

describe('errors', () => {
  test('a non-Error rejection gives an Error, the error row; a later search retries', async () => {
    const { model, calls, errors, loading } = setup();
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    calls[0]?.reject('server down');
    await flush();
    expect(errors()[0]).toBeInstanceOf(Error);
    expect(errors()[0]?.message).toBe(
      'widget-select: ajax.request failed with a non-Error value: "server down".',
    );
    expect(model.message()).toBe('error');
    expect(loading()).toEqual([true, false]);
    model.send({ type: 'setQuery', query: 'b', cause: 'user:type' });
    await vi.advanceTimersByTimeAsync(250);
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(named('b'));
    await flush();
    expect(model.message()).toBeNull();
  });

  test('reopening retries a failed load, even with loadOnOpen false', async () => {
    const { model, calls } = setup({ loadOnOpen: false });
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'q', cause: 'user:type' });
    await vi.advanceTimersByTimeAsync(250);
    calls[0]?.reject(new Error('nope'));
    await flush();
    model.send({ type: 'close', cause: 'user:close' });
    model.send({ type: 'setQuery', query: 'q', cause: 'api:setSearchQuery' });
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    expect(calls.map((c) => c.query)).toEqual(['q', 'q']);
  });

  test('retry() repeats a failed cursor page with its cursor, at once, and appends it', async () => {
    const { model, calls, remote, shown } = setup({ pagination: true, debounce: 300 });
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    calls[0]?.resolve({ options: named('', 0), nextCursor: 'c1' });
    await flush();
    expect(remote.loadMore()).toBe(true);
    expect(calls[1]?.cursor).toBe('c1');
    calls[1]?.reject(new Error('timeout'));
    await flush();
    expect(model.message()).toBe('error');
    remote.retry();
    expect(calls).toHaveLength(3);
    expect(calls[2]).toMatchObject({ query: '', page: 1, cursor: 'c1' });
    expect(model.message()).toBe('loading');
    calls[2]?.resolve({ options: named('', 1), nextCursor: null });
    await flush();
    expect(shown()).toHaveLength(6);
    expect(model.message()).toBeNull();
  });

  test('retry() does nothing while closed or after dispose', async () => {
    const { model, calls, remote } = setup();
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    calls[0]?.reject(new Error('down'));
    await flush();
    model.send({ type: 'close', cause: 'user:close' });
    remote.retry();
    expect(calls).toHaveLength(1);
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    expect(calls).toHaveLength(2);
    calls[1]?.reject(new Error('down'));
    await flush();
    remote.dispose();
    remote.retry();
    expect(calls).toHaveLength(2);
  });

  test('a throwing transform keeps the selection and the widget working', async () => {
    let broken = false;
    const transform = (raw: unknown) => {
      if (broken) throw new Error('bad payload');
      return raw as Option[];
    };
    const { model, calls, errors, shown } = setup({ transform }, { multiple: true });
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    calls[0]?.resolve(answer('s'));
    await flush();
    model.send({ type: 'pick', entry: 1 });
    expect(model.state.value).toEqual(['s-0-1']);
    broken = true;
    model.send({ type: 'setQuery', query: 't', cause: 'user:type' });
    await vi.advanceTimersByTimeAsync(250);
    calls[1]?.resolve(answer('t'));
    await flush();
    expect(errors()[0]?.message).toBe('widget-select: ajax.transform threw: bad payload');
    expect(model.state.value).toEqual(['s-0-1']);
    expect(model.optionOf('s-0-1')?.label).toBe('s 0.1');
    broken = false;
    model.send({ type: 'setQuery', query: 'u', cause: 'user:type' });
    await vi.advanceTimersByTimeAsync(250);
    calls[2]?.resolve(answer('u'));
    await flush();
    expect(shown()).toEqual(['u 0.0', 'u 0.1', 'u 0.2']);
  });
});

describe('methods', () => {
  test('reload clears the cache and reloads the active query; clearCache forgets pages', async () => {
    const { model, calls, remote } = setup();
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    calls[0]?.resolve(named(''));
    await flush();
    remote.reload();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query).toBe('');
    calls[1]?.resolve(named(''));
    await flush();
    remote.clearCache();
    model.send({ type: 'close', cause: 'user:close' });
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    expect(calls).toHaveLength(3);
  });

  test('select all matching during reload: a reloaded first page refused for duplicates ends it, nothing selected', async () => {
    const { model, calls, remote, errors } = setup(
      { pagination: true },
      { multiple: true, duplicateValuePolicy: 'error' },
    );
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    calls[0]?.resolve({ options: named(''), hasMore: true });
    await flush();
    remote.reload();
    model.send({ type: 'selectAll', matching: true, cause: 'user:selectAll' });
    expect(calls).toHaveLength(2);
    const twice = { value: 'd', label: 'D' };
    calls[1]?.resolve({ options: [twice, { ...twice, label: 'D again' }], hasMore: true });
    await flush();
    expect(errors().map((error) => (error as { code?: string }).code)).toEqual(['duplicate-value']);
    expect(model.state.remote).toBe('error');
    expect(model.state.value).toEqual([]);
    expect(calls).toHaveLength(2);
    // The refused page is still due: the list shows what it would have replaced.
    expect(remote.loader.refreshing).toBe(true);
  });

  test('setData cancels pending remote and paging work; a late answer is ignored', async () => {
    const { model, calls, shown, loading } = setup({ pagination: true });
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    calls[0]?.resolve({ options: named('x'), hasMore: true });
    await flush();
    expect(model.remote?.loadMore()).toBe(true);
    model.setData([{ value: 'own', label: 'Own' }]);
    expect(calls[1]?.signal.aborted).toBe(true);
    calls[1]?.resolve({ options: named('x', 1), hasMore: true });
    await flush();
    expect(shown()).toEqual(['Own']);
    expect(model.remote?.loadMore()).toBe(false);
    expect(loading()).toEqual([true, false, true, false]);
  });

  test('dispose while loading ends loading', async () => {
    const { model, loading } = setup();
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    model.dispose();
    expect(loading()).toEqual([true, false]);
  });
});

describe('pagination and selection', () => {
  test('next pages append and keep the highlight; a new query starts from page 0', async () => {
    const { model, calls, shown } = setup({ pagination: true });
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    calls[0]?.resolve({ options: named('p'), hasMore: true });
    await flush();
    model.send({ type: 'highlight', entry: 2 });
    model.remote?.loadMore();
    expect(model.message()).toBe('loading');
    calls[1]?.resolve({ options: named('p', 1), hasMore: false });
    await flush();
    expect(shown()).toEqual(['R 0.0', 'R 0.1', 'R 0.2', 'R 1.0', 'R 1.1', 'R 1.2']);
    expect(model.state.highlighted).toEqual(optionHighlight(2));
    expect(model.remote?.loadMore()).toBe(false);
    model.send({ type: 'setQuery', query: 'n', cause: 'user:type' });
    await vi.advanceTimersByTimeAsync(250);
    expect(calls.map((c) => [c.query, c.page])).toEqual([
      ['', 0],
      ['', 1],
      ['n', 0],
    ]);
  });

  test('overlapping pages do not duplicate options', async () => {
    const { model, calls, shown } = setup({ pagination: true });
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    calls[0]?.resolve({ options: answer('d'), hasMore: true });
    await flush();
    model.remote?.loadMore();
    calls[1]?.resolve({ options: [...answer('d').slice(2), { value: 'new', label: 'New' }] });
    await flush();
    expect(shown()).toEqual(['d 0.0', 'd 0.1', 'd 0.2', 'New']);
  });

  test('a selected remote option keeps its Option after the list changes', async () => {
    const { model, calls } = setup();
    model.send({ type: 'open', cause: 'user:open' });
    await flush();
    calls[0]?.resolve([{ value: 'ada', label: 'Ada Lovelace', avatar: 'ada.png' }]);
    await flush();
    model.send({ type: 'pick', entry: 0 });
    model.send({ type: 'open', cause: 'user:open' });
    model.send({ type: 'setQuery', query: 'zz', cause: 'user:type' });
    await vi.advanceTimersByTimeAsync(250);
    calls.at(-1)?.resolve([{ value: 'zed', label: 'Zed' }]);
    await flush();
    expect(model.dataset.byValue.has('ada')).toBe(false);
    expect(model.optionOf('ada')).toEqual({ value: 'ada', label: 'Ada Lovelace', avatar: 'ada.png' });
    model.setValue('ada');
    expect(model.state.value).toEqual(['ada']);
  });
});
