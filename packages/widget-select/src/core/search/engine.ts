/**
 * The search engine. Search keys (normalized field texts, see SearchKeys) are
 * built once per data set; a keystroke is then one scan over them (or over
 * the previous matches, when the query grows) writing scores and match
 * indices into preallocated arrays — no allocation per option.
 *
 * Built-in ranking (documented under SearchField): label-prefix matches first, then label
 * matches, then matches in other fields; ties keep data order.
 */

import type { Option, SearchField } from '../../types';
import { structures } from '../structures';
import { capped } from '../text-limit';
import { AT_START, Cursor, charMask, INSIDE, NOT_FOUND, type SearchKeys } from './keys';
import { normalize, tokenize } from './normalize';
import { findRanges } from './ranges';

export { findRanges } from './ranges';

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
/**
 * Another field's match, by its weight, scores just below a label match
 * of the same value, so the label wins a tie.
 */
const BELOW_LABEL = 0.999;
const otherFieldScore = (weight: number) => OTHER_MATCH * weight * BELOW_LABEL;
/**
 * A grown query re-checks the previous matches one by one when they are at
 * most this share of the options (1 in REFINE_SHARE); more, and one sweep of
 * the whole text, which runs in native string search, is cheaper.
 */
const REFINE_SHARE = 8;

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

/**
 * The text of one field by option index. A top-level field is read with one
 * property access; a missing one (`description` of a plain list, read for a
 * million options before it is known to be empty) costs no more.
 */
function fieldReader<M>(options: readonly Option<M>[], path: readonly string[]): (i: number) => string {
  if (path.length !== 1) return (i) => readField(options[i] as Option<M>, path);
  const name = path[0] as string;
  return (i) => {
    const option = options[i] as unknown as Record<string, unknown>;
    const value = option[name];
    if (value === undefined) return '';
    return typeof value === 'string' ? value : readField(option, path);
  };
}

/** A one-letter token has a bit of its own: the mask test alone decides a match. */
function isOwnBit(token: string): boolean {
  const code = token.charCodeAt(0);
  return token.length === 1 && code >= 97 && code <= 122;
}

/**
 * Precomputed keys of one data set for one search configuration. Keys are
 * built on demand or ahead of time in slices (`prepare`), and a query that
 * extends the previous one only rescans the previous matches. A run may
 * also search only the options whose keys are built so far (`partial`).
 */
export class SearchIndex<M> {
  /** Label keys: always built, typeahead reads them even when search skips the label. */
  private readonly label: SearchKeys;
  /** Keys of the other searched fields, and their weights. */
  private others: SearchKeys[];
  private weights: number[];
  private readonly searchesLabel: boolean;
  /** Whether every key is built. */
  private ready = false;
  /**
   * Whether the last run searched only the options whose keys were built
   * (see `run`): its matches are some of the query's, each with its score.
   */
  partial = false;
  /** Scores of the last query, by option index; 0 = no match. */
  readonly scores: Float64Array;
  /** Indices of the last query's matches, in data order: the first `matchCount`. */
  private readonly matchBuffer: Int32Array;
  private matchCount = 0;
  /** Normalized last query, or null before the first run. */
  private last: string | null = null;
  /** First occurrence of `positionsOf` in each match's label key (allocated by the first label sweep). */
  private positions: Int32Array | null = null;
  /** The token whose matches `positions` describes: the last query, when its run was a label sweep. */
  private positionsOf: string | null = null;

  constructor(
    private readonly options: readonly Option<M>[],
    private readonly config: SearchConfig<M>,
  ) {
    const fields = parseFields(config.searchFields);
    const labelField = fields.find((field) => field.path.length === 1 && field.path[0] === 'label');
    this.searchesLabel = labelField !== undefined;
    const otherFields = fields.filter((field) => field !== labelField);
    const size = options.length;
    const accents = config.accentInsensitive;
    // The chunked keys of widget-select/large when it is added, else one string per option.
    const keysOf = structures().searchKeys;
    this.label = keysOf(size, (i) => capped((options[i] as Option<M>).label), accents);
    this.others = otherFields.map((field) => {
      const read = fieldReader(options, field.path);
      return keysOf(size, (i) => capped(read(i)), accents);
    });
    this.weights = otherFields.map((field) => field.weight);
    this.scores = new Float64Array(size);
    this.matchBuffer = new Int32Array(size);
  }

  /**
   * Builds keys chunk by chunk until all are built (returns true) or
   * `stop()` says time is up (returns false). Every field's chunk of the
   * same options is built before the clock is read, so the options with
   * built keys stay a prefix of the list (`builtCount`).
   */
  prepare(stop: () => boolean): boolean {
    if (this.ready) return true;
    const columns = [this.label, ...this.others];
    const { size } = this.label;
    for (let floor = this.builtCount; floor < size; floor = this.builtCount) {
      for (const column of columns) if (column.built === floor) column.buildChunk();
      if (this.builtCount < size && stop()) return false;
    }
    this.dropEmptyFields();
    this.ready = true;
    return true;
  }

  /** How many options, from the first, have the keys of every field built. */
  get builtCount(): number {
    let count = this.label.built;
    for (const column of this.others) count = Math.min(count, column.built);
    return count;
  }

