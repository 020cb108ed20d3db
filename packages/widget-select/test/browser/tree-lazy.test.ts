/**
 * Lazy tree nodes (`hasChildren` + `loadChildren`) against a real HTTP
 * server with latency and failures (tests/remote-server.ts), and against
 * in-page loaders where a test must hold an answer or see its signal.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import type { Option, SelectOptions } from '../../src/index';
import { $, $$, control, highlighted, mount, recordEvents, search } from './helpers';
import { LONG_TASK_LIMIT, watchLongTasks } from './long-tasks';
import { row, shown, twisty } from './tree-helpers';
import { frames } from './waits';

let origin = '';

beforeAll(async () => {
  origin = await commands.startRemoteServer();
});
afterAll(async () => {
  await commands.stopRemoteServer();
});

const roots: Option[] = [
  { value: 'a', label: 'Region A', hasChildren: true },
  { value: 'b', label: 'Region B', hasChildren: true },
  { value: 'c', label: 'Region C', hasChildren: true },
];

/** `loadChildren` over HTTP: `delay` ms per answer, the first `fail` requests of each node fail. */
function httpLoader(query = 'delay=150') {
  return async (option: Option, { signal }: { signal: AbortSignal }) => {
    const response = await fetch(`${origin}/tree/children?parent=${option.value}&${query}`, { signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as Option[];
  };
}

/** A loader whose answers the test gives by hand. */
function manualLoader() {
  const calls: { value: string; signal: AbortSignal; resolve(o: unknown): void; reject(e: unknown): void }[] =
    [];
  const loadChildren = (option: Option, { signal }: { signal: AbortSignal }) =>
    new Promise<Option[]>((resolve, reject) =>
      calls.push({ value: option.value, signal, resolve: resolve as (o: unknown) => void, reject }),
    );
  return { calls, loadChildren };
}

const statusRow = () => $('.widget-select__list .widget-select__message');
const live = () => $('.widget-select__live')?.textContent?.replace(/\u00a0$/, '') ?? '';
const kids = (parent: string) =>
  [1, 2, 3].map((k) => ({ value: `${parent}${k}`, label: `Region ${parent.toUpperCase()}${k}` }));

function lazyTree(options: SelectOptions = {}) {
  return mount({ data: roots, loadChildren: httpLoader(), ...options });
}

async function openAt(value: string) {
  await userEvent.click(control());
  while (highlighted()?.dataset.value !== value) await userEvent.keyboard('{ArrowDown}');
}

test('a hasChildren node has a twisty; ArrowRight loads its children with a loading row, aria-busy and an announcement', async () => {
  lazyTree();
  await userEvent.click(control());
  expect(twisty('a')).not.toBeNull();
  expect(row('a')?.getAttribute('aria-expanded')).toBe('false');
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => statusRow()?.classList.contains('widget-select__message--loading')).toBe(true);
  expect(row('a')?.getAttribute('aria-busy')).toBe('true');
  expect(row('a')?.getAttribute('aria-expanded')).toBe('true');
  // The loading row follows its node.
  expect(row('a')?.nextElementSibling).toBe(statusRow());
  expect(live()).toBe('Region A, Loading…');
  await expect.poll(() => shown()).toEqual(['a', 'a1', 'a2', 'a3', 'b', 'c']);
  expect(statusRow()).toBeNull();
  expect(row('a')?.hasAttribute('aria-busy')).toBe(false);
  expect(['aria-level', 'aria-posinset', 'aria-setsize'].map((n) => row('a2')?.getAttribute(n))).toEqual([
    '2',
    '2',
    '3',
  ]);
  // The loaded children are nodes too (they say hasChildren) and the keys walk into them.
  await userEvent.keyboard('{ArrowRight}');
  expect(highlighted()?.dataset.value).toBe('a1');
  expect(twisty('a1')).not.toBeNull();
  expect(await commands.remoteServerRequests()).toEqual(['/tree/children?parent=a&delay=150']);
});

test('a click on the twisty loads too; children are cached per node until clearRemoteCache()', async () => {
  const widget = lazyTree();
  await userEvent.click(control());
  await userEvent.click(twisty('b')!);
  await expect.poll(() => shown()).toEqual(['a', 'b', 'b1', 'b2', 'b3', 'c']);
  await userEvent.click(twisty('b')!);
  expect(shown()).toEqual(['a', 'b', 'c']);
  await userEvent.click(twisty('b')!);
  expect(shown()).toEqual(['a', 'b', 'b1', 'b2', 'b3', 'c']);
  expect(await commands.remoteServerRequests()).toEqual(['/tree/children?parent=b&delay=150']);
  // New data of the same nodes: the cached answer comes back without a request.
  widget.setData(roots);
  expect(shown()).toEqual(['a', 'b', 'c']);
  await userEvent.click(twisty('b')!);
  await expect.poll(() => shown()).toEqual(['a', 'b', 'b1', 'b2', 'b3', 'c']);
  expect(await commands.remoteServerRequests()).toEqual([]);
  widget.clearRemoteCache();
  widget.setData(roots);
  await userEvent.click(twisty('b')!);
  await expect.poll(() => shown()).toEqual(['a', 'b', 'b1', 'b2', 'b3', 'c']);
  expect(await commands.remoteServerRequests()).toEqual(['/tree/children?parent=b&delay=150']);
});

test('a failed load shows an error row with a Retry button that Tab reaches; Retry loads again', async () => {
  const widget = lazyTree({ loadChildren: httpLoader('delay=50&fail=1') });
  const log = recordEvents(widget);
  await openAt('b');
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => statusRow()?.classList.contains('widget-select__message--error')).toBe(true);
  expect(row('b')?.nextElementSibling).toBe(statusRow());
  expect(row('b')?.hasAttribute('aria-busy')).toBe(false);
  expect(live()).toBe('Region B, The results could not be loaded');
  const errors = log.filter(([name]) => name === 'error').map(([, e]) => (e as { code: string }).code);
  expect(errors).toEqual(['callback-failed']);
  const button = statusRow()!.querySelector('button')!;
  expect(button.textContent).toBe('Retry');
  expect(document.activeElement).toBe(search());
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe(button);
  await userEvent.keyboard('{Enter}');
  expect(document.activeElement).toBe(search());
  await expect.poll(() => shown()).toEqual(['a', 'b', 'b1', 'b2', 'b3', 'c']);
  expect(await commands.remoteServerRequests()).toEqual([
    '/tree/children?parent=b&delay=50&fail=1',
    '/tree/children?parent=b&delay=50&fail=1',
  ]);
  expect(widget.isDropdownOpen()).toBe(true);
});

