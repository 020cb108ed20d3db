/**
 * The bad-input guard: every option with wrong types and out-of-range values,
 * every method with bad arguments, and every method after destroy(). A refused
 * call throws a SelectWidgetError with a code, names the culprit and its value,
 * and leaves the widget exactly as it was.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import SelectWidget, { registerLocale, SelectWidgetError } from '../../src/index';
import { $, fixture, fruits, mount, recordEvents } from './helpers';

/** The error a call throws, or null. */
function thrown(fn: () => unknown): SelectWidgetError | null {
  try {
    fn();
  } catch (error) {
    return error as SelectWidgetError;
  }
  return null;
}

function expectRefused(error: unknown, code: string, ...culprits: string[]): void {
  expect(error).toBeInstanceOf(SelectWidgetError);
  const { code: actual, message } = error as SelectWidgetError;
  expect(actual).toBe(code);
  for (const culprit of culprits) expect(message).toContain(culprit);
}

const noop = () => true;
const plugin = { name: 'p', setup: () => undefined };

/** [what, options, code, ...texts the message must contain]. */
type OptionCase = [string, Record<string, unknown>, string, ...string[]];

const optionCases: OptionCase[] = [
  ['options not an object', { __whole: 'x' }, 'invalid-options', 'options', '"x"'],
  ['placeholder: number', { placeholder: 5 }, 'invalid-options', 'placeholder', 'got 5'],
  ['placeholder: null', { placeholder: null }, 'invalid-options', 'placeholder', 'got null'],
  ['theme: object', { theme: {} }, 'invalid-options', 'theme', 'got {}'],
  ...(
    [
      'searchable',
      'multiple',
      'clearable',
      'allowCreate',
      'sortable',
      'closeOnSelect',
      'disabled',
      'required',
      'tokenSearch',
      'accentInsensitive',
      'highlightSearch',
      'openOnFocus',
      'virtualScroll',
    ] as const
  ).map((key): OptionCase => [`${key}: string`, { [key]: 'yes' }, 'invalid-options', key, '"yes"']),
  ...(
    [
      'templateResult',
      'templateSelection',
      'sanitizeTemplate',
      'beforeSelect',
      'beforeUnselect',
      'beforeCreate',
      'createOption',
      'filterOption',
      'searchScorer',
      'isOptionDisabled',
    ] as const
  ).map((key): OptionCase => [`${key}: not a function`, { [key]: 'fn' }, 'invalid-options', key, '"fn"']),
  ...(['maxSelections', 'minSearchLength', 'minResultsForSearch', 'maxVisibleTags'] as const).flatMap(
    (key): OptionCase[] => [
      [`${key}: NaN`, { [key]: Number.NaN }, 'invalid-options', key, 'got NaN'],
      [`${key}: Infinity`, { [key]: Number.POSITIVE_INFINITY }, 'invalid-options', key, 'got Infinity'],
      [`${key}: -1`, { [key]: -1 }, 'invalid-options', key, 'got -1'],
      [`${key}: 1.5`, { [key]: 1.5 }, 'invalid-options', key, 'got 1.5'],
      [`${key}: '3'`, { [key]: '3' }, 'invalid-options', key, 'got "3"'],
    ],
  ),
  [
    'itemHeight: Infinity',
    { itemHeight: Number.POSITIVE_INFINITY },
    'invalid-options',
    'itemHeight',
    'got Infinity',
  ],
  ['itemHeight: NaN', { itemHeight: Number.NaN }, 'invalid-options', 'itemHeight', 'got NaN'],
  ['itemHeight: -1', { itemHeight: -1 }, 'invalid-options', 'itemHeight', 'got -1'],
  ['itemHeight: 0', { itemHeight: 0 }, 'invalid-options', 'itemHeight', 'got 0'],
  ['itemHeight: "big"', { itemHeight: 'big' }, 'invalid-options', 'itemHeight', '"big"'],
  ['missingSelectionPolicy', { missingSelectionPolicy: 'drop' }, 'invalid-options', 'missingSelectionPolicy'],
  ['duplicateValuePolicy', { duplicateValuePolicy: 'loud' }, 'invalid-options', 'duplicateValuePolicy'],
  ['searchFields: a string', { searchFields: 'label' }, 'invalid-options', 'searchFields', '"label"'],
  ['searchFields: [null]', { searchFields: [null] }, 'invalid-options', 'searchFields[0]', 'got null'],
  ['searchFields: [{}]', { searchFields: [{}] }, 'invalid-options', 'searchFields[0]', 'got {}'],
  ['searchFields: [7]', { searchFields: ['label', 7] }, 'invalid-options', 'searchFields[1]', 'got 7'],
  ['searchFields: empty path', { searchFields: [''] }, 'invalid-options', 'searchFields[0]', '""'],
  ['searchFields: "meta."', { searchFields: ['meta.'] }, 'invalid-options', 'searchFields[0]', '"meta."'],
  ['searchFields: "meta..a"', { searchFields: ['meta..a'] }, 'invalid-options', 'searchFields[0]'],
  [
    'searchFields: weight NaN',
    { searchFields: [{ field: 'label', weight: Number.NaN }] },
    'invalid-options',
    'searchFields[0].weight',
    'got NaN',
  ],
  [
    'searchFields: weight -2',
    { searchFields: [{ field: 'label', weight: -2 }] },
    'invalid-options',
    'searchFields[0].weight',
    'got -2',
  ],
  ['language: number', { language: 5 }, 'invalid-options', 'language', 'got 5'],
  ['language: array', { language: ['en'] }, 'invalid-options', 'language'],
  ['language: null', { language: null }, 'invalid-options', 'language', 'got null'],
  ['plugins: object', { plugins: {} }, 'invalid-options', 'plugins'],
  ['plugins: [null]', { plugins: [null] }, 'invalid-options', 'plugins[0]'],
  ['plugins: no setup', { plugins: [plugin, { name: 'x' }] }, 'invalid-options', 'plugins[1]'],
  ['dropdownParent: number', { dropdownParent: 5 }, 'invalid-options', 'dropdownParent', 'got 5'],
  [
    'dropdownParent: invalid selector',
    { dropdownParent: '[[[' },
    'invalid-options',
    'dropdownParent',
    '"[[["',
  ],
  [
    'dropdownParent: matches nothing',
    { dropdownParent: '#nowhere' },
    'invalid-options',
    'dropdownParent',
    '"#nowhere"',
  ],
  ['dropdownParent: empty', { dropdownParent: '' }, 'invalid-options', 'dropdownParent'],
  ['ajax: string', { ajax: '/api' }, 'invalid-options', 'ajax', '"/api"'],
  ['ajax: no url nor request', { ajax: { debounce: 10 } }, 'invalid-options', 'ajax', 'url', 'request'],
  ['ajax.url: number', { ajax: { url: 5 } }, 'invalid-options', 'ajax.url', 'got 5'],
  ['ajax.url: empty', { ajax: { url: '' } }, 'invalid-options', 'ajax.url', 'got ""'],
  ['ajax.request: string', { ajax: { request: 'x' } }, 'invalid-options', 'ajax.request', '"x"'],
  ['ajax.transform: string', { ajax: { url: '/a', transform: 1 } }, 'invalid-options', 'ajax.transform'],
  ['ajax.params: string', { ajax: { url: '/a', params: 'q' } }, 'invalid-options', 'ajax.params'],
  [
    'ajax.debounce: NaN',
    { ajax: { url: '/a', debounce: Number.NaN } },
    'invalid-options',
    'ajax.debounce',
    'got NaN',
  ],
  ['ajax.debounce: -5', { ajax: { url: '/a', debounce: -5 } }, 'invalid-options', 'ajax.debounce', 'got -5'],
  [
    'ajax.cacheTtl: Infinity',
    { ajax: { url: '/a', cacheTtl: Number.POSITIVE_INFINITY } },
    'invalid-options',
    'ajax.cacheTtl',
    'got Infinity',
  ],
  ['ajax.retry: 1.5', { ajax: { url: '/a', retry: 1.5 } }, 'invalid-options', 'ajax.retry', 'got 1.5'],
  ['ajax.retry: -1', { ajax: { url: '/a', retry: -1 } }, 'invalid-options', 'ajax.retry', 'got -1'],
  ['ajax.retryDelay: "1s"', { ajax: { url: '/a', retryDelay: '1s' } }, 'invalid-options', 'ajax.retryDelay'],
  ['ajax.loadOnOpen: 1', { ajax: { url: '/a', loadOnOpen: 1 } }, 'invalid-options', 'ajax.loadOnOpen'],
  [
    'ajax.pagination: "yes"',
    { ajax: { url: '/a', pagination: 'yes' } },
    'invalid-options',
    'ajax.pagination',
  ],
  ['ajax.prefetch: [1]', { ajax: { url: '/a', prefetch: [1] } }, 'invalid-options', 'ajax.prefetch'],
  ['data: string', { data: 'bad' }, 'invalid-data', 'data', '"bad"'],
  ['data: [5]', { data: [5] }, 'invalid-option', 'data[0]', 'got 5'],
  ['data: no label', { data: [{ value: 'v' }] }, 'invalid-option', 'data[0]', 'label'],
  ['data: value NaN', { data: [{ value: Number.NaN, label: 'x' }] }, 'invalid-option', 'data[0]', 'got NaN'],
  [
    'data: children not array',
    { data: [{ value: 'a', label: 'A', children: 'x' }] },
    'invalid-option',
    'data[0]',
  ],
];

