/**
 * A `<select multiple>` of 100,000 options: after selectAll(), clearAll(),
 * setValue() of every value and form.reset(), the widget writes the select
 * in tasks short enough not to be felt (the call itself is the core's work,
 * measured on a `<div>` host elsewhere), and a FormData read at any point
 * holds the whole new value.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { fixture, mount } from './helpers';
import { LONG_TASK_LIMIT, longTasksReported, watchLongTasks } from './long-tasks';
import { frames } from './waits';

const SIZE = 100_000;
const values = Array.from({ length: SIZE }, (_, i) => `v${i}`);

function bigForm() {
  const options = values.map(
    (value, i) => `<option value="${value}"${i === 0 ? ' selected' : ''}>${value}</option>`,
  );
  const host = fixture(`<form><select name="pick" multiple>${options.join('')}</select></form>`);
  return { form: host.querySelector('form')!, select: host.querySelector('select')! };
}

/** How many options are selected: the collection's length is one native pass, its entries would be slow. */
const selectedCount = (select: HTMLSelectElement) => select.selectedOptions.length;

let tasks: ReturnType<typeof watchLongTasks> | null = null;
afterEach(() => tasks?.stop());

const SETTLE = { timeout: 60_000, interval: 50 };

test('selectAll, clearAll, setValue of every value and form.reset(): the select is written with no long task after the call', async () => {
  const { form, select } = bigForm();
  const widget = mount({}, select);
  await longTasksReported();
  tasks = watchLongTasks();
  const after: number[] = [];
  /** Runs a change and waits until the select shows `count` selected options, then for the last pass. */
  const step = async (change: () => void, count: number) => {
    change();
    after.push(performance.now());
    await vi.waitFor(() => expect(selectedCount(select)).toBe(count), SETTLE);
    await frames(3);
    await longTasksReported();
    return tasks!.longest(after.at(-1));
  };
  const longest = [
    await step(() => widget.selectAll(), SIZE),
    await step(() => widget.clearAll(), 0),
    await step(() => widget.setValue(values), SIZE),
    await step(() => form.reset(), 1),
  ];
  console.info(`longest task after each call: ${longest.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  expect(Math.max(...longest)).toBeLessThan(LONG_TASK_LIMIT);
  expect(new FormData(form).getAll('pick')).toEqual(['v0']);
}, 180_000);

test('FormData read while the slices run holds the whole new value, after every kind of change', async () => {
  const { form, select } = bigForm();
  const widget = mount({}, select);
  widget.selectAll();
  await frames(1);
  expect(new FormData(form).getAll('pick')).toHaveLength(SIZE);
  widget.setValue(['v5', 'v1']);
  await frames(1);
  expect(new FormData(form).getAll('pick')).toEqual(['v5', 'v1']);
  widget.setValue(values);
  await frames(1);
  expect(new FormData(form).getAll('pick')).toEqual(values);
  form.reset();
  await frames(1);
  expect(new FormData(form).getAll('pick')).toEqual(['v0']);
  expect(widget.getValue()).toEqual(['v0']);
}, 180_000);
