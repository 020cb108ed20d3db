/**
 * Tags with `allowCreate` on a remote source: Enter pressed while the answer
 * to the typed text is still loading waits for that answer, then picks the
 * option of that label, or creates the text when the answer has none (or
 * the load fails). It never creates a duplicate of an answered option, and
 * it is never lost.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, control, mount, recordEvents } from '../helpers';
import { manualBackend } from './backend';

const createRow = () => $('.widget-select__message--create');
const created = (log: [string, unknown][]) => log.filter(([name]) => name === 'create');

/** An open tags widget on a backend the test answers, with "Paris" typed and Enter pressed before its answer. */
async function enterWhileLoading() {
  const backend = manualBackend();
  const widget = mount({
    multiple: true,
    allowCreate: true,
    ajax: { request: backend.request, debounce: 0 },
  });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expect.poll(() => backend.calls.length).toBe(1);
  backend.calls[0]?.resolve([]);
  await userEvent.keyboard('Paris');
  await expect.poll(() => backend.calls.at(-1)?.query).toBe('Paris');
  await userEvent.keyboard('{Enter}');
  const answer = (options: unknown) => backend.calls.at(-1)?.resolve(options);
  const fail = () => backend.calls.at(-1)?.reject(new Error('offline'));
  return { widget, log, answer, fail };
}

test('Enter while the answer is loading waits, then picks the answered option of that label', async () => {
  const { widget, log, answer } = await enterWhileLoading();
  // Waiting is shown, not silent: the create row is busy.
  expect(createRow()?.getAttribute('aria-busy')).toBe('true');
  expect(widget.getValue()).toEqual([]);
  answer([
    { value: 'fr-paris', label: 'Paris' },
    { value: 'us-paris', label: 'Paris, Texas' },
  ]);
  await expect.poll(() => widget.getValue()).toEqual(['fr-paris']);
  expect(created(log)).toEqual([]);
});

test('Enter while the answer is loading creates the text once when the answer has no option of that label', async () => {
  const { widget, log, answer } = await enterWhileLoading();
  expect(widget.getValue()).toEqual([]);
  answer([{ value: 'us-paris', label: 'Paris, Texas' }]);
  await expect.poll(() => widget.getValue()).toEqual(['Paris']);
  expect(created(log)).toHaveLength(1);
});

test('Enter while the answer is loading creates the text when the load fails', async () => {
  const { widget, log, fail } = await enterWhileLoading();
  fail();
  await expect.poll(() => widget.getValue()).toEqual(['Paris']);
  expect(created(log)).toHaveLength(1);
});

test.each([
  ['Escape closes the list', async () => userEvent.keyboard('{Escape}')],
  ['the widget is disabled', async (widget: { disable(): void }) => widget.disable()],
])('Enter while the answer is loading creates nothing when, before the answer, %s', async (_, interrupt) => {
  const { widget, log, answer } = await enterWhileLoading();
  await interrupt(widget);
  answer([]);
  // A later answer must not bring the creation back either.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await Promise.resolve();
  expect(widget.getValue()).toEqual([]);
  expect(created(log)).toEqual([]);
  expect(createRow()?.getAttribute('aria-busy') ?? null).not.toBe('true');
});

test('Enter while the answer is loading, then destroy(): nothing is created and nothing throws', async () => {
  const { widget, log, answer } = await enterWhileLoading();
  widget.destroy();
  answer([]);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(created(log)).toEqual([]);
});

test('Enter while the answer is loading, then more typing: the old text is not created', async () => {
  const { widget, log, answer } = await enterWhileLoading();
  await userEvent.keyboard('x');
  await expect.poll(() => widget.getSearchQuery()).toBe('Parisx');
  answer([]);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(widget.getValue()).toEqual([]);
  expect(created(log)).toEqual([]);
});
