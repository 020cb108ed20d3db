/**
 * The search engine. Search keys (normalized field texts) are built once per
 * data set; a keystroke is then one scan over them (or over the previous
 * matches, when the query grows) writing scores and match indices into
 * preallocated arrays — no allocation per option.
 *
 * Built-in ranking (documented under SearchField): label-prefix matches first, then label
 * matches, then matches in other fields; ties keep data order.
 */
import type { Option, SearchField } from '../../types';
import { normalize, tokenize } from './normalize';

export interface SearchConfig<M> {
  searchFields: readonly SearchField[];
  tokenSearch: boolean;
  accentInsensitive: boolean;
  filterOption?: ((option: Option<M>, query: string) => boolean) | undefined;
  searchScorer?: ((option: Option<M>, query: string, normalized: string) => number) | undefined;
}

interface FieldSpec {
  path: string[];
  weight: number;
}

const LABEL_PREFIX = 3;
const LABEL_MATCH = 2;
const OTHER_MATCH = 1;

function parseFields(fields: readonly SearchField[]): FieldSpec[] {
  return fields.map((field) => {
    const name = typeof field === 'string' ? field : field.field;
    const weight = typeof field === 'string' ? 1 : (field.weight ?? 1);
    return { path: name.split('.'), weight };
  });
}

export function readField(option: object, path: readonly string[]): string {
  let current: unknown = option;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return '';
    current = (current as Record<string, unknown>)[key];
  }
  if (typeof current === 'string') return current;
  if (typeof current === 'number' || typeof current === 'boolean') return String(current);
  if (Array.isArray(current)) return current.filter((item) => typeof item === 'string').join(' ');
  return '';
}

/** Options whose keys are built per slice of `prepare`, between two looks at the clock. */
const KEY_SLICE = 2048;

/**
 * One bit per letter a–z, one for all digits, five shared by everything
 * else: a key's mask has the bits of its characters, so a token whose bits
 * are not all in it cannot occur in it. Most keys fail that test, which costs
 * one typed-array read instead of a string search.
 */
function charBit(code: number): number {
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  if (code >= 48 && code <= 57) return 1 << 26;
  return 1 << (27 + (code % 5));
}

function charMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= charBit(text.charCodeAt(i));
  return mask;
}

/** A one-letter token has a bit of its own: the mask test alone decides a match. */
function isOwnBit(token: string): boolean {
  const code = token.charCodeAt(0);
  return token.length === 1 && code >= 97 && code <= 122;
}

/**
 * Precomputed keys of one data set for one search configuration. Keys are
 * built on demand or ahead of time in slices (`prepare`), and a query that
 * extends the previous one only rescans the previous matches.
 */
export class SearchIndex<M> {
  /** Normalized label per option. */
  private readonly labels: string[];
  /** Character mask of each label key (see `charBit`). */
  private readonly labelMasks: Uint32Array;
  /** Normalized text of each other field, per field, per option. */
  private others: string[][];
  private otherMasks: Uint32Array[];
  private otherPaths: string[][];
  private weights: number[];
  private readonly searchesLabel: boolean;
  /** Options whose keys are built (a prefix of the list). */
  private prepared = 0;
  /** Scores of the last query, by option index; 0 = no match. */
  readonly scores: Float64Array;
  /** Indices of the last query's matches, in data order: the first `matchCount`. */
  private readonly matchBuffer: Int32Array;
  private matchCount = 0;
  /** Normalized last query, or null before the first run. */
  private last: string | null = null;

  constructor(
    private readonly options: readonly Option<M>[],
    private readonly config: SearchConfig<M>,
  ) {
    const fields = parseFields(config.searchFields);
    const labelField = fields.find((field) => field.path.length === 1 && field.path[0] === 'label');
    this.searchesLabel = labelField !== undefined;
    const otherFields = fields.filter((field) => field !== labelField);
    // Filled in order by push, so the arrays stay packed (fast element access).
    this.labels = [];
    this.labelMasks = new Uint32Array(options.length);
    this.others = otherFields.map(() => []);
    this.otherMasks = otherFields.map(() => new Uint32Array(options.length));
    this.otherPaths = otherFields.map((field) => field.path);
    this.weights = otherFields.map((field) => field.weight);
    this.scores = new Float64Array(options.length);
    this.matchBuffer = new Int32Array(options.length);
  }

