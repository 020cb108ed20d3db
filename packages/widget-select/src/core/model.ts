/**
 * The DOM-free widget: data set, selection, search, rows, highlight and the
 * events that come from state diffs. The view renders it; the facade exposes
 * it through the spec's methods. Unit-tested in Node.
 */
import { type Messages, resolveMessages } from '../i18n';
import { type ResolvedOptions, resolveOptions } from '../options';
import type { DataItem, Option, SelectEvents, SelectOptions, SetValueOptions } from '../types';
import type { Cause } from './actions';
import { buildDataSet, type DataSet } from './dataset';
import { reportDuplicates } from './diagnostics';
import { Emitter } from './emitter';
import { diffEvents } from './events';
import { type Move, moveHighlight } from './navigation';
import { Typeahead, typeaheadMatch } from './typeahead';
import { computeRows, type RowList } from './rows';
import { SearchIndex } from './search/engine';
import * as selection from './selection';
import { sameValues } from './state';
import { type Change, Store } from './store';

/** What the facade needs of a remote loader. */
export interface RemoteSource {
  reload(): void;
  clearCache(): void;
  dispose(): void;
}

/** What the dropdown shows instead of (or besides) option rows. */
export type MessageKind = 'hint' | 'empty' | null;

export class Model<M = Record<string, unknown>> {
  options: ResolvedOptions<M>;
  messages: Messages;
  readonly store: Store;
  readonly emitter = new Emitter<SelectEvents<M>>();
  readonly memory = new selection.SelectionMemory<M>();
  /** Manually expanded tree nodes (entry indices). */
  readonly expanded = new Set<number>();
  dataset: DataSet<M>;
  private index: SearchIndex<M> | null = null;
  private rowCache: { key: string; dataset: DataSet<M>; list: RowList } | null = null;
  private expansionVersion = 0;
  /** The remote loader when `ajax` is set. */
  remote: RemoteSource | null = null;

  constructor(options: SelectOptions<M>, data: unknown, initial: readonly string[] = []) {
    this.options = resolveOptions(options);
    this.messages = resolveMessages(this.options.language);
    this.dataset = buildDataSet<M>(data ?? []);
    reportDuplicates(this.dataset, this.options.duplicateValuePolicy);
    const value = selection.normalizeValue(
      initial,
      this.options.multiple,
      (v) => this.dataset.byValue.has(v),
      () => {},
    );
    for (const v of value) this.rememberValue(v);
    this.store = new Store({ value, disabled: this.options.disabled });
    this.store.intercept((change, cause, state) => this.applyHooks(change, cause, state));
    this.store.subscribe((next, prev, cause, meta) => {
      if (!sameValues(next.value, prev.value)) {
        for (const v of next.value) this.rememberValue(v);
        this.memory.retain(next.value);
      }
      for (const event of diffEvents(prev, next, cause, meta, this.eventContext())) {
        this.emitter.emit(event.name, event.payload as never);
      }
    });
  }

  get state() {
    return this.store.get();
  }

  private eventContext() {
    return { multiple: this.options.multiple, optionOf: (v: string) => this.optionOf(v) };
  }

  private rememberValue(value: string): void {
    const option = this.findInData(value);
    if (option) this.memory.remember(option);
  }

  private findInData(value: string): Option<M> | undefined {
    const i = this.dataset.byValue.get(value);
    return i === undefined ? undefined : this.dataset.entries[i]?.option;
  }

  /** The option of a value: current data first, then remembered selections. */
  optionOf(value: string): Option<M> | undefined {
    return this.findInData(value) ?? this.memory.get(value);
  }

  /** Static `disabled` combined with `isOptionDisabled`, evaluated now. */
  isDisabled(option: Option<M>): boolean {
    return option.disabled === true || this.options.isOptionDisabled?.(option) === true;
  }

  isEntrySelectable = (entry: number): boolean => {
    const option = this.dataset.entries[entry]?.option;
    return option !== undefined && !this.isDisabled(option);
  };

