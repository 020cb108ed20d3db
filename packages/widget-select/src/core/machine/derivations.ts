/**
 * What the controller derives from the state and the data set: the visible rows for the current query and
 * expansion, the message row that replaces or accompanies them, whether the search field shows, and the
 * label keys typeahead reads.
 *
 * The rows, the search index, the progressive search of a large list and a large data set's idle warm-up
 * (its value index and search keys) are a shown list's (list-derivations.ts).
 */
import type { Scheduler, SearchEnginePort } from './configuration';
import { featureArriving } from '../../features/registry';
import { LARGE_FEATURE_SIZE, LARGE_LIST } from '../domain/dataset';
import type { DerivationCore, DerivationHost, ListDerivations } from './derivation-host';
import type { MessageKind } from './remote-port';
import type { RowInputs, RowList } from '../domain/row-list';
import { LabelKeys } from '../domain/label-keys';
import type { SearchIndex } from '../domain/search/engine';
import { listDerivations } from './list-derivations';

export class Derivations<M> implements DerivationCore<M> {
  /** The derivations of a shown list. */
  private readonly shown: ListDerivations<M>;
  /** The label keys (typeahead), shared with the search index. */
  private labels: LabelKeys | null = null;
  disposed = false;

  constructor(
    readonly controller: DerivationHost<M>,
    readonly scheduler: Scheduler,
    readonly engine: SearchEnginePort,
  ) {
    this.shown = listDerivations(this);
  }

  /** Drops the index and rows (new data set or search options). */
  invalidate(): void {
    this.labels = null;
    this.shown.invalidate();
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
    this.shown.warmUp();
  }

  cancelWarmUp(): void {
    this.shown.cancelWarmUp();
  }

  /** Destroy: no idle work is scheduled any more. */
  dispose(): void {
    this.disposed = true;
    this.cancelWarmUp();
    this.shown.dispose();
  }

  /** The index if already built (the highlight reads its scores). */
  get built(): SearchIndex<M> | null {
    return this.shown.built;
  }

  /** The label keys of the current data set, which typeahead reads (made on first use). */
  labelKeys(): LabelKeys {
    const { dataset, options } = this.controller;
    this.labels ??= new LabelKeys(dataset.options, options.accentInsensitive);
    return this.labels;
  }

  /** The search index of the current data set (built on first use), or undefined while the engine is not there. */
  searchIndex(): SearchIndex<M> | undefined {
    return this.shown.searchIndex();
  }

  /** Whether `query` (by default the current one) is still below `minSearchLength`. */
  belowMinLength(query = this.controller.state.query): boolean {
    return query.trim().length < this.controller.options.minSearchLength;
  }

  /** The visible rows for the query and expansion of `state` (memoised on them and the data set). */
  rows(state: RowInputs): RowList {
    return this.shown.rows(state);
  }

  message(): MessageKind {
    if (this.belowMinLength()) return 'hint';
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
    if (query.trim() === '') return [];
    return this.searchIndex()?.labelMatches(entry, query) ?? [];
  }
}
