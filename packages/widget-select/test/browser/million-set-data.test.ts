/**
 * A new data set of 1,000,000 options while the list is open and the user
 * types: the keys, the search and the rows of the new set are built in
 * short tasks, and once they are, the rows are what a plain ranked filter
 * of the new set says for the query typed meanwhile.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { $, control, mount, search } from './helpers';
import { LONG_TASK_LIMIT, longTasksReported, watchLongTasks } from './long-tasks';
import { COUNT, expected, fold, people } from './million-people';
import { scrollToRow } from './scrolling';

const setSize = () => Number($('.widget-select__option')?.getAttribute('aria-setsize'));

let tasks: ReturnType<typeof watchLongTasks> | null = null;
afterEach(() => tasks?.stop());

test('typing while setData of 1,000,000 accented options runs, list open: the rows match the query, no long task', async () => {
  const before = people(COUNT, 'a', 1);
  const after = people(COUNT, 'b', 7);
  const want = expected(
    after.map((option) => fold(option.label)),
    'ngu',
  );
  const widget = mount({ data: before });
  await userEvent.click(control());
  await userEvent.keyboard('n');
  await vi.waitFor(() => expect(setSize()).toBeGreaterThan(100_000), { timeout: 30_000 });
  tasks = watchLongTasks();
  widget.setData(after);
  // Each key a task of its own, while the new set's keys and search are under way.
  await userEvent.keyboard('g');
  await userEvent.keyboard('u');
  await vi.waitFor(() => expect(setSize()).toBe(want.length), { timeout: 30_000 });
  expect($('.widget-select__option')?.dataset.value).toBe(`b${want[0]}`);
  const middle = Math.floor(want.length / 2);
  expect((await scrollToRow(middle + 1)).dataset.value).toBe(`b${want[middle]}`);
  expect((await scrollToRow(want.length)).dataset.value).toBe(`b${want.at(-1)}`);
  expect(search()?.value).toBe('ngu');
  await longTasksReported();
  console.info(`longest task after setData: ${tasks.longest()} ms`);
  expect(tasks.longest()).toBeLessThan(LONG_TASK_LIMIT);
}, 120_000);
