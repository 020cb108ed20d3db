/**
 * Numeric ids, as JSON APIs give them: a finite number where an option's
 * value is read is its decimal string, as a native `<option>` holds it; the
 * widget gives strings back (getValue, events).
 */
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, control, mount, recordEvents, rowLabels, rows } from './helpers';
import { manualBackend } from './remote/backend';

afterEach(() => {
  vi.restoreAllMocks();
});

const numbers = [
  { value: 1, label: 'One' },
  { value: 2, label: 'Two' },
  { value: 3, label: 'Three' },
];

test('numeric data: a clicked row gives its value as a string to getValue and the events', async () => {
  const widget = mount({ data: numbers, multiple: true });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await userEvent.click(rows()[0]!);
  expect(widget.getValue()).toEqual(['1']);
  expect(log).toEqual([
    ['open', undefined],
    ['select', { value: '1', label: 'One' }],
    ['change', ['1']],
  ]);
  expect(rows()[0]?.dataset.value).toBe('1');
  widget.setValue([2, 3]);
  expect(widget.getValue()).toEqual(['2', '3']);
});

test('numeric data in single mode: Enter on a row gives the string', async () => {
  const widget = mount({ data: numbers });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(widget.getValue()).toBe('2');
  expect(log.filter(([name]) => name === 'change')).toEqual([['change', '2']]);
  expect($('.widget-select__value')?.textContent).toBe('Two');
});

test('an ajax answer with numeric ids shows its rows, and a pick gives the string', async () => {
  const backend = manualBackend();
  const widget = mount({ ajax: { request: backend.request, debounce: 0 }, multiple: true });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await expect.poll(() => backend.calls.length).toBe(1);
  backend.calls[0]?.resolve([
    { value: 7, label: 'Seven' },
    { value: 8, label: 'Eight' },
  ]);
  await expect.poll(() => rowLabels()).toEqual(['Seven', 'Eight']);
  expect($('.widget-select__message--error')).toBeNull();
  await userEvent.click(rows()[1]!);
  expect(widget.getValue()).toEqual(['8']);
  expect(log.filter(([name]) => name === 'error')).toEqual([]);
  expect(log).toContainEqual(['change', ['8']]);
});

test('a transform mapping numeric ids shows its rows', async () => {
  const backend = manualBackend();
  const widget = mount({
    ajax: {
      request: backend.request,
      debounce: 0,
      transform: (response) =>
        (response as { id: number; name: string }[]).map((row) => ({ value: row.id, label: row.name })),
    },
  });
  await userEvent.click(control());
  await expect.poll(() => backend.calls.length).toBe(1);
  backend.calls[0]?.resolve([{ id: 42, name: 'Answer' }]);
  await expect.poll(() => rowLabels()).toEqual(['Answer']);
  await userEvent.click(rows()[0]!);
  expect(widget.getValue()).toBe('42');
});

test('an ajax answer with a NaN value fails on the console when no error handler listens', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const backend = manualBackend();
  mount({ ajax: { request: backend.request, debounce: 0 } });
  await userEvent.click(control());
  await expect.poll(() => backend.calls.length).toBe(1);
  backend.calls[0]?.resolve([{ value: Number.NaN, label: 'Bad' }]);
  await expect.poll(() => $('.widget-select__message--error')).not.toBeNull();
  expect(logged).toHaveBeenCalledTimes(1);
  expect(String(logged.mock.calls[0]?.[0])).toMatch(/NaN/);
});