/** The options argument of a case (`__whole` stands for a non-object argument). */
const argumentOf = (options: Record<string, unknown>) => ('__whole' in options ? options.__whole : options);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('constructor refuses bad options with a coded error and builds nothing', () => {
  test.each(optionCases)('%s', (_what, options, code, ...culprits) => {
    const host = fixture('<select id="s"><option value="a">A</option></select>');
    const before = host.innerHTML;
    const error = thrown(() => new SelectWidget('#s', argumentOf(options) as never));
    expectRefused(error, code, ...culprits);
    expect(host.innerHTML).toBe(before);
    expect($('.widget-select')).toBeNull();
  });
});

describe('updateOptions refuses bad options and changes nothing (not even the valid keys)', () => {
  test.each(optionCases)('%s', (_what, options, code, ...culprits) => {
    const widget = mount({ data: fruits, placeholder: 'Before' });
    const log = recordEvents(widget);
    const bad = argumentOf(options);
    const call =
      typeof bad === 'object' && bad !== null ? { placeholder: 'After', theme: 'dark', ...bad } : bad;
    const error = thrown(() => widget.updateOptions(call as never));
    expectRefused(error, code, ...culprits);
    expect($('.widget-select__placeholder')?.textContent).toBe('Before');
    expect($('.widget-select')?.dataset.theme).toBe('default');
    expect(log).toEqual([]);
    widget.open();
    expect(document.querySelectorAll('.widget-select__option')).toHaveLength(fruits.length);
  });
});

