/**
 * A paged source that never fills the list must not flood its server: a
 * real HTTP server counts the requests while the list stays open with no
 * user action.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { AUTO_PAGE_INTERVAL, AUTO_PAGES } from '../../../src/features/remote/rows';
import { $, control, mount, recordEvents, rows } from '../helpers';
import { steppedTimers } from '../waits';
import { sleep } from './backend';

let origin = '';

beforeAll(async () => {
  origin = await commands.startRemoteServer();
});
afterAll(async () => {
  await commands.stopRemoteServer();
});

const list = () => $('.widget-select__list')!;

/** Opens a paged widget on `/stuck?mode=…`, waits with the list open, returns the requests and events. */
async function openAndWait(mode: string, cacheTtl?: number) {
  await commands.remoteServerRequests();
  const widget = mount({
    ajax: { url: `${origin}/stuck?mode=${mode}`, pagination: true, debounce: 0, cacheTtl },
  });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expect.poll(() => rows().length).toBe(3);
  // The pages cross a real network to a real server: only a real wait proves no further one is asked.
  await sleep(1500);
  const requests = await commands.remoteServerRequests();
  const loading = log.filter(([name]) => name === 'loading').map(([, value]) => value);
  return { widget, requests, loading };
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
  await openAndWait('empty');
  await userEvent.hover(list());
  list().dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true }));
  // A real server again: exactly one more page, and none after it, needs a real wait.
  await sleep(800);
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
