import { describe, expect, test } from 'vitest';
import { TYPEAHEAD_RESET_MS, Typeahead } from '../../src/core/domain/typeahead';
import { typeaheadMatch } from '../../src/core/domain/typeahead-match';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const labels = ['apple', 'apricot', 'banana', 'blueberry', 'cherry'];
const rows = Int32Array.from(labels.keys());
const labelOf = (entry: number) => labels[entry] ?? '';
const all = () => true;

describe('Typeahead buffer', () => {
  test('characters typed within the pause build one buffer', () => {
    const clock = manualClock();
    const buffer = new Typeahead();
    expect(buffer.type('a', clock.now())).toBe('a');
    clock.advance(TYPEAHEAD_RESET_MS);
    expect(buffer.type('p', clock.now())).toBe('ap');
  });

  test('a longer pause starts a new buffer', () => {
    const clock = manualClock();
    const buffer = new Typeahead();
    buffer.type('a', clock.now());
    clock.advance(TYPEAHEAD_RESET_MS + 1);
    expect(buffer.type('b', clock.now())).toBe('b');
  });

  test('continues: only while something was typed within the pause', () => {
    const buffer = new Typeahead();
    expect(buffer.continues(0)).toBe(false);
    buffer.type('n', 0);
    expect(buffer.continues(TYPEAHEAD_RESET_MS)).toBe(true);
    expect(buffer.continues(TYPEAHEAD_RESET_MS + 1)).toBe(false);
  });
});

describe('typeaheadMatch', () => {
  test('a fresh letter moves past the current option; a growing buffer may stay', () => {
    expect(typeaheadMatch(rows, -1, 'a', labelOf, all)).toBe(0);
    expect(typeaheadMatch(rows, 0, 'a', labelOf, all)).toBe(1);
    expect(typeaheadMatch(rows, 1, 'apr', labelOf, all)).toBe(1);
  });

  test('a repeated letter cycles through the options starting with it, wrapping', () => {
    expect(typeaheadMatch(rows, 2, 'bb', labelOf, all)).toBe(3);
    expect(typeaheadMatch(rows, 3, 'bbb', labelOf, all)).toBe(2);
  });

  test('options that cannot take the highlight are skipped; no match is -1', () => {
    expect(typeaheadMatch(rows, -1, 'a', labelOf, (entry) => entry !== 0)).toBe(1);
    expect(typeaheadMatch(rows, -1, 'z', labelOf, all)).toBe(-1);
    expect(typeaheadMatch(new Int32Array(0), -1, 'a', labelOf, all)).toBe(-1);
  });
});
