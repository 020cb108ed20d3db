/**
 * The derivations of a shown list (the core's derivations.ts keeps one per controller): the search
 * index of the data set, the memoised visible rows of the current query and expansion, the
 * progressive search of a large list and the idle steps of its warm-up. A closed control reads none.
 *
 * A keystroke on a large list searches for a few milliseconds (to the end when that is due soon),
 * building the search keys it reaches (the idle warm-up may not have built them yet), shows the
 * matches found so far, and goes on in short tasks; then the full results come back as a dispatch
 * of their own. So neither a new data set nor a query makes one long task of a pass over every
 * option. When that work runs, and the clock its budgets read, come from the injected `Scheduler`.
 *
 * The search engine is a part loaded on demand: a query that needs it
 * before it is there shows its rows pending (none found so far), as a
 * progressive search does, and asks for it; its arrival completes the
 * search as a `searchCompleted` of its own. A failed load reports
 * `load-failed`; the next query asks again.
 */
import { treeFeature } from '../../features/registry';
import { LARGE_LIST } from '../domain/dataset';
import type { RowInputs, RowList } from '../domain/row-list';
import { computeRows, selectedFirst, withoutSelected } from '../domain/rows';
import type { SearchIndex } from '../domain/search/engine';
import { sameHighlight } from '../domain/state';
import type { DerivationCore, ListDerivations } from './derivation-host';

/** The cache key of the rows while the query is below `minSearchLength` (no query can equal it). */
const BELOW_MIN_LENGTH = '\u0000below-min-length';

/**
 * Longest warm-up slice even when the browser offers a whole idle period
 * (up to 50 ms): a slice that used it all would itself be a long task, and
 * input arriving meanwhile would wait for it. The rest of the period goes
 * to further slices, each a task of its own.
 */
const IDLE_SLICE_MS = 12;
/**
 * Searching (and key building) a keystroke may do before it shows the
 * matches found so far, unless its whole search is due to end within
 * KEYSTROKE_WHOLE_MS at the rate so far (partial rows cost a render, a
 * frame and tasks more than the rest). Its task, with the render after it,
 * stays well under the 50 ms of a long task.
 */
const KEYSTROKE_BUILD_MS = 10;
const KEYSTROKE_WHOLE_MS = 25;
/** Each task that goes on with the search after a partial result (back to back, input in between). */
const FOLLOW_UP_SLICE_MS = 8;

const EMPTY_ROWS: RowList = { rows: new Int32Array(0), searchExpanded: null, optionCount: 0 };

/** The derivations of a shown list of `core`. */
export function listDerivations<M>(core: DerivationCore<M>): ListDerivations<M> {
  return new ShownList(core);
}

