/**
 * What the controller derives from the state and the data set: the memoised visible rows of the current
 * query and expansion, the message row that replaces or accompanies them, whether the search field shows,
 * and the label keys typeahead reads. A closed control reads no rows.
 *
 * The search (the index of the data set, a large list's progressive search and the idle steps of its
 * warm-up: list-search.ts) comes with the search engine, a part loaded on demand: a query that needs it
 * before it is there shows its rows pending (none found so far), as a progressive search does, under the
 * loading row, and asks for it; its arrival completes the search as a `searchCompleted` of its own. A failed load reports
 * `load-failed`; the next query asks again.
 */
import type { ListSearch, Scheduler, SearchedList, SearchEnginePort } from './configuration';
import { featureArriving, treeFeature } from '../../features/registry';
import { LARGE_FEATURE_SIZE, LARGE_LIST } from '../domain/dataset';
import type { RowInputs, RowList } from '../domain/row-list';
import { LabelKeys } from '../domain/label-keys';
import { computeRows, selectedFirst, withoutSelected } from '../domain/rows';
import type { SearchIndex } from '../domain/search/engine';
import { type Highlight, sameHighlight } from '../domain/state';
import type { Notice } from './actions';
import type { CreationPort } from './host';
import type { MessageKind, RemoteSource } from './remote-port';
import type { Action, Outcome } from './vocabulary';

/** What the derivations read of the controller (the search's part, and more), and the one action they send. */
export type DerivationHost<M> = SearchedList<M>['controller'] & {
  readonly remote: Pick<RemoteSource, 'message'> | null;
  readonly creation: Pick<CreationPort, 'offered'>;
  /** Where the highlight of the current list starts. */
  defaultHighlight(): Highlight;
  /** `searchCompleted`, when a list's rows are complete. */
  send(action: Extract<Action, { type: 'searchCompleted' }>): Outcome;
  /** Reports a search engine that could not be loaded (`error`, `load-failed`). */
  announce(notice: Notice): void;
};

/** The cache key of the rows while the query is below `minSearchLength` (no query can equal it). */
const BELOW_MIN_LENGTH = '\u0000below-min-length';

const EMPTY_ROWS: RowList = { rows: new Int32Array(0), searchExpanded: null, optionCount: 0 };
/** A query's rows while the search engine is not there (on its way, or its load failed): pending, not none. */
const PENDING_ROWS: RowList = { rows: new Int32Array(0), searchExpanded: null, optionCount: 0 };

export class Derivations<M> implements SearchedList<M> {
  /** The search of the current data set and options, once the engine is there. */
  private search: ListSearch<M> | null = null;
  /**
   * The rows of the last query, data set and tree expansion, with what they were made from (see `rows`,
   * compared by identity); `partial` when they come from the options whose keys were built.
   */
  private cache: { inputs: readonly unknown[]; list: RowList; partial: boolean } | null = null;
  /** The label keys (typeahead), shared with the search index. */
  private labels: LabelKeys | null = null;
  /** Cancels the warm-up's wait for the search engine. */
  private warmWait: (() => void) | null = null;
  /** Cancels the wait for the search engine a query asked for. */
  private engineWait: (() => void) | null = null;
  disposed = false;

  constructor(
    readonly controller: DerivationHost<M>,
    readonly scheduler: Scheduler,
    /** The search engine's part, read and asked for, never waited on. */
    readonly engine: SearchEnginePort,
  ) {}

  /** Drops the index and rows (new data set or search options). */
  invalidate(): void {
    this.labels = null;
    this.search?.dispose();
    this.search = null;
    this.cache = null;
    this.warmUp();
  }

  /**
   * Builds the value index and the search keys of a large data set in slices while the page is idle, so
   * neither construction nor the first keystroke pays for a pass over every option.
   */
  warmUp(): void {
    this.cancelWarmUp();
    const { size } = this.controller.dataset;
    if (this.disposed || this.controller.options.ajax || size < LARGE_LIST) return;
    // The default entry is fetching widget-select/large for this data set: its structures are built, not
    // the plain ones.
    const arriving = size >= LARGE_FEATURE_SIZE ? featureArriving('large') : null;
    if (arriving) {
      const retry = () => this.warmUp();
      arriving.then(retry, retry);
      return;
    }
    if (!this.engine.get()) {
      // The keys wait for the engine; a failed load is reported by the query that needs it.
      this.warmWait = this.engine.ask(
        () => this.warmUp(),
        () => {},
      );
      return;
    }
    this.searched()?.warmUp();
  }

  cancelWarmUp(): void {
    this.warmWait?.();
    this.warmWait = null;
    this.search?.cancelWarmUp();
  }

  /** Destroy: no idle work is scheduled any more. */
  dispose(): void {
    this.disposed = true;
    this.cancelWarmUp();
    this.search?.dispose();
    this.engineWait?.();
    this.engineWait = null;
  }