test('a click on Retry loads again', async () => {
  lazyTree({ loadChildren: httpLoader('fail=1') });
  await userEvent.click(control());
  await userEvent.click(twisty('c')!);
  await expect.poll(() => statusRow()?.querySelector('button')).not.toBeNull();
  await userEvent.click(statusRow()!.querySelector('button')!);
  await expect.poll(() => shown()).toEqual(['a', 'b', 'c', 'c1', 'c2', 'c3']);
});

test('collapsing before the answer aborts the request; its late answer adds nothing', async () => {
  const backend = manualLoader();
  lazyTree({ loadChildren: backend.loadChildren });
  await userEvent.click(control());
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => backend.calls.length).toBe(1);
  expect(statusRow()).not.toBeNull();
  await userEvent.keyboard('{ArrowLeft}');
  await expect.poll(() => backend.calls[0]!.signal.aborted).toBe(true);
  expect(statusRow()).toBeNull();
  expect(row('a')?.hasAttribute('aria-busy')).toBe(false);
  backend.calls[0]!.resolve(kids('a'));
  await frames();
  expect(shown()).toEqual(['a', 'b', 'c']);
  // Expanding again asks again.
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => backend.calls.length).toBe(2);
  backend.calls[1]!.resolve(kids('a'));
  await expect.poll(() => shown()).toEqual(['a', 'a1', 'a2', 'a3', 'b', 'c']);
});