class ShownList<M> implements ListDerivations<M> {
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
  } | null = null;
  /** Cancels the pending task that builds the rest of the keys after a partial result. */
  private followUp: (() => void) | null = null;
  private warmHandle: (() => void) | null = null;
  /** Cancels the wait for the search engine a query asked for. */
  private engineWait: (() => void) | null = null;

  constructor(private readonly core: DerivationCore<M>) {}

  /** A clock check that says "stop" once `ms` have passed since it was made, and `search` is not due to end within KEYSTROKE_WHOLE_MS. */
  private after(ms: number, search?: SearchIndex<M>): () => boolean {
    const { scheduler } = this.core;
    const begun = scheduler.now();
    return () => scheduler.now() - begun >= Math.max(ms, search ? KEYSTROKE_WHOLE_MS * search.progress : 0);
  }

  invalidate(): void {
    this.index = null;
    this.cache = null;
    this.cancelFollowUp();
  }

  /**
   * Builds the value index and the search keys of a large data set in
   * slices while the page is idle (the core's warm-up asks once the large
   * structures, when fetched, are there). Work that something needs sooner is finished on the spot by
   * whoever needs it.
   */
  warmUp(): void {
    this.cancelWarmUp();
    const { scheduler, engine } = this.core;
    if (!engine.get()) {
      // The keys wait for the engine; a failed load is reported by the query that needs it.
      this.warmHandle = engine.ask(
        () => this.warmUp(),
        () => {},
      );
      return;
    }
    const step = (timeRemaining: () => number) => {
      this.warmHandle = null;
      const started = scheduler.now();
      if (this.warmSlice(() => timeRemaining() < 1 || scheduler.now() - started >= IDLE_SLICE_MS)) return;
      // Idle time is left: go on in a task of its own (input that came meanwhile
      // runs first) until the deadline the browser gave, rather than wait for
      // its next idle period: a callback asked for inside one runs only then.
      const left = timeRemaining();
      if (left < 1) {
        this.warmHandle = scheduler.idle(step);
        return;
      }
      const end = scheduler.now() + left;
      this.warmHandle = scheduler.task(() => step(() => end - scheduler.now()));
    };
    this.warmHandle = scheduler.idle(step);
  }

  /** One slice of the warm-up, until `stop` says so; true once nothing is left to build. */
  private warmSlice(stop: () => boolean): boolean {
    const { controller } = this.core;
    // A multiple select's values first: a select-all or a setValue of many
    // values completes the index in its own task (tens of milliseconds at
    // 1,000,000 options, a fraction of the keys' time).
    if (controller.options.multiple && !controller.dataset.indexSome(stop)) return false;
    // Then the search keys: the next keystroke needs all of them, while a
    // value lookup can scan what the index does not hold yet.
    if (this.searchIndex()?.prepare(stop) === false) return false;
    if (!controller.dataset.indexSome(stop)) return false;
    controller.duplicates.flush(controller.dataset);
    // The rows of the empty query, which the first open shows: a pass over
    // every option (2–5 ms at 100,000–1,000,000) paid here rather than in
    // the task of the open. Not a tree's (they may take longer than a
    // slice), nor those of `selectedFirst`, which the open changes.
    const { multiple, selectedFirst } = controller.options;
    if (controller.state.query === '' && !controller.dataset.isTree && !(multiple && selectedFirst))
      this.rows(controller.state);
    return true;
  }

  cancelWarmUp(): void {
    this.warmHandle?.();
    this.warmHandle = null;
  }

  dispose(): void {
    this.cancelWarmUp();
    this.cancelFollowUp();
    this.engineWait?.();
    this.engineWait = null;
  }

  /** Asks for the search engine (once while on its way); its arrival completes the pending rows. */
  private askEngine(): void {
    if (this.engineWait) return;
    const { core } = this;
    this.engineWait = core.engine.ask(
      () => {
        this.engineWait = null;
        if (!core.disposed && this.cache?.partial) this.completed();
      },
      (error) => {
        this.engineWait = null;
        if (!core.disposed) core.controller.announce({ name: 'error', payload: error });
      },
    );
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
    const { core } = this;
    const step = () => {
      this.followUp = null;
      if (this.index !== index || core.disposed) return;
      this.followUp = core.scheduler.task(index.advance(this.after(FOLLOW_UP_SLICE_MS)) ? complete : step);
    };
    const complete = () => {
      this.followUp = null;
      if (this.index !== index || core.disposed || !this.cache?.partial) return;
      this.completed();
    };
    this.followUp = core.scheduler.task(step);
  }

  /** The rows shown are dropped and come back whole in a dispatch of their own. */
  private completed(): void {
    const { controller } = this.core;
    const moved = !sameHighlight(controller.state.highlighted, controller.defaultHighlight());
    this.cache = null;
    controller.send({ type: 'searchCompleted', rehighlight: !moved });
  }

  get built(): SearchIndex<M> | null {
    return this.index;
  }

  searchIndex(): SearchIndex<M> | undefined {
    if (!this.index) {
      const engine = this.core.engine.get();
      if (!engine) {
        this.askEngine();
        return undefined;
      }
      const { controller } = this.core;
      const { searchFields, tokenSearch, accentInsensitive, filterOption, searchScorer } = controller.options;
      const { faults } = controller;
      // A throw leaves that option unmatched; the search itself goes on.
      const config = {
        searchFields,
        tokenSearch,
        accentInsensitive,
        filterOption: filterOption && faults.guard('filterOption', filterOption, false),
        searchScorer: searchScorer && faults.guard('searchScorer', searchScorer, 0),
      };
      this.index = new engine.SearchIndex(controller.dataset.options, config, this.core.labelKeys().keys);
    }
    return this.index;
  }

  rows(state: RowInputs): RowList {
    const { controller } = this.core;
    const { query, expanded, searchFlipped, remoteShown, nodeLoads } = state;
    const { hideSelected, multiple, selectedFirst: first } = controller.options;
    const hidden = hideSelected && multiple ? state.value : null;
    const pinned = first && multiple && query.trim() === '' ? state.openedWith : null;
    const below = this.core.belowMinLength(query);
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
    // A remote list shows only the answer to its query: nothing while another query is answered.
    if (below || (controller.remote !== null && remoteShown !== query)) list = EMPTY_ROWS;
    else if (controller.options.ajax && controller.dataset.isTree && query.trim() !== '') {
      // A remote tree search answers the matches inside their ancestor chains:
      // every node it sent children for opens, as a local search opens the
      // branches with matches (the user's flips included).
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
      const index = this.searchIndex();
      // No engine yet: pending (none found so far), as a progressive search before its first matches.
      list = index ? this.matches(index, state) : EMPTY_ROWS;
      partial = index?.partial ?? true;
    }
    if (pinned && !controller.dataset.isTree) list = selectedFirst(controller.dataset, list, pinned);
    if (hidden) list = withoutSelected(controller.dataset, list, hidden);
    this.cache = {
      key,
      dataset: controller.dataset,
      remoteShown,
      hidden,
      pinned,
      expansion: [expanded, searchFlipped, nodeLoads],
      list,
      partial,
    };
    return list;
  }

  /** The rows of the query of `state` that `index` finds (some of them, when the search goes on later). */
  private matches(index: SearchIndex<M>, state: RowInputs): RowList {
    const { controller } = this.core;
    const { query, expanded, searchFlipped, nodeLoads } = state;
    const { searchScorer, filterOption } = controller.options;
    const large = controller.dataset.size >= LARGE_LIST && !searchScorer && !filterOption;
    if (large && !controller.dataset.isTree) {
      // A large list searches for a few milliseconds, building the keys it reaches; the rest follows.
      index.start(query);
      index.advance(this.after(KEYSTROKE_BUILD_MS, index));
    } else {
      // A tree's rows read every score: it searches the options whose keys a few milliseconds build.
      if (large) index.prepare(this.after(KEYSTROKE_BUILD_MS));
      index.run(query, !large);
    }
    const rank = (run: Int32Array) => index.ranked(run);
    const list = computeRows(controller.dataset, index, rank, expanded, searchFlipped, nodeLoads);
    if (index.partial) this.finishLater(index);
    return list;
  }
}
