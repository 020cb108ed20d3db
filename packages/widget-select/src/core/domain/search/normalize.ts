/**
 * Text normalization for search: lower case and, when accent-insensitive,
 * no diacritics. đ/Đ (a letter of its own, not d plus a mark) folds to d.
 *
 * Folding is per character through a table filled on first sight of each
 * character, so normalizing 100,000 labels allocates one string each instead
 * of an NFD copy plus two regex passes.
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const EXTRA_FOLDS: Record<string, string> = {
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
};

/** Folded form of each non-ASCII character seen so far ('' for a bare combining mark). */
const folds = new Map<number, string>();

/** The folded form of one non-ASCII character code (itself when nothing folds). */
export function foldChar(code: number): string {
  let folded = folds.get(code);
  if (folded === undefined) {
    const char = String.fromCharCode(code);
    folded = EXTRA_FOLDS[char] ?? char.normalize('NFD').replace(COMBINING_MARKS, '');
    folds.set(code, folded);
  }
  return folded;
}

export function normalize(text: string, accentInsensitive: boolean): string {
  const lower = text.toLowerCase();
  if (!accentInsensitive) return lower;
  let out = '';
  let start = 0;
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    if (code < 128) continue;
    // Surrogate halves are left alone: there is nothing to fold in them.
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const folded = foldChar(code);
    if (folded.length === 1 && folded.charCodeAt(0) === code) continue;
    out += lower.slice(start, i) + folded;
    start = i + 1;
  }
  return start === 0 ? lower : out + lower.slice(start);
}

/** `normalize` of single characters, by code, without and with accent folding. */
const lowerFolds = [new Map<number, string>(), new Map<number, string>()] as const;

/**
 * `normalize` of one BMP character that is no surrogate half. Lower-casing
 * is per character except for the Greek capital sigma (final form at the end
 * of a word): callers lower-case text holding it as a whole instead.
 */
export function normalizeChar(code: number, accentInsensitive: boolean): string {
  const cache = lowerFolds[accentInsensitive ? 1 : 0];
  let out = cache.get(code);
  if (out === undefined) {
    out = normalize(String.fromCharCode(code), accentInsensitive);
    cache.set(code, out);
  }
  return out;
}

/** Splits a normalized query into non-empty tokens. */
export function tokenize(normalizedQuery: string): string[] {
  return normalizedQuery.split(/\s+/).filter((token) => token.length > 0);
}
