/**
 * What the core is given from outside instead of importing it: options with
 * their defaults applied and the language table. The facade passes the
 * resolvers of `options.ts` and `i18n/`, so `core/` depends on neither.
 */
import type { SearchEnginePort } from './search-engine-port';
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
 * When the controller's deferred work runs, and the clock its time budgets
 * read. A page uses `core/machine/page-scheduler.ts`; Node tests pass one they drive
 * by hand.
 */
export interface Scheduler {
  /** After the current render and its events (a microtask in a page). */
  afterRender(run: () => void): void;
  /**
   * While the page is idle (the warm-up of a large list): `step` receives the
   * milliseconds left in the idle period. Returns a cancel function.
   */
  idle(step: (timeRemaining: () => number) => void): () => void;
  /**
   * In a task of its own, as soon as possible, with pending input first (the
   * rest of a progressive search). Returns a cancel function.
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
