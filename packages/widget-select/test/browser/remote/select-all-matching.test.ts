/**
 * Select all N matching over a paged remote source (the local HTTP backend,
 * tests/remote-server.ts, and an in-page backend answered by hand): the
 * remaining pages of the query load first, a few at a time, each once,
 * abortable, announced, capped by maxSelections.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { COUNT_DELAY } from '../../../src/open-list/list-announcer';
import { selectAllHeaderPlugin } from '../../../src/plugins';
import type { SelectOptions } from '../../../src/types';
import { $, clickControl, control, mount, recordEvents, rows } from '../helpers';
import { manualBackend, people } from './backend';

let origin = '';

beforeAll(async () => {
  origin = await commands.startRemoteServer();
});
afterAll(async () => {
  await commands.stopRemoteServer();
});

/** `/catalog`: 200 parts, 10 a page, with `total`; "odd" matches 100 (10 pages). */
function options(delay: number, extra: SelectOptions = {}): SelectOptions {
  return {
    multiple: true,
    ajax: {
      url: `${origin}/catalog`,
      params: (q, page) => ({ q, page, delay }),
      debounce: 0,
      pagination: true,
    },
    plugins: [selectAllHeaderPlugin()],
    ...extra,
  };
}

const selectAllButton = () => $<HTMLButtonElement>('.widget-select__bulk-button')!;
const live = () => $('.widget-select__live')!;

/** Every text the live region said, from now on. */
function liveSaid(): string[] {
  const said: string[] = [];
  const region = live();
  new MutationObserver(() => said.push((region.textContent ?? '').trim())).observe(region, {
    childList: true,
    characterData: true,
    subtree: true,
  });
  return said;
}

/** The pages of `/catalog?q=<query>` requested, in order. */
const pagesOf = (requests: string[], query: string) =>
  requests
    .map((path) => new URL(path, 'http://x'))
    .filter((url) => url.pathname === '/catalog' && url.searchParams.get('q') === query)
    .map((url) => Number(url.searchParams.get('page')));

const loadingEvents = (log: [string, unknown][]) =>
  log.filter(([name]) => name === 'loading').map(([, v]) => v);

/** Every `loading: true` has its `false`, and none is left open. */
function expectBalanced(log: [string, unknown][]): void {
  const events = loadingEvents(log);
  expect(events.filter((v) => v === true).length).toBe(events.filter((v) => v === false).length);
  expect(events.at(-1)).toBe(false);
}

/** Opens the widget and types `query`; resolves once its first page shows. */
async function search(query: string): Promise<void> {
  // Beside the tags a selection may have put there.
  await clickControl();
  await userEvent.keyboard(query);
  await expect.poll(() => rows()[0]?.textContent ?? '', { timeout: 5000 }).toContain(query);
}

