/**
 * What the search engine needs of the search keys of one field (the
 * normalized label, a description…): two implementations, the plain one of
 * the core (plain-keys.ts, one string per option) and the chunked one of
 * `widget-select/large` (key-column.ts, a million keys in a few long
 * strings). Both give the same answers; the large one allocates less and
 * sweeps faster.
 */

/** Where a token was found in a key. */
export const NOT_FOUND = 0;
export const AT_START = 1;
export const INSIDE = 2;

/**
 * Remembers the last search of one token in one stretch of keys, so testing
 * the options of a stretch in order costs at most one sweep over it (the
 * chunked keys use it; the plain keys need no memory). Use a fresh cursor per
 * token and scan.
 */
export class Cursor {
  chunk = -1;
  /** Where the last search started. */
  from = 0;
  /** What it found (-1: nothing from `from` on). */
  hit = -1;
}

/**
 * One bit per letter a–z, one for all digits, five shared by everything
 * else: a key's mask has the bits of its characters, so a token whose bits
 * are not all in it cannot occur in it. Most keys fail that test, which costs
 * one typed-array read instead of a string search.
 */
export function charBit(code: number): number {
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  if (code >= 48 && code <= 57) return 1 << 26;
  return 1 << (27 + (code % 5));
}

export function charMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= charBit(text.charCodeAt(i));
  return mask;
}

/** The search keys of one field for every option, built in chunks (a prefix of the list at a time). */
export interface SearchKeys {
  /** Number of options. */
  readonly size: number;
  /** Character mask of each key (see `charBit`). */
  readonly masks: Uint32Array;
  /** Whether any key built so far is non-empty (a field no option has is not scanned). */
  readonly used: boolean;
  /** Options whose keys are built (a prefix of the list). */
  readonly built: number;
  /** Builds the keys of the next chunk; false when all are built. */
  buildChunk(): boolean;
  /** The key of option i (built by then). */
  key(i: number): string;
  /** The first character code of key i (0 for an empty key). */
  firstCode(i: number): number;
  /**
   * Where `token` (non-empty) occurs in key i: NOT_FOUND, AT_START or
   * INSIDE. Options must be asked in increasing order for one cursor.
   */
  find(i: number, token: string, cursor: Cursor): number;
  /**
   * Scores every built option of `[from, to)` (by default all) whose key
   * holds `token` (non-empty): `atStart` when its first occurrence opens the
   * key, else `inside`, and writes it to `matches` from `count` on (data
   * order); the occurrence goes to `at` (for `refine`). Other scores are
   * left as they are. Returns the new number of matches.
   */
  sweep(
    token: string,
    scores: Float64Array,
    matches: Int32Array,
    atStart: number,
    inside: number,
    at: Int32Array,
    from?: number,
    to?: number,
    count?: number,
  ): number;
  /**
   * Narrows the previous matches `candidates[from, end)` (`from` 0 by
   * default) to those whose key holds `token`, which extends the token
   * whose occurrences `at` holds. Scores as `sweep` (0 for a dropped
   * option), writes the matches to `candidates` from `kept` on (at most
   * `from`; 0 by default) and returns their new number.
   */
  refine(
    token: string,
    candidates: Int32Array,
    end: number,
    scores: Float64Array,
    atStart: number,
    inside: number,
    at: Int32Array,
    from?: number,
    kept?: number,
  ): number;
}

/** Makes the keys of one field: `size` options, `text(i)` the raw text of option i. */
export type SearchKeysOf = (
  size: number,
  text: (i: number) => string,
  accentInsensitive: boolean,
) => SearchKeys;
