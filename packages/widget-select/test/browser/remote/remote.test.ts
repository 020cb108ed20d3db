import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  $,
  clickControl,
  control,
  dropdown,
  mount,
  recordEvents,
  rowLabels,
  rows,
  search,
  tags,
  tagValues,
} from '../helpers';
import { frames, steppedTimers } from '../waits';
import { manualBackend, pagedBackend, people } from './backend';

const message = () => $('.widget-select__message');
const loadingEvents = (log: [string, unknown][]) => log.filter(([n]) => n === 'loading').map(([, v]) => v);
const errorEvents = (log: [string, unknown][]) =>
  log.filter(([n]) => n === 'error').map(([, v]) => v as Error);

test('typing sends one debounced request; the loading row shows until the answer replaces the list', async () => {
  // The debounce and the backend's latency run on a stepped clock: the two
  // key presses are one burst however slowly a busy machine types them.
  const advance = steppedTimers();
  const backend = pagedBackend({ latency: 80 });
  const widget = mount({ ajax: { request: backend.request, debounce: 100 } });
  const log = recordEvents(widget);
  await userEvent.click(control());
  expect(message()?.className).toContain('widget-select__message--loading');
  expect(message()?.textContent).toBe('Loading…');
  await advance(200);
  await expect.poll(() => rows().length).toBe(10);
  expect(message()).toBeNull();
  await userEvent.keyboard('00');
  expect(rows()).toHaveLength(0);
  expect(message()?.classList.contains('widget-select__message--loading')).toBe(true);
  await advance(99);
  expect(backend.calls.map((c) => c.query)).toEqual(['']);
  await advance(100);
  await expect.poll(() => rowLabels()).toEqual(people(9).map((p) => p.label));
  expect(backend.calls.map((c) => c.query)).toEqual(['', '00']);
  expect(loadingEvents(log)).toEqual([true, false, true, false]);
});

test('a late answer of a superseded request is never shown, even when the request ignores the signal', async () => {
  const backend = manualBackend();
  const widget = mount({ ajax: { request: backend.request, debounce: 0 } });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await userEvent.keyboard('a');
  await userEvent.keyboard('b');
  await expect.poll(() => backend.calls.map((c) => c.query)).toEqual(['', 'a', 'ab']);
  expect(backend.calls.slice(0, 2).every((c) => c.signal.aborted)).toBe(true);
  backend.calls[2]?.resolve([{ value: 'new', label: 'Answer to ab' }]);
  await expect.poll(() => rowLabels()).toEqual(['Answer to ab']);
  backend.calls[1]?.resolve([{ value: 'old', label: 'Answer to a' }]);
  backend.calls[0]?.resolve([{ value: 'older', label: 'Answer to empty' }]);
  await frames();
  expect(rowLabels()).toEqual(['Answer to ab']);
  // Without a debounce the load is superseded while still loading: one span.
  expect(loadingEvents(log)).toEqual([true, false]);
});

test('a failed load: error event with an Error, a localized error row, the selection intact; typing and reopening retry', async () => {
  let fail = true;
  const backend = pagedBackend();
  const request = (query: string, page: number, signal: AbortSignal) =>
    fail ? Promise.reject({ status: 503 }) : backend.request(query, page, signal);
  const widget = mount({
    multiple: true,
    data: [{ value: 'kept', label: 'Kept one' }],
    ajax: { request, debounce: 20 },
    language: { error: 'Could not load — try again' },
  });
  widget.setValue(['kept']);
  const log = recordEvents(widget);
  await clickControl();
  await expect.poll(() => errorEvents(log)).toHaveLength(1);
  expect(errorEvents(log)[0]).toBeInstanceOf(Error);
  expect(errorEvents(log)[0]?.message).toBe(
    'widget-select: ajax.request failed with a non-Error value: {"status":503}.',
  );
  expect(message()?.className).toContain('widget-select__message--error');
  // The text, then the Retry button.
  expect(message()?.firstChild?.textContent).toBe('Could not load — try again');
  expect(tagValues()).toEqual(['kept']);
  expect(tags()[0]?.textContent).toContain('Kept one');
  await userEvent.keyboard('1');
  await expect.poll(() => errorEvents(log)).toHaveLength(2);
  fail = false;
  await userEvent.keyboard('{Escape}');
  await clickControl();
  await expect.poll(() => rows().length).toBe(10);
  expect(message()).toBeNull();
  expect(widget.getValue()).toEqual(['kept']);
  expect(loadingEvents(log)).toEqual([true, false, true, false, true, false]);
});

