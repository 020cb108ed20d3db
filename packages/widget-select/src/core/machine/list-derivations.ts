/**
 * The derivations of a shown list (the core's derivations.ts keeps one per controller): the memoised
 * visible rows of the current query and expansion. A closed control reads none.
 *
 * The search (the index of the data set, a large list's progressive search and the idle steps of its
 * warm-up: list-search.ts) comes with the search engine, a part loaded on demand: a query that needs it
 * before it is there shows its rows pending (none found so far), as a progressive search does, and asks for
 * it; its arrival completes the search as a `searchCompleted` of its own. A failed load reports
 * `load-failed`; the next query asks again.
 */
import { treeFeature } from '../../features/registry';
import type { RowInputs, RowList } from '../domain/row-list';
import { computeRows, selectedFirst, withoutSelected } from '../domain/rows';
import type { SearchIndex } from '../domain/search/engine';
import { sameHighlight } from '../domain/state';
import type { DerivationCore, ListDerivations } from './derivation-host';
import type { ListSearch, SearchedList } from './configuration';

/** The cache key of the rows while the query is below `minSearchLength` (no query can equal it). */
const BELOW_MIN_LENGTH = '\u0000below-min-length';

const EMPTY_ROWS: RowList = { rows: new Int32Array(0), searchExpanded: null, optionCount: 0 };

/** The derivations of a shown list of `core`. */
export function listDerivations<M>(core: DerivationCore<M>): ListDerivations<M> {
  return new ShownList(core);
}

class ShownList<M> implements ListDerivations<M>, SearchedList<M> {
  /** The search of the current data set and options, once the engine is there. */
  private search: ListSearch<M> | null = null;
  /**
   * The rows of the last query, data set and tree expansion (the state's sets, compared by identity);
   * `partial` when they come from the options whose keys were built.
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
  /** Cancels the warm-up's wait for the search engine. */
  private warmWait: (() => void) | null = null;
  /** Cancels the wait for the search engine a query asked for. */
  private engineWait: (() => void) | null = null;

  constructor(readonly core: DerivationCore<M>) {}

  invalidate(): void {
    this.search?.dispose();
    this.search = null;
    this.cache = null;
  }

  /**
   * Builds the value index and the search keys of a large data set in slices while the page is idle (the
   * core's warm-up asks once the large structures, when fetched, are there), once the engine is there.
   */
  warmUp(): void {
    this.cancelWarmUp();
    const { engine } = this.core;
    if (!engine.get()) {
      // The keys wait for the engine; a failed load is reported by the query that needs it.
      this.warmWait = engine.ask(
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

  dispose(): void {
    this.cancelWarmUp();
    this.search?.dispose();
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
        if (!core.disposed) this.completeRows();
      },
      (error) => {
        this.engineWait = null;
        if (!core.disposed) core.controller.announce({ name: 'error', payload: error });
      },
    );
  }

  /**
   * Partial rows are dropped and come back whole in a dispatch of their own. A highlight still where the
   * partial list put it moves to where the full list starts; one the user moved stays.
   */
  completeRows(): void {
    if (!this.cache?.partial) return;
    const { controller } = this.core;
    const moved = !sameHighlight(controller.state.highlighted, controller.defaultHighlight());
    this.cache = null;
    controller.send({ type: 'searchCompleted', rehighlight: !moved });
  }

  get built(): SearchIndex<M> | null {
    return this.search?.built ?? null;
  }

  searchIndex(): SearchIndex<M> | undefined {
    return this.searched()?.index;
  }

  /** The search, made once the engine is there (else asked for). */
  private searched(): ListSearch<M> | undefined {
    if (!this.search) {
      const engine = this.core.engine.get();
      if (!engine) {
        this.askEngine();
        return undefined;
      }
      this.search = new engine.ListSearch(this);
    }
    return this.search;
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
      list = search ? search.rows(state) : EMPTY_ROWS;
      partial = search?.index.partial ?? true;
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
}