  /**
   * Builds keys slice by slice until all are built (returns true) or
   * `stop()` says time is up (returns false).
   */
  prepare(stop: () => boolean): boolean {
    const { options, labels, labelMasks, others, otherMasks, otherPaths } = this;
    if (this.prepared === options.length) return true;
    const accents = this.config.accentInsensitive;
    while (this.prepared < options.length) {
      const end = Math.min(options.length, this.prepared + KEY_SLICE);
      for (let i = this.prepared; i < end; i++) {
        const option = options[i] as Option<M>;
        const label = normalize(option.label, accents);
        labels.push(label);
        labelMasks[i] = charMask(label);
        for (let f = 0; f < others.length; f++) {
          const key = normalize(readField(option, otherPaths[f] as string[]), accents);
          (others[f] as string[]).push(key);
          (otherMasks[f] as Uint32Array)[i] = charMask(key);
        }
      }
      this.prepared = end;
      if (this.prepared < options.length && stop()) return false;
    }
    this.dropEmptyFields();
    return true;
  }

  /** A field no option has (`description` of a plain list) is neither kept nor scanned. */
  private dropEmptyFields(): void {
    const used = this.otherMasks.map((masks) => masks.some((mask) => mask !== 0));
    if (used.every(Boolean)) return;
    const keep = <T>(list: T[]) => list.filter((_, f) => used[f]);
    this.others = keep(this.others);
    this.otherMasks = keep(this.otherMasks);
    this.otherPaths = keep(this.otherPaths);
    this.weights = keep(this.weights);
  }

  /** The normalized label of option `i` (for typeahead). */
  labelKey(i: number): string {
    if (i >= this.prepared) this.prepare(() => false);
    return this.labels[i] ?? '';
  }

  /** The normalized form of a query under this configuration. */
  normalizeQuery(query: string): string {
    return normalize(query.trim(), this.config.accentInsensitive);
  }

  /** The last query's matches in data order (a view, valid until the next run). */
  get matches(): Int32Array {
    return this.matchBuffer.subarray(0, this.matchCount);
  }

  /**
   * Scores every option for `query` into `scores` and returns the number of
   * matches. An empty query matches everything with score 1.
   */
  run(query: string): number {
    const { scores, options, config, matchBuffer } = this;
    const normalized = this.normalizeQuery(query);
    if (normalized === '' && !config.searchScorer) {
      scores.fill(1);
      for (let i = 0; i < options.length; i++) matchBuffer[i] = i;
      this.last = '';
      this.matchCount = options.length;
      return options.length;
    }
    // Built-in matching is monotone: a query that extends the last one can
    // only match a subset of its matches (tokens grow or are added).
    const builtIn = !config.searchScorer && !config.filterOption;
    const narrowing = builtIn && this.last !== null && normalized.startsWith(this.last);
    const tokens = config.tokenSearch ? tokenize(normalized) : [normalized];
    if (builtIn) this.prepare(() => false);
    const total = narrowing ? this.matchCount : options.length;
    if (builtIn && tokens.length === 1) return this.scanOneToken(normalized, narrowing, total);
    let count = 0;
    for (let k = 0; k < total; k++) {
      const i = narrowing ? (matchBuffer[k] as number) : k;
      let score: number;
      if (config.searchScorer) score = config.searchScorer(options[i] as Option<M>, query, normalized);
      else if (config.filterOption) score = config.filterOption(options[i] as Option<M>, query) ? 1 : 0;
      else score = this.builtInScore(i, normalized, tokens);
      const kept = Math.max(score, 0) || 0;
      scores[i] = kept;
      if (kept > 0) matchBuffer[count++] = i;
    }
    this.matchCount = count;
    this.last = builtIn ? normalized : null;
    return count;
  }

