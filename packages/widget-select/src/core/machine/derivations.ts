/**
 * What the controller derives from the state and the data set: the search
 * index (built once per data set), the memoised visible rows for the current
 * query and expansion, the message row that replaces or accompanies them,
 * and whether the search field shows.
 *
 * A keystroke on a large list searches for a few milliseconds, building the
 * search keys it reaches (the idle warm-up may not have built them yet),
 * shows the matches found so far, and goes on in short tasks; then the
 * full results come back as a dispatch of their own. So neither a new data
 * set nor a query makes one long task of a pass over every option. When
 * that work runs, and the clock its budgets read, come from the injected
 * `Scheduler`.
 *
 * The engine itself, and the rules that make rows (list-rules.ts), come
 * with the open list's chunk (search-engine.ts): until then the rows are not
 * known, none show, and they are completed with a dispatch of their own when
 * it comes, as a large list's progressive search is.
 */
import { featureArriving, treeFeature } from '../../features/registry';
import type { ResolvedOptions, Scheduler } from './configuration';
import { type DataSet, LARGE_FEATURE_SIZE, LARGE_LIST } from '../domain/dataset';
import type { DuplicateCheck } from '../domain/diagnostics';
import type { FaultReporter } from './faults';
import type { CreationPort } from './host';
import type { MessageKind, RemoteSource } from './remote-port';
import type { RowInputs } from '../domain/row-list';
import { listRules } from './list-rules';
import type { RowList } from '../domain/row-list';
import type { LabelKeys } from '../domain/label-keys';
import type { SearchIndex } from '../domain/search/engine';
import { type SearchEngine, searchEngine, whenSearchEngine } from './search-engine';
import { type Highlight, type State, sameHighlight } from '../domain/state';
import type { Action, Outcome } from './vocabulary';

/** What the derivations read of the controller, and the one action they send. */
export interface DerivationHost<M> {
  readonly state: State;
  readonly options: ResolvedOptions<M>;
  readonly dataset: DataSet<M>;
  readonly faults: Pick<FaultReporter, 'guard'>;
  readonly duplicates: Pick<DuplicateCheck, 'flush'>;
  readonly remote: Pick<RemoteSource, 'message'> | null;
  readonly creation: Pick<CreationPort, 'offered'>;
  /** Where the highlight of the current list starts. */
  defaultHighlight(): Highlight;
  /** `searchCompleted`, when a large list's search has all its matches. */
  send(action: Extract<Action, { type: 'searchCompleted' }>): Outcome;
}

/** The cache key of the rows while the query is below `minSearchLength` (no query can equal it). */
const BELOW_MIN_LENGTH = '\u0000below-min-length';

/**
 * Longest warm-up slice even when the browser offers a whole idle period
 * (up to 50 ms): a slice that used it all would itself be a long task, and
 * input arriving meanwhile would wait for it.
 */
const IDLE_SLICE_MS = 12;
/**
 * Searching (and key building) a keystroke may do before it shows the
 * matches found so far: with the slice that may overrun it and the render
 * after it, its task stays well under the 50 ms of a long task.
 */
const KEYSTROKE_BUILD_MS = 10;
/** Each task that goes on with the search after a partial result (back to back, input in between). */
const FOLLOW_UP_SLICE_MS = 8;

const EMPTY: RowList = { rows: new Int32Array(0), searchExpanded: null, optionCount: 0 };

export class Derivations<M> {
  private index: SearchIndex<M> | null = null;
  /**
   * The rows of the last query, data set and tree expansion (the state's
   * sets, compared by identity); `partial` when they come from the options
   * whose keys were built.
   */
  private cache: {
    key: string;
    dataset: unknown;
    remoteShown: string | null;
    /** The value the rows hide (`hideSelected`), else null. */
    hidden: readonly string[] | null;
    /** The value the rows list first (`selectedFirst`), else null. */
    pinned: readonly string[] | null;
    expansion: readonly [ReadonlySet<number>, ReadonlySet<number>, ReadonlyMap<string, unknown>];
    list: RowList;
    partial: boolean;
    /** The rows of a query shown before the search engine was there (none), completed when it comes. */
    awaitsEngine: boolean;
  } | null = null;
  /** The label keys (typeahead), shared with the search index. */
  private labels: LabelKeys | null = null;
  /** Cancels the wait for the engine that completes rows shown without it. */
  private engineWait: (() => void) | null = null;
  /** Cancels the pending task that builds the rest of the keys after a partial result. */
  private followUp: (() => void) | null = null;

