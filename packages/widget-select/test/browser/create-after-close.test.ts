/**
 * An async createOption refused after the list closed (Escape or Tab while
 * the server decides) is not lost: the refusal is announced and emitted as
 * `error`, and the next opening has the typed text back in the search with
 * the reason in the create row. The pending create row is busy to the eye.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Option } from '../../src/index';
import { $, control, fruits, mount, recordEvents, search } from './helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

const createRow = () => $('.widget-select__message--create');
const live = () => $('.widget-select__live')?.textContent?.trim();

/** A tags widget whose createOption waits for the test's answer. */
function pendingCreation() {
  let refuse!: (error: Error) => void;
  const widget = mount({
    data: fruits,
    multiple: true,
    allowCreate: true,
    createOption: () => new Promise<Option>((_, reject) => (refuse = reject)),
  });
  return { widget, refuse: (reason: string) => refuse(new Error(reason)) };
}

test('the pending create row is busy to the eye: the loading modifier with aria-busy', async () => {
  pendingCreation();
  await userEvent.click(control());
  await userEvent.keyboard('Lime{Enter}');
  expect(createRow()?.getAttribute('aria-busy')).toBe('true');
  expect(createRow()?.classList.contains('widget-select__message--loading')).toBe(true);
});

test.each(['{Escape}', '{Tab}'])(
  'a creation refused after %s is announced, emitted and back on the next opening',
  async (key) => {
    const { widget, refuse } = pendingCreation();
    const log = recordEvents(widget);
    await userEvent.click(control());
    await userEvent.keyboard('Lime{Enter}');
    await userEvent.keyboard(key);
    expect(widget.isDropdownOpen()).toBe(false);
    refuse('Lime is taken');
    await expect.poll(() => live()).toBe('Lime is taken');
    const errors = log.filter(([name]) => name === 'error').map(([, error]) => String(error));
    expect(errors).toEqual([expect.stringMatching(/createOption refused "Lime": Lime is taken/)]);
    expect(widget.getValue()).toEqual([]);
    await userEvent.click(control());
    await expect.poll(() => search()?.value).toBe('Lime');
    expect(createRow()?.textContent).toBe('Lime is taken');
    expect(createRow()?.classList.contains('widget-select__message--error')).toBe(true);
  },
);

test('with no error listener, a refusal after the list closed reaches console.error', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { refuse } = pendingCreation();
  await userEvent.click(control());
  await userEvent.keyboard('Lime{Enter}{Escape}');
  refuse('Lime is taken');
  await expect.poll(() => logged.mock.calls.length).toBe(1);
  expect(String(logged.mock.calls[0]?.[0])).toMatch(/Lime is taken/);
});
