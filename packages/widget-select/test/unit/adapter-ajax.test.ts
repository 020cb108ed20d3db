import { expect, test } from 'vitest';
import { handlerName, liveOptions } from '../../src/adapter';
import { changedOptions, resolveOptions } from '../../src/options';

const request = () => Promise.resolve([]);

test('a wrapper never sends an ajax add or remove to updateOptions (the core refuses it: remount)', () => {
  expect(liveOptions({ placeholder: 'a', ajax: { request } }, false)).toEqual({ placeholder: 'a' });
  expect(liveOptions({ placeholder: 'b', ajax: { request, debounce: 5 } }, false)).toEqual({
    placeholder: 'b',
  });
  expect(liveOptions({ placeholder: 'b' }, true)).toEqual({ placeholder: 'b' });
});

test('ajax contents still change live; data and remount-only options are never sent', () => {
  const current = resolveOptions({ ajax: { request } });
  const live = liveOptions({ ajax: { request, debounce: 5 }, data: [], multiple: true, plugins: [] }, true);
  expect(live).toEqual({ ajax: { request, debounce: 5 } });
  expect(changedOptions(current, live)).toEqual({ ajax: { request, debounce: 5 } });
  expect(changedOptions(current, liveOptions({ ajax: { request } }, true))).toEqual({});
});

test('every event has its onX handler name', () => {
  expect(handlerName('change')).toBe('onChange');
  expect(handlerName('maximum')).toBe('onMaximum');
});
