/**
 * What the core is given from outside instead of importing it: options with
 * their defaults applied and the language table. The facade passes the
 * resolvers of `options.ts` and `i18n/`, so `core/` depends on neither.
 */
import type { Messages, SelectOptions } from '../types';

/** The options the schema gives a default: always present after resolution. */
export type DefaultedOption =
  | 'placeholder'
  | 'searchable'
  | 'multiple'
  | 'clearable'
  | 'allowCreate'
  | 'sortable'
  | 'closeOnSelect'
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
  | 'openOnFocus';

/** Options after defaults are applied. */
export type ResolvedOptions<M> = SelectOptions<M> & Required<Pick<SelectOptions<M>, DefaultedOption>>;

/** When deferred work runs. */
export interface Scheduler {
  /** After the current render and its events (a microtask in a page). */
  afterRender(run: () => void): void;
}

export interface Configuration<M> {
  /** Applies the defaults to a set of options. */
  resolveOptions(options: SelectOptions<M>): ResolvedOptions<M>;
  /** The language table of a language (English until a bundled locale has loaded). */
  resolveMessages(language: ResolvedOptions<M>['language']): Messages;
  /** When deferred effects run; a page's microtasks unless a test drives them. */
  scheduler?: Scheduler;
}
