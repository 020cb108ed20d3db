/**
 * Public types of widget-select, each option documented with TSDoc; the
 * defaults live in `options.ts`. This module imports no runtime module: the
 * core, the view and the facade all depend on it, never the reverse.
 */
import type { Messages } from './i18n/messages';
import type { SelectPlugin } from './plugin-api';

export type { Messages } from './i18n/messages';

import type {
  AjaxConfig,
  ClassNamePart,
  DataItemInput,
  Option,
  OptionInput,
  SearchField,
  TemplateResult,
} from './data-types';

export type {
  AjaxAnswer,
  AjaxConfig,
  AjaxSettings,
  ClassNamePart,
  DataItem,
  DataItemInput,
  Option,
  OptionGroup,
  OptionGroupInput,
  OptionInput,
  RemoteAnswer,
  RemotePage,
  SearchField,
  SelectValue,
  TemplateResult,
  ValueInput,
} from './data-types';
export type {
  Cause,
  SelectEventHandler,
  SelectEventName,
  SelectEvents,
  SelectionScopeOptions,
  SetSearchQueryOptions,
  SetValueOptions,
  ValueOf,
} from './event-types';

/** Configuration of a SelectWidget. Every key is optional. */
export interface SelectOptions<Meta = Record<string, unknown>> {
  /** Text shown when nothing is selected. @default '' */
  placeholder?: string;
  /** Show a search input inside the dropdown. @default true */
  searchable?: boolean;
  /** Allow more than one selected option. @default false */
  multiple?: boolean;
  /** Show a button that clears the selection. @default false */
  clearable?: boolean;
  /** User may create a new option from free text. @default false */
  allowCreate?: boolean;
  /** Multi-select only: reorder tags by dragging or Alt+Left/Right. @default false */
  sortable?: boolean;
  /** Multi-select only: close the dropdown after each pick. @default false */
  closeOnSelect?: boolean;
  /**
   * Multi-select only: a click on a group's header row selects every enabled
   * option of the group, or removes them all when they are all selected;
   * the header carries `aria-checked` `true`, `false` or `mixed`.
   * @default false
   */
  groupSelect?: boolean;
  /** Multi-select only: selected options leave the list (flat lists; a tree keeps its rows). @default false */
  hideSelected?: boolean;
  /** Multi-select only: a pick keeps the typed query (and its filtered list) instead of clearing it. @default false */
  keepQueryOnSelect?: boolean;
  /**
   * Multi-select only: how the control shows the selection. `'tags'`: one
   * tag per value. `'count'`: one text instead, "3 selected" (message
   * `selectedCount`), or "All selected" (message `allSelected`) when every
   * enabled option of a local list is selected; the placeholder when
   * nothing is. The text is the combobox's value for screen readers.
   * @default 'tags'
   */
  selectionDisplay?: 'tags' | 'count';
  /**
   * Multi-select only: an opening with an empty query lists the selected
   * options first (in data order; inside each group for grouped data), then
   * the rest. The order is taken when the list opens and kept while it
   * stays open, so a pick or an unpick moves no row. A query ranks its
   * matches as usual. Tree data keeps its structure: the option does
   * nothing there.
   * @default false
   */
  selectedFirst?: boolean;
  /**
   * Multi-select only: when the user's choices take effect. `'immediate'`:
   * every pick or unpick in the open list changes the value at once.
   * `'apply'` (a filter panel that should not reload on every click): picks
   * and unpicks in the open list are pending. The rows show them (and the
   * select-all header and the sheet's count), but the value, the tags, the
   * form value and the `select` / `unselect` / `change` events keep the
   * committed value until the user applies: the Apply button of the
   * dropdown's footer, Ctrl+Enter (Meta+Enter) in the open list, or the
   * sheet's Done. Applying emits a `select` or `unselect` per difference,
   * then one `change`, then closes the list. Cancel, Escape, Tab away and a
   * click outside drop the pending picks and close, with no value event.
   * A tag's remove button, Backspace, the clear button, a created tag and
   * every method act on the committed value at once (pending picks stay).
   * Picks never close the list in this mode, whatever `closeOnSelect` says.
   * `getPendingValue()` reads the pending value. No effect in single mode.
   * @default 'immediate'
   */
  commit?: 'immediate' | 'apply';
  /** Multi-select only: cap on selected values. @default undefined (no cap) */
  maxSelections?: number;
  /**
   * Named theme, applied as `data-theme` on the root and the dropdown. Built in:
   * `'default'`, `'dark'`, `'high-contrast'`, `'auto'` (light or dark as the system prefers); any other name selects your own
   * `[data-theme]` block of `--ws-*` custom properties.
   * @default 'default'
   */
  theme?: string;
  /**
   * Your own classes (space-separated) for parts of the widget, added beside
   * its `widget-select__*` classes, e.g. utility classes:
   * `{ control: 'rounded border px-2', option: 'py-1' }`. Parts: `root`,
   * `control`, `value`, `placeholder`, `tag`, `tagRemove`, `clear`,
   * `dropdown`, `search`, `list`, `option`, `group`, `message`. Applies
   * when the widget is built (a change needs a remount).
   */
  classNames?: Partial<Record<ClassNamePart, string>>;
  /**
   * The options of selected values the widget does not know yet: an edit
   * form's saved value whose options come from a server only when the user
   * types. Called with every unknown value of one task (the initial value,
   * `setValue`, a form reset or restore); may return the options or a
   * promise of them. While a value is resolved it stays selected (in
   * `getValue()` and the form) and its tag or value is marked pending; the
   * labels then appear without a `change` event. A value the answer lacks,
   * or a failed call, follows `missingSelectionPolicy`. Answers are cached;
   * `signal` aborts when the values are no longer selected or on `destroy()`.
   */
  resolveOptions?: (
    values: string[],
    context: { signal: AbortSignal },
  ) => OptionInput<Meta>[] | Promise<OptionInput<Meta>[]>;
  /**
   * Children of a tree node that has `hasChildren: true` and no `children`,
   * called the first time the node is expanded (ArrowRight, a click on its
   * twisty). May return the options or a promise of them; meanwhile a
   * loading row follows the node (`aria-busy` on it), and a failure shows
   * an error row with a Retry button. Answers are cached per node (by
   * value, also across `setData()`) until `clearRemoteCache()`; `signal` aborts when the node is
   * collapsed before the answer, on new data and on `destroy()`. A result
   * that is not an array of options counts as a failure (`error` event,
   * code `callback-failed`). Property only (no element attribute).
   */
  loadChildren?: (
    option: Option<Meta>,
    context: { signal: AbortSignal },
  ) => OptionInput<Meta>[] | Promise<OptionInput<Meta>[]>;
  /**
   * Multiple tree selects: which checked nodes the value holds. `'all'`:
   * every checked node; `'parent'`: a fully checked node stands for its
   * descendants (only the highest fully checked nodes); `'leaf'`: only
   * checked nodes without children (a lazy node whose children are not
   * loaded counts as a leaf). `getValue()`, the form, the tags, the
   * `change` / `select` / `unselect` events and `maxSelections` follow it;
   * `setValue` accepts values in the same shape.
   * @default 'all'
   */
  treeValue?: 'all' | 'parent' | 'leaf';
  /**
   * How tree data is shown. `'nested'`: one list with indented rows and
   * twisties. `'columns'`: a cascader, one list per open level side by side
   * (in the phone sheet one at a time, with a Back button); a query shows
   * one flat list of the matching leaves with their paths. Needs
   * `widget-select/columns` (in the default entry and the script-tag
   * build). Element attribute `tree-layout`. Changing it needs a remount.
   * @default 'nested'
   */
  treeLayout?: 'nested' | 'columns';
  /**
   * `treeLayout: 'columns'`: what joins the labels of a path (the single
   * value, the search rows, `tagPath` tags and the tags' accessible names).
   * @default ' / '
   */
  pathSeparator?: string;
  /**
   * `treeLayout: 'columns'`, multiple mode: tags show the whole path
   * ("Asia / Vietnam / Hanoi") instead of the leaf's label. Either way the
   * tag's accessible name is the whole path.
   * @default false
   */
  tagPath?: boolean;
  /** Render the control disabled. @default false */
  disabled?: boolean;
  /**
   * Read-only: the value shows, stays focusable and is submitted with the
   * form, but the user cannot change it (the list does not open, keys and
   * clicks edit nothing, tags have no remove buttons). Methods such as
   * `setValue` still work. The root gets `widget-select--readonly` and the
   * combobox `aria-readonly="true"`.
   * @default false
   */
  readonly?: boolean;
  /**
   * Marks the field required. On a native `<select>` it keeps Constraint
   * Validation (an empty selection blocks submission); on a plain element it
   * sets `aria-required` and makes `validate()` fail while empty.
   * @default false (a native select's `required` attribute when mounted on one)
   */
  required?: boolean;
  /**
   * Static options, used instead of `<option>` children. A finite number
   * value is taken as its decimal string (`1` → `"1"`).
   */
  data?: DataItemInput<Meta>[];
  /** Remote data source. */
  ajax?: AjaxConfig<Meta>;
  /** Custom renderer for dropdown rows. */
  templateResult?: (option: Option<Meta>) => TemplateResult;
  /** Custom renderer for the selected value and tags. */
  templateSelection?: (option: Option<Meta>) => TemplateResult;
  /** Sanitizes the string output of both templates before insertion. */
  sanitizeTemplate?: (html: string, option: Option<Meta>) => string;
  /** Returning false cancels an interactive selection. */
  beforeSelect?: (option: Option<Meta>) => boolean;
  /** Returning false cancels an interactive removal. */
  beforeUnselect?: (option: Option<Meta>) => boolean;
  /**
   * Returning false cancels tag creation; the create row then shows the
   * `cannotCreate` message until the query changes.
   */
  beforeCreate?: (label: string) => boolean;
  /**
   * Creates or validates a tag, synchronously or asynchronously. A finite
   * number value is taken as its decimal string.
   */
  createOption?: (label: string) => OptionInput<Meta> | Promise<OptionInput<Meta>>;
  /** Selected values absent from new `setData()` data. @default 'preserve' */
  missingSelectionPolicy?: 'preserve' | 'prune' | 'error';
  /**
   * Diagnostics for duplicate option values (the first occurrence wins).
   * `'warn'` checks a local list of 2,000 options or more while the page is
   * idle; `'error'` checks at once and throws `duplicate-value`.
   * @default 'warn'
   */
  duplicateValuePolicy?: 'ignore' | 'warn' | 'error';
  /** Custom match predicate replacing the built-in match. */
  filterOption?: (option: Option<Meta>, query: string) => boolean;
  /** Fields searched by the built-in scorer. @default ['label', 'description'] */
  searchFields?: SearchField[];
  /** Every query token must match, each in any field. @default true */
  tokenSearch?: boolean;
  /** Ignore case and diacritics, including đ. @default true */
  accentInsensitive?: boolean;
  /** Custom relevance; a non-positive score excludes the option. */
  searchScorer?: (option: Option<Meta>, query: string, normalized: string) => number;
  /** Highlight matching label tokens in the built-in renderer. @default false */
  highlightSearch?: boolean;
  /** Hide results (show a hint) until the trimmed query reaches this length. @default 0 */
  minSearchLength?: number;
  /** Hide the search field of a local list with fewer options. @default 0 */
  minResultsForSearch?: number;
  /**
   * Render at most this many tags; the rest collapse into a `+N more` chip.
   * `'auto'`: as many as fit on one line (refitted when the control's width changes).
   */
  maxVisibleTags?: number | 'auto';
  /** Disables an option dynamically; re-evaluated on every render. */
  isOptionDisabled?: (option: Option<Meta>) => boolean;
  /** true or unset: virtualize above ~100 rows; false: never. */
  virtualScroll?: boolean;
  /** Fixed row height in px, or `'auto'` for measured rows. @default 36 */
  itemHeight?: number | 'auto';
  /**
   * Locale code (bundled: en fr de es it pt nl pl ru uk tr vi zh ja ko ar;
   * `'pt-BR'` falls back to `'pt'`) or a partial custom {@link Messages}
   * table completed from English. Right-to-left codes such as `'ar'` also lay
   * the widget out right to left. Not given: the nearest `lang` attribute
   * around the mount when its locale is bundled or registered, as a native
   * control takes the page's language. A bundled locale is fetched on first
   * use (English until then; a failed fetch is an `error` event of code
   * `load-failed`, asked for again when `language` changes). A code whose
   * table is registered later is taken up then.
   * @default 'en'
   */
  language?: string | Partial<Messages>;
  /** Plugins registered on this instance, set up in order; see {@link SelectPlugin}. @default [] */
  plugins?: SelectPlugin<Meta>[];
  /**
   * How the open list shows: `'dropdown'` under the control, `'sheet'` as a
   * modal sheet at the bottom of the screen (above the on-screen keyboard,
   * with a Done button in multiple mode; the back gesture closes it), or
   * `'auto'`: the sheet on a touch screen narrower than 640 CSS px, the
   * dropdown elsewhere, decided each time the list opens.
   * @default 'auto'
   */
  presentation?: 'dropdown' | 'sheet' | 'auto';
  /** Open the dropdown when the control receives keyboard focus. @default false */
  openOnFocus?: boolean;
  /**
   * A printable key on the closed control of a searchable widget opens the
   * list with that text as the query (instead of jumping to the next label
   * that starts with it).
   * @default false
   */
  openOnType?: boolean;
  /**
   * Tab (or Shift+Tab) in the open list picks the highlighted option as
   * Enter would, then focus moves on as Tab does. Nothing is picked while
   * an input method is composing, nor when no option is highlighted (the
   * create row is left to Enter).
   * @default false
   */
  selectOnTab?: boolean;
  /**
   * Portal the open dropdown into this container (an element or a selector,
   * commonly `document.body`) to escape `overflow: hidden` ancestors. It keeps
   * the theme and direction, follows the control on scroll and resize, and
   * `destroy()` removes it.
   * @default undefined (the dropdown stays inside the widget root)
   */
  dropdownParent?: HTMLElement | string;
}

export type {
  ActionType,
  PluginApi,
  PluginState,
  SelectPlugin,
  SelectWidgetApi,
  StateChange,
  UserActions,
} from './plugin-api';
