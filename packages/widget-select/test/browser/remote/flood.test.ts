/**
 * A paged source that never fills the list must not flood its server: a
 * real HTTP server counts the requests while the list stays open with no
 * user action.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { AUTO_PAGE_INTERVAL, AUTO_PAGES } from '../../../src/features/remote/rows';
import { $, control, mount, recordEvents, rows } from '../helpers';
import { frames, steppedTimers } from '../waits';

let origin = '';

beforeAll(async () => {
  origin = await commands.startRemoteServer();
});
afterAll(async () => {
  await commands.stopRemoteServer();
});

const list = () => $('.widget-select__list')!;

/**
 * Lets every page the list would load on its own come: the next frame's
 * check, then the spacing between pages crossed on the stepped clock, well
 * past the last page such a list may load, then that timer's frame. A page
 * asked for starts loading at once (a `loading` event).
 */
async function settle(advance: (ms: number) => Promise<void>): Promise<void> {
  await frames();
  await advance(AUTO_PAGE_INTERVAL * (AUTO_PAGES + 1));
  await frames();
}

/**
 * Opens a paged widget on `/stuck?mode=…`, lets its second page come and the
 * list do what it does on its own after it, returns the requests and events.
 */
async function openAndWait(mode: string, cacheTtl?: number) {
  await commands.remoteServerRequests();
  // The spacing of pages loaded on their own is read from the page's clock and kept by a timer: both stepped.
  const advance = steppedTimers(['performance']);
  const widget = mount({
    ajax: { url: `${origin}/stuck?mode=${mode}`, pagination: true, debounce: 0, cacheTtl },
  });
  const log = recordEvents(widget);
  const loading = () => log.filter(([name]) => name === 'loading').map(([, value]) => value);
  await userEvent.click(control());
  await expect.poll(() => rows().length).toBe(3);
  await expect.poll(() => loading().length).toBe(4);
  await settle(advance);
  // Every request asked for has started loading, and reached the server before its answer ended it.
  const requests = await commands.remoteServerRequests();
  return { widget, requests, loading: loading(), advance, log };
}

test.each([
  ['empty', 'pages with no rows'],
  ['dupes', 'pages that repeat the rows already shown'],
])('a short first page followed by %s (%s) stops after one page that adds nothing', async (mode) => {
  const { requests, loading } = await openAndWait(mode);
  expect(requests).toEqual([`/stuck?mode=${mode}&q=&page=0`, `/stuck?mode=${mode}&q=&page=1`]);
  expect(loading).toEqual([true, false, true, false]);
  expect(rows()).toHaveLength(3);
});

test('a cursor that repeats ends paging, also with the cache off', async () => {
  const { requests, loading } = await openAndWait('cursor', 0);
  expect(requests).toEqual(['/stuck?mode=cursor&q=&page=0', '/stuck?mode=cursor&q=&page=1&cursor=c1']);
  expect(loading).toEqual([true, false, true, false]);
});

test('a cursor source with new cursors but empty pages stops, also with the cache off', async () => {
  const { requests, loading } = await openAndWait('cursor-empty', 0);
  expect(requests).toHaveLength(2);
  expect(loading).toEqual([true, false, true, false]);
});

test('after the stop, the user scrolling the list (a wheel) asks for one more page', async () => {
  const { advance, log } = await openAndWait('empty');
  await userEvent.hover(list());
  list().dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true }));
  // Exactly one more page, and none after it.
  await expect.poll(() => log.filter(([name]) => name === 'loading').length).toBe(6);
  await settle(advance);
  expect(log.filter(([name]) => name === 'loading').map(([, value]) => value)).toEqual([
    true,
    false,
    true,
    false,
    true,
    false,
  ]);
  expect(await commands.remoteServerRequests()).toEqual(['/stuck?mode=empty&q=&page=2']);
});

test('a source that never ends fills a short list with a few pages, spaced out, then waits for the user', async () => {
  const times: number[] = [];
  // One new row per page, always "more": the list would never fill on its own.
  const request = async (_query: string, page: number) => {
    times.push(performance.now());
    return { options: [{ value: `v${page}`, label: `Row ${page}` }], hasMore: true };
  };
  // The spacing is read from the page's clock and checked once a frame: both stepped here.
  const advance = steppedTimers(['performance', 'requestAnimationFrame', 'cancelAnimationFrame']);
  mount({ ajax: { request, pagination: true } });
  await userEvent.click(control());
  await advance(1500);
  expect(times).toHaveLength(1 + AUTO_PAGES);
  for (let i = 2; i < times.length; i++) {
    expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(AUTO_PAGE_INTERVAL - 20);
  }
  await userEvent.keyboard('{ArrowDown}');
  await advance(100);
  expect(times.length).toBeGreaterThan(1 + AUTO_PAGES);
});