test('a circular or 50,000-deep tree is refused with invalid-data, not a RangeError', () => {
  fixture('<div id="m"></div>');
  const loop: Record<string, unknown> = { value: 'a', label: 'A' };
  loop.children = [{ value: 'b', label: 'B', children: [loop] }];
  expectRefused(
    thrown(() => new SelectWidget('#m', { data: [loop] as never })),
    'invalid-data',
    'data[0].children[0].children[0]',
  );
  let deep: Record<string, unknown> = { value: 'leaf', label: 'Leaf' };
  for (let i = 0; i < 50_000; i++) deep = { value: `n${i}`, label: `N${i}`, children: [deep] };
  expectRefused(
    thrown(() => new SelectWidget('#m', { data: [deep] as never })),
    'invalid-data',
    'data[0]',
    'deep',
  );
  const widget = mount({ data: fruits }, '#m');
  expectRefused(
    thrown(() => widget.setData([deep] as never)),
    'invalid-data',
    'setData(data)[0]',
  );
  expectRefused(
    thrown(() => widget.setData([loop] as never)),
    'invalid-data',
    'setData(data)[0]',
  );
  widget.open();
  expect(document.querySelectorAll('.widget-select__option')).toHaveLength(fruits.length);
});

test.each([
  ['a number', 5, 'invalid-target', 'got 5'],
  ['null', null, 'invalid-target', 'null'],
  ['an invalid selector', '[[[', 'target-not-found', '"[[["'],
  ['a selector that matches nothing', '#none', 'target-not-found', '"#none"'],
])('constructor refuses a target that is %s', (_what, target, code, culprit) => {
  fixture('<div id="m"></div>');
  expectRefused(
    thrown(() => new SelectWidget(target as never, { data: fruits })),
    code,
    culprit,
  );
  expect($('.widget-select')).toBeNull();
});

