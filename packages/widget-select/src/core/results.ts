/**
 * Search results of one Controller: the search index (built once per data set),
 * the memoised visible rows for the current query and expansion, and the
 * message row that replaces or accompanies them.
 */
import type { Controller, MessageKind } from './controller';
import { LARGE_LIST } from './dataset';
import { computeRows, type RowList } from './rows';
import { SearchIndex } from './search/engine';

/** Time a warm-up slice may take when the platform has no idle callbacks. */
const FALLBACK_SLICE_MS = 8;
/**
 * Longest warm-up slice even when the browser offers a whole idle period
 * (up to 50 ms): a slice that used it all would itself be a long task, and
 * input arriving meanwhile would wait for it.
 */
const IDLE_SLICE_MS = 12;

const EMPTY: RowList = { rows: new Int32Array(0), searchExpanded: null, optionCount: 0 };

interface IdleDeadline {
  timeRemaining(): number;
}
type IdleScheduler = {
  requestIdleCallback?: (fn: (deadline: IdleDeadline) => void) => number;
  cancelIdleCallback?: (id: number) => void;
};

export class Results<M> {
  private index: SearchIndex<M> | null = null;
  private cache: { key: string; dataset: unknown; list: RowList } | null = null;
  private expansionVersion = 0;

  constructor(private readonly model: Controller<M>) {}

  private warmHandle: (() => void) | null = null;

  /** Drops the index and rows (new data set or search options). */
  invalidate(): void {
    this.index = null;
    this.cache = null;
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
    if (this.disposed || this.model.options.ajax || this.model.dataset.size < LARGE_LIST) return;
    const { requestIdleCallback: idle, cancelIdleCallback } = globalThis as IdleScheduler;
    const step = (deadline: IdleDeadline) => {
      this.warmHandle = null;
      const { model } = this;
      const started = Date.now();
      const stop = () => deadline.timeRemaining() < 1 || Date.now() - started >= IDLE_SLICE_MS;
      // Search keys first: the next keystroke needs all of them, while a
      // value lookup can scan what the index does not hold yet.
      if (!this.searchIndex().prepare(stop)) return schedule();
      if (!model.dataset.indexSome(stop)) return schedule();
      model.duplicates.flush(model.dataset);
    };
    const schedule = () => {
      if (idle) {
        const id = idle(step);
        this.warmHandle = () => cancelIdleCallback?.(id);
      } else {
        const id = setTimeout(() => {
          const end = Date.now() + FALLBACK_SLICE_MS;
          step({ timeRemaining: () => end - Date.now() });
        }, 0);
        this.warmHandle = () => clearTimeout(id);
      }
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
  }

  /** The index if already built (the highlight reads its scores). */
  get built(): SearchIndex<M> | null {
    return this.index;
  }

  searchIndex(): SearchIndex<M> {
    if (!this.index) {
      const { searchFields, tokenSearch, accentInsensitive, filterOption, searchScorer } = this.model.options;
      const { faults } = this.model;
      // A throw leaves that option unmatched; the search itself goes on.
      this.index = new SearchIndex(this.model.dataset.options, {
        searchFields,
        tokenSearch,
        accentInsensitive,
        filterOption: filterOption && faults.guard('filterOption', filterOption, false),
        searchScorer: searchScorer && faults.guard('searchScorer', searchScorer, 0),
      });
    }
    return this.index;
  }

  belowMinLength(): boolean {
    return this.model.state.query.trim().length < this.model.options.minSearchLength;
  }

  rows(): RowList {
    const { model } = this;
    const { query } = model.state;
    const below = this.belowMinLength();
    const key = `${this.expansionVersion}\u0001${below ? '\u0000hint' : query}`;
    const cache = this.cache;
    if (cache && cache.key === key && cache.dataset === model.dataset) return cache.list;
    let list: RowList;
    if (below || model.remote?.answers(query) === false) list = EMPTY;
    else if (model.options.ajax || (query.trim() === '' && !model.options.searchScorer)) {
      // Remote results come filtered by the server; they are shown as answered.
      list = computeRows(model.dataset, null, false, model.expanded);
    } else {
      const index = this.searchIndex();
      index.run(query);
      const flipped = model.treeSearch.forQuery(query, model.dataset);
      list = computeRows(model.dataset, index, true, model.expanded, flipped);
    }
    this.cache = { key, dataset: model.dataset, list };
    return list;
  }

  message(): MessageKind {
    if (this.belowMinLength()) return 'hint';
    const remote = this.model.remote?.message();
    if (remote !== undefined) return remote;
    return this.rows().optionCount === 0 && !this.model.creation.offered() ? 'empty' : null;
  }

  searchVisible(): boolean {
    const { options, dataset } = this.model;
    if (!options.searchable) return false;
    if (options.ajax) return true;
    return dataset.size >= options.minResultsForSearch;
  }

  labelMatches(entry: number): [number, number][] {
    const { query } = this.model.state;
    if (query.trim() === '') return [];
    return this.searchIndex().labelMatches(entry, query);
  }

  touchExpansion(): void {
    this.expansionVersion++;
  }
}