test('"Select all 100 matching" loads the other pages of the query (3 at a time), announces progress and selects every match', async () => {
  const widget = mount(options(60));
  const log = recordEvents(widget);
  await search('odd');
  await expect.poll(() => selectAllButton().textContent).toBe('Select all 100 matching');
  const said = liveSaid();
  await commands.remoteServerMaxInFlight();
  await userEvent.click(selectAllButton());
  await expect.poll(() => (widget.getValue() as string[]).length, { timeout: 8000 }).toBe(100);
  const value = widget.getValue() as string[];
  expect(value.every((v) => Number(v.slice('part-'.length)) % 2 === 1)).toBe(true);
  expect(new Set(value).size).toBe(100);
  // Each page of the query once, all ten, never more than three at a time.
  const pages = pagesOf(await commands.remoteServerRequests(), 'odd');
  expect([...pages].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const most = await commands.remoteServerMaxInFlight();
  expect(most).toBeGreaterThan(1);
  expect(most).toBeLessThanOrEqual(3);
  expect(log.filter(([name]) => name === 'change')).toHaveLength(1);
  expectBalanced(log);
  expect(said.some((text) => /^Loading all matches: \d+ loaded/.test(text))).toBe(true);
  await expect.poll(() => said.at(-1)).toMatch(/^100 selected/);
  // The rows the pages added are not announced over it. Their announcement would
  // wait on a real timer started while a real server answered: a real wait.
  await new Promise((resolve) => setTimeout(resolve, COUNT_DELAY + 100));
  expect(said.at(-1)).toMatch(/^100 selected/);
  // The list stayed open and usable: keys still move through it.
  expect(widget.isDropdownOpen()).toBe(true);
  await userEvent.keyboard('{ArrowDown}');
  expect($('.widget-select__option--highlighted')).not.toBeNull();
});

/**
 * A widget on a backend the test answers by hand: `people` on the server
 * (settable), 5 a page with the total. Types "person" and answers its
 * first page; five rows leave the list too short to scroll, so it asks for
 * page 1 on its own, held until the test answers it.
 */
async function heldPages() {
  const backend = manualBackend();
  const widget = mount({
    multiple: true,
    ajax: { request: backend.request, debounce: 0, pagination: true },
    plugins: [selectAllHeaderPlugin()],
  });
  const server = { people: 20 };
  const pageSize = 5;
  const calls = () => backend.calls.filter((call) => call.query === 'person');
  const pages = () => calls().map((call) => call.page);
  const answer = (call: (typeof backend.calls)[number]) =>
    call.resolve({
      options: people(server.people).slice(call.page * pageSize, (call.page + 1) * pageSize),
      hasMore: (call.page + 1) * pageSize < server.people,
      total: server.people,
    });
  await userEvent.click(control());
  await userEvent.keyboard('person');
  await expect.poll(pages).toEqual([0]);
  answer(calls()[0]!);
  await expect.poll(pages).toEqual([0, 1]);
  return { widget, server, calls, pages, answer };
}

test('a page the list is loading on its own when "Select all N matching" is clicked is awaited, never requested again', async () => {
  // 20 people: pages 1 to 3 remain after the first, page 1 on its way.
  const { widget, calls, pages, answer } = await heldPages();
  await expect.poll(() => selectAllButton().textContent).toBe('Select all 20 matching');
  await userEvent.click(selectAllButton());
  await expect.poll(pages).toEqual([0, 1, 2, 3]);
  expect(calls().some((call) => call.signal.aborted)).toBe(false);
  for (const call of calls().slice(1)) answer(call);
  await expect.poll(() => (widget.getValue() as string[]).length).toBe(20);
  expect(pages()).toEqual([0, 1, 2, 3]);
});

test('"Select all N matching" during reload() waits for the reloaded first page, then selects every match the server has now', async () => {
  const { widget, server, calls, pages, answer } = await heldPages();
  answer(calls()[1]!);
  await expect.poll(() => rows().length).toBe(10);
  const log = recordEvents(widget);
  // The record is saved elsewhere: the server holds 25 people now.
  server.people = 25;
  widget.reload();
  await expect.poll(pages).toEqual([0, 1, 0]);
  expect(selectAllButton().textContent).toMatch(/^Select all \d+ matching$/);
  await userEvent.click(selectAllButton());
  // The ten rows on screen are the answer the reload replaces: nothing is picked from them.
  expect(widget.getValue()).toEqual([]);
  answer(calls()[2]!);
  await expect.poll(pages).toEqual([0, 1, 0, 1, 2, 3]);
  for (const call of calls().slice(3)) answer(call);
  await expect.poll(pages).toEqual([0, 1, 0, 1, 2, 3, 4]);
  answer(calls()[6]!);
  await expect.poll(() => (widget.getValue() as string[]).length).toBe(25);
  expect(log.filter(([name]) => name === 'change')).toHaveLength(1);
  expect(calls().some((call) => call.signal.aborted)).toBe(false);
  expectBalanced(log);
});

test('a new query or closing aborts the page loads: nothing is selected and loading stays balanced', async () => {
  const widget = mount(options(400));
  const log = recordEvents(widget);
  await search('odd');
  const said = liveSaid();
  await userEvent.click(selectAllButton());
  await expect
    .poll(() => said.some((text) => text.startsWith('Loading all matches')), { timeout: 5000 })
    .toBe(true);
  // A new query: the sweep of "odd" stops.
  await userEvent.keyboard('{Backspace}');
  await expect.poll(() => loadingEvents(log).at(-1), { timeout: 5000 }).toBe(false);
  await expect.poll(() => rows()[0]?.textContent ?? '', { timeout: 5000 }).toContain('Part');
  expect(widget.getValue()).toEqual([]);
  expect(pagesOf(await commands.remoteServerRequests(), 'odd').length).toBeLessThan(10);

  // Closing: the sweep of "od" stops too.
  await userEvent.click(selectAllButton());
  await expect.poll(() => loadingEvents(log).at(-1), { timeout: 5000 }).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  await expect.poll(() => loadingEvents(log).at(-1)).toBe(false);
  expect(widget.getValue()).toEqual([]);
  expectBalanced(log);
  const stopped = pagesOf(await commands.remoteServerRequests(), 'od').length;
  expect(stopped).toBeLessThan(10);
  // Nothing of the stopped sweep comes later: a new search is all the server hears.
  await search('even');
  expect(pagesOf(await commands.remoteServerRequests(), 'od')).toEqual([]);
  expect(widget.getValue()).toEqual([]);
});

test('maxSelections holds: the cap is filled, `maximum` names the first match left out, and pages past it are not fetched', async () => {
  const widget = mount(options(0, { maxSelections: 15 }));
  const log = recordEvents(widget);
  await search('odd');
  await commands.remoteServerRequests();
  await userEvent.click(selectAllButton());
  await expect.poll(() => (widget.getValue() as string[]).length).toBe(15);
  const maximum = log.filter(([name]) => name === 'maximum');
  expect(maximum).toHaveLength(1);
  expect(maximum[0]?.[1]).toEqual({ limit: 15, option: expect.objectContaining({ value: 'part-31' }) });
  expect(pagesOf(await commands.remoteServerRequests(), 'odd').length).toBeLessThan(9);
  expectBalanced(log);
});

test('clearAll({ scope: "matching" }) loads the pages it needs and clears only the matches', async () => {
  const widget = mount(options(0));
  await search('even');
  await userEvent.click(rows()[0]!);
  await userEvent.keyboard('{Escape}');
  await search('odd');
  await userEvent.click(selectAllButton());
  await expect.poll(() => (widget.getValue() as string[]).length).toBe(101);
  await userEvent.keyboard('{Escape}');
  // A fresh search shows the first pages only; the selected matches are on all ten.
  await search('odd');
  widget.clearAll({ scope: 'matching' });
  await expect.poll(() => widget.getValue()).toEqual(['part-2']);
});

test('clearAll({ scope: "matching" }) with every selected value on the loaded pages clears at once, loading no page', async () => {
  const widget = mount(options(0));
  await search('odd');
  await userEvent.click(rows()[0]!);
  expect(widget.getValue()).toEqual(['part-1']);
  const log = recordEvents(widget);
  widget.clearAll({ scope: 'matching' });
  // No unloaded page can hold a selected value: nothing to wait for.
  expect(widget.getValue()).toEqual([]);
  expect(loadingEvents(log)).toEqual([]);
});