  /** Asks for the search engine (once while on its way); its arrival completes the pending rows. */
  private askEngine(): void {
    if (this.engineWait) return;
    this.engineWait = this.engine.ask(
      () => {
        this.engineWait = null;
        if (!this.disposed) this.completeRows();
      },
      (error) => {
        this.engineWait = null;
        if (!this.disposed) this.controller.announce({ name: 'error', payload: error });
      },
    );
  }

  /**
   * Partial rows are dropped and come back whole in a dispatch of their own. A highlight still where the
   * partial list put it moves to where the full list starts; one the user moved stays.
   */
  completeRows(): void {
    if (!this.cache?.partial) return;
    const { controller } = this;
    const moved = !sameHighlight(controller.state.highlighted, controller.defaultHighlight());
    this.cache = null;
    controller.send({ type: 'searchCompleted', rehighlight: !moved });
  }

  /** The label keys of the current data set, which typeahead reads (made on first use). */
  labelKeys(): LabelKeys {
    const { dataset, options } = this.controller;
    this.labels ??= new LabelKeys(dataset.options, options.accentInsensitive);
    return this.labels;
  }

  /** The search index of the current data set (built on first use), or undefined while the engine is not there. */
  searchIndex(): SearchIndex<M> | undefined {
    return this.searched()?.index;
  }

  /** The search, made once the engine is there (else asked for). */
  private searched(): ListSearch<M> | undefined {
    if (!this.search) {
      const engine = this.engine.get();
      if (!engine) {
        this.askEngine();
        return undefined;
      }
      this.search = new engine.ListSearch(this);
    }
    return this.search;
  }

  /** Whether `query` (by default the current one) is still below `minSearchLength`. */
  belowMinLength(query = this.controller.state.query): boolean {
    return query.trim().length < this.controller.options.minSearchLength;
  }

  /** The visible rows for the query and expansion of `state` (memoised on them and the data set). */
  rows(state: RowInputs): RowList {
    const { controller } = this;
    const { query, expanded, searchFlipped, remoteShown, nodeLoads } = state;
    const { hideSelected, multiple, selectedFirst: first } = controller.options;
    const hidden = hideSelected && multiple ? state.value : null;
    const pinned = first && multiple && query.trim() === '' ? state.openedWith : null;
    const below = this.belowMinLength(query);
    // What the rows are made of: the query, the data set, the remote answer shown, the value the rows hide
    // (`hideSelected`) and the one they list first (`selectedFirst`), and the tree's expansion (the state's
    // sets).
    const inputs = [
      below ? BELOW_MIN_LENGTH : query,
      controller.dataset,
      remoteShown,
      hidden,
      pinned,
      expanded,
      searchFlipped,
      nodeLoads,
    ];
    const { cache } = this;
    if (cache?.inputs.every((input, i) => input === inputs[i])) return cache.list;
    let list: RowList;
    let partial = false;
    // A remote list shows only the answer to its query: nothing while another query is answered.
    if (below || (controller.remote !== null && remoteShown !== query)) list = EMPTY_ROWS;
    else if (controller.options.ajax && controller.dataset.isTree && query.trim() !== '') {
      // A remote tree search answers the matches inside their ancestor chains: every node it sent children
      // for opens, as a local search opens the branches with matches (the user's flips included).
      list = computeRows(
        controller.dataset,
        treeFeature().answerHits(controller.dataset),
        null,
        expanded,
        searchFlipped,
        nodeLoads,
      );
    } else if (controller.options.ajax || (query.trim() === '' && !controller.options.searchScorer)) {
      // Remote results come filtered by the server; they are shown as answered.
      list = computeRows(controller.dataset, null, null, expanded, undefined, nodeLoads);
    } else {
      const search = this.searched();
      // No engine yet: pending (none found so far), as a progressive search before its first matches.
      list = search ? search.rows(state) : PENDING_ROWS;
      partial = search?.index.partial ?? true;
    }
    if (pinned && !controller.dataset.isTree) list = selectedFirst(controller.dataset, list, pinned);
    if (hidden) list = withoutSelected(controller.dataset, list, hidden);
    this.cache = { inputs, list, partial };
    return list;
  }

  message(): MessageKind {
    if (this.belowMinLength()) return 'hint';
    const remote = this.controller.remote?.message();
    if (remote !== undefined) return remote;
    const { state, creation } = this.controller;
    const rows = this.rows(state);
    if (rows.optionCount > 0 || creation.offered(state.query)) return null;
    // Without the engine nothing was searched: saying "No results found" would be false.
    return rows === PENDING_ROWS ? 'loading' : 'empty';
  }

  searchVisible(): boolean {
    const { options, dataset } = this.controller;
    if (!options.searchable) return false;
    if (options.ajax) return true;
    return dataset.size >= options.minResultsForSearch;
  }

  labelMatches(entry: number): [number, number][] {
    const { query } = this.controller.state;
    if (query.trim() === '') return [];
    return this.searchIndex()?.labelMatches(entry, query) ?? [];
  }
}
