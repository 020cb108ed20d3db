/**
 * `updateOptions` applies only what changed: a call with the current values
 * (the same object twice, or equal new literals) renders nothing, emits
 * nothing, searches nothing again and warns about nothing.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Option, SelectOptions } from '../../src/index';
import { fruits, mount, recordEvents, rowLabels, rows, search } from './helpers';

const row = (label: string) => rows().find((r) => r.textContent === label)!;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

function setup() {
  const calls = { template: 0, filter: 0 };
  const templateResult = (option: Option) => {
    calls.template++;
    return option.label;
  };
  const filterOption = (option: Option, query: string) => {
    calls.filter++;
    return option.label.toLowerCase().includes(query.toLowerCase());
  };
  const options = (): SelectOptions => ({
    data: undefined,
    placeholder: 'Pick',
    templateResult,
    filterOption,
    language: { noResults: 'Nothing' },
    ajax: undefined,
    plugins: [{ name: 'noop', setup: () => undefined }],
    searchFields: ['label', 'description'],
    multiple: false,
    theme: undefined,
  });
  const widget = mount({ ...options(), data: fruits });
  widget.open();
  widget.setSearchQuery('e');
  const log = recordEvents(widget);
  const observer = new MutationObserver(() => {});
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  calls.template = 0;
  calls.filter = 0;
  return { widget, options, calls, log, observer, templateResult, filterOption };
}

test('the same options object twice, or equal new literals, change nothing', () => {
  const { widget, options, calls, log, observer } = setup();
  const same = options();
  widget.updateOptions(same);
  widget.updateOptions(same);
  widget.updateOptions(options());
  widget.updateOptions({});
  expect(observer.takeRecords()).toEqual([]);
  expect(calls).toEqual({ template: 0, filter: 0 });
  expect(log).toEqual([]);
  expect(warn).not.toHaveBeenCalled();
  observer.disconnect();
});

test('a real change still applies, and only then renders', () => {
  const { widget, options, calls, observer } = setup();
  const before = rowLabels();
  widget.updateOptions({ ...options(), filterOption: (option: Option) => option.value === 'date' });
  expect(observer.takeRecords()).not.toEqual([]);
  expect(rowLabels()).toEqual(['Date']);
  expect(before.length).toBeGreaterThan(1);
  expect(calls.filter).toBe(0);
  widget.updateOptions({ placeholder: 'Other', plugins: [{ name: 'other', setup: () => undefined }] });
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('"plugins"'));
  observer.disconnect();
});

test('a new hook (an inline arrow per render) applies without a render, and is the one called', async () => {
  const { widget, calls, log, observer } = setup();
  widget.setSearchQuery('');
  observer.takeRecords();
  calls.template = 0;
  widget.updateOptions({ beforeSelect: () => false });
  widget.updateOptions({ beforeSelect: (option: Option) => option.value !== 'banana' });
  expect(observer.takeRecords()).toEqual([]);
  expect(calls.template).toBe(0);
  observer.disconnect();
  search()!.focus();
  await userEvent.click(row('Banana'));
  expect(widget.getValue()).toBeNull();
  await userEvent.click(row('Apple'));
  expect(widget.getValue()).toBe('apple');
  expect(log.filter(([name]) => name === 'change')).toEqual([['change', 'apple']]);
});
