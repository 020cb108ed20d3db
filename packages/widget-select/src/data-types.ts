/**
 * Public types of the data a widget shows and holds: options, groups, the
 * value, search fields, remote pages and the class-name parts. Re-exported
 * by `types.ts`; imports nothing at run time.
 */
/** One selectable entry. All fields are rendered as text by the built-in layout. */
export interface Option<Meta = Record<string, unknown>> {
  /** Option value; unique within a data set. */
  value: string;
  /** Display text. */
  label: string;
  /** Statically disabled. @default false */
  disabled?: boolean;
  /**
   * Image URL or `data:image/` URI, shown as a round avatar. Script and
   * document URLs (`javascript:`, `data:text/html`) are not shown.
   */
  avatar?: string;
  /** Secondary line under the label; also matched by search. */
  description?: string;
  /** Arbitrary payload for templates; addressable in `searchFields` as `meta.*`. */
  meta?: Meta;
  /** Extra CSS class(es) on this option's list row. */
  className?: string;
  /** Makes the option a tree node. */
  children?: Option<Meta>[];
  /**
   * A tree node whose children are not in the data yet: it shows a twisty,
   * and expanding it calls `loadChildren`. Ignored when `children` is non-empty.
   * @default false
   */
  hasChildren?: boolean;
}

/** A labelled group of options (rendered as a header row). */
export interface OptionGroup<Meta = Record<string, unknown>> {
  /** Group header text. */
  label: string;
  /** The group's options. */
  options: Option<Meta>[];
}

/** An entry of `data`: an option or a group of options. */
export type DataItem<Meta = Record<string, unknown>> = Option<Meta> | OptionGroup<Meta>;

/**
 * An option as the widget reads it (`data`, `setData`, the answers of
 * `ajax`, `resolveOptions`, `loadChildren` and `createOption`): its `value`
 * may be a finite number, taken as its decimal string as a native
 * `<option>` holds it (`1` → `"1"`). What the widget gives back
 * (`getSelectedOptions()`, events, templates) is an {@link Option}, whose
 * value is a string. NaN and Infinity are refused (`invalid-option`).
 */
export interface OptionInput<Meta = Record<string, unknown>>
  extends Omit<Option<Meta>, 'value' | 'children'> {
  /** Option value, a string or a finite number (read as its decimal string); unique within a data set. */
  value: string | number;
  /** Makes the option a tree node. */
  children?: OptionInput<Meta>[];
}

/** A labelled group of options as the widget reads it (see {@link OptionInput}). */
export interface OptionGroupInput<Meta = Record<string, unknown>> {
  /** Group header text. */
  label: string;
  /** The group's options. */
  options: OptionInput<Meta>[];
}

/** An entry of `data` as the widget reads it: an option or a group, values may be finite numbers. */
export type DataItemInput<Meta = Record<string, unknown>> = OptionInput<Meta> | OptionGroupInput<Meta>;

/** Value shape: a string or null in single mode, an array of strings in multiple mode. */
export type SelectValue = string | string[] | null;

/**
 * What `setValue` takes: a {@link SelectValue} where a finite number stands
 * for its decimal string (`setValue(1)` selects the option of value `"1"`).
 */
export type ValueInput = SelectValue | number | readonly (string | number)[];

/**
 * A field searched by the built-in scorer: `'label'`, `'description'`,
 * `'value'` or a `'meta.path.to.field'` path, optionally with a weight
 * (default 1) that scales its score.
 */
export type SearchField = string | { field: string; weight?: number };

/** What a remote source returns after `transform`. */
export interface RemotePage<Meta = Record<string, unknown>> {
  /** The options of this page (a finite number value is read as its decimal string). */
  options: OptionInput<Meta>[];
  /** Whether page-based sources have more pages. @default false */
  hasMore?: boolean;
  /** Cursor of the next page for cursor-based sources; null means the end. */
  nextCursor?: string | null;
}

