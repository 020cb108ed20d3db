/**
 * `<widget-select>` reports a failure of the page's data or callbacks on the
 * console unless a `ws-error` listener takes it (`preventDefault()`), as an
 * unheard `error` of the widget goes to the console.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import 'widget-select/element';
import { $, control, fixture } from '../helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

/** An element whose remote source answers an option without a value. */
function badRemote() {
  const select = document.createElement('widget-select');
  select.setAttribute('label', 'City');
  select.options = { ajax: { request: async () => [{ label: 'No value' }] as never, debounce: 0 } };
  fixture('').append(select);
  return select;
}

test('a bad remote answer of the element reaches console.error when no listener takes it', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const select = badRemote();
  const heard: unknown[] = [];
  select.addEventListener('ws-error', (event) => heard.push((event as CustomEvent).detail));
  await userEvent.click(control());
  await expect.poll(() => $('.widget-select__message--error')).not.toBeNull();
  expect(heard).toHaveLength(1);
  expect(logged).toHaveBeenCalledTimes(1);
  expect(logged.mock.calls[0]?.[0]).toBe(heard[0]);
});

test('a ws-error listener that calls preventDefault() keeps the console quiet', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const select = badRemote();
  select.addEventListener('ws-error', (event) => event.preventDefault());
  await userEvent.click(control());
  await expect.poll(() => $('.widget-select__message--error')).not.toBeNull();
  expect(logged).not.toHaveBeenCalled();
});

test('a throwing template of the element is on the console once', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const select = document.createElement('widget-select');
  select.setAttribute('label', 'Fruit');
  select.data = [{ value: 'a', label: 'Apple' }];
  select.options = {
    templateResult: () => {
      throw new Error('template broke');
    },
  };
  fixture('').append(select);
  await userEvent.click(control());
  await expect.poll(() => logged.mock.calls.length).toBeGreaterThan(0);
  expect(logged).toHaveBeenCalledTimes(1);
  expect(String(logged.mock.calls[0]?.[0])).toMatch(/template broke/);
});
