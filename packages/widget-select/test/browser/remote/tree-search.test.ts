/**
 * A remote tree: `ajax` answers nested options (each match in its ancestor
 * chain) and lazy nodes load their children, against a real HTTP server
 * (tests/remote-server.ts) with latency.
 */
import { expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { control, highlighted, recordEvents } from '../helpers';
import { clickLabel, row, selectedRows, shown, twisty } from '../tree-helpers';
import { remoteTreeServer } from './remote-tree';

const { remoteTree, origin } = remoteTreeServer(40);

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
  expect(row('a')?.getAttribute('aria-description')).toBe('partially checked');
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
  await expect.poll(() => row('a')?.getAttribute('aria-description')).toBe('partially checked');
  expect(selectedRows()).toEqual(['a2']);
  await userEvent.click(twisty('a2')!);
  expect(selectedRows()).toEqual(['a2', 'a21', 'a22', 'a23']);
  // a's children came over HTTP: their request is this test's to read, not the next test's.
  await expect.poll(() => shown()).toContain('a1');
  await commands.remoteServerRequests();
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

test('pages of a tree answer merge into the ancestors already shown: one row per node, right set sizes', async () => {
  // "2" matches a12, a2, a32, b12, b2, b32, c12, c2, c32 (tree order); two a page, each in its ancestor chain.
  const widget = remoteTree({ keepQueryOnSelect: true });
  widget.updateOptions({
    ajax: {
      url: `${origin()}/tree/search`,
      params: (q, page) => ({ q, page, pageSize: 2, delay: 20 }),
      debounce: 30,
      pagination: true,
    },
  });
  await userEvent.click(control());
  await expect.poll(() => shown()).toEqual(['a', 'b', 'c']);
  await userEvent.keyboard('2');
  await expect.poll(() => shown().slice(0, 4)).toEqual(['a', 'a1', 'a12', 'a2']);
  // A node the user collapses stays so while later pages add to it.
  await userEvent.click(twisty('a')!);
  // Going to the end loads the next page: End scrolls a long list, and asks for more when the
  // list is too short to scroll (with Firefox's timing the collapse can leave it so, after
  // the pages loaded on their own were spent).
  await expect
    .poll(
      async () => {
        await userEvent.keyboard('{End}');
        return shown().includes('c32');
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const all = [
    'a',
    'a1',
    'a12',
    'a2',
    'a3',
    'a32',
    'b',
    'b1',
    'b12',
    'b2',
    'b3',
    'b32',
    'c',
    'c1',
    'c12',
    'c2',
    'c3',
    'c32',
  ];
  await expect.poll(() => shown()).toEqual(all.filter((v) => !/^a./.test(v)));
  await userEvent.click(twisty('a')!);
  expect(shown()).toEqual(all);
  const aria = (value: string) =>
    ['aria-level', 'aria-posinset', 'aria-setsize'].map((name) => row(value)?.getAttribute(name));
  expect(aria('a')).toEqual(['1', '1', '3']);
  expect(aria('a3')).toEqual(['2', '3', '3']);
  expect(aria('a32')).toEqual(['3', '1', '1']);
  expect(aria('c2')).toEqual(['2', '2', '3']);
  expect(row('a3')?.getAttribute('aria-expanded')).toBe('true');
  const requests = (await commands.remoteServerRequests()).filter((r) => r.includes('q=2'));
  expect(requests.map((r) => new URLSearchParams(r.split('?')[1]).get('page'))).toEqual([
    '0',
    '1',
    '2',
    '3',
    '4',
  ]);
  // The keys walk the merged tree in its order, and a pick cascades inside it.
  await userEvent.keyboard('{End}');
  expect(highlighted()?.dataset.value).toBe('c32');
  await clickLabel('a3');
  expect(selectedRows()).toEqual(['a3', 'a32']);
});
