/**
 * The plugin seam and the widget as plugins and adapters see it: the public
 * methods, the state a plugin reads, the changes it proposes and the actions
 * it may perform. Re-exported from `types.ts`.
 */
import type {
  Cause,
  DataItemInput,
  Messages,
  Option,
  SelectEventHandler,
  SelectEventName,
  SelectionScopeOptions,
  SelectOptions,
  SelectValue,
  SetSearchQueryOptions,
  SetValueOptions,
  ValueInput,
} from './types';

/** The public methods of a widget, as plugins and adapters see it. */
export interface SelectWidgetApi<Meta = Record<string, unknown>> {
  open(): void;
  focus(options?: FocusOptions): void;
  close(): void;
  isDropdownOpen(): boolean;
  getValue(): SelectValue;
  getSelectedOptions(): Option<Meta>[];
  setValue(value: ValueInput, options?: SetValueOptions | null): void;
  clearAll(options?: SelectionScopeOptions | null): void;
  selectAll(options?: SelectionScopeOptions | null): void;
  setData(data: DataItemInput<Meta>[]): void;
  updateOptions(options: Partial<SelectOptions<Meta>>): void;
  getSearchQuery(): string;
  setSearchQuery(query: string, options?: SetSearchQueryOptions | null): void;
  enable(): void;
  disable(): void;
  validate(): boolean;
  setCustomValidity(message: string): void;
  reportValidity(): boolean;
  reload(): void;
  clearRemoteCache(): void;
  on<K extends SelectEventName>(event: K, handler: SelectEventHandler<K, Meta>): void;
  off<K extends SelectEventName>(event: K, handler: SelectEventHandler<K, Meta>): void;
  destroy(): void;
}

/** The part of the widget state plugins may read and propose changes to. */
export interface PluginState {
  /** Selected values in selection (tag) order. */
  readonly value: readonly string[];
  /** Current search query. */
  readonly query: string;
  /** Whether the dropdown is open. */
  readonly open: boolean;
  /** Entry index of the highlighted option, or -1. */
  readonly highlighted: number;
  /** Whether the control is disabled. */
  readonly disabled: boolean;
}

/**
 * The type of the action behind a proposed change, as interceptors see it:
 * what the user did (`pick`, `pickHighlighted`, `remove`, `removeLast`,
 * `clear`, `moveTag`, `dropTag`, `typeahead`, …), what a method asked for
 * (`setValue`, `selectAll`, `open`, …) or what arrived (`dataReplaced`,
 * `remotePhase`, `messagesLoaded`, …). The cause says who asked; the action
 * type says what was asked.
 */
export type ActionType =
  | 'open'
  | 'close'
  | 'toggleOpen'
  | 'focusArrived'
  | 'setQuery'
  | 'move'
  | 'highlight'
  | 'hover'
  | 'typeahead'
  | 'pick'
  | 'pickHighlighted'
  | 'pickRange'
  | 'pickGroup'
  | 'apply'
  | 'remove'
  | 'removeLast'
  | 'clear'
  | 'setValue'
  | 'selectAll'
  | 'clearMatching'
  | 'valuesResolved'
  | 'reorder'
  | 'moveTag'
  | 'dropTag'
  | 'expand'
  | 'collapse'
  | 'toggleExpanded'
  | 'treeKey'
  | 'nodeLoad'
  | 'childrenLoaded'
  | 'createFromQuery'
  | 'paste'
  | 'createPending'
  | 'createAnswered'
  | 'createRefused'
  | 'pickCreated'
  | 'pickPasted'
  | 'retry'
  | 'loadMore'
  | 'remotePhase'
  | 'remoteStale'
  | 'dataReplaced'
  | 'optionsUpdated'
  | 'messagesLoaded'
  | 'searchCompleted'
  | 'disable'
  | 'nativeInvalid'
  | 'setCustomValidity'
  | 'validate'
  | 'reportValidity'
  | 'formReset'
  | 'nativePicked'
  | 'nativeOptions'
  | 'nativeDisabled'
  | 'fieldsetDisabled';

/** A proposed state change as plugins see it. */
export type StateChange = Partial<Pick<PluginState, 'value' | 'query' | 'open' | 'highlighted'>>;

