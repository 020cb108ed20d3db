/** The value model of <widget-select>: where the value comes from, and the one rule for the value to apply. */
import { expect, test } from 'vitest';
import {
  cleanValue,
  isDirty,
  keptForBuild,
  markupDefault,
  userChanged,
  valueRequested,
  valueToApply,
} from '../../src/element/value-model';

const defaults = () => ['default'];

test('clean, the value follows the markup: at a build, with new data and when the default changes', () => {
  const clean = cleanValue(true);
  expect(clean.source).toBe('attribute');
  expect(cleanValue(false).source).toBe('markup');
  expect(isDirty(clean)).toBe(false);
  for (const occasion of ['build', 'data', 'default'] as const) {
    expect(valueToApply(clean, occasion, defaults)).toEqual(['default']);
  }
});

test('a requested value applies at a build and again with new data; markup defaults no longer do', () => {
  for (const source of ['property', 'restored'] as const) {
    const requested = valueRequested(['b'], source);
    expect(requested.source).toBe(source);
    expect(isDirty(requested)).toBe(true);
    expect(valueToApply(requested, 'build', defaults)).toEqual(['b']);
    expect(valueToApply(requested, 'data', defaults)).toEqual(['b']);
    expect(valueToApply(requested, 'default', defaults)).toBeNull();
  }
});

test("after a user's change nothing re-applies; a teardown keeps the value for the next build", () => {
  const user = userChanged(valueRequested(['b'], 'property'));
  expect(user.source).toBe('user');
  expect(valueToApply(user, 'data', defaults)).toBeNull();
  expect(valueToApply(user, 'default', defaults)).toBeNull();
  expect(valueToApply(keptForBuild(user, ['c']), 'build', defaults)).toEqual(['c']);
  expect(valueToApply(keptForBuild(cleanValue(false), ['c']), 'build', defaults)).toEqual(['c']);
});

test('the markup default: the value attribute, else the selected options (a single select keeps the last)', () => {
  expect(markupDefault('a, b', ['x'], true)).toEqual(['a', 'b']);
  expect(markupDefault('a, b', ['x'], false)).toEqual(['a, b']);
  expect(markupDefault(null, ['x', 'y'], true)).toEqual(['x', 'y']);
  expect(markupDefault(null, ['x', 'y'], false)).toEqual(['y']);
});
