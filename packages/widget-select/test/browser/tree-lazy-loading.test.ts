/**
 * The `loading` event with lazy tree nodes: a node load starts and ends a
 * span as a remote page does, and every start is followed by exactly one
 * end, whatever ends the load (its answer, a failure, a collapse, new data,
 * destroy()). Loads that overlap, of nodes or of a node and a page, make
 * one span.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Option } from '../../src/index';
import { control, mount, recordEvents } from './helpers';
import { manualBackend } from './remote/backend';
import { row, shown, twisty } from './tree-helpers';

const roots: Option[] = [
  { value: 'a', label: 'Region A', hasChildren: true },
  { value: 'b', label: 'Region B', hasChildren: true },
];
const kids = (parent: string) =>
  [1, 2].map((k) => ({ value: `${parent}${k}`, label: `Region ${parent.toUpperCase()}${k}` }));

/** A loader whose answers the test gives by hand. */
function manualLoader() {
  const calls: {
    value: string;
    signal: AbortSignal;
    resolve(o: Option[]): void;
    reject(e: unknown): void;
  }[] = [];
  const loadChildren = (option: Option, { signal }: { signal: AbortSignal }) =>
    new Promise<Option[]>((resolve, reject) => calls.push({ value: option.value, signal, resolve, reject }));
  return { calls, loadChildren };
}

const loadingOf = (log: [string, unknown][]) => log.filter(([name]) => name === 'loading').map(([, v]) => v);

test('a node load is a loading span: its answer ends it', async () => {
  const backend = manualLoader();
  const widget = mount({ data: roots, loadChildren: backend.loadChildren });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => loadingOf(log)).toEqual([true]);
  backend.calls[0]!.resolve(kids('a'));
  await expect.poll(() => shown()).toEqual(['a', 'a1', 'a2', 'b']);
  expect(loadingOf(log)).toEqual([true, false]);
  // The cached answer comes back without a load: no span.
  await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
  expect(shown()).toEqual(['a', 'a1', 'a2', 'b']);
  expect(loadingOf(log)).toEqual([true, false]);
});

test('a collapse mid-load, a failure and its retry each end or start one span', async () => {
  const backend = manualLoader();
  const widget = mount({ data: roots, loadChildren: backend.loadChildren });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => backend.calls.length).toBe(1);
  await userEvent.keyboard('{ArrowLeft}');
  expect(backend.calls[0]!.signal.aborted).toBe(true);
  expect(loadingOf(log)).toEqual([true, false]);
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => backend.calls.length).toBe(2);
  backend.calls[1]!.reject(new Error('offline'));
  await expect.poll(() => row('a')?.nextElementSibling?.querySelector('button')).not.toBeNull();
  expect(loadingOf(log)).toEqual([true, false, true, false]);
  await userEvent.click(row('a')!.nextElementSibling!.querySelector('button')!);
  await expect.poll(() => backend.calls.length).toBe(3);
  expect(loadingOf(log)).toEqual([true, false, true, false, true]);
  backend.calls[2]!.resolve(kids('a'));
  await expect.poll(() => shown()).toEqual(['a', 'a1', 'a2', 'b']);
  expect(loadingOf(log)).toEqual([true, false, true, false, true, false]);
});

test('overlapping node loads make one span, which ends with the last', async () => {
  const backend = manualLoader();
  const widget = mount({ data: roots, loadChildren: backend.loadChildren });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await userEvent.click(twisty('a')!);
  await userEvent.click(twisty('b')!);
  await expect.poll(() => backend.calls.length).toBe(2);
  backend.calls[0]!.resolve(kids('a'));
  await expect.poll(() => shown()).toEqual(['a', 'a1', 'a2', 'b']);
  expect(loadingOf(log)).toEqual([true]);
  backend.calls[1]!.resolve(kids('b'));
  await expect.poll(() => shown()).toEqual(['a', 'a1', 'a2', 'b', 'b1', 'b2']);
  expect(loadingOf(log)).toEqual([true, false]);
});

test('new data and destroy() end the span of the loads they stop', async () => {
  const backend = manualLoader();
  const widget = mount({ data: roots, loadChildren: backend.loadChildren });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => loadingOf(log)).toEqual([true]);
  widget.setData(roots);
  expect(loadingOf(log)).toEqual([true, false]);
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => loadingOf(log)).toEqual([true, false, true]);
  widget.destroy();
  expect(backend.calls[1]!.signal.aborted).toBe(true);
  expect(loadingOf(log)).toEqual([true, false, true, false]);
});

test('a remote tree: node loads and page loads balance too; destroy() ends a page load', async () => {
  const server = manualBackend();
  const backend = manualLoader();
  const widget = mount({
    ajax: { request: server.request, debounce: 0 },
    loadChildren: backend.loadChildren,
  });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expect.poll(() => server.calls.length).toBe(1);
  server.calls[0]!.resolve(roots);
  await expect.poll(() => shown()).toEqual(['a', 'b']);
  expect(loadingOf(log)).toEqual([true, false]);
  await userEvent.click(twisty('a')!);
  await expect.poll(() => backend.calls.length).toBe(1);
  expect(loadingOf(log)).toEqual([true, false, true]);
  // A new query: the node leaves the list (its load stops) while the page loads.
  await userEvent.keyboard('x');
  await expect.poll(() => server.calls.length).toBe(2);
  expect(backend.calls[0]!.signal.aborted).toBe(true);
  expect(loadingOf(log).at(-1)).toBe(true);
  widget.destroy();
  expect(server.calls[1]!.signal.aborted).toBe(true);
  const spans = loadingOf(log);
  expect(spans).toEqual(spans.map((_, i) => i % 2 === 0));
  expect(spans.at(-1)).toBe(false);
});
