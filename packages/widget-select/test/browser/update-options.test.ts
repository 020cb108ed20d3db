/**
 * `updateOptions` applies only what changed: a call with the current values
 * (the same object twice, or equal new literals) renders nothing, emits
 * nothing, searches nothing again and warns about nothing.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Option, SelectOptions } from '../../src/index';
import { fruits, mount, recordEvents, rowLabels } from './helpers';

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
