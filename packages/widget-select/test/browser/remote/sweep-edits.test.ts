/**
 * A clear (or any edit of the value) while "Select all N matching" loads
 * its pages ends that sweep: once the pages are in, the matches are not
 * selected over the edit.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { AUTO_PAGE_INTERVAL, AUTO_PAGES } from '../../../src/features/remote/rows';
import type { SelectOptions, SelectWidget } from '../../../src/index';
import { selectAllHeaderPlugin } from '../../../src/plugins';
import { $, $$, clickControl, mount, recordEvents, rows } from '../helpers';
import { frames, steppedTimers } from '../waits';
import { people } from './backend';

const PAGE_SIZE = 10;
const PEOPLE = people(40);

/**
 * An in-page server of 40 people, 10 a page with the total, that answers
 * at once while open and holds every request while `held` (answering them
 * all when released).
 */
function gatedBackend() {
  const held: (() => void)[] = [];
  const state = { held: false, requests: 0, lastQuery: '' };
  const request = (query: string, page: number) => {
    state.requests++;
    state.lastQuery = query;
    const matches = PEOPLE.filter((p) => p.label.toLowerCase().includes(query.toLowerCase()));
    const body = {
      options: matches.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE),
      hasMore: (page + 1) * PAGE_SIZE < matches.length,
      total: matches.length,
    };
    return new Promise<typeof body>((resolve) => {
      if (state.held) held.push(() => resolve(body));
      else resolve(body);
    });
  };
  const release = () => {
    state.held = false;
    for (const answer of held.splice(0)) answer();
  };
  return { request, state, release };
}

const bulkButtons = () => $$<HTMLButtonElement>('.widget-select__bulk-button');

/** A clearable widget on that server: types "person", waits for its first page, then clicks "Select all 40 matching" with the server holding its answers. */
async function sweepHeld(selected: string[] = [], extra: SelectOptions = {}) {
  // Pages the list loads on its own (a short list fills itself) are spaced on the page's clock, by a
  // timer: both stepped, so none comes between the steps of a test unless it moves the clock on.
  const advance = steppedTimers(['performance']);
  const backend = gatedBackend();
  const widget = mount({
    multiple: true,
    clearable: true,
    data: PEOPLE.filter((p) => selected.includes(p.value)),
    ajax: { request: backend.request, debounce: 0, pagination: true, loadOnOpen: false },
    plugins: [selectAllHeaderPlugin()],
    ...extra,
  });
  widget.setValue(selected);
  // Beside the tags of `selected`.
  await clickControl();
  await userEvent.keyboard('person');
  // Every letter is a search of its own: the events are recorded from the last one's answer on.
  await expect.poll(() => backend.state.lastQuery).toBe('person');
  await expect.poll(() => rows()[0]?.textContent ?? '').toContain('Person 001');
  await expect.poll(() => bulkButtons()[0]?.textContent).toBe('Select all 40 matching');
  const log = recordEvents(widget);
  backend.state.held = true;
  await userEvent.click(bulkButtons()[0]!);
  await expect.poll(() => log.some(([name, v]) => name === 'loading' && v)).toBe(true);
  return { widget, backend, log, advance };
}

/** Releases the held pages and lets the sweep, were it still running, finish. */
async function releaseAndSettle(backend: ReturnType<typeof gatedBackend>) {
  backend.release();
  // The in-page answers settle in promise jobs, the pages after them too (none is
  // barren, so no pause): a sweep left running would have selected before the next frames.
  await frames();
}

test.each<[string, (widget: SelectWidget) => Promise<void> | void, string[]]>([
  ['a click on the header’s "Clear selection"', () => userEvent.click(bulkButtons()[1]!), []],
  ['clearAll()', (widget) => widget.clearAll(), []],
  ["clearAll({ scope: 'matching' })", (widget) => widget.clearAll({ scope: 'matching' }), []],
  ["setValue(['p2'])", (widget) => widget.setValue(['p2']), ['p2']],
])(
  '%s while the pages load: the value stays as it left it once they are in',
  async (_name, edit, expected) => {
    const { widget, backend, log } = await sweepHeld();
    await edit(widget as unknown as SelectWidget);
    await releaseAndSettle(backend);
    expect(widget.getValue()).toEqual(expected);
    const loading = log.filter(([name]) => name === 'loading').map(([, v]) => v);
    expect(loading).toEqual([true, false]);
    expect(log.filter(([name]) => name === 'error')).toEqual([]);
  },
);

test('the clear button while the pages load: nothing is selected once they are in', async () => {
  const { widget, backend } = await sweepHeld(['p40']);
  const clear = $<HTMLButtonElement>('.widget-select__clear');
  expect(clear).not.toBeNull();
  await userEvent.click(clear!);
  expect(widget.getValue()).toEqual([]);
  await releaseAndSettle(backend);
  expect(widget.getValue()).toEqual([]);
});

test('a click on a row while the pages load picks that row only', async () => {
  // The query stays: the pick alone, not a new search, has to end the sweep.
  const { widget, backend, advance } = await sweepHeld([], { keepQueryOnSelect: true });
  await userEvent.click(rows()[2]!);
  await releaseAndSettle(backend);
  expect(widget.getValue()).toEqual(['p3']);
  // No page of the stopped sweep is asked for again on its own, however long the list stays open.
  const before = backend.state.requests;
  await advance(AUTO_PAGE_INTERVAL * (AUTO_PAGES + 1));
  await frames();
  expect(backend.state.requests).toBe(before);
});