/** What a remote source answers, directly or through `transform`: options, or a page of them. */
export type RemoteAnswer<Meta = Record<string, unknown>> = OptionInput<Meta>[] | RemotePage<Meta>;

/** The answer's two forms: `request` answers the options itself, or `transform` turns its answer into them. */
export type AjaxAnswer<Meta = Record<string, unknown>> =
  | {
      /**
       * Custom transport; takes precedence over `url`. Without `transform` it
       * answers the options (`Option[]` or `{ options, hasMore?, nextCursor? }`).
       * Honour `signal` where the client can cancel; a late answer of a
       * superseded request is ignored either way.
       */
      request?: (
        query: string,
        page: number,
        signal: AbortSignal,
        cursor?: string,
      ) => Promise<RemoteAnswer<Meta>>;
      transform?: undefined;
    }
  | {
      /** Custom transport whose answer (any shape) goes through `transform`. */
      // biome-ignore lint/suspicious/noExplicitAny: any answer; `unknown` here would widen the other form's inferred answers
      request?: (query: string, page: number, signal: AbortSignal, cursor?: string) => Promise<any>;
      /**
       * Turns a response into `Option[]` or `{ options, hasMore?, nextCursor? }`;
       * a finite number value is read as its decimal string (`{ value: 7 }` → `"7"`).
       */
      transform: (response: unknown) => RemoteAnswer<Meta>;
    };

/** Remote data source. Either `url` or `request` is given. */
export type AjaxConfig<Meta = Record<string, unknown>> = AjaxSettings & AjaxAnswer<Meta>;

/** The settings of a remote source besides its answer (AjaxConfig). */
export interface AjaxSettings {
  /**
   * Address for the built-in GET transport, resolved against the document's
   * base URL. The JSON body goes through `transform`; a non-2xx status is an error.
   */
  url?: string | ((query: string, page: number) => string);
  /**
   * Search params of the built-in GET (default `{ q, page, cursor }`). Each
   * entry replaces a same-named URL param; null/undefined remove it, arrays
   * repeat the key, plain objects are sent as JSON.
   */
  params?: (query: string, page: number, cursor?: string) => Record<string, unknown>;
  /**
   * The cache key of one page. Answers are cached and reused by this key,
   * and when the key of the shown query changes (it reads another field, and
   * that field changed), a request on its way is aborted and the list loads
   * again: at once when it is open, else on the next opening. Give it for a
   * `request` whose answers depend on more than the query, e.g.
   * `` (q, page, cursor) => `${country.value}|${q}|${page}|${cursor}` ``.
   * A key that throws or is not a string fails the load (`error`, code
   * `callback-failed`).
   * @default the built-in GET's full address (`url` with `params`); for `request`, the query, page and cursor
   */
  cacheKey?: (query: string, page: number, cursor?: string) => string;
  /** Delay before a search request, ms. @default 250 */
  debounce?: number;
  /** Load when the dropdown opens. @default true */
  loadOnOpen?: boolean;
  /** Cache lifetime in ms; 0 disables the cache. @default 30000 */
  cacheTtl?: number;
  /** Retries after the first attempt. @default 0 */
  retry?: number;
  /** Base of the exponential backoff, ms. @default 250 */
  retryDelay?: number;
  /** Queries whose page-0 results are warmed into the cache in the background. */
  prefetch?: string[];
  /** Load further pages when the user scrolls near the bottom. @default false */
  pagination?: boolean;
}

/** Result of a template: an HTML string (sanitized by `sanitizeTemplate` when set) or a node. */
export type TemplateResult = string | Node;

/** The parts of the widget that the `classNames` option can add classes to. */
export type ClassNamePart =
  | 'root'
  | 'control'
  | 'value'
  | 'placeholder'
  | 'tag'
  | 'tagRemove'
  | 'clear'
  | 'dropdown'
  | 'search'
  | 'list'
  | 'option'
  | 'group'
  | 'message';
