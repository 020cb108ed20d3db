/**
 * The production build's texts of errors and warnings (diagnostic-texts/production.ts,
 * put in place of development.ts by the build): the same functions, short
 * texts that still name the culprit, the same codes, and no typo warnings.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import * as development from '../../src/diagnostic-texts/development';
import * as production from '../../src/diagnostic-texts/production';
import { type TextsMode, withTexts } from '../diagnostic-texts-mode';

test('production has every text function of development, and no other', () => {
  expect(Object.keys(production).sort()).toEqual(Object.keys(development).sort());
  expect(Object.keys(production.optionProblems).sort()).toEqual(
    Object.keys(development.optionProblems).sort(),
  );
});

test('production texts are shorter', () => {
  expect(production.optionText('theme', 'a string', 5).length).toBeLessThan(
    development.optionText('theme', 'a string', 5).length,
  );
  expect(production.featureMissingText('option "ajax"', 'remote').length).toBeLessThan(
    development.featureMissingText('option "ajax"', 'remote').length,
  );
});

/** The checks, imported on a fresh module graph with the texts of `mode`. */
const checksWith = (mode: TextsMode) =>
  withTexts(mode, async () => ({
    ...(await import('../../src/options')),
    ...(await import('../../src/arguments')),
    ...(await import('../../src/core/domain/dataset')),
    ...(await import('../../src/core/domain/search/fields')),
    ...(await import('../../src/core/domain/policies')),
    ...(await import('../../src/core/domain/selection')),
    ...(await import('../../src/features/registry')),
    ...(await import('../../src/i18n')),
    ...(await import('../../src/errors')),
    ...(await import('../../src/diagnostic-texts')),
  }));

type Checks = Awaited<ReturnType<typeof checksWith>>;

