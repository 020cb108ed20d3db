/** DOM-free half of the bad-input guard: culprit rendering, typo suggestions, the options table. */
import { expect, describe as group, test } from 'vitest';
import { buildDataSet } from '../../src/core/domain/dataset';
import { describe } from '../../src/errors';
import { OPTION_NAMES, REMOUNT_ONLY, resolveOptions, validateOptions } from '../../src/options';
import { closestName, editDistance } from '../../src/warnings';
import { makeController } from './make-controller';

group('describe renders any culprit safely', () => {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  test.each([
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [-0, '-0'],
    [10n, '10n'],
    [Symbol('s'), 'Symbol(s)'],
    [function named() {}, 'function named'],
    [() => {}, 'a function'],
    [null, 'null'],
    [undefined, 'undefined'],
    ['x'.repeat(100), `"${'x'.repeat(57)}..."`],
    [[Number.NaN, 1], '["NaN",1]'],
    [{ toJSON: () => undefined }, '[object Object]'],
    [cyclic, '[object Object]'],
  ])('%s', (value, text) => {
    expect(describe(value)).toBe(text);
  });
  test('a revoked proxy', () => {
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(describe(revoked.proxy)).toBe('an unreadable value');
  });
});

test('closestName finds plausible typos only', () => {
  expect(editDistance('kitten', 'sitting')).toBe(3);
  expect(closestName('clearble', OPTION_NAMES)).toBe('clearable');
  expect(closestName('PlaceHolder', OPTION_NAMES)).toBe('placeholder');
  expect(closestName('zzzzzzzz', OPTION_NAMES)).toBeUndefined();
  expect(closestName('x'.repeat(500), OPTION_NAMES)).toBeUndefined();
});

test('the options table: every option validated, remount-only derived, unknown keys dropped', () => {
  // treeLayout is the cascader's, added after the core's entries by the tree feature (the setup adds every feature).
  expect(REMOUNT_ONLY).toEqual([
    'searchable',
    'multiple',
    'classNames',
    'plugins',
    'dropdownParent',
    'treeLayout',
  ]);
  expect(() => validateOptions({ itemHeight: Number.NaN })).toThrow(/"itemHeight".*got NaN/);
  // A selector is only resolved where a document exists.
  expect(() => validateOptions({ dropdownParent: '#later' })).not.toThrow();
  const polluted = JSON.parse('{"__proto__": {"ajax": {"url": "/evil"}}, "placeholder": "p"}');
  const resolved = resolveOptions(polluted);
  expect(resolved.ajax).toBeUndefined();
  expect(Object.getPrototypeOf(resolved)).toBe(Object.prototype);
  expect(resolved.placeholder).toBe('p');
});

test('deep and circular trees: invalid-data, no RangeError; 999 levels still build', () => {
  let deep: Record<string, unknown> = { value: 'leaf', label: 'Leaf' };
  for (let i = 0; i < 998; i++) deep = { value: `n${i}`, label: `N${i}`, children: [deep] };
  const dataset = buildDataSet([deep]);
  expect(dataset.size).toBe(999);
  expect(dataset.entries[998]?.depth).toBe(998);
  expect(dataset.entries[998]?.parent).toBe(997);
  const tooDeep = { value: 'top', label: 'Top', children: [deep] };
  expect(() => buildDataSet([{ value: 'x', label: 'X', children: [tooDeep] }])).toThrow(
    expect.objectContaining({ code: 'invalid-data' }),
  );
  const loop: Record<string, unknown> = { value: 'a', label: 'A' };
  loop.children = [loop];
  expect(() => makeController({}, [{ label: 'G', options: [loop] }])).toThrow(
    /data\[0\]\.options\[0\]\.children\[0\]/,
  );
});