  /** before* hooks: one interception point for interactive selection changes. */
  private applyHooks(change: Change, cause: Cause, state: { value: readonly string[] }): Change | false {
    if (!change.value || !cause.startsWith('user:') || cause === 'user:reorder') return change;
    const { beforeSelect, beforeUnselect } = this.options;
    if (!beforeSelect && !beforeUnselect) return change;
    const next = new Set(change.value);
    const before = new Set(state.value);
    const vetoed: string[] = [];
    for (const v of state.value) {
      const option = this.optionOf(v);
      if (!next.has(v) && option && beforeUnselect && beforeUnselect(option) === false) vetoed.push(v);
    }
    for (const v of change.value) {
      const option = this.optionOf(v);
      if (!before.has(v) && option && beforeSelect && beforeSelect(option) === false) return false;
    }
    if (vetoed.length === 0) return change;
    if (cause !== 'user:clear') return false;
    return { ...change, value: state.value.filter((v) => vetoed.includes(v)) };
  }

  // ---- rows and search ----------------------------------------------------

  private searchIndex(): SearchIndex<M> {
    if (!this.index) {
      const { searchFields, tokenSearch, accentInsensitive, filterOption, searchScorer } = this.options;
      const options = this.dataset.entries.map((entry) => entry.option);
      this.index = new SearchIndex(options, {
        searchFields,
        tokenSearch,
        accentInsensitive,
        filterOption,
        searchScorer,
      });
    }
    return this.index;
  }

  /** Whether the query is still below `minSearchLength`. */
  belowMinLength(): boolean {
    return this.state.query.trim().length < this.options.minSearchLength;
  }

  /** The visible rows for the current query and expansion (memoised). */
  rows(): RowList {
    const query = this.belowMinLength() ? '\u0000hint' : this.state.query;
    const key = `${this.expansionVersion}\u0001${query}`;
    const cache = this.rowCache;
    if (cache && cache.key === key && cache.dataset === this.dataset) return cache.list;
    let list: RowList;
    if (this.belowMinLength()) {
      list = { rows: new Int32Array(0), searchExpanded: null, optionCount: 0 };
    } else if (this.state.query.trim() === '' && !this.options.searchScorer) {
      list = computeRows(this.dataset, null, false, this.expanded);
    } else {
      const index = this.searchIndex();
      index.run(this.state.query);
      list = computeRows(this.dataset, index.scores, true, this.expanded);
    }
    this.rowCache = { key, dataset: this.dataset, list };
    return list;
  }

  /** The message row to show, if any. */
  message(): MessageKind {
    if (this.belowMinLength()) return 'hint';
    return this.rows().optionCount === 0 ? 'empty' : null;
  }

  /** Whether the search input is shown (local lists may hide it by size). */
  searchVisible(): boolean {
    if (!this.options.searchable) return false;
    if (this.options.ajax) return true;
    return this.dataset.entries.length >= this.options.minResultsForSearch;
  }

  /** Ranges of an entry's label that match the query (for highlightSearch). */
  labelMatches(entry: number): [number, number][] {
    if (this.state.query.trim() === '') return [];
    return this.searchIndex().labelMatches(entry, this.state.query);
  }

  /** Marks tree expansion as changed so rows recompute. */
  touchExpansion(): void {
    this.expansionVersion++;
  }

  // ---- highlight ----------------------------------------------------------

  /** The entry to highlight when the list (re)appears. */
  defaultHighlight(): number {
    const { rows } = this.rows();
    const selected = this.state.value[0];
    if (selected !== undefined && this.state.query.trim() === '') {
      const entry = this.dataset.byValue.get(selected);
      if (entry !== undefined && rows.includes(entry) && this.isEntrySelectable(entry)) return entry;
    }
    return moveHighlight(rows, -1, 'first', this.isEntrySelectable);
  }

  move(move: Move): void {
    const next = moveHighlight(this.rows().rows, this.state.highlighted, move, this.isEntrySelectable);
    this.store.dispatch({ highlighted: next }, 'user:navigate');
  }

  private readonly typeaheadBuffer = new Typeahead();

  /**
   * Typeahead on the control: highlights the next option whose label starts
   * with the typed text (never selects). Returns whether a match was found.
   */
  typeahead(char: string, now: number): boolean {
    const index = this.searchIndex();
    const buffer = this.typeaheadBuffer.type(index.normalizeQuery(char) || char, now);
    const entry = typeaheadMatch(
      this.rows().rows,
      this.state.highlighted,
      buffer,
      (e) => index.labelKey(e),
      this.isEntrySelectable,
    );
    if (entry >= 0) this.store.dispatch({ highlighted: entry }, 'user:navigate');
    return entry >= 0;
  }

  highlight(entry: number): void {
    this.store.dispatch({ highlighted: entry }, 'user:navigate');
  }