test('setData and destroy() abort the loads under way', async () => {
  const backend = manualLoader();
  const widget = lazyTree({ loadChildren: backend.loadChildren });
  await userEvent.click(control());
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => backend.calls.length).toBe(1);
  widget.setData(roots);
  expect(backend.calls[0]!.signal.aborted).toBe(true);
  await expect.poll(() => statusRow()).toBeNull();
  backend.calls[0]!.resolve(kids('a'));
  await frames();
  expect(shown()).toEqual(['a', 'b', 'c']);
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => backend.calls.length).toBe(2);
  widget.destroy();
  expect(backend.calls[1]!.signal.aborted).toBe(true);
});

test('a synchronous loadChildren answers at once', async () => {
  lazyTree({ loadChildren: (option) => kids(option.value) });
  await userEvent.click(control());
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => shown()).toEqual(['a', 'a1', 'a2', 'a3', 'b', 'c']);
});

test('bad answers (not an array, a throw, a repeated value) fail with callback-failed and change no data', async () => {
  const answers: Record<string, () => unknown> = {
    a: () => ({ options: [] }),
    b: () => {
      throw new Error('offline');
    },
    c: () => [{ value: 'a', label: 'Again' }],
  };
  const widget = lazyTree({ loadChildren: (option) => answers[option.value]!() as Option[] });
  const log = recordEvents(widget);
  await userEvent.click(control());
  for (const value of ['a', 'b', 'c']) {
    await userEvent.click(twisty(value)!);
    await expect
      .poll(() => row(value)?.nextElementSibling?.classList.contains('widget-select__message--error'))
      .toBe(true);
  }
  expect(shown()).toEqual(['a', 'b', 'c']);
  expect($$('.widget-select__list .widget-select__message--error')).toHaveLength(3);
  const codes = log.filter(([name]) => name === 'error').map(([, e]) => (e as { code: string }).code);
  expect(codes).toEqual(['callback-failed', 'callback-failed', 'callback-failed']);
  widget.setValue('a');
  expect(widget.getValue()).toBe('a');
});

test('a loadChildren answer whose then throws (when read or called) fails the node with callback-failed', async () => {
  const answers: Record<string, () => unknown> = {
    a: () => ({
      // biome-ignore lint/suspicious/noThenProperty: the hostile thenable under test
      then: () => {
        throw new Error('then');
      },
    }),
    b: () =>
      Object.defineProperty({}, 'then', {
        get: () => {
          throw new Error('getter');
        },
      }),
  };
  const widget = lazyTree({ loadChildren: (option) => answers[option.value]!() as Option[] });
  const log = recordEvents(widget);
  await userEvent.click(control());
  for (const value of ['a', 'b']) {
    await userEvent.click(twisty(value)!);
    await expect
      .poll(() => row(value)?.nextElementSibling?.classList.contains('widget-select__message--error'))
      .toBe(true);
  }
  expect($$('.widget-select__list .widget-select__message--loading')).toHaveLength(0);
  const codes = log.filter(([name]) => name === 'error').map(([, e]) => (e as { code: string }).code);
  expect(codes).toEqual(['callback-failed', 'callback-failed']);
});

test('loaded children join search, typeahead and the value', async () => {
  const widget = lazyTree({ loadChildren: (option) => kids(option.value), multiple: true });
  await userEvent.click(control());
  await userEvent.click(twisty('b')!);
  await expect.poll(() => shown()).toContain('b2');
  await userEvent.keyboard('b2');
  await expect.poll(() => shown()).toEqual(['b', 'b2']);
  await userEvent.keyboard('{Enter}');
  expect(widget.getValue()).toEqual(['b2']);
  widget.close();
  widget.setValue(['b3']);
  expect(widget.getValue()).toEqual(['b3']);
});

