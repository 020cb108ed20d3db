/**
 * The search of a shown list, which comes with the search engine (its part: view/search-engine-part.ts):
 * the rows of a query as the engine finds them, and the idle warm-up of a large data set's value index and
 * search keys. The rows it makes are the core's (derivations.ts keeps them); without the engine a
 * query's rows are pending, and no decision waits for this code.
 *
 * A keystroke on a large list searches for a few milliseconds (to the end when that is due soon), building
 * the search keys it reaches (the idle warm-up may not have built them yet), shows the matches found so
 * far, and goes on in short tasks; then the full results come back as a dispatch of their own. So neither a
 * new data set nor a query makes one long task of a pass over every option. When that work runs, and the
 * clock its budgets read, come from the injected `Scheduler`.
 */
import { LARGE_LIST } from '../domain/dataset';
import type { RowInputs, RowList } from '../domain/row-list';
import { computeRows } from '../domain/rows';
import { SearchIndex } from '../domain/search/engine';
import type { ListSearch as Search, SearchedList } from './configuration';

/**
 * Longest warm-up slice even when the browser offers a whole idle period (up to 50 ms): a slice that used
 * it all would itself be a long task, and input arriving meanwhile would wait for it. The rest of the
 * period goes to further slices, each a task of its own.
 */
const IDLE_SLICE_MS = 12;
/**
 * Searching (and key building) a keystroke may do before it shows the matches found so far, unless its
 * whole search is due to end within KEYSTROKE_WHOLE_MS at the rate so far (partial rows cost a render, a
 * frame and tasks more than the rest). Its task, with the render after it, stays well under the 50 ms of a
 * long task.
 */
const KEYSTROKE_BUILD_MS = 10;
const KEYSTROKE_WHOLE_MS = 25;
/** Each task that goes on with the search after a partial result (back to back, input in between). */
const FOLLOW_UP_SLICE_MS = 8;

/** The search of one data set under one search configuration (a new one of either makes a new search). */
export class ListSearch<M> implements Search<M> {
  private made: SearchIndex<M> | null = null;
  /** Cancels the pending task that goes on with the search after a partial result. */
  private followUp: (() => void) | null = null;
  private warmHandle: (() => void) | null = null;

  constructor(private readonly list: SearchedList<M>) {}

  /** The index, built at its first use (a query, or the warm-up's first idle slice). */
  get index(): SearchIndex<M> {
    if (this.made) return this.made;
    const { controller } = this.list;
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
    this.made = new SearchIndex(controller.dataset.options, config, this.list.labelKeys().keys);
    return this.made;
  }

  /** A clock check that says "stop" once `ms` have passed since it was made, and `search` is not due to end within KEYSTROKE_WHOLE_MS. */
  private after(ms: number, search?: SearchIndex<M>): () => boolean {
    const { scheduler } = this.list;
    const begun = scheduler.now();
    return () => scheduler.now() - begun >= Math.max(ms, search ? KEYSTROKE_WHOLE_MS * search.progress : 0);
  }

  /** The rows of the query of `state` (some of them, when the search goes on later). */
  rows(state: RowInputs): RowList {
    const { index } = this;
    const { controller } = this.list;
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
    if (index.partial) this.finishLater();
    return list;
  }

  /**
   * After a partial result: goes on with the search (or, for a tree, builds the rest of the keys) in short
   * tasks, then, in a task of its own, has the partial rows dropped, so every listener re-renders with the
   * full results.
   */
  private finishLater(): void {
    if (this.followUp) return;
    const { list } = this;
    const step = () => {
      this.followUp = null;
      if (list.disposed) return;
      this.followUp = list.scheduler.task(
        this.index.advance(this.after(FOLLOW_UP_SLICE_MS)) ? complete : step,
      );
    };
    const complete = () => {
      this.followUp = null;
      if (!list.disposed) list.completeRows();
    };
    this.followUp = list.scheduler.task(step);
  }

  /**
   * Builds the value index and the search keys of a large data set in slices while the page is idle. Work
   * that something needs sooner is finished on the spot by whoever needs it.
   */
  warmUp(): void {
    this.cancelWarmUp();
    const { scheduler } = this.list;
    const step = (timeRemaining: () => number) => {
      this.warmHandle = null;
      const started = scheduler.now();
      if (this.warmSlice(() => timeRemaining() < 1 || scheduler.now() - started >= IDLE_SLICE_MS)) return;
      // Idle time is left: go on in a task of its own (input that came meanwhile runs first) until the
      // deadline the browser gave, rather than wait for its next idle period: a callback asked for inside
      // one runs only then.
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
    const { controller } = this.list;
    // A multiple select's values first: a select-all or a setValue of many values completes the index in
    // its own task (tens of milliseconds at 1,000,000 options, a fraction of the keys' time).
    if (controller.options.multiple && !controller.dataset.indexSome(stop)) return false;
    // Then the search keys: the next keystroke needs all of them, while a value lookup can scan what the
    // index does not hold yet.
    if (!this.index.prepare(stop)) return false;
    if (!controller.dataset.indexSome(stop)) return false;
    controller.duplicates.flush(controller.dataset);
    // The rows of the empty query, which the first open shows: a pass over every option (2–5 ms at
    // 100,000–1,000,000) paid here rather than in the task of the open. Not a tree's (they may take longer
    // than a slice), nor those of `selectedFirst`, which the open changes.
    const { multiple, selectedFirst } = controller.options;
    if (controller.state.query === '' && !controller.dataset.isTree && !(multiple && selectedFirst))
      this.list.rows(controller.state);
    return true;
  }

  cancelWarmUp(): void {
    this.warmHandle?.();
    this.warmHandle = null;
  }

  /** A new data set or search options: nothing of this search runs any more. */
  dispose(): void {
    this.cancelWarmUp();
    this.followUp?.();
    this.followUp = null;
  }
}