/** [what, call on a widget holding fruits with 'banana' selected, code, ...texts]. */
type MethodCase = [string, (w: SelectWidget) => unknown, string, ...string[]];

const methodCases: MethodCase[] = [
  ['setValue({})', (w) => w.setValue({} as never), 'invalid-argument', 'setValue', 'got {}'],
  ['setValue(() => 1)', (w) => w.setValue((() => 1) as never), 'invalid-argument', 'setValue', 'function'],
  ['setValue([{}])', (w) => w.setValue([{}] as never), 'invalid-argument', 'setValue', 'got {}'],
  ['setValue(Symbol)', (w) => w.setValue(Symbol('s') as never), 'invalid-argument', 'setValue', 'Symbol(s)'],
  ['setValue(undefined)', (w) => w.setValue(undefined as never), 'invalid-argument', 'setValue', 'undefined'],
  ['setValue(v, "x")', (w) => w.setValue('apple', 'x' as never), 'invalid-argument', 'setValue', '"x"'],
  [
    'setValue(v, { emitChange: 1 })',
    (w) => w.setValue('apple', { emitChange: 1 } as never),
    'invalid-argument',
    'emitChange',
    'got 1',
  ],
  ['setSearchQuery(5)', (w) => w.setSearchQuery(5 as never), 'invalid-argument', 'setSearchQuery', 'got 5'],
  [
    'setSearchQuery(null)',
    (w) => w.setSearchQuery(null as never),
    'invalid-argument',
    'setSearchQuery',
    'null',
  ],
  [
    'setSearchQuery(q, 7)',
    (w) => w.setSearchQuery('a', 7 as never),
    'invalid-argument',
    'setSearchQuery',
    'got 7',
  ],
  [
    'setSearchQuery(q, { emitSearch: "no" })',
    (w) => w.setSearchQuery('a', { emitSearch: 'no' } as never),
    'invalid-argument',
    'emitSearch',
  ],
  ['setData("bad")', (w) => w.setData('bad' as never), 'invalid-data', 'setData', '"bad"'],
  ['setData(null)', (w) => w.setData(null as never), 'invalid-data', 'setData', 'null'],
  ['setData([1])', (w) => w.setData([1] as never), 'invalid-option', 'setData(data)[0]'],
  ['updateOptions(null)', (w) => w.updateOptions(null as never), 'invalid-options', 'options', 'null'],
  ['updateOptions("x")', (w) => w.updateOptions('x' as never), 'invalid-options', 'options', '"x"'],
  [
    'setCustomValidity(5)',
    (w) => w.setCustomValidity(5 as never),
    'invalid-argument',
    'setCustomValidity',
    'got 5',
  ],
  ['on(5, fn)', (w) => w.on(5 as never, noop), 'invalid-argument', 'on', 'got 5'],
  ['on("change", "fn")', (w) => w.on('change', 'fn' as never), 'invalid-argument', 'on', '"fn"'],
  ['off("change", 5)', (w) => w.off('change', 5 as never), 'invalid-argument', 'off', 'got 5'],
  ['off(null, fn)', (w) => w.off(null as never, noop), 'invalid-argument', 'off', 'null'],
  [
    'registerLocale(123, {})',
    () => registerLocale(123 as never, {}),
    'invalid-argument',
    'registerLocale',
    '123',
  ],
  ['registerLocale("", {})', () => registerLocale('', {}), 'invalid-argument', 'registerLocale', '""'],
  [
    'registerLocale("x", null)',
    () => registerLocale('x', null as never),
    'invalid-argument',
    'registerLocale',
    'null',
  ],
  [
    'registerLocale("x", "t")',
    () => registerLocale('x', 't' as never),
    'invalid-argument',
    'registerLocale',
    '"t"',
  ],
];

