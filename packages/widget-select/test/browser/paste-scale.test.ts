/**
 * Pasting tag lists: linear work, sliced so the page never blocks, one `change` at the end; a pasted
 * part picks what a click could pick, within `maxSelections`.
 */
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Option } from '../../src/index';
import { control, fruits, mount, paste, recordEvents, search } from './helpers';
import { LONG_TASK_LIMIT, longTasksReported, watchLongTasks } from './long-tasks';

const labels = (count: number, prefix = 'Tag') => Array.from({ length: count }, (_, i) => `${prefix} ${i}`);

/**
 * The work per token is sliced; what is left is the one commit of the whole
 * list (tags, native select, events), as for a selectAll of as many values,
 * which for 10,000 values takes longer than for 1,000 on a busy machine.
 */
test.each([
  [1_000, LONG_TASK_LIMIT],
  [10_000, 2 * LONG_TASK_LIMIT],
])(
  'pasting %i new tags creates them all with no long task and one change',
  async (count, limit) => {
    const data = labels(500, 'Known').map((label) => ({ value: label, label }));
    const widget = mount({ data, multiple: true, allowCreate: true });
    const log = recordEvents(widget);
    await userEvent.click(control());
    const tasks = watchLongTasks();
    const text = [...labels(count), 'Known 7', 'known 8'].join('\n');
    const started = performance.now();
    paste(text);
    await vi.waitFor(() => expect(widget.getValue()).toHaveLength(count + 2), { timeout: 20_000 });
    await longTasksReported();
    console.info(
      `paste ${count}: ${Math.round(performance.now() - started)} ms, longest task ${tasks.longest()} ms`,
    );
    expect(tasks.longest()).toBeLessThan(limit);
    tasks.stop();
    expect((widget.getValue() as string[]).slice(-3)).toEqual([`Tag ${count - 1}`, 'Known 7', 'Known 8']);
    expect(log.filter(([name]) => name === 'change')).toHaveLength(1);
    expect(log.filter(([name]) => name === 'create')).toHaveLength(count);
    expect(search()?.value).toBe('');
  },
  60_000,
);

test('a pasted list with an async createOption: a refusal is shown, the rest picked in one change', async () => {
  const widget = mount({
    multiple: true,
    allowCreate: true,
    createOption: async (label: string) => {
      if (label === 'bad') throw new Error('no bad tags');
      return { value: label.toLowerCase(), label };
    },
  });
  const log = recordEvents(widget);
  await userEvent.click(control());
  paste('One, bad, Two, ONE');
  await vi.waitFor(() => expect(widget.getValue()).toEqual(['one', 'two']));
  expect(log.filter(([name]) => name === 'change')).toHaveLength(1);
  expect(log.filter(([name]) => name === 'create').map(([, o]) => (o as { value: string }).value)).toEqual([
    'one',
    'two',
  ]);
  await vi.waitFor(() =>
    expect(document.querySelector('.widget-select__message--create')?.textContent).toBe('no bad tags'),
  );
});

test('a pasted list never picks a disabled option, whether disabled in the data or by isOptionDisabled', async () => {
  const widget = mount({
    multiple: true,
    allowCreate: true,
    isOptionDisabled: (option) => option.value === 'banana',
    data: [...fruits.slice(0, 4), { value: 'elder', label: 'Elderberry', disabled: true }],
  });
  const log = recordEvents(widget);
  await userEvent.click(control());
  paste('Elderberry, Banana, Apple');
  await vi.waitFor(() => expect(widget.getValue()).toEqual(['apple']));
  expect(log.filter(([name]) => name === 'select' || name === 'create')).toEqual([['select', fruits[0]]]);
});

test('at maxSelections, maximum names the first pasted option left out, never one already selected', async () => {
  const widget = mount({ data: fruits, multiple: true, allowCreate: true, maxSelections: 2 });
  widget.setValue(['apple']);
  const log = recordEvents(widget);
  const leftOut = () =>
    log
      .filter(([name]) => name === 'maximum')
      .map(([, payload]) => (payload as { option: Option }).option.value);
  await userEvent.click(control());
  paste('Banana, Apple, Cherry');
  await expect.poll(leftOut).toEqual(['cherry']);
  expect(widget.getValue()).toEqual(['apple', 'banana']);
  // Nothing of this list is left out; the next one's first new part is.
  paste('Apple, Banana');
  paste('Banana, Date');
  await expect.poll(leftOut).toEqual(['cherry', 'date']);
});
