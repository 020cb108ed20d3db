import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, clickControl, control, highlighted, mount, rowLabels, rows, search } from '../helpers';
import { frames } from '../waits';
import { pagedBackend, people } from './backend';

const list = () => $('.widget-select__list')!;

/**
 * Scrolls the list to its end the way a wheel or drag would (a real scroll
 * event) and returns the scroll position it reached.
 */
async function scrollToEnd(): Promise<number> {
  const element = list();
  const scrolled = new Promise((resolve) => element.addEventListener('scroll', resolve, { once: true }));
  const before = element.scrollTop;
  element.scrollTop = element.scrollHeight;
  const reached = element.scrollTop;
  // Already at the end: no scroll event comes, so do not wait for one.
  if (reached !== before) await scrolled;
  return reached;
}

test('scrolling near the bottom loads the next page of a plain list until hasMore is false', async () => {
  const backend = pagedBackend({ total: 50, pageSize: 20 });
  mount({ virtualScroll: false, ajax: { request: backend.request, pagination: true } });
  await userEvent.click(control());
  await expect.poll(() => rows().length).toBe(20);
  expect(backend.calls.map((c) => c.page)).toEqual([0]);
  await scrollToEnd();
  await expect.poll(() => rows().length).toBe(40);
  await scrollToEnd();
  await expect.poll(() => rows().length).toBe(50);
  expect(rowLabels()).toEqual(people(50).map((p) => p.label));
  await scrollToEnd();
  // Paging checks the list once a frame: two frames later a request would have been made.
  await frames();
  expect(backend.calls.map((c) => c.page)).toEqual([0, 1, 2]);
});

test('the rows already shown keep their elements when the next page arrives (a press on one still ends in a click)', async () => {
  const backend = pagedBackend({ total: 50, pageSize: 20 });
  mount({ virtualScroll: false, ajax: { request: backend.request, pagination: true } });
  await userEvent.click(control());
  await expect.poll(() => rows().length).toBe(20);
  const shown = rows();
  await scrollToEnd();
  await expect.poll(() => rows().length).toBe(40);
  expect(
    rows()
      .slice(0, 20)
      .every((row, i) => row === shown[i]),
  ).toBe(true);
  expect(shown.every((row) => row.isConnected)).toBe(true);
});

test('a virtual list loads more when scrolled near its end and keeps the DOM small', async () => {
  const backend = pagedBackend({ total: 400, pageSize: 150 });
  mount({ ajax: { request: backend.request, pagination: true } });
  await userEvent.click(control());
  await expect.poll(() => rows()[0]?.getAttribute('aria-setsize')).toBe('150');
  expect(list().classList.contains('widget-select__list--virtual')).toBe(true);
  await scrollToEnd();
  await expect.poll(() => rows()[0]?.getAttribute('aria-setsize')).toBe('300');
  expect(rows().length).toBeLessThan(100);
  expect(backend.calls.map((c) => c.page)).toEqual([0, 1]);
});

test('a plain list stays where the user scrolled it while the next page loads and after it arrives', async () => {
  const backend = pagedBackend({ total: 50, pageSize: 20 });
  mount({ virtualScroll: false, ajax: { request: backend.request, pagination: true } });
  await userEvent.click(control());
  await expect.poll(() => rows().length).toBe(20);
  const end = await scrollToEnd();
  await expect.poll(() => rows().length).toBe(40);
  await frames();
  expect(list().scrollTop).toBe(end);
  // The highlight has not moved: it stays on the first row, out of view above.
  expect(highlighted()?.textContent).toBe('Person 001');
});

test('a virtual list stays where the user scrolled it while the next page loads and after it arrives', async () => {
  const backend = pagedBackend({ total: 400, pageSize: 150 });
  mount({ ajax: { request: backend.request, pagination: true } });
  await userEvent.click(control());
  await expect.poll(() => rows()[0]?.getAttribute('aria-setsize')).toBe('150');
  const end = await scrollToEnd();
  await expect.poll(() => rows()[0]?.getAttribute('aria-setsize')).toBe('300');
  await frames();
  expect(list().scrollTop).toBe(end);
  // Out of view, the highlighted row stays rendered: the search field's aria-activedescendant names it.
  expect(highlighted()?.textContent).toBe('Person 001');
  expect(search()?.getAttribute('aria-activedescendant')).toBe(highlighted()?.id);
});

test('a change between the scroll and the next frame does not lose the next page', async () => {
  // Paging reads the scroll position at the next frame, and on a busy machine
  // frames come far apart: whatever changes before then (here the page sets
  // the value) must leave the position the user scrolled to.
  const backend = pagedBackend({ total: 50, pageSize: 20 });
  const widget = mount({
    multiple: true,
    virtualScroll: false,
    ajax: { request: backend.request, pagination: true },
  });
  await clickControl();
  await expect.poll(() => rows().length).toBe(20);
  list().scrollTop = list().scrollHeight;
  widget.setValue(['p3']);
  await expect.poll(() => rows().length).toBe(40);
  expect(backend.calls.map((c) => c.page)).toEqual([0, 1]);
});

test('the End key reveals the last row, which scrolls and loads the next page', async () => {
  const backend = pagedBackend({ total: 30, pageSize: 15 });
  mount({ ajax: { request: backend.request, pagination: true } });
  await userEvent.click(control());
  await expect.poll(() => rows().length).toBe(15);
  await userEvent.keyboard('{End}');
  expect(highlighted()?.textContent).toBe('Person 015');
  await expect.poll(() => rows().length).toBe(30);
  expect(highlighted()?.textContent).toBe('Person 015');
});

test('pages too short to scroll keep loading until the list fills or ends', async () => {
  const backend = pagedBackend({ total: 8, pageSize: 3 });
  mount({ ajax: { request: backend.request, pagination: true } });
  await userEvent.click(control());
  await expect.poll(() => rows().length).toBe(8);
  expect(backend.calls.map((c) => c.page)).toEqual([0, 1, 2]);
});

test('cursor paging passes nextCursor along and stops at null; a new query starts over', async () => {
  const calls: [string, number, string | undefined][] = [];
  const request = async (query: string, page: number, _signal: AbortSignal, cursor?: string) => {
    calls.push([query, page, cursor]);
    const options = people(40)
      .slice(page * 20, page * 20 + 20)
      .map((p) => ({ ...p, label: `${query || '*'} ${p.label}` }));
    return { options, nextCursor: page === 0 ? `after-${query}-20` : null };
  };
  mount({ ajax: { request, pagination: true, debounce: 0 } });
  await userEvent.click(control());
  await expect.poll(() => rows().length).toBe(20);
  await scrollToEnd();
  await expect.poll(() => rows().length).toBe(40);
  await userEvent.keyboard('x');
  await expect.poll(() => rowLabels()[0]).toBe('x Person 001');
  expect(rows()).toHaveLength(20);
  expect(calls).toEqual([
    ['', 0, undefined],
    ['', 1, 'after--20'],
    ['x', 0, undefined],
  ]);
});

test('without pagination scrolling never requests another page', async () => {
  const backend = pagedBackend({ total: 50, pageSize: 20 });
  mount({ ajax: { request: backend.request } });
  await userEvent.click(control());
  await expect.poll(() => rows().length).toBe(20);
  await scrollToEnd();
  await frames();
  expect(backend.calls).toHaveLength(1);
});