describe('methods refuse bad arguments with a coded error and change nothing', () => {
  test.each(methodCases)('%s', (_what, call, code, ...culprits) => {
    const widget = mount({ data: fruits, multiple: true });
    widget.setValue(['banana']);
    widget.setSearchQuery('an');
    const log = recordEvents(widget);
    const before = {
      value: widget.getValue(),
      query: widget.getSearchQuery(),
      html: $('.widget-select')?.outerHTML,
    };
    expectRefused(
      thrown(() => call(widget as SelectWidget)),
      code,
      ...culprits,
    );
    expect({
      value: widget.getValue(),
      query: widget.getSearchQuery(),
      html: $('.widget-select')?.outerHTML,
    }).toEqual(before);
    expect(log).toEqual([]);
  });
});

test('null method options mean "no options"', () => {
  const widget = mount({ data: fruits });
  const log = recordEvents(widget);
  widget.setValue('apple', null as never);
  widget.setSearchQuery('ch', null as never);
  expect(widget.getValue()).toBe('apple');
  expect(widget.getSearchQuery()).toBe('ch');
  expect(log).toEqual([
    ['change', 'apple'],
    ['search', 'ch'],
  ]);
});

/** Every public method with plausible (and bad) arguments, after destroy(). */
const afterDestroy: [string, (w: SelectWidget) => unknown][] = [
  ['open', (w) => w.open()],
  ['close', (w) => w.close()],
  ['isDropdownOpen', (w) => w.isDropdownOpen()],
  ['getValue', (w) => w.getValue()],
  ['setValue', (w) => w.setValue('apple')],
  ['setValue (bad)', (w) => w.setValue({} as never, 5 as never)],
  ['clearAll', (w) => w.clearAll()],
  ['selectAll', (w) => w.selectAll()],
  ['setData', (w) => w.setData(fruits)],
  ['setData (bad)', (w) => w.setData('bad' as never)],
  ['updateOptions', (w) => w.updateOptions({ placeholder: 'x' })],
  ['updateOptions (bad)', (w) => w.updateOptions({ itemHeight: Number.NaN })],
  ['getSearchQuery', (w) => w.getSearchQuery()],
  ['setSearchQuery', (w) => w.setSearchQuery('a')],
  ['setSearchQuery (bad)', (w) => w.setSearchQuery(5 as never, 5 as never)],
  ['enable', (w) => w.enable()],
  ['disable', (w) => w.disable()],
  ['validate', (w) => w.validate()],
  ['setCustomValidity', (w) => w.setCustomValidity('bad')],
  ['reportValidity', (w) => w.reportValidity()],
  ['reload', (w) => w.reload()],
  ['clearRemoteCache', (w) => w.clearRemoteCache()],
  ['on', (w) => w.on('change', noop)],
  ['on (bad)', (w) => w.on(5 as never, 5 as never)],
  ['off', (w) => w.off('change', noop)],
  ['destroy', (w) => w.destroy()],
];

test.each(afterDestroy)('%s after destroy() is a no-op that does not throw', (_what, call) => {
  const host = fixture(
    '<select id="s"><option value="apple">Apple</option><option value="date">Date</option></select>',
  );
  const widget = new SelectWidget('#s', { data: fruits });
  widget.setValue('date');
  widget.destroy();
  const before = host.innerHTML;
  // A throw fails the test; the no-op is what follows: nothing of the page or the state changed.
  call(widget as SelectWidget);
  expect(host.innerHTML).toBe(before);
  expect(widget.getValue()).toBe('date');
  expect(widget.isDropdownOpen()).toBe(false);
});