  /** A field no option has (`description` of a plain list) is neither kept nor scanned. */
  private dropEmptyFields(): void {
    const used = this.others.map((column) => column.used);
    if (used.every(Boolean)) return;
    this.others = this.others.filter((_, f) => used[f]);
    this.weights = this.weights.filter((_, f) => used[f]);
  }

  /** The normalized label of option `i` (for typeahead). */
  labelKey(i: number): string {
    if (i < 0 || i >= this.options.length) return '';
    while (this.label.built <= i) this.label.buildChunk();
    return this.label.key(i);
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
   *
   * @param complete build every key first (the default); false searches
   *   only the options whose keys are built so far and sets `partial` when
   *   that leaves some out (their scores are 0)
   */
  run(query: string, complete = true): number {
    const { scores, options, config, matchBuffer } = this;
    const normalized = this.normalizeQuery(query);
    const positionsOf = this.positionsOf;
    this.positionsOf = null;
    this.partial = false;
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
    if (builtIn && complete) this.prepare(() => false);
    // Searching what is built: the rest scores 0 and the run is no base for narrowing.
    const limit = builtIn && !this.ready ? this.builtCount : options.length;
    if (limit < options.length) return this.runPartly(normalized, tokens, limit);
    const total = narrowing ? this.matchCount : options.length;
    if (builtIn && tokens.length === 1)
      return this.scanOneToken(normalized, narrowing, total, positionsOf === this.last);
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

  /** `run` over the first `limit` options only (their keys are built; see `partial`). */
  private runPartly(normalized: string, tokens: readonly string[], limit: number): number {
    const { scores, matchBuffer } = this;
    this.partial = true;
    let count: number;
    if (tokens.length === 1) count = this.scanOneToken(normalized, false, limit, false);
    else {
      count = 0;
      for (let i = 0; i < limit; i++) {
        const score = this.builtInScore(i, normalized, tokens);
        scores[i] = score;
        if (score > 0) matchBuffer[count++] = i;
      }
      this.matchCount = count;
    }
    // A label sweep may have reached into keys built ahead of the other fields.
    let kept = 0;
    while (kept < count && (matchBuffer[kept] as number) < limit) kept++;
    scores.fill(0, limit);
    this.matchCount = kept;
    this.last = null;
    this.positionsOf = null;
    return kept;
  }

  /**
   * The common case (one token, built-in scoring) without a call per option:
   * the same scores as builtInScore, where the token is the whole query.
   */
  private scanOneToken(token: string, narrowing: boolean, total: number, swept: boolean): number {
    const { scores, matchBuffer, label, others, weights, searchesLabel } = this;
    // Only the label (the usual case): sweep its text instead of asking option by option. (Before
    // every key is built, a field with no text so far cannot match what is built either.)
    if (searchesLabel && others.every((column) => !column.used) && !isOwnBit(token))
      return this.sweepLabel(token, narrowing && swept, total);
    const labelMasks = label.masks;
    const wanted = charMask(token);
    // A lone letter matches wherever its bit is set; only the prefix test reads the key.
    const decided = isOwnBit(token);
    const first = token.charCodeAt(0);
    const cursor = new Cursor();
    const otherCursors = others.map(() => new Cursor());
    let count = 0;
    for (let k = 0; k < total; k++) {
      const i = narrowing ? (matchBuffer[k] as number) : k;
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
      if (score > 0) matchBuffer[count++] = i;
    }
    this.matchCount = count;
    this.last = token;
    return count;
  }

  /**
   * scanOneToken when only the label is searched. A query that extends a
   * swept one (`refining`) with few matches left only looks on from where
   * the previous token was found in each of them; otherwise the label text
   * is swept afresh (the same result: the matches of a longer token are
   * among those of the shorter one).
   */
  private sweepLabel(token: string, refining: boolean, total: number): number {
    const { scores, matchBuffer, options } = this;
    this.positions ??= new Int32Array(options.length);
    const { positions } = this;
    this.positionsOf = token;
    this.last = token;
    if (refining && total <= options.length / REFINE_SHARE) {
      this.matchCount = this.label.refine(
        token,
        matchBuffer,
        total,
        scores,
        LABEL_PREFIX,
        LABEL_MATCH,
        positions,
      );
    } else {
      scores.fill(0);
      this.matchCount = this.label.sweep(token, scores, matchBuffer, LABEL_PREFIX, LABEL_MATCH, positions);
    }
    return this.matchCount;
  }

  private builtInScore(i: number, normalized: string, tokens: readonly string[]): number {
    const { searchesLabel, others } = this;
    const label = searchesLabel ? this.label.key(i) : '';
    const labelMask = this.label.masks[i] as number;
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
        if ((mask & wanted) === wanted && column.key(i).includes(token)) {
          found = Math.max(found, this.weights[f] as number);
        }
      }
      if (found === 0) return 0;
      best = Math.max(best, found);
    }
    if (allInLabel) return LABEL_MATCH;
    return otherFieldScore(best > 0 ? best : 1);
  }

  /** Ranges of `label` that match the query tokens, for highlighting. */
  labelMatches(i: number, query: string): [number, number][] {
    const option = this.options[i];
    if (!option) return [];
    const normalized = this.normalizeQuery(query);
    const tokens = this.config.tokenSearch ? tokenize(normalized) : [normalized];
    return findRanges(capped(option.label), tokens, this.config.accentInsensitive);
  }
}