  constructor(
    private readonly controller: DerivationHost<M>,
    private readonly scheduler: Scheduler,
  ) {}

  /** A clock check that says "stop" once `ms` have passed since it was made. */
  private after(ms: number): () => boolean {
    const { scheduler } = this;
    const end = scheduler.now() + ms;
    return () => scheduler.now() >= end;
  }

  private warmHandle: (() => void) | null = null;

  /** Drops the index and rows (new data set or search options). */
  invalidate(): void {
    this.index = null;
    this.labels = null;
    this.cache = null;
    this.cancelFollowUp();
    this.warmUp();
  }

  /**
   * Builds the value index and the search keys of a large data set in
   * slices while the page is idle, so neither construction nor the first
   * keystroke pays for a pass over every option. Work that something needs
   * sooner is finished on the spot by whoever needs it.
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
    // The search keys are built by the engine, which comes with the open list at idle: then they are.
    if (!searchEngine()) {
      this.warmHandle = whenSearchEngine(() => this.warmUp(), false);
      return;
    }
    const { scheduler } = this;
    const step = (timeRemaining: () => number) => {
      this.warmHandle = null;
      const { controller } = this;
      const started = scheduler.now();
      const stop = () => timeRemaining() < 1 || scheduler.now() - started >= IDLE_SLICE_MS;
      // A multiple select's values first: a select-all or a setValue of many
      // values completes the index in its own task (tens of milliseconds at
      // 1,000,000 options, a fraction of the keys' time).
      if (controller.options.multiple && !controller.dataset.indexSome(stop)) return schedule();
      // Then the search keys: the next keystroke needs all of them, while a
      // value lookup can scan what the index does not hold yet.
      if (!this.searchIndex().prepare(stop)) return schedule();
      if (!controller.dataset.indexSome(stop)) return schedule();
      controller.duplicates.flush(controller.dataset);
      // The rows of the empty query, which the first open shows: a pass over
      // every option (2–5 ms at 100,000–1,000,000) paid here rather than in
      // the task of the open. Not a tree's (they may take longer than a
      // slice), nor those of `selectedFirst`, which the open changes.
      const { multiple, selectedFirst } = controller.options;
      if (controller.state.query === '' && !controller.dataset.isTree && !(multiple && selectedFirst))
        this.rows(controller.state);
    };
    const schedule = () => {
      this.warmHandle = scheduler.idle(step);
    };
    schedule();
  }

  cancelWarmUp(): void {
    this.warmHandle?.();
    this.warmHandle = null;
  }

  private disposed = false;

  /** Destroy: no idle work is scheduled any more. */
  dispose(): void {
    this.disposed = true;
    this.cancelWarmUp();
    this.cancelFollowUp();
    this.engineWait?.();
    this.engineWait = null;
  }

  private cancelFollowUp(): void {
    this.followUp?.();
    this.followUp = null;
  }

  /**
   * After a partial result: goes on with the search (or, for a tree, builds
   * the rest of the keys) in short tasks, then, in a task of its own, drops
   * the partial rows and dispatches, so every listener re-renders with the
   * full results. A highlight still where the partial list put it moves to where
   * the full list starts; one the user moved stays.
   */
  private finishLater(index: SearchIndex<M>): void {
    if (this.followUp) return;
    const step = () => {
      this.followUp = null;
      if (this.index !== index || this.disposed) return;
      this.followUp = this.scheduler.task(index.advance(this.after(FOLLOW_UP_SLICE_MS)) ? complete : step);
    };
    const complete = () => {
      this.followUp = null;
      if (this.index !== index || this.disposed || !this.cache?.partial) return;
      const { controller } = this;
      const moved = !sameHighlight(controller.state.highlighted, controller.defaultHighlight());
      this.cache = null;
      controller.send({ type: 'searchCompleted', rehighlight: !moved });
    };
    this.followUp = this.scheduler.task(step);
  }

