/**
 * What the core is given from outside instead of importing it: options with their defaults applied and the
 * language table. The facade passes the resolvers of `options.ts` and `i18n/`, so `core/` depends on
 * neither.
 */
import type { DataSet } from '../domain/dataset';
import type { DuplicateCheck } from '../domain/diagnostics';
import type { LabelKeys } from '../domain/label-keys';
import type { RowInputs, RowList } from '../domain/row-list';
import type { SearchIndex } from '../domain/search/engine';
import type { State } from '../domain/state';
import type { FaultReporter } from './faults';
import type { Messages, SelectOptions } from '../../types';

/** The options the schema gives a default: always present after resolution. */
export type DefaultedOption =
  | 'placeholder'
  | 'searchable'
  | 'multiple'
  | 'clearable'
  | 'allowCreate'
  | 'sortable'
  | 'closeOnSelect'
  | 'groupSelect'
  | 'hideSelected'
  | 'keepQueryOnSelect'
  | 'selectionDisplay'
  | 'selectedFirst'
  | 'commit'
  | 'readonly'
  | 'theme'
  | 'disabled'
  | 'required'
  | 'missingSelectionPolicy'
  | 'duplicateValuePolicy'
  | 'searchFields'
  | 'tokenSearch'
  | 'accentInsensitive'
  | 'highlightSearch'
  | 'minSearchLength'
  | 'minResultsForSearch'
  | 'itemHeight'
  | 'language'
  | 'plugins'
  | 'openOnFocus'
  | 'presentation'
  | 'openOnType'
  | 'selectOnTab'
  | 'treeValue'
  | 'treeLayout'
  | 'pathSeparator'
  | 'tagPath';

/** Options after defaults are applied. */
export type ResolvedOptions<M> = SelectOptions<M> & Required<Pick<SelectOptions<M>, DefaultedOption>>;

/**
 * When the controller's deferred work runs, and the clock its time budgets read. A page uses
 * `core/machine/page-scheduler.ts`; Node tests pass one they drive by hand.
 */
export interface Scheduler {
  /** After the current render and its events (a microtask in a page). */
  afterRender(run: () => void): void;
  /**
   * While the page is idle (the warm-up of a large list): `step` receives the milliseconds left in the idle
   * period. Returns a cancel function.
   */
  idle(step: (timeRemaining: () => number) => void): () => void;
  /**
   * In a task of its own, as soon as possible, with pending input first (the rest of a progressive search).
   * Returns a cancel function.
   */
  task(run: () => void): () => void;
  /** The clock the work budgets read, in milliseconds. */
  now(): number;
}

export interface Configuration<M> {
  /** Applies the defaults to a set of options. */
  resolveOptions(options: SelectOptions<M>): ResolvedOptions<M>;
  /** The language table of a language (English until a bundled locale has loaded). */
  resolveMessages(language: ResolvedOptions<M>['language']): Messages;
  /** When deferred work runs; the page's microtasks, idle periods and tasks unless a test drives them. */
  scheduler?: Scheduler;
  /** The search engine, a part loaded on demand (none: a query's rows stay pending). */
  searchEngine?: SearchEnginePort;
}

/**
 * The search engine is a part loaded on demand: the core reads it through this port, which the facade hands
 * each widget, and never waits for it. A query that needs it before it is there shows its rows pending, as
 * a large list's progressive search does, and the full results come later as a `searchCompleted` of their
 * own.
 */
export interface SearchEnginePort {
  /** The engine, or undefined until its chunk is there. */
  get(): SearchEngine | undefined;
  /**
   * Asks for the engine: `then` runs once it is there, `failed` with a `load-failed` SelectWidgetError if
   * it cannot be fetched. Returns what cancels the wait.
   */
  ask(then: () => void, failed: (error: Error) => void): () => void;
}

/** The engine's module: it makes the search of a shown list (list-search.ts), per data set and options. */
export interface SearchEngine {
  readonly ListSearch: new <M>(list: SearchedList<M>) => ListSearch<M>;
}

/** The shown list a search makes rows for (derivations.ts): what it reads of the widget, and the page's clock. */
export interface SearchedList<M> {
  readonly controller: {
    readonly state: State;
    readonly options: ResolvedOptions<M>;
    readonly dataset: DataSet<M>;
    readonly faults: Pick<FaultReporter, 'guard'>;
    readonly duplicates: Pick<DuplicateCheck, 'flush'>;
  };
  readonly scheduler: Scheduler;
  readonly disposed: boolean;
  labelKeys(): LabelKeys;
  /** The memoised rows of `state` (the warm-up makes those of the empty query ahead). */
  rows(state: RowInputs): RowList;
  /** Partial rows shown are dropped and come back whole in a dispatch of their own. */
  completeRows(): void;
}

/** The search of a shown list: its index, a query's rows, the idle warm-up. */
export interface ListSearch<M> {
  /** The index, built at its first use. */
  readonly index: SearchIndex<M>;
  rows(state: RowInputs): RowList;
  warmUp(): void;
  cancelWarmUp(): void;
  dispose(): void;
}
