/**
 * The search engine. Search keys (normalized field texts, see SearchKeys) are
 * built once per data set; a keystroke is then one scan over them (or over
 * the previous matches, when the query grows) writing scores and match
 * indices into preallocated arrays — no allocation per option. A large
 * list's scan can go a slice of options at a time (`start`, `advance`), so
 * no task makes a pass over every option. Scores: see scan.ts.
 */

import type { Option, SearchField } from '../../../types';
import { LabelKeys } from '../label-keys';
import { capped } from '../text-limit';
import { fieldReader, parseFields } from './field-readers';
import type { SearchKeys } from './keys';
import { normalize, tokenize } from './normalize';
import { searchKeysOf } from './plain-keys';
import { findRanges } from './ranges';
import { rankMatches } from './rank';
import { isOwnBit, LABEL_MATCH, LABEL_PREFIX, scanKeys } from './scan';

export interface SearchConfig<M> {
  searchFields: readonly SearchField[];
  tokenSearch: boolean;
  accentInsensitive: boolean;
  filterOption?: ((option: Option<M>, query: string) => boolean) | undefined;
  searchScorer?: ((option: Option<M>, query: string, normalized: string) => number) | undefined;
}

/**
 * A grown query re-checks the previous matches one by one when they are at
 * most this share of the options (1 in REFINE_SHARE); more, and one sweep of
 * the whole text, which runs in native string search, is cheaper.
 */
const REFINE_SHARE = 8;
/** Options (or previous matches) a search looks at between two looks at the clock. */
const SCAN_SLICE = 8192;

/** A search begun by `start` that `advance` carries on. */
interface Pending {
  readonly normalized: string;
  readonly tokens: readonly string[];
  /** It re-checks the previous matches (the query extends the last one) instead of every option. */
  readonly narrowing: boolean;
  /** It narrows from each previous match's label occurrence (see `refine` of the keys). */
  readonly refining: boolean;
  /** Previous matches (narrowing) or options to look at. */
  readonly total: number;
  /** How many of them were looked at. */
  read: number;
  /** Whether every slice was a label sweep: `positions` then describe this query. */
  swept: boolean;
}

/**
 * Precomputed keys of one data set for one search configuration. Keys are
 * built on demand or ahead of time in slices (`prepare`), and a query that
 * extends the previous one only rescans the previous matches. A run may
 * also search only the options whose keys are built so far (`partial`), or
 * go in slices of options, building the keys it reaches (`start`, `advance`).
 */
export class SearchIndex<M> {
  /** Keys of the other searched fields, and their weights. */
  private others: SearchKeys[];
  private weights: number[];
  private readonly searchesLabel: boolean;
  /** Whether every key is built. */
  private ready = false;
  /**
   * Whether the last run searched only some of the options (the ones whose
   * keys were built, see `run`, or a search `advance` has not finished):
   * its matches are some of the query's, each with its score.
   */
  partial = false;
  /** The search `start` began and `advance` has not finished, or null. */
  private pending: Pending | null = null;
  /** Scores of the last query, by option index; 0 = no match. */
  readonly scores: Float64Array;
  /** Indices of the last query's matches, in data order: the first `matchCount`. */
  private readonly matchBuffer: Int32Array;
  private matchCount = 0;
  /** Normalized last query of a complete run, or null (none yet, or a partial one since). */
  private last: string | null = null;
  /** First occurrence of `positionsOf` in each match's label key (allocated by the first label sweep). */
  private positions: Int32Array | null = null;
  /** The token whose matches `positions` describes: the last query, when its run was a label sweep. */
  private positionsOf: string | null = null;

  /**
   * @param label the label keys when typeahead made them already (the
   *   derivations keep one set per data set, see core/domain/label-keys.ts);
   *   always built (typeahead reads them even when search skips the label)
   */
  constructor(
    private readonly options: readonly Option<M>[],
    private readonly config: SearchConfig<M>,
    private readonly label: SearchKeys = new LabelKeys(options, config.accentInsensitive).keys,
  ) {
    const fields = parseFields(config.searchFields);
    const labelField = fields.find((field) => field.path.length === 1 && field.path[0] === 'label');
    this.searchesLabel = labelField !== undefined;
    const otherFields = fields.filter((field) => field !== labelField);
    const size = options.length;
    const accents = config.accentInsensitive;
    // The chunked keys of widget-select/large when it is added, else one string per option.
    const keysOf = searchKeysOf();
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
    const { size } = this.label;
    while (this.builtCount < size) {
      this.buildRound();
      if (this.builtCount < size && stop()) return false;
    }
    this.dropEmptyFields();
    this.ready = true;
    return true;
  }