/** The error `fn` throws (it must throw one). */
function refusal(fn: () => unknown): { code?: string; message: string } {
  try {
    fn();
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error('nothing was thrown');
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

/** [what, bad call, code, ...texts the message must contain]. */
const cases: [string, (checks: Checks) => unknown, string, ...string[]][] = [
  ['options not an object', (c) => c.validateOptions(7), 'invalid-options', 'options', '7'],
  ['an option of the wrong type', (c) => c.validateOptions({ theme: 5 }), 'invalid-options', '"theme"', '5'],
  [
    'a choice',
    (c) => c.validateOptions({ duplicateValuePolicy: 'x' }),
    'invalid-options',
    'duplicateValuePolicy',
    '"x"',
  ],
  ['a plugin', (c) => c.validateOptions({ plugins: [{}] }), 'invalid-options', 'plugins[0]'],
  [
    'a search field',
    (c) => c.checkSearchFields([{ field: 'label', weight: -2 }]),
    'invalid-options',
    'searchFields[0].weight',
    '-2',
  ],
  ['adding ajax', (c) => c.checkPresence({}, { ajax: { url: '/x' } }), 'remount-required', '"ajax"'],
  ['data that is no array', (c) => c.buildDataSet('abc'), 'invalid-data', 'data', '"abc"'],
  ['an option that is no object', (c) => c.buildDataSet([5]), 'invalid-option', 'data[0]', '5'],
  ['an option without value', (c) => c.buildDataSet([{ label: 'A' }]), 'invalid-option', 'data[0]', 'value'],
  [
    'an option without label',
    (c) => c.buildDataSet([{ value: 'a', label: 7 }]),
    'invalid-option',
    'data[0]',
    'label',
    '7',
  ],
  [
    'children that are no array',
    (c) => c.buildDataSet([{ value: 'a', label: 'A', children: 1 }]),
    'invalid-option',
    'data[0]',
    'children',
  ],
  ['a group without label', (c) => c.buildDataSet([{ options: [] }]), 'invalid-option', 'data[0]', 'label'],
  ['a setValue value', (c) => c.checkValue([1, {}]), 'invalid-argument', 'value[1]', '{}'],
  [
    'a method flag',
    (c) => c.methodOptions('setValue', { emitChange: 1 }, ['emitChange']),
    'invalid-argument',
    'setValue',
    'emitChange',
    '1',
  ],
  ['a listener', (c) => c.checkListener('on', 'change', 5), 'invalid-argument', 'on(', '5'],
  ['a locale code', (c) => c.registerLocale('', {}), 'invalid-argument', 'registerLocale', '""'],
  [
    'locale messages',
    (c) => c.registerLocale('xx', 5 as never),
    'invalid-argument',
    'registerLocale',
    '"xx"',
    '5',
  ],
  ['not a feature', (c) => c.addFeature({} as never), 'invalid-argument', 'use'],
  [
    'a missing selection',
    (c) => c.applyMissingPolicy(['gone'], c.buildDataSet([]), 'error'),
    'missing-selection',
    '"gone"',
  ],
];

describe.each<TextsMode>(['development', 'production'])('%s texts', (mode) => {
  let checks: Checks;
  beforeEach(async () => {
    checks = await checksWith(mode);
  });

  test.each(cases)('%s: same code, the culprit named', (_what, call, code, ...culprits) => {
    const error = refusal(() => call(checks));
    expect(error).toBeInstanceOf(checks.SelectWidgetError);
    expect(error.code).toBe(code);
    for (const culprit of culprits) expect(error.message).toContain(culprit);
  });

  test("the messages are the mode's own", () => {
    const texts = mode === 'production' ? production : development;
    const error = refusal(() => checks.validateOptions({ theme: 5 }));
    expect(error.message).toBe(`widget-select: ${texts.optionText('theme', 'a string', 5)}`);
  });

  test('feature-missing names the import', () => {
    // The test setup added every feature to its registry; this module graph's registry has none.
    const error = refusal(() => checks.requireFeature('remote', 'option "ajax"'));
    expect(error.code).toBe('feature-missing');
    expect(error.message).toContain("'widget-select/remote'");
    expect(error.message).toContain('ajax');
  });
});

test('typo warnings (unknown option, event, search field) are development-only', async () => {
  const typos = (checks: Checks) => {
    checks.validateOptions({ clearble: true });
    checks.checkListener('on', 'chnage', () => {});
    checks.warnUnknownFields(['lable']);
    checks.warnMissingFields(['meta.colour'], [{ value: 'a', label: 'A', meta: { color: 'red' } }]);
  };
  typos(await checksWith('production'));
  expect(warn).not.toHaveBeenCalled();
  typos(await checksWith('development'));
  expect(warn.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
    expect.stringContaining('did you mean "clearable"'),
    expect.stringContaining('did you mean "change"'),
    expect.stringContaining('did you mean "label"'),
    expect.stringContaining('"meta.colour"'),
  ]);
});

test('behaviour warnings (unknown values, the value cap, dropdownParent, a lone surrogate) warn in both builds, shorter in production, naming the culprit', async () => {
  const pairs: [string, string, string][] = [
    [development.unknownValuesText('"ghost"'), production.unknownValuesText('"ghost"'), '"ghost"'],
    [development.valueCapText(5, 2), production.valueCapText(5, 2), 'maxSelections 2'],
    [development.dropdownParentText('#nowhere'), production.dropdownParentText('#nowhere'), '#nowhere'],
    [development.loneSurrogateText('"a\\ud800"'), production.loneSurrogateText('"a\\ud800"'), 'a\\ud800'],
  ];
  for (const [full, short, culprit] of pairs) {
    expect(short.length).toBeLessThan(full.length);
    expect(short).toContain(culprit);
  }
  expect(development.valueCapText(5, 2)).toContain('maxSelections is 2');
  for (const mode of ['development', 'production'] as const) {
    warn.mockClear();
    expect((await checksWith(mode)).capValue(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/maxSelections( is)? 2/));
  }
});
