/**
 * `selectOnTab`: Tab in an open list picks the highlighted option as Enter
 * would, then focus moves on as Tab does; never while an input method is
 * composing.
 */
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { SelectOptions } from '../../src/index';
import { $, control, fixture, fruits, mount, recordEvents, search } from './helpers';

function mountBetweenFields(options: SelectOptions) {
  const host = fixture('<input id="before" /><div id="m"></div><input id="after" />');
  return mount(options, host.querySelector<HTMLElement>('#m')!);
}

test('single: Tab picks the highlighted option, closes, and focus moves to the next field', async () => {
  const widget = mountBetweenFields({ data: fruits, selectOnTab: true });
  const log = recordEvents(widget);
  control().focus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(widget.isDropdownOpen()).toBe(true);
  await userEvent.keyboard('{Tab}');
  expect(widget.getValue()).toBe('banana');
  expect(widget.isDropdownOpen()).toBe(false);
  expect(document.activeElement).toBe($('#after'));
  expect(log.filter(([name]) => name === 'select' || name === 'change').map(([name]) => name)).toEqual([
    'select',
    'change',
  ]);
});

test('Shift+Tab picks too, and focus moves to the field before', async () => {
  const widget = mountBetweenFields({ data: fruits, selectOnTab: true });
  control().focus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
  expect(widget.getValue()).toBe('cherry');
  expect(document.activeElement).toBe($('#before'));
});

test('multiple: Tab toggles the highlighted option as Enter would, then leaves', async () => {
  const widget = mountBetweenFields({ data: fruits, multiple: true, selectOnTab: true });
  widget.setValue(['apple']);
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('da');
  expect(search()?.value).toBe('da');
  await userEvent.keyboard('{Tab}');
  expect(widget.getValue()).toEqual(['apple', 'date']);
  expect(widget.isDropdownOpen()).toBe(false);
  expect(document.activeElement).toBe($('#after'));
});

test('without the option Tab picks nothing; with nothing highlighted it picks nothing either', async () => {
  const plain = mountBetweenFields({ data: fruits });
  control().focus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Tab}');
  expect(plain.getValue()).toBeNull();
  expect(document.activeElement).toBe($('#after'));
  const widget = mountBetweenFields({ data: fruits, selectOnTab: true });
  control().focus();
  await userEvent.keyboard('{ArrowDown}zzz{Tab}');
  expect(widget.getValue()).toBeNull();
  expect(widget.isDropdownOpen()).toBe(false);
  expect(document.activeElement).toBe($('#after'));
});

test('a Tab while an input method composes picks nothing', async () => {
  const widget = mountBetweenFields({ data: fruits, selectOnTab: true });
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  const input = search()!;
  input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', isComposing: true, bubbles: true }));
  // The key an input method takes for itself reads "Process".
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Process', bubbles: true }));
  expect(widget.getValue()).toBeNull();
  expect(widget.isDropdownOpen()).toBe(true);
  input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '' }));
});
