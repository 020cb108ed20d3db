/**
 * What the controller derives from the state and the data set: the visible
 * rows for the current query and expansion, the message row that replaces
 * or accompanies them, whether the search field shows, and the label keys
 * typeahead reads.
 *
 * The rows, the search index and the progressive search of a large list
 * are a shown list's (list-derivations.ts), and come with the open list's
 * chunk with the rules that make rows (list-rules.ts) and the engine
 * (search-engine.ts): until then the rows are not known, none show, and
 * they are completed with a dispatch of their own when it comes, as a
 * large list's progressive search is. A large data set's idle warm-up
 * (its value index and search keys) waits for the chunk too.
 */
import type { Scheduler } from './configuration';
import { featureArriving } from '../../features/registry';
import { LARGE_FEATURE_SIZE, LARGE_LIST } from '../domain/dataset';
import type { DerivationCore, DerivationHost, ListDerivations } from './derivation-host';
import type { MessageKind } from './remote-port';
import type { RowInputs, RowList } from '../domain/row-list';
import { listRules } from './list-rules';
import type { LabelKeys } from '../domain/label-keys';
import type { SearchIndex } from '../domain/search/engine';
import { type SearchEngine, searchEngine, whenSearchEngine } from './search-engine';
import { CREATE_ROW, NO_HIGHLIGHT, type State, sameHighlight } from '../domain/state';

export type { DerivationHost } from './derivation-host';

const EMPTY: RowList = { rows: new Int32Array(0), searchExpanded: null, optionCount: 0 };

export class Derivations<M> implements DerivationCore<M> {
  /** The derivations of a shown list, made once the open list's chunk brought them. */
  private shown: ListDerivations<M> | null = null;
  /** Rows were read before the chunk (none): they are completed when it comes. */
  private readEarly = false;
  /** The label keys (typeahead), shared with the search index. */
  private labels: LabelKeys | null = null;
  /** Cancels the wait for the chunk that completes rows read without it. */
  private engineWait: (() => void) | null = null;
  private warmHandle: (() => void) | null = null;
  disposed = false;

  constructor(
    readonly controller: DerivationHost<M>,
    readonly scheduler: Scheduler,
  ) {}

  /** The shown list's derivations, once the chunk is there. */
  private list(): ListDerivations<M> | null {
    if (!this.shown && listRules) this.shown = listRules.derivations(this, listRules);
    return this.shown;
  }

  /** Drops the index and rows (new data set or search options). */
  invalidate(): void {
    this.labels = null;
    this.readEarly = false;
    this.shown?.invalidate();
    this.warmUp();
  }

  /**
   * Builds the value index and the search keys of a large data set in
   * slices while the page is idle, once the open list's chunk brought the
   * engine (it comes at idle), so neither construction nor the first
   * keystroke pays for a pass over every option.
   */
  warmUp(): void {
    this.cancelWarmUp();
    const { size } = this.controller.dataset;
    if (this.disposed || this.controller.options.ajax || size < LARGE_LIST) return;
    // The default entry is fetching widget-select/large for this data set: its structures are built, not the plain ones.
    const arriving = size >= LARGE_FEATURE_SIZE ? featureArriving('large') : null;
    if (arriving) {
      const retry = () => this.warmUp();
      arriving.then(retry, retry);
      return;
    }
    const list = this.list();
    if (list && searchEngine()) list.warmUp();
    else this.warmHandle = whenSearchEngine(() => this.warmUp(), false);
  }

  cancelWarmUp(): void {
    this.warmHandle?.();
    this.warmHandle = null;
    this.shown?.cancelWarmUp();
  }

  /** Destroy: no idle work is scheduled any more. */
  dispose(): void {
    this.disposed = true;
    this.cancelWarmUp();
    this.engineWait?.();
    this.engineWait = null;
    this.shown?.dispose();
  }