test('a throwing transform gives a clear error; the single value still renders and later searches work', async () => {
  let broken = false;
  const backend = pagedBackend();
  const widget = mount({
    ajax: {
      request: backend.request,
      debounce: 0,
      cacheTtl: 0,
      transform: (raw) => {
        if (broken) throw new Error('unexpected payload');
        return raw as { options: []; hasMore: boolean };
      },
    },
  });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expect.poll(() => rows().length).toBe(10);
  await userEvent.click(rows()[2]!);
  expect(widget.getValue()).toBe('p3');
  broken = true;
  await userEvent.click(control());
  await expect
    .poll(() => errorEvents(log).map((e) => e.message))
    .toEqual(['widget-select: ajax.transform threw: unexpected payload']);
  expect($('.widget-select__value')?.textContent).toBe('Person 003');
  broken = false;
  await userEvent.keyboard('2');
  await expect.poll(() => rows().length).toBeGreaterThan(0);
  expect(widget.getValue()).toBe('p3');
});

test('a selected remote option keeps its label and avatar after the list changes', async () => {
  const ada = { value: 'ada', label: 'Ada Lovelace', avatar: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' };
  const request = async (query: string) => (query === '' ? [ada] : [{ value: 'zed', label: 'Zed' }]);
  const widget = mount({ multiple: true, ajax: { request, debounce: 0 } });
  await userEvent.click(control());
  await expect.poll(() => rowLabels()).toEqual(['Ada Lovelace']);
  await userEvent.click(rows()[0]!);
  await userEvent.keyboard('z');
  await expect.poll(() => rowLabels()).toEqual(['Zed']);
  expect(tags()[0]?.textContent).toContain('Ada Lovelace');
  expect(widget.getValue()).toEqual(['ada']);
  await userEvent.click(rows()[0]!);
  expect(tagValues()).toEqual(['ada', 'zed']);
  expect(tags()[1]?.textContent).toContain('Zed');
});

test('removing a remote pick a later query dropped from the list emits unselect with its option', async () => {
  const ada = { value: 'ada', label: 'Ada Lovelace' };
  const request = async (query: string) => (query === '' ? [ada] : [{ value: 'zed', label: 'Zed' }]);
  const widget = mount({ multiple: true, ajax: { request, debounce: 0 } });
  await userEvent.click(control());
  await expect.poll(() => rowLabels()).toEqual(['Ada Lovelace']);
  await userEvent.click(rows()[0]!);
  await userEvent.keyboard('z');
  await expect.poll(() => rowLabels()).toEqual(['Zed']);
  await userEvent.keyboard('{Escape}');
  const log = recordEvents(widget);
  await userEvent.click($('.widget-select__tag[data-value="ada"] .widget-select__tag-remove')!);
  expect(log.filter(([name]) => name === 'unselect' || name === 'change')).toEqual([
    ['unselect', ada],
    ['change', []],
  ]);
});

test('reload() clears the cache and reloads; clearRemoteCache() makes the next open fetch again', async () => {
  const backend = pagedBackend();
  const widget = mount({ ajax: { request: backend.request } });
  await userEvent.click(control());
  await expect.poll(() => rows().length).toBe(10);
  await userEvent.keyboard('{Escape}');
  await userEvent.click(control());
  expect(backend.calls).toHaveLength(1);
  widget.reload();
  expect(backend.calls).toHaveLength(2);
  await expect.poll(() => rows().length).toBe(10);
  widget.clearRemoteCache();
  widget.close();
  widget.open();
  await expect.poll(() => backend.calls).toHaveLength(3);
});

test('setData() cancels the pending load; its late answer is ignored', async () => {
  const backend = manualBackend();
  const widget = mount({ ajax: { request: backend.request } });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expect.poll(() => backend.calls).toHaveLength(1);
  expect(message()?.classList.contains('widget-select__message--loading')).toBe(true);
  widget.setData([{ value: 'own', label: 'Own option' }]);
  expect(backend.calls[0]?.signal.aborted).toBe(true);
  expect(rowLabels()).toEqual(['Own option']);
  expect(message()).toBeNull();
  backend.calls[0]?.resolve([{ value: 'late', label: 'Late' }]);
  await frames();
  expect(rowLabels()).toEqual(['Own option']);
  expect(loadingEvents(log)).toEqual([true, false]);
});

test('minSearchLength shows the hint and holds requests back; minResultsForSearch never hides the search', async () => {
  const backend = pagedBackend();
  mount({ minSearchLength: 2, minResultsForSearch: 1000, ajax: { request: backend.request, debounce: 0 } });
  await userEvent.click(control());
  expect(search()?.closest<HTMLElement>('.widget-select__search-wrap')?.hidden).toBe(false);
  expect(message()?.className).toContain('widget-select__message--hint');
  await userEvent.keyboard('1');
  // A debounce of 0 sends in the next task: two frames later it would have been sent.
  await frames();
  expect(backend.calls).toHaveLength(0);
  await userEvent.keyboard('2');
  await expect.poll(() => rowLabels()).toEqual(['Person 012']);
  expect(backend.calls.map((c) => c.query)).toEqual(['12']);
  expect(dropdown()).not.toBeNull();
});
