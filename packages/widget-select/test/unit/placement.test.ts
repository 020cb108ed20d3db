import fc from 'fast-check';
import { expect, test } from 'vitest';
import { choosePlacement, MIN_HEIGHT } from '../../src/open-list/position';

test('below when the dropdown fits below', () => {
  expect(choosePlacement(200, { above: 500, below: 200 })).toBe('bottom');
});

test('above when it does not fit below, there is more room above, and above takes it', () => {
  expect(choosePlacement(300, { above: 400, below: 100 })).toBe('top');
  // Not all of it, but at least MIN_HEIGHT: capped above.
  expect(choosePlacement(600, { above: MIN_HEIGHT, below: 100 })).toBe('top');
});

test('below when the room above is larger but under MIN_HEIGHT: never pushed past the top edge', () => {
  // A tall control in a short viewport (320×256): 76px above, 42px below.
  expect(choosePlacement(300, { above: 76, below: 42 })).toBe('bottom');
});

test('a dropdown placed above always fits the room above, after the height cap', () => {
  fc.assert(
    fc.property(
      fc.nat(2000),
      fc.integer({ min: -50, max: 2000 }),
      fc.integer({ min: -50, max: 2000 }),
      (height, above, below) => {
        if (choosePlacement(height, { above, below }) !== 'top') return;
        // The positioner caps a dropdown above to the room above, never more.
        expect(Math.min(height, above)).toBeGreaterThanOrEqual(Math.min(height, MIN_HEIGHT));
        expect(above).toBeGreaterThan(below);
      },
    ),
  );
});