  /** The index if already built (the highlight reads its scores). */
  get built(): SearchIndex<M> | null {
    return this.shown?.built ?? null;
  }

  /** The label keys of the current data set, which typeahead reads (made on first use, once the engine is there). */
  labelKeys(): LabelKeys {
    this.labels ??= this.engine().labelKeys(
      this.controller.dataset.options,
      this.controller.options.accentInsensitive,
    );
    return this.labels;
  }

  /** The engine: only the open list's rules and search ask, and they come with it. */
  private engine(): SearchEngine {
    const engine = searchEngine();
    if (!engine) throw new Error('widget-select: the search engine is not loaded yet');
    return engine;
  }

  /** The search index of the current data set (built on first use), once the engine is there (see `rowsPending`). */
  searchIndex(): SearchIndex<M> {
    const list = this.list();
    if (!list) throw new Error('widget-select: the search engine is not loaded yet');
    return list.searchIndex();
  }

  /**
   * Whether the rows of `state` are not known yet: the rules that make
   * them come with the open list's chunk, and a query's matches with the
   * search engine in it. They show none until it comes, so what reads them
   * waits. A remote list's rows are answered by its server, and an empty
   * query lists every option, neither with the engine (unless
   * `searchScorer` orders them).
   */
  rowsPending(state: Pick<State, 'query'>): boolean {
    if (!listRules) return true;
    if (searchEngine()) return false;
    const { query } = state;
    const { ajax, searchScorer } = this.controller.options;
    return !ajax && !this.belowMinLength(query) && (query.trim() !== '' || searchScorer !== undefined);
  }

  /**
   * The chunk came: rows read without it come back whole in a dispatch of
   * their own (`searchCompleted`); a highlight still where the empty list
   * put it moves to where the full list starts.
   */
  engineArrived(): void {
    // Called first as the engine comes (by its own wait, or by the controller's release before the held actions).
    this.engineWait?.();
    this.engineWait = null;
    this.shown?.engineArrived();
    if (this.disposed || !this.readEarly) return;
    this.readEarly = false;
    const { controller } = this;
    // The empty list's highlight (listHighlight before the chunk).
    const early = controller.creation.offered(controller.state.query) ? CREATE_ROW : NO_HIGHLIGHT;
    const moved = !sameHighlight(controller.state.highlighted, early);
    controller.send({ type: 'searchCompleted', rehighlight: !moved });
  }

  /** Whether `query` (by default the current one) is still below `minSearchLength`. */
  belowMinLength(query = this.controller.state.query): boolean {
    return query.trim().length < this.controller.options.minSearchLength;
  }

  /** The visible rows for the query and expansion of `state` (memoised on them and the data set). */
  rows(state: RowInputs): RowList {
    const list = this.list();
    if (list) return list.rows(state);
    this.readEarly = true;
    // A remote list shows only the answer to its query: nothing while another query is answered.
    if (
      !this.belowMinLength(state.query) &&
      (this.controller.remote === null || state.remoteShown === state.query)
    )
      this.engineWait ??= whenSearchEngine(() => this.engineArrived(), true);
    return EMPTY;
  }

  message(): MessageKind {
    if (this.belowMinLength()) return 'hint';
    // No "no results" for matches not looked for yet.
    if (this.rowsPending(this.controller.state)) return null;
    const remote = this.controller.remote?.message();
    if (remote !== undefined) return remote;
    const { state, creation } = this.controller;
    return this.rows(state).optionCount === 0 && !creation.offered(state.query) ? 'empty' : null;
  }

  searchVisible(): boolean {
    const { options, dataset } = this.controller;
    if (!options.searchable) return false;
    if (options.ajax) return true;
    return dataset.size >= options.minResultsForSearch;
  }

  labelMatches(entry: number): [number, number][] {
    const { query } = this.controller.state;
    if (query.trim() === '' || !searchEngine()) return [];
    return this.searchIndex().labelMatches(entry, query);
  }
}