  /** The index if already built (the highlight reads its scores). */
  get built(): SearchIndex<M> | null {
    return this.index;
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
    if (!this.index) {
      const { searchFields, tokenSearch, accentInsensitive, filterOption, searchScorer } =
        this.controller.options;
      const { faults } = this.controller;
      // A throw leaves that option unmatched; the search itself goes on.
      const config = {
        searchFields,
        tokenSearch,
        accentInsensitive,
        filterOption: filterOption && faults.guard('filterOption', filterOption, false),
        searchScorer: searchScorer && faults.guard('searchScorer', searchScorer, 0),
      };
      this.index = this.engine().index(this.controller.dataset.options, config, this.labelKeys().keys);
    }
    return this.index;
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
   * The engine came: rows shown without it are dropped and come back whole
   * in a dispatch of their own (`searchCompleted`); a highlight still where
   * the empty list put it moves to where the full list starts.
   */
  engineArrived(): void {
    // Called first as the engine comes (by its own wait, or by the controller's release before the held actions).
    this.engineWait?.();
    this.engineWait = null;
    if (this.disposed || !this.cache?.awaitsEngine) return;
    const { controller } = this;
    const moved = !sameHighlight(controller.state.highlighted, controller.defaultHighlight());
    this.cache = null;
    controller.send({ type: 'searchCompleted', rehighlight: !moved });
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
    const key = below ? BELOW_MIN_LENGTH : query;
    const cache = this.cache;
    if (
      cache &&
      cache.key === key &&
      cache.dataset === controller.dataset &&
      cache.remoteShown === remoteShown &&
      cache.hidden === hidden &&
      cache.pinned === pinned &&
      cache.expansion[0] === expanded &&
      cache.expansion[1] === searchFlipped &&
      cache.expansion[2] === nodeLoads
    )
      return cache.list;
    let list: RowList;
    let partial = false;
    const awaitsEngine = this.rowsPending(state);
    const rules = listRules;
    // A remote list shows only the answer to its query: nothing while another query is answered.
    if (below || (controller.remote !== null && remoteShown !== query)) list = EMPTY;
    else if (awaitsEngine || !rules) {
      list = EMPTY;
      partial = true;
      this.engineWait ??= whenSearchEngine(() => this.engineArrived(), true);
    } else if (controller.options.ajax && controller.dataset.isTree && query.trim() !== '') {
      // A remote tree search answers the matches inside their ancestor chains:
      // every node it sent children for opens, as a local search opens the
      // branches with matches (the user's flips included).
      list = rules.computeRows(
        controller.dataset,
        treeFeature().answerHits(controller.dataset),
        false,
        expanded,
        searchFlipped,
        nodeLoads,
      );
    } else if (controller.options.ajax || (query.trim() === '' && !controller.options.searchScorer)) {
      // Remote results come filtered by the server; they are shown as answered.
      list = rules.computeRows(controller.dataset, null, false, expanded, undefined, nodeLoads);
    } else {
      const index = this.searchIndex();
      const { searchScorer, filterOption } = controller.options;
      const large = controller.dataset.size >= LARGE_LIST && !searchScorer && !filterOption;
      if (large && !controller.dataset.isTree) {
        // A large list searches for a few milliseconds, building the keys it reaches; the rest follows.
        index.start(query);
        index.advance(this.after(KEYSTROKE_BUILD_MS));
      } else {
        // A tree's rows read every score: it searches the options whose keys a few milliseconds build.
        if (large) index.prepare(this.after(KEYSTROKE_BUILD_MS));
        index.run(query, !large);
      }
      partial = index.partial;
      list = rules.computeRows(controller.dataset, index, true, expanded, searchFlipped, nodeLoads);
      if (partial) this.finishLater(index);
    }
    if (rules && pinned && !controller.dataset.isTree)
      list = rules.selectedFirst(controller.dataset, list, pinned);
    if (rules && hidden) list = rules.withoutSelected(controller.dataset, list, hidden);
    this.cache = {
      key,
      dataset: controller.dataset,
      remoteShown,
      hidden,
      pinned,
      expansion: [expanded, searchFlipped, nodeLoads],
      list,
      partial,
      awaitsEngine,
    };
    return list;
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
