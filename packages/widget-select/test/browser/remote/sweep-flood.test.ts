/**
 * "Select all N matching" never floods a source that keeps saying "more":
 * a real HTTP server that ignores `?page=`, and an in-page source that
 * hands out a new cursor each time, count the requests after one click.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { SWEEP_STALL_PAUSE } from '../../../src/features/remote/sweep';
import { selectAllHeaderPlugin } from '../../../src/plugins';
import type { SelectOptions } from '../../../src/types';
import { $, control, mount, recordEvents, rows } from '../helpers';
import { frames, nextTask, steppedTimers } from '../waits';
import { manualBackend, people } from './backend';

let origin = '';

// The server starts in the test runner's process, which a loaded machine may be slow to answer.
beforeAll(async () => {
  origin = await commands.startRemoteServer();
}, 120_000);
afterAll(async () => {
  await commands.stopRemoteServer();
});

const selectAllButton = () => $<HTMLButtonElement>('.widget-select__bulk-button')!;
const errorRow = () => $('.widget-select__message--error');

/**
 * A multiple widget with the header's buttons on a paged `ajax` source
 * that loads once the user types; the events are recorded from then on.
 */
function sweeper(ajax: SelectOptions['ajax']) {
  const widget = mount({
    multiple: true,
    ajax: { debounce: 0, pagination: true, loadOnOpen: false, ...ajax },
    plugins: [selectAllHeaderPlugin()],
  });
  return { widget, log: recordEvents(widget) };
}

const errors = (log: [string, unknown][]) =>
  log.filter(([name]) => name === 'error').map(([, e]) => e as Error);
const loading = (log: [string, unknown][]) => log.filter(([name]) => name === 'loading').map(([, v]) => v);

test('the built-in GET against a server that ignores ?page=: a few requests, then the error row and an error naming the GET', async () => {
  // Twenty people on every page, "more" and a total of 210 each time.
  const url = `${origin}/stuck?mode=dupes&first=20&total=210`;
  const { widget, log } = sweeper({ url });
  await userEvent.click(control());
  await userEvent.keyboard('p');
  await expect.poll(() => rows().length).toBe(20);
  await expect.poll(() => selectAllButton().textContent).toBe('Select all 210 matching');
  await commands.remoteServerRequests();
  await userEvent.click(selectAllButton());
  // The sweep ends with its error; every request it made reached the server before its answer.
  await expect.poll(() => errors(log), { timeout: 10_000 }).toHaveLength(1);
  await expect.poll(() => loading(log)).toEqual([true, false, true, false]);
  const requests = await commands.remoteServerRequests();
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.length).toBeLessThanOrEqual(4);
  expect(errors(log)).toHaveLength(1);
  expect(errors(log)[0]?.message).toContain('the ajax GET of');
  expect(errors(log)[0]?.message).toContain('/stuck');
  expect(errorRow()).not.toBeNull();
  expect(widget.getValue()).toEqual([]);
  expect(loading(log)).toEqual([true, false, true, false]);
  // The list still shows the twenty rows; scrolling to its end asks for nothing more
  // (the key's check runs in the next frame, and a page asked for starts loading at once).
  await userEvent.keyboard('{End}');
  await frames();
  expect(loading(log)).toEqual([true, false, true, false]);
  expect(await commands.remoteServerRequests()).toEqual([]);
});

test('a source with a new cursor each time and the same rows: paced, stopped with an error naming ajax.request', async () => {
  const times: number[] = [];
  const twenty = people(20);
  const request = async (_query: string, page: number) => {
    times.push(performance.now());
    // A task per answer, as over a network: an instant answer would flood within one task.
    await nextTask();
    return { options: twenty, nextCursor: `c${page}` };
  };
  const { widget, log } = sweeper({ request });
  await userEvent.click(control());
  await userEvent.keyboard('p');
  await expect.poll(() => rows().length).toBe(20);
  const before = times.length;
  await userEvent.click(selectAllButton());
  // The sweep ends with its error: no request follows it.
  await expect.poll(() => errors(log), { timeout: 10_000 }).toHaveLength(1);
  const sweep = times.slice(before);
  expect(sweep).toHaveLength(2);
  // Once a page added nothing, the next waited: never more than a few a second.
  expect(sweep[1]! - sweep[0]!).toBeGreaterThanOrEqual(SWEEP_STALL_PAUSE - 50);
  expect(errors(log).map((e) => e.message)).toEqual([expect.stringContaining('ajax.request')]);
  expect(errorRow()).not.toBeNull();
  expect(widget.getValue()).toEqual([]);
});

test('Escape while the sweep waits after a page that added nothing: no request follows, nothing selected, no error', async () => {
  const backend = manualBackend();
  const { widget, log } = sweeper({ request: backend.request });
  const twenty = people(20);
  await userEvent.click(control());
  await userEvent.keyboard('p');
  await expect.poll(() => backend.calls.length).toBe(1);
  backend.calls[0]?.resolve({ options: twenty, hasMore: true });
  await expect.poll(() => rows().length).toBe(20);
  await userEvent.click(selectAllButton());
  await expect.poll(() => backend.calls.length).toBe(2);
  // The pause runs on a stepped clock: it is crossed, well past its end, at no real cost.
  const advance = steppedTimers();
  // Page 1 repeats page 0: the sweep pauses before it asks again.
  backend.calls[1]?.resolve({ options: twenty, hasMore: true });
  await userEvent.keyboard('{Escape}');
  expect(widget.isDropdownOpen()).toBe(false);
  await advance(SWEEP_STALL_PAUSE * 3);
  expect(backend.calls.slice(2).every((call) => call.signal.aborted)).toBe(true);
  expect(errors(log)).toEqual([]);
  expect(widget.getValue()).toEqual([]);
  expect(loading(log).at(-1)).toBe(false);
});