/**
 * Changes made on behalf of the user, exactly as the built-in UI makes them:
 * they pass `beforeSelect` / `beforeUnselect` and every interceptor, emit
 * `select` / `unselect` (or `clear`) and `change`, and fire `input` +
 * `change` on a native `<select>` so form libraries notice.
 */
export interface UserActions {
  /** Picks an option as a click on its row would (toggles in multiple mode). */
  toggle(value: string): void;
  /**
   * Multiple mode: selects every enabled option, capped by `maxSelections`;
   * with `{ scope: 'matching' }` those matching the current query (for a
   * paged remote source, every page of it: the remaining pages load first).
   */
  selectAll(options?: SelectionScopeOptions): void;
  /**
   * Clears the selection, as the clear button does; with `{ scope: 'matching' }`
   * only the values of the options matching the current query.
   */
  clearAll(options?: SelectionScopeOptions): void;
}

/** What a plugin's `setup` receives. Plugins act only through these seams. */
export interface PluginApi<Meta = Record<string, unknown>> {
  /** The widget instance (all public methods, `on` and `off`). */
  readonly widget: SelectWidgetApi<Meta>;
  /** The widget's root element (`.widget-select`). Its class list is rewritten when options change. */
  readonly root: HTMLElement;
  /** The combobox control (`.widget-select__control`); content appended after its children stays. */
  readonly control: HTMLElement;
  /** The current state, read-only (a fresh snapshot on every read). */
  readonly state: Readonly<PluginState>;
  /** The current options after defaults (follows `updateOptions`). */
  readonly options: Readonly<SelectOptions<Meta>>;
  /** The current language table, for any text the plugin shows (follows `updateOptions`). */
  readonly messages: Readonly<Messages>;
  /** Changes on behalf of the user; see {@link UserActions}. */
  readonly user: UserActions;
  /**
   * How many enabled options match the current query (every option without
   * one): with a remote source that has pages left (or its first page
   * loading again, during `reload()`), the `total` its responses report, or
   * null when they report none. Also null for a query set before the open
   * list's chunk (which brings the search) has arrived.
   */
  matchingCount(): number | null;
  /**
   * Called after every state change the widget commits, once it is
   * rendered (a new query, remote results, a selection…). Returns an
   * unsubscribe; removed automatically on destroy.
   */
  subscribe(listener: (state: Readonly<PluginState>) => void): () => void;
  /** Subscribes to a widget event; removed automatically on destroy. Returns an unsubscribe. */
  on<K extends SelectEventName>(event: K, handler: SelectEventHandler<K, Meta>): () => void;
  /**
   * Sees every proposed state change with its named cause (for example
   * `user:pick`, `api:setValue`), the state it would apply to and the type
   * of the action behind it (for example `pickHighlighted` for Enter on a
   * row, `clear` for the clear button). Return the change, a rewritten
   * change (its keys override the proposal's), or `false` to cancel it.
   * Returns a function that removes the interceptor.
   */
  intercept(
    interceptor: (
      change: StateChange,
      cause: Cause,
      state: Readonly<PluginState>,
      action: { readonly type: ActionType },
    ) => StateChange | false,
  ): () => void;
  /**
   * Called each time the dropdown opens, with the dropdown element and a
   * header slot above the list where the plugin may add content. A returned
   * function runs when the dropdown closes (the header is emptied anyway).
   */
  onDropdownOpen(
    handler: (dropdown: HTMLElement, header: HTMLElement) => undefined | (() => void),
  ): () => void;
  /**
   * Called for each rendered option row after the built-in rendering, and
   * again whenever its state changes, to decorate it (for example a
   * checkbox). Must be idempotent and must not attach listeners to the row:
   * rows are recycled, and clicks on a row already pick it.
   */
  decorateRow(decorator: (row: HTMLElement, option: Option<Meta>, selected: boolean) => void): () => void;
  /** The option of a value, from the data or remembered selections. */
  optionOf(value: string): Option<Meta> | undefined;
}

/**
 * A plugin: a name and a setup that may return a teardown. Every seam the
 * api hands out is removed on destroy; the teardown is for anything else
 * the plugin created (DOM outside the dropdown, timers).
 */
export interface SelectPlugin<Meta = Record<string, unknown>> {
  /** Unique name, used in diagnostics. */
  name: string;
  /** Runs once when the widget is built; the returned function runs on destroy. */
  setup(api: PluginApi<Meta>): undefined | (() => void);
}
