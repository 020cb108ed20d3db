/** `<widget-select>`: adding or removing `ajax` (which `updateOptions` refuses) rebuilds the widget. */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { control, fixture, rows } from '../helpers';
import { element } from './element-helpers';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

test('options gaining or losing ajax rebuild the widget instead of throwing remount-required', async () => {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    errors.push(event.error);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  try {
    fixture('<widget-select label="Fruit"><option value="apple">Apple</option></widget-select>');
    const select = element();
    const queries: string[] = [];
    select.options = {
      ajax: {
        request: (query: string) => {
          queries.push(query);
          return Promise.resolve([{ value: 'remote', label: 'Remote' }]);
        },
        debounce: 0,
      },
    };
    await nextTask();
    await userEvent.click(control());
    await expect.poll(() => rows().map((row) => row.textContent)).toEqual(['Remote']);
    expect(queries).toEqual(['']);
    await userEvent.keyboard('{Escape}');
    select.options = {};
    await nextTask();
    await userEvent.click(control());
    expect(rows().map((row) => row.textContent)).toEqual(['Apple']);
    expect(errors).toEqual([]);
  } finally {
    window.removeEventListener('error', onError);
  }
});