test('a lazy node expanded during a search stays open when its loaded children match: they join the results', async () => {
  const backend = manualLoader();
  lazyTree({ loadChildren: backend.loadChildren });
  await userEvent.click(control());
  await userEvent.keyboard('Region');
  await expect.poll(() => shown()).toEqual(['a', 'b', 'c']);
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => backend.calls.length).toBe(1);
  expect(row('a')?.getAttribute('aria-expanded')).toBe('true');
  backend.calls[0]!.resolve(kids('a'));
  await expect.poll(() => shown()).toEqual(['a', 'a1', 'a2', 'a3', 'b', 'c']);
  expect(row('a')?.getAttribute('aria-expanded')).toBe('true');
  expect(row('a2')?.getAttribute('aria-level')).toBe('2');
  // A narrower query keeps the branch open to its matches; ArrowLeft on the node closes it.
  await userEvent.keyboard(' A2');
  await expect.poll(() => shown()).toEqual(['a', 'a2']);
  expect(row('a')?.getAttribute('aria-expanded')).toBe('true');
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  await expect.poll(() => shown()).toEqual(['a']);
  expect(row('a')?.getAttribute('aria-expanded')).toBe('false');
});

test('a lazy node expanded during a search whose children match nothing shows them all, open', async () => {
  lazyTree({ loadChildren: (option) => kids(option.value).map((k) => ({ ...k, label: `Town ${k.value}` })) });
  await userEvent.click(control());
  await userEvent.keyboard('Region');
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => shown()).toEqual(['a', 'a1', 'a2', 'a3', 'b', 'c']);
  expect(row('a')?.getAttribute('aria-expanded')).toBe('true');
});

test('a node with hundreds of loaded children is virtualized, with their set size', async () => {
  const many = (parent: string) =>
    Array.from({ length: 500 }, (_, i) => ({ value: `${parent}-${i}`, label: `Item ${parent}-${i}` }));
  lazyTree({ loadChildren: (option) => many(option.value) });
  await userEvent.click(control());
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => row('a-0')).not.toBeNull();
  expect(shown().length).toBeLessThan(100);
  expect(row('a-0')?.getAttribute('aria-setsize')).toBe('500');
  await userEvent.keyboard('{End}');
  expect(highlighted()?.dataset.value).toBe('c');
  await userEvent.keyboard('{ArrowUp}');
  expect(highlighted()?.dataset.value).toBe('b');
  await userEvent.keyboard('{ArrowUp}');
  expect(highlighted()?.dataset.value).toBe('a-499');
  expect(highlighted()?.getAttribute('aria-posinset')).toBe('500');
});

test('a 100,000-node tree: expanding a lazy node and picking it run no long task', async () => {
  // 100 regions of 1,000 places each, and a lazy node first (its children shift every other entry).
  const data: Option[] = [{ value: 'lazy', label: 'Lazy region', hasChildren: true }];
  for (let r = 0; r < 100; r++) {
    data.push({
      value: `r${r}`,
      label: `Region ${r}`,
      children: Array.from({ length: 1000 }, (_, i) => ({ value: `r${r}-${i}`, label: `Place ${r}-${i}` })),
    });
  }
  const widget = mount({
    data,
    multiple: true,
    loadChildren: (option) =>
      Array.from({ length: 1000 }, (_, i) => ({ value: `${option.value}-${i}`, label: `Lazy place ${i}` })),
  });
  await userEvent.click(control());
  const watch = watchLongTasks();
  try {
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => row('lazy-0')).not.toBeNull();
    await userEvent.click(row('lazy')!.querySelector('.widget-select__label')!);
    expect((widget.getValue() as string[]).length).toBe(1001);
    expect(watch.longest()).toBeLessThan(LONG_TASK_LIMIT);
    // The loaded children are searched with the rest.
    await userEvent.keyboard('Lazy place 999');
    await expect.poll(() => row('lazy-999')).not.toBeNull();
  } finally {
    watch.stop();
  }
});
