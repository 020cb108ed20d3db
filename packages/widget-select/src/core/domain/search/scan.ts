/**
 * The built-in scores of one stretch of options (or previous matches) for
 * one query, option by option: each key's character mask first, then its
 * text. The label-only sweep (see KeyColumn.sweep) is the fast path for
 * one token; this one serves several tokens and several fields.
 *
 * Built-in ranking (documented under SearchField): label-prefix matches first, then label
 * matches, then matches in other fields; ties keep data order.
 */
import { AT_START, Cursor, charMask, INSIDE, NOT_FOUND, type SearchKeys } from './keys';

export const LABEL_PREFIX = 3;
export const LABEL_MATCH = 2;
const OTHER_MATCH = 1;
/**
 * Another field's match, by its weight, scores just below a label match
 * of the same value, so the label wins a tie.
 */
const BELOW_LABEL = 0.999;
const otherFieldScore = (weight: number) => OTHER_MATCH * weight * BELOW_LABEL;

/** A one-letter token has a bit of its own: the mask test alone decides a match. */
export function isOwnBit(token: string): boolean {
  const code = token.charCodeAt(0);
  return token.length === 1 && code >= 97 && code <= 122;
}

/** The keys searched and where a scan writes. */
export interface ScanFields {
  readonly label: SearchKeys;
  /** Keys of the other searched fields, and their weights. */
  readonly others: readonly SearchKeys[];
  readonly weights: readonly number[];
  readonly searchesLabel: boolean;
  /** Score by option index. */
  readonly scores: Float64Array;
  /** Matches in data order; narrowing, also the previous matches it reads. */
  readonly matches: Int32Array;
}

/**
 * Scores options `[from, to)` (or, `narrowing`, the previous matches
 * `matches[from, to)`) for the normalized query and its tokens, writing the
 * matches to `matches` from `count` on; returns their new number.
 */
export function scanKeys(
  fields: ScanFields,
  normalized: string,
  tokens: readonly string[],
  narrowing: boolean,
  from: number,
  to: number,
  count: number,
): number {
  if (tokens.length === 1) return scanToken(fields, normalized, narrowing, from, to, count);
  const { scores, matches } = fields;
  for (let k = from; k < to; k++) {
    const i = narrowing ? (matches[k] as number) : k;
    const score = tokensScore(fields, i, normalized, tokens);
    scores[i] = score;
    if (score > 0) matches[count++] = i;
  }
  return count;
}

/** One token (the whole query) without a call per option: the same scores as tokensScore. */
function scanToken(
  fields: ScanFields,
  token: string,
  narrowing: boolean,
  from: number,
  to: number,
  count: number,
): number {
  const { scores, matches, label, others, weights, searchesLabel } = fields;
  const labelMasks = label.masks;
  const wanted = charMask(token);
  // A lone letter matches wherever its bit is set; only the prefix test reads the key.
  const decided = isOwnBit(token);
  const first = token.charCodeAt(0);
  const cursor = new Cursor();
  const otherCursors = others.map(() => new Cursor());
  for (let k = from; k < to; k++) {
    const i = narrowing ? (matches[k] as number) : k;
    let score = 0;
    if (searchesLabel && ((labelMasks[i] as number) & wanted) === wanted) {
      if (decided) score = label.firstCode(i) === first ? LABEL_PREFIX : LABEL_MATCH;
      else {
        const where = label.find(i, token, cursor);
        if (where === AT_START) score = LABEL_PREFIX;
        else if (where === INSIDE) score = LABEL_MATCH;
      }
    }
    if (score === 0 && others.length > 0) {
      let best = 0;
      for (let f = 0; f < others.length; f++) {
        const weight = weights[f] as number;
        const column = others[f] as SearchKeys;
        if (weight <= best || ((column.masks[i] as number) & wanted) !== wanted) continue;
        if (decided || column.find(i, token, otherCursors[f] as Cursor) !== NOT_FOUND) best = weight;
      }
      if (best > 0) score = otherFieldScore(best);
    }
    scores[i] = score;
    if (score > 0) matches[count++] = i;
  }
  return count;
}

/** The score of option i for several tokens: each in the label or another field. */
function tokensScore(fields: ScanFields, i: number, normalized: string, tokens: readonly string[]): number {
  const { searchesLabel, others, weights } = fields;
  const label = searchesLabel ? fields.label.key(i) : '';
  const labelMask = fields.label.masks[i] as number;
  if (searchesLabel && label.startsWith(normalized)) return LABEL_PREFIX;
  let allInLabel = searchesLabel;
  let best = 0;
  for (const token of tokens) {
    const wanted = charMask(token);
    if (searchesLabel && (labelMask & wanted) === wanted && label.includes(token)) continue;
    allInLabel = false;
    let found = 0;
    for (let f = 0; f < others.length; f++) {
      const column = others[f] as SearchKeys;
      const mask = column.masks[i] as number;
      if ((mask & wanted) === wanted && column.key(i).includes(token))
        found = Math.max(found, weights[f] as number);
    }
    if (found === 0) return 0;
    best = Math.max(best, found);
  }
  if (allInLabel) return LABEL_MATCH;
  return otherFieldScore(best > 0 ? best : 1);
}
