/**
 * A remote tree: `ajax` answers nested options (each match in its ancestor
 * chain) and lazy nodes load their children, against a real HTTP server
 * (tests/remote-server.ts) with latency.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import type { Option, SelectOptions } from '../../../src/index';
import { control, mount, recordEvents } from '../helpers';
import { clickLabel, row, selectedRows, shown, twisty } from '../tree-helpers';

let origin = '';

beforeAll(async () => {
  origin = await commands.startRemoteServer();
});
afterAll(async () => {
  await commands.stopRemoteServer();
});

function remoteTree(options: SelectOptions = {}) {
  return mount({
    multiple: true,
    ...options,
    ajax: { url: `${origin}/tree/search`, params: (q) => ({ q, delay: 40 }), debounce: 30 },
    loadChildren: async (option: Option, { signal }: { signal: AbortSignal }) => {
      const response = await fetch(`${origin}/tree/children?parent=${option.value}&delay=40`, { signal });
      return (await response.json()) as Option[];
    },
  });
}

test('a search answer shows as a tree expanded to the matches; clearing the query brings back the browsed tree', async () => {
  // The query stays after a pick, so the answer stays shown.
  const widget = remoteTree({ keepQueryOnSelect: true });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expect.poll(() => shown()).toEqual(['a', 'b', 'c']);
  // Browse: b, then b2 inside it (lazy, over HTTP).
  await userEvent.click(twisty('b')!);
  await expect.poll(() => shown()).toEqual(['a', 'b', 'b1', 'b2', 'b3', 'c']);
  await userEvent.click(twisty('b2')!);
  await expect.poll(() => shown()).toEqual(['a', 'b', 'b1', 'b2', 'b21', 'b22', 'b23', 'b3', 'c']);
  await userEvent.keyboard('a2');
  await expect.poll(() => shown()).toEqual(['a', 'a2']);
  expect(row('a')?.getAttribute('aria-expanded')).toBe('true');
  expect(row('a2')?.getAttribute('aria-level')).toBe('2');
  // The match's own children load on demand, in the search view too.
  await userEvent.click(twisty('a2')!);
  await expect.poll(() => shown()).toEqual(['a', 'a2', 'a21', 'a22', 'a23']);
  // Picking cascades down the shown subtree; the partial answer completes no ancestor.
  await clickLabel('a2');
  expect(selectedRows()).toEqual(['a2', 'a21', 'a22', 'a23']);
  expect(row('a')?.getAttribute('aria-checked')).toBe('mixed');
  await userEvent.keyboard('{Backspace}{Backspace}');
  // The browsed tree comes back with its expansion and its loaded children.
  await expect.poll(() => shown()).toEqual(['a', 'b', 'b1', 'b2', 'b21', 'b22', 'b23', 'b3', 'c']);
  expect(widget.getValue()).toEqual(['a2', 'a21', 'a22', 'a23']);
  const requests = await commands.remoteServerRequests();
  // The browsed tree's answer and b's and b2's children came from the cache.
  expect(requests.filter((r) => r.startsWith('/tree/children'))).toEqual([
    '/tree/children?parent=b&delay=40',
    '/tree/children?parent=b2&delay=40',
    '/tree/children?parent=a2&delay=40',
  ]);
  // Typing may ask for "a" on the way (debounce); the browsed tree is asked for once.
  expect(requests.filter((r) => r === '/tree/search?q=&delay=40')).toHaveLength(1);
  expect(requests).toContain('/tree/search?q=a2&delay=40');
  const loading = log.filter(([n]) => n === 'loading').map(([, v]) => v);
  expect(loading.length % 2).toBe(0);
  expect(loading).toEqual(loading.map((_, i) => i % 2 === 0));
  // a's children are not loaded in the browsed tree: expanding it shows the picks.
  await userEvent.click(twisty('a')!);
  await expect.poll(() => row('a')?.getAttribute('aria-checked')).toBe('mixed');
  expect(selectedRows()).toEqual(['a2']);
  await userEvent.click(twisty('a2')!);
  expect(selectedRows()).toEqual(['a2', 'a21', 'a22', 'a23']);
});

test('a match sent collapsed can be picked without loading; a parent the user collapses stays so for the query', async () => {
  const widget = remoteTree();
  await userEvent.click(control());
  await expect.poll(() => shown()).toEqual(['a', 'b', 'c']);
  await userEvent.keyboard('region c1');
  await expect.poll(() => shown()).toEqual(['c', 'c1']);
  await userEvent.click(twisty('c')!);
  expect(shown()).toEqual(['c']);
  await userEvent.click(twisty('c')!);
  expect(shown()).toEqual(['c', 'c1']);
  await clickLabel('c1');
  expect(widget.getValue()).toEqual(['c1']);
  expect((await commands.remoteServerRequests()).filter((r) => r.startsWith('/tree/children'))).toEqual([]);
});
