import { expect, test } from 'vitest';
import { OptionTracker } from '../../src/adapter';

const request = () => Promise.resolve([]);

test('the tracker never sends an ajax add or remove to updateOptions (the core refuses it: remount)', () => {
  const tracker = new OptionTracker(() => undefined);
  tracker.initial({ placeholder: 'a' });
  expect(tracker.changes({ placeholder: 'a', ajax: { request } })).toBeNull();
  // The instance still has no ajax: a new ajax object is still an add, not a change.
  expect(tracker.changes({ placeholder: 'b', ajax: { request, debounce: 5 } })).toEqual({ placeholder: 'b' });
  expect(tracker.changes({ placeholder: 'b' })).toBeNull();
});

test('ajax contents still change live, and removing ajax is held back too', () => {
  const tracker = new OptionTracker(() => undefined);
  tracker.initial({ ajax: { request } });
  expect(tracker.changes({ ajax: { request, debounce: 5 } })).toEqual({ ajax: { request, debounce: 5 } });
  expect(tracker.changes({})).toBeNull();
  expect(tracker.changes({ ajax: { request, debounce: 9 } })).toEqual({ ajax: { request, debounce: 9 } });
});