  // ---- dropdown and query -------------------------------------------------

  open(cause: Cause): void {
    if (this.state.open || this.state.disabled) return;
    this.store.dispatch({ open: true, highlighted: this.defaultHighlight() }, cause);
  }

  close(cause: Cause): void {
    if (!this.state.open) return;
    this.store.dispatch({ open: false, query: '', highlighted: -1 }, cause);
  }

  setQuery(query: string, cause: Cause, silent = false): void {
    if (query === this.state.query) return;
    this.store.dispatch({ query }, cause, { silentSearch: silent });
    this.store.dispatch({ highlighted: this.defaultHighlight() }, cause);
  }

  // ---- selection ----------------------------------------------------------

  /** A user picked a row: toggle, cap, hooks, close per closeOnSelect. */
  pickEntry(entry: number): void {
    const option = this.dataset.entries[entry]?.option;
    if (!option || this.isDisabled(option) || this.state.disabled) return;
    const { multiple, maxSelections, closeOnSelect } = this.options;
    const result = selection.pick(this.state.value, option.value, { multiple, maxSelections });
    if (result.kind === 'maximum') {
      this.emitter.emit('maximum', { limit: result.limit, option });
      return;
    }
    const closes = !multiple || closeOnSelect;
    if (result.kind === 'unchanged') {
      if (closes) this.close('user:close');
      return;
    }
    const change: Change = { value: result.value };
    if (closes) Object.assign(change, { open: false, query: '', highlighted: -1 });
    else if (this.state.query !== '') Object.assign(change, { query: '' });
    const landed = this.store.dispatch(change, 'user:pick');
    if (landed && !closes && change.query === '')
      this.store.dispatch({ highlighted: entry }, 'user:navigate');
  }

  /** A user removed one value (tag remove button, Backspace). */
  removeValue(value: string, cause: Cause = 'user:remove'): void {
    if (this.state.disabled || !this.state.value.includes(value)) return;
    this.store.dispatch({ value: selection.unpick(this.state.value, value) }, cause);
  }

  /** The clear button. */
  clearByUser(): void {
    if (this.state.disabled || this.state.value.length === 0) return;
    this.store.dispatch({ value: [] }, 'user:clear');
  }

  setValue(input: unknown, options: SetValueOptions = {}, cause: Cause = 'api:setValue'): void {
    const value = selection.normalizeValue(
      input,
      this.options.multiple,
      (v) => this.optionOf(v) !== undefined,
      (unknown) => this.reportUnknown(unknown),
    );
    this.store.dispatch({ value }, cause, { silentChange: options.emitChange === false });
  }

  private reportUnknown(values: string[]): void {
    if (this.options.duplicateValuePolicy === 'ignore') return;
    console.warn(
      `widget-select: setValue ignored unknown value(s) ${values.map((v) => JSON.stringify(v)).join(', ')}.`,
    );
  }

  selectAll(): void {
    if (!this.options.multiple) return;
    const value = selection.selectAll(
      this.state.value,
      this.dataset,
      (option) => this.isDisabled(option),
      this.options.maxSelections,
    );
    this.store.dispatch({ value }, 'api:selectAll');
  }

  /** Replaces the data; selected values keep their remembered option. */
  setData(data: DataItem<M>[] | unknown): void {
    const dataset = buildDataSet<M>(data, 'setData(data)');
    reportDuplicates(dataset, this.options.duplicateValuePolicy);
    this.dataset = dataset;
    this.index = null;
    this.expanded.clear();
    this.touchExpansion();
    const highlighted = this.state.open ? this.defaultHighlight() : -1;
    this.store.dispatch({ highlighted }, 'api:setData');
  }

  setDisabled(disabled: boolean): void {
    const change: Change = { disabled };
    if (disabled && this.state.open) Object.assign(change, { open: false, query: '', highlighted: -1 });
    this.store.dispatch(change, disabled ? 'api:disable' : 'api:enable');
  }

  /** Live option changes; search keys are rebuilt when search options change. */
  updateOptions(partial: SelectOptions<M>): void {
    this.options = resolveOptions({ ...this.options, ...partial });
    this.messages = resolveMessages(this.options.language);
    this.index = null;
    this.rowCache = null;
    if (partial.disabled !== undefined) this.setDisabled(partial.disabled);
  }

  /** Stops timers and pending work. */
  dispose(): void {
    this.remote?.dispose();
  }
}
