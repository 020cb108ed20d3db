/** clipText: a long text cut between grapheme clusters, with an ellipsis. */
import { afterEach, expect, test, vi } from 'vitest';
import { clipText } from '../../src/view/clip-text';

afterEach(() => vi.unstubAllGlobals());

test('a text that fits is kept whole', () => {
  expect(clipText('short', 5)).toBe('short');
  expect(clipText('', 5)).toBe('');
});

test('a longer text keeps its start up to the last cluster that ends within the room', () => {
  expect(clipText('abcdefgh', 5)).toBe('abcde…');
  const family = '👨‍👩‍👧‍👦';
  expect(clipText(`abc${family}def`, 5)).toBe('abc…');
  expect(clipText(`abc${family}def`, 3 + family.length)).toBe(`abc${family}…`);
  // A letter with two combining marks stays together.
  expect(clipText('abe\u0301\u0323xyz', 4)).toBe('ab…');
});

test('one cluster longer than the room is cut between code points, never inside a surrogate pair', () => {
  const zalgo = `a${'\u0301'.repeat(50)}`;
  expect(clipText(zalgo, 10)).toBe(`${zalgo.slice(0, 10)}…`);
  vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
  expect(clipText('ab😀cd', 3)).toBe('ab…');
  expect(clipText('ab😀cd', 4)).toBe('ab😀…');
});
