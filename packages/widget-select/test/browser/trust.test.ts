/**
 * Input an attacker or a new user gives: language codes that name
 * Object.prototype members, updateOptions that must apply all or nothing,
 * ajax added or removed live, and the typo warnings of plain-JS users.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { resolveMessages } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import SelectWidget, { SelectWidgetError } from '../../src/index';
import { $, clickControl, control, fixture, fruits, mount, recordEvents, rowLabels, search } from './helpers';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const warnings = (): string[] => warn.mock.calls.map((call: unknown[]) => String(call[0]));

const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  'toLocaleString',
  'Constructor',
  'constructor-US',
];

test.each(PROTOTYPE_NAMES)(
  'language %j reads no Object.prototype member: English, and picks stay in sync',
  async (code) => {
    expect(resolveMessages(code)).toEqual(en);
    fixture(
      '<select id="s" name="f" multiple><option value="apple">Apple</option><option value="banana">Banana</option></select>',
    );
    const widget = mount({ language: code, clearable: true }, '#s');
    widget.setValue(['apple']);
    expect($('.widget-select__clear')?.getAttribute('aria-label')).toBe('Clear selection');
    expect($('.widget-select__tag-remove')?.getAttribute('aria-label')).toBe('Remove Apple');
    await clickControl();
    expect(search()?.getAttribute('aria-label')).toBe('Search');
    await userEvent.click(document.querySelectorAll<HTMLElement>('.widget-select__option')[1]!);
    expect(widget.getValue()).toEqual(['apple', 'banana']);
    const native = document.querySelector<HTMLSelectElement>('#s')!;
    expect(Array.from(native.selectedOptions, (o) => o.value)).toEqual(['apple', 'banana']);
    await userEvent.keyboard('zzz');
    expect($('.widget-select__message--empty')?.textContent).toBe('No results found');
    widget.updateOptions({ language: 'toString' });
    expect($('.widget-select__clear')?.getAttribute('aria-label')).toBe('Clear selection');
  },
);

test('a custom string table only uses its own string properties', async () => {
  const inherited = Object.create({ noResults: 'inherited!', search: 'inherited!' }) as Record<
    string,
    unknown
  >;
  inherited.clear = 'Wipe';
  inherited.loading = 42;
  expect(resolveMessages(inherited as never)).toEqual({ ...en, clear: 'Wipe' });
  const table = JSON.parse(
    '{"__proto__": {"noResults": "polluted"}, "resultCount": "{constructor} {count}"}',
  );
  const widget = mount({ data: fruits, language: table, clearable: true });
  widget.setValue('apple');
  await userEvent.click(control());
  await userEvent.keyboard('zzz');
  expect($('.widget-select__message--empty')?.textContent).toBe('No results found');
  // A placeholder that names an Object.prototype member stays as written.
  const { format } = await import('../../src/i18n');
  expect(format('{constructor} {count}', { count: 2 })).toBe('{constructor} 2');
});

test('updateOptions validates everything first: a bad key leaves every other key unapplied', () => {
  const widget = mount({ data: fruits, placeholder: 'Old' });
  const error = (() => {
    try {
      widget.updateOptions({ placeholder: 'New', data: 'bad' as never });
    } catch (caught) {
      return caught as SelectWidgetError;
    }
  })();
  expect(error?.code).toBe('invalid-data');
  expect($('.widget-select__placeholder')?.textContent).toBe('Old');
  widget.updateOptions({ placeholder: 'New', missingSelectionPolicy: 'error', data: [fruits[0]!] });
  expect($('.widget-select__placeholder')?.textContent).toBe('New');
  widget.setValue('apple');
  // The new policy applies to the data of the same call: dropping the selection is refused whole.
  expect(() =>
    widget.updateOptions({ placeholder: 'Newer', data: [fruits[1]!], duplicateValuePolicy: 'error' }),
  ).toThrow(SelectWidgetError);
  expect($('.widget-select__value')?.textContent).toBe('Apple');
  widget.setValue(null);
  expect($('.widget-select__placeholder')?.textContent).toBe('New');
  expect(() =>
    widget.updateOptions({
      placeholder: 'Newest',
      duplicateValuePolicy: 'error',
      data: [fruits[0]!, fruits[0]!],
    }),
  ).toThrow(expect.objectContaining({ code: 'duplicate-value' }));
  expect($('.widget-select__placeholder')?.textContent).toBe('New');
});

test('updateOptions cannot add ajax to a local widget: remount-required, local search keeps working', async () => {
  const widget = mount({ data: fruits, placeholder: 'Fruit' });
  const error = (() => {
    try {
      widget.updateOptions({ placeholder: 'Changed', ajax: { url: '/api' } });
    } catch (caught) {
      return caught as SelectWidgetError;
    }
  })();
  expect(error).toBeInstanceOf(SelectWidgetError);
  expect(error?.code).toBe('remount-required');
  expect(error?.message).toContain('ajax');
  expect(error?.message).toContain('remount');
  expect($('.widget-select__placeholder')?.textContent).toBe('Fruit');
  await userEvent.click(control());
  await userEvent.keyboard('ch');
  expect(rowLabels()).toEqual(['Cherry']);
});

test('updateOptions cannot remove ajax either; changing ajax fields stays live', async () => {
  const request = vi.fn(() => Promise.resolve([fruits[0]!]));
  const widget = mount({ ajax: { request } });
  expect(() => widget.updateOptions({ ajax: undefined })).toThrow(
    expect.objectContaining({ code: 'remount-required' }),
  );
  widget.updateOptions({ ajax: { request, debounce: 10 } });
  // Keys not given keep their value: ajax stays.
  widget.updateOptions({ placeholder: 'x' });
  expect($('.widget-select__placeholder')?.textContent).toBe('x');
  widget.open();
  await expect.poll(() => rowLabels()).toEqual(['Apple']);
  expect(request).toHaveBeenCalledTimes(1);
});

test('unknown option keys warn once per key, naming the closest known option', () => {
  fixture('<div id="a"></div><div id="b"></div>');
  const a = new SelectWidget('#a', { data: fruits, clearble: true } as never);
  new SelectWidget('#b', { data: fruits, clearble: true, plceholder: 'x', zzzzzzzz: 1 } as never).destroy();
  a.updateOptions({ clearble: false, serchFields: ['label'] } as never);
  a.destroy();
  expect(warnings().filter((w) => w.includes('"clearble"'))).toEqual([
    'widget-select: unknown option "clearble" — did you mean "clearable"?',
  ]);
  expect(warnings()).toContain('widget-select: unknown option "plceholder" — did you mean "placeholder"?');
  expect(warnings()).toContain('widget-select: unknown option "serchFields" — did you mean "searchFields"?');
  expect(warnings()).toContain('widget-select: unknown option "zzzzzzzz" is ignored.');
});

test('a theme close to a built-in one and a language neither bundled nor registered warn once', () => {
  fixture('<div id="a"></div><div id="b"></div>');
  new SelectWidget('#a', { data: fruits, theme: 'darkk', language: 'klingon' }).destroy();
  const b = new SelectWidget('#b', { data: fruits, theme: 'brand', language: 'pt-BR' });
  b.updateOptions({ theme: 'hight-contrast' });
  b.destroy();
  expect(warnings()).toEqual([
    'widget-select: theme "darkk" is not a built-in theme — did you mean "dark"? ' +
      'A theme of your own needs CSS for [data-theme="darkk"].',
    expect.stringMatching(
      /^widget-select: language "klingon" is neither a bundled locale nor one registered with registerLocale\(\), so messages stay in English; bundled: en, fr, de/,
    ),
    'widget-select: theme "hight-contrast" is not a built-in theme — did you mean "high-contrast"? ' +
      'A theme of your own needs CSS for [data-theme="hight-contrast"].',
  ]);
});

test('unknown event names in on() and off() warn once, naming the closest event', () => {
  const widget = mount({ data: fruits });
  const handler = () => {};
  widget.on('chnage' as never, handler);
  widget.on('chnage' as never, handler);
  widget.off('chnage' as never, handler);
  widget.off('opne' as never, handler);
  widget.on('change', handler);
  expect(warnings()).toEqual([
    'widget-select: unknown event "chnage" — did you mean "change"?',
    'widget-select: unknown event "opne" — did you mean "open"?',
  ]);
});

test('searchFields: an unknown top-level field warns; a path no option has warns on the first data set', () => {
  const widget = mount<Record<string, unknown>>({
    data: fruits.map((f) => ({ ...f, meta: { colour: 'red' } })),
    searchFields: ['lable', 'meta.colour', 'meta.colr'],
  });
  expect(warnings()).toContain(
    'widget-select: searchFields entry "lable" is not an option field — did you mean "label"?',
  );
  expect(warnings()).toContain(
    'widget-select: searchFields entry "meta.colr": no option of the first data set has it.',
  );
  expect(warnings().some((w) => w.includes('"meta.colour"'))).toBe(false);
  const count = warn.mock.calls.length;
  widget.setData([{ value: 'x', label: 'X' }]);
  expect(warn.mock.calls.length).toBe(count);
  const log = recordEvents(widget);
  widget.setSearchQuery('x');
  expect(log).toEqual([['search', 'x']]);
});