  /** Builds the next chunk of every field whose keys reach no further than the others'. */
  private buildRound(): void {
    const floor = this.builtCount;
    for (const column of [this.label, ...this.others]) if (column.built === floor) column.buildChunk();
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

  /** The normalized form of a query under this configuration. */
  normalizeQuery(query: string): string {
    return normalize(query.trim(), this.config.accentInsensitive);
  }

  /** The last query's matches in data order, found so far (a view, valid until the next run). */
  get matches(): Int32Array {
    return this.matchBuffer.subarray(0, this.matchCount);
  }

  /** `run` (some of the matches) by score, highest first, ties in data order. */
  ranked(run: Int32Array): Int32Array {
    return rankMatches(run, this.scores);
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
    if (this.builtIn && normalized !== '' && (complete || this.ready)) {
      this.start(query);
      this.advance(() => false);
      return this.matchCount;
    }
    this.pending = null;
    this.positionsOf = null;
    this.last = null;
    this.partial = false;
    if (normalized === '' && !config.searchScorer) {
      scores.fill(1);
      for (let i = 0; i < options.length; i++) matchBuffer[i] = i;
      this.last = '';
      this.matchCount = options.length;
      return options.length;
    }
    // Searching what is built: the rest scores 0 and the run is no base for narrowing.
    if (this.builtIn) return this.runPartly(normalized);
    let count = 0;
    for (let i = 0; i < options.length; i++) {
      let score: number;
      if (config.searchScorer) score = config.searchScorer(options[i] as Option<M>, query, normalized);
      else score = config.filterOption?.(options[i] as Option<M>, query) ? 1 : 0;
      const kept = Math.max(score, 0) || 0;
      scores[i] = kept;
      if (kept > 0) matchBuffer[count++] = i;
    }
    this.matchCount = count;
    return count;
  }

  /** Whether the built-in matching scores (no custom scorer or filter): a search can then go in slices. */
  private get builtIn(): boolean {
    return !this.config.searchScorer && !this.config.filterOption;
  }

  /** `run` over the options whose keys are built only (see `partial`); the rest scores 0. */
  private runPartly(normalized: string): number {
    const limit = this.builtCount;
    const search = this.begin(normalized, false);
    this.scan(search, 0, limit);
    this.scores.fill(0, limit);
    this.pending = null;
    this.partial = limit < this.options.length;
    return this.matchCount;
  }

  /**
   * Begins a search for `query` (built-in matching, a non-empty query) that
   * `advance` carries out in slices; meanwhile `matches` holds the matches
   * found so far and `partial` is set. Nothing changes when that query's
   * search is already under way or done. A query that extends the last
   * complete one only re-checks its matches.
   */
  start(query: string): void {
    const normalized = this.normalizeQuery(query);
    if (this.pending ? this.pending.normalized === normalized : this.last === normalized) return;
    this.begin(normalized, true);
  }

  private begin(normalized: string, narrow: boolean): Pending {
    const tokens = this.config.tokenSearch ? tokenize(normalized) : [normalized];
    const token = tokens.length === 1 ? normalized : null;
    const previous = this.last;
    // Built-in matching is monotone: a query that extends the last complete
    // one can only match a subset of its matches (tokens grow or are added).
    let narrowing = narrow && previous !== null && previous !== '' && normalized.startsWith(previous);
    let refining = false;
    if (narrowing && token !== null && this.labelOnly(token)) {
      // A swept label narrows from each match's previous occurrence, when few are left; many matches
      // left, one sweep of the whole text, in native string search, is cheaper.
      refining = this.positionsOf === previous && this.matchCount <= this.options.length / REFINE_SHARE;
      narrowing = refining;
    }
    const search: Pending = {
      normalized,
      tokens,
      narrowing,
      refining,
      total: narrowing ? this.matchCount : this.options.length,
      read: 0,
      swept: token !== null,
    };
    this.pending = search;
    this.partial = true;
    this.last = null;
    this.positionsOf = null;
    this.matchCount = 0;
    return search;
  }

  /**
   * Carries the search `start` began on, a slice of options at a time,
   * building the keys it reaches, until it is done (returns true) or
   * `stop()` says time is up (returns false). With no search under way it
   * builds keys (`prepare`).
   */
  advance(stop: () => boolean): boolean {
    const search = this.pending;
    if (!search) return this.prepare(stop);
    while (search.read < search.total) {
      let end = search.total;
      if (!search.narrowing) {
        // Keys just built are searched before the clock is read: each slice shows something new.
        if (this.builtCount <= search.read) this.buildRound();
        end = Math.min(end, this.builtCount);
      }
      end = Math.min(end, search.read + SCAN_SLICE);
      this.scan(search, search.read, end);
      search.read = end;
      if (search.read < search.total && stop()) return false;
    }
    this.pending = null;
    this.partial = false;
    this.last = search.normalized;
    this.positionsOf = search.swept ? search.normalized : null;
    if (this.builtCount === this.options.length) this.prepare(() => false);
    return true;
  }

  /** The share of the search `start` began that is done (1 with none under way). */
  get progress(): number {
    return this.pending?.total ? this.pending.read / this.pending.total : 1;
  }

  /** Whether only the label has text to search for `token`: its text is then swept whole. */
  private labelOnly(token: string): boolean {
    return this.searchesLabel && this.others.every((column) => !column.used) && !isOwnBit(token);
  }

  /**
   * Scores the options (or, narrowing, the previous matches) of `[from, to)`
   * for `search`, appending the matches to the front of `matchBuffer`.
   */
  private scan(search: Pending, from: number, to: number): void {
    const { scores, matchBuffer } = this;
    const { tokens, narrowing } = search;
    const token = search.normalized;
    let count = this.matchCount;
    if (search.refining) {
      const at = this.positions as Int32Array;
      count = this.label.refine(token, matchBuffer, to, scores, LABEL_PREFIX, LABEL_MATCH, at, from, count);
    } else if (tokens.length === 1 && !narrowing && this.labelOnly(token)) {
      this.positions ??= new Int32Array(this.options.length);
      const at = this.positions;
      scores.fill(0, from, to);
      count = this.label.sweep(token, scores, matchBuffer, LABEL_PREFIX, LABEL_MATCH, at, from, to, count);
    } else {
      search.swept = false;
      const { label, others, weights, searchesLabel } = this;
      const fields = { label, others, weights, searchesLabel, scores, matches: matchBuffer };
      count = scanKeys(fields, search.normalized, tokens, narrowing, from, to, count);
    }
    this.matchCount = count;
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
