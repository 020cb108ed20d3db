/**
 * Text normalization for search: lower case and, when accent-insensitive,
 * no diacritics. đ/Đ (a letter of its own, not d plus a mark) folds to d.
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
const EXTRA_FOLD_PATTERN = /[đðłøßæœı]/g;

export function normalize(text: string, accentInsensitive: boolean): string {
  const lower = text.toLowerCase();
  if (!accentInsensitive) return lower;
  // Fast path: plain ASCII needs no decomposition.
  if (isAscii(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(EXTRA_FOLD_PATTERN, (letter) => EXTRA_FOLDS[letter] ?? letter);
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}

/** Splits a normalized query into non-empty tokens. */
export function tokenize(normalizedQuery: string): string[] {
  return normalizedQuery.split(/\s+/).filter((token) => token.length > 0);
}