  /**
   * The common case (one token, built-in scoring) without a call per option:
   * the same scores as builtInScore, where the token is the whole query.
   */
  private scanOneToken(token: string, narrowing: boolean, total: number): number {
    const { scores, matchBuffer, labels, labelMasks, others, otherMasks, weights, searchesLabel } = this;
    const wanted = charMask(token);
    // A lone letter matches wherever its bit is set; only the prefix test reads the key.
    const decided = isOwnBit(token);
    const first = token.charCodeAt(0);
    let count = 0;
    for (let k = 0; k < total; k++) {
      const i = narrowing ? (matchBuffer[k] as number) : k;
      let score = 0;
      if (searchesLabel && ((labelMasks[i] as number) & wanted) === wanted) {
        const label = labels[i] as string;
        if (decided) score = label.charCodeAt(0) === first ? LABEL_PREFIX : LABEL_MATCH;
        else if (label.startsWith(token)) score = LABEL_PREFIX;
        else if (label.includes(token)) score = LABEL_MATCH;
      }
      if (score === 0 && others.length > 0) {
        let best = 0;
        for (let f = 0; f < others.length; f++) {
          const weight = weights[f] as number;
          if (weight <= best || (((otherMasks[f] as Uint32Array)[i] as number) & wanted) !== wanted) continue;
          if (decided || (others[f] as string[])[i]?.includes(token)) best = weight;
        }
        if (best > 0) score = OTHER_MATCH * best * 0.999;
      }
      scores[i] = score;
      if (score > 0) matchBuffer[count++] = i;
    }
    this.matchCount = count;
    this.last = token;
    return count;
  }

  private builtInScore(i: number, normalized: string, tokens: readonly string[]): number {
    const label = this.searchesLabel ? (this.labels[i] as string) : '';
    const labelMask = this.labelMasks[i] as number;
    if (this.searchesLabel && label.startsWith(normalized)) return LABEL_PREFIX;
    let allInLabel = this.searchesLabel;
    let best = 0;
    for (const token of tokens) {
      const wanted = charMask(token);
      if (this.searchesLabel && (labelMask & wanted) === wanted && label.includes(token)) continue;
      allInLabel = false;
      let found = 0;
      for (let f = 0; f < this.others.length; f++) {
        const mask = (this.otherMasks[f] as Uint32Array)[i] as number;
        if ((mask & wanted) === wanted && (this.others[f] as string[])[i]?.includes(token)) {
          found = Math.max(found, this.weights[f] as number);
        }
      }
      if (found === 0) return 0;
      best = Math.max(best, found);
    }
    if (allInLabel) return LABEL_MATCH;
    return OTHER_MATCH * (best > 0 ? best : 1) * 0.999;
  }

  /** Ranges of `label` that match the query tokens, for highlighting. */
  labelMatches(i: number, query: string): [number, number][] {
    const option = this.options[i];
    if (!option) return [];
    const normalized = this.normalizeQuery(query);
    const tokens = this.config.tokenSearch ? tokenize(normalized) : [normalized];
    return findRanges(option.label, tokens, this.config.accentInsensitive);
  }
}

/**
 * Where tokens occur in `text`, mapped back to original character offsets
 * (normalization may change the length of a character).
 */
export function findRanges(
  text: string,
  tokens: readonly string[],
  accentInsensitive: boolean,
): [number, number][] {
  const map: number[] = [];
  let folded = '';
  for (let i = 0; i < text.length; i++) {
    const piece = normalize(text[i] as string, accentInsensitive);
    for (let k = 0; k < piece.length; k++) map.push(i);
    folded += piece;
  }
  map.push(text.length);
  const ranges: [number, number][] = [];
  for (const token of tokens) {
    if (!token) continue;
    let at = folded.indexOf(token);
    while (at >= 0) {
      const start = map[at] as number;
      const endIndex = at + token.length;
      const end = endIndex >= map.length - 1 ? text.length : (map[endIndex] as number);
      ranges.push([start, Math.max(end, start + 1)]);
      at = folded.indexOf(token, at + token.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}
