/**
 * The DOM-free widget controller: it turns each action (a pick, a key, a
 * method call) into one dispatch on the store, and holds what sits beside
 * the state: the data set, the resolved options and the satellites
 * (results, creation, remote). The view renders the state; the facade
 * exposes the public methods. Unit-tested in Node.
 */
import {
  checkFeatures,
  featureOf,
  noCreation,
  noSearchExpansion,
  requireFeature,
  treeFeature,
} from '../features/registry';
import type { SearchExpansionPort } from '../features/types';
import type { DataItem, Messages, Option, SelectOptions, SetValueOptions } from '../types';
import type { Cause, Notice } from './actions';
import type { Configuration, ResolvedOptions } from './configuration';
import { buildDataSet, type DataSet } from './dataset';
import { DuplicateCheck } from './diagnostics';
import { EventOutlet } from './events';
import { FaultReporter } from './faults';
import * as highlight from './highlight';
import type { CreationPort, FeatureHost } from './host';
import { beforeHooks } from './interceptors';
import type { Move } from './navigation';
import { type PreparedData, prepareData } from './policies';
import type { MessageKind, RemoteSource } from './remote-port';
import { Results } from './results';
import type { RowList } from './rows';
import type { SearchIndex } from './search/engine';
import { FieldCheck } from './search/fields';
import * as selection from './selection';
import { allSelected, pickOutcome, removal, reordered, settledValue } from './selection-changes';
import { settledFields, validityOf } from './settle';
import { initialState, type State, sameValues } from './state';
import { type Change, Store } from './store';
import { TreeActions } from './tree-actions';
import { Typeahead } from './typeahead';
import type { Validity } from './validity';

export type { MessageKind, RemoteSource } from './remote-port';

export class Model<M = Record<string, unknown>> implements FeatureHost<M> {
  options: ResolvedOptions<M>;
  readonly store: Store;
  /** Emits every public event (see core/events.ts). */
  private readonly events: EventOutlet<M> = new EventOutlet<M>({
    multiple: () => this.options.multiple,
    optionOf: (v) => this.optionOf(v),
  });
  /** Where `on` / `off` subscribe. */
  readonly emitter = this.events.emitter;
  /** Throwing user callbacks; `error` handlers run after the render that failed. */
  readonly faults = new FaultReporter((error) => {
    queueMicrotask(() => this.announce({ name: 'error', payload: error }));
  });
  readonly memory = new selection.SelectionMemory<M>();
  /** Manually expanded tree nodes (entry indices). */
  readonly expanded = new Set<number>();
  /** Tree expansion the user changed during the current query (never touches `expanded`). */
  readonly treeSearch: SearchExpansionPort;
  dataset: DataSet<M>;
  /** Search index and memoised rows of the current data set and query. */
  readonly results: Results<M> = new Results(this);
  /** Tag creation (allowCreate, createOption, paste). */
  readonly creation: CreationPort = featureOf('tags')?.creation(this) ?? noCreation;
  /** duplicateValuePolicy, checked at once or while idle. */
  readonly duplicates = new DuplicateCheck(() => this.options.duplicateValuePolicy);
  /** The remote loader when `ajax` is set. */
  remote: RemoteSource | null = null;
  /** `searchFields` paths no option of the first data set has: a warning. */
  private readonly fields = new FieldCheck();

  constructor(
    options: SelectOptions<M>,
    data: unknown,
    initial: readonly string[],
    private readonly configuration: Configuration<M>,
  ) {
    this.options = configuration.resolveOptions(options);
    this.dataset = buildDataSet<M>(data ?? []);
    checkFeatures(this.options, this.dataset);
    this.duplicates.check(this.dataset, !this.options.ajax);
    this.checkFields();
    let value = selection.normalizeValue(
      initial,
      this.options.multiple,
      (v) => this.dataset.indexOf(v) >= 0,
      () => {},
    );
    if (this.options.multiple && this.dataset.isTree)
      value = treeFeature().settle(this.dataset, value, this.isEntrySelectable);
    this.memory.track(value, this.dataset);
    this.explicitlyDisabled = this.options.disabled;
    const messages = configuration.resolveMessages(this.options.language);
    // Initial remote `data` stands for the empty query until the first answer replaces it.
    const remoteShown = this.options.ajax && this.dataset.size > 0 ? '' : null;
    const state = { ...initialState, value, disabled: this.options.disabled, messages, remoteShown };
    this.store = new Store(state, (error) => this.faults.report(error, 'a state listener'));
    this.store.settle((proposed, prev, meta) => settledFields(this, proposed, prev, meta));
    this.treeActions = new TreeActions(this.store);
    this.treeSearch = featureOf('tree')?.searchExpansion(this.store) ?? noSearchExpansion;
    this.store.intercept(
      beforeHooks(
        () => this.options,
        (v) => this.optionOf(v),
      ),
    );
    this.store.subscribe((next, prev) => {
      if (!sameValues(next.value, prev.value)) this.memory.track(next.value, this.dataset);
    });
    this.store.observe(this.events.transition);
    if (this.options.ajax) this.remote = requireFeature('remote', 'option "ajax"').source(this);
    else this.results.warmUp();
  }

  get state(): State {
    return this.store.get();
  }

  /** The language table in use (state). */
  get messages(): Messages {
    return this.state.messages;
  }

  /** Reports what an action did outside any state change (a refused pick, a failure). */
  announce(notice: Notice): void {
    this.events.notice(notice);
  }

  /** Required and the custom message, applied to the current value. */
  validity(): Validity {
    return validityOf(this.state, this.options.required);
  }

  private findInData(value: string): Option<M> | undefined {
    const i = this.dataset.indexOf(value);
    return i < 0 ? undefined : this.dataset.options[i];
  }

  /** The option of a value: current data first, then remembered selections. */
  optionOf(value: string): Option<M> | undefined {
    return this.findInData(value) ?? this.memory.get(value);
  }

  /** A set of the selected values, built once per value array (see isSelected). */
  private selectedSet: { of: readonly string[]; set: ReadonlySet<string> } | null = null;

  /** Whether `value` is selected: a set lookup, so a row costs the same with 100,000 selected. */
  isSelected(value: string): boolean {
    const current = this.state.value;
    if (current.length <= 8) return current.includes(value);
    if (this.selectedSet?.of !== current) this.selectedSet = { of: current, set: new Set(current) };
    return this.selectedSet.set.has(value);
  }

  /** Static `disabled` combined with `isOptionDisabled`, evaluated now (a throw counts as disabled). */
  isDisabled(option: Option<M>): boolean {
    const test = this.options.isOptionDisabled;
    if (option.disabled === true || !test) return option.disabled === true;
    return this.faults.call('isOptionDisabled', () => test(option) === true, true);
  }

  isEntrySelectable = (entry: number): boolean => {
    const option = this.dataset.options[entry];
    return option !== undefined && !this.isDisabled(option);
  };

  // ---- rows and search (core/results.ts) ---------------------------------

  /** The search index of the current data set (built on first use). */
  searchIndex(): SearchIndex<M> {
    return this.results.searchIndex();
  }

  /** Whether the query is still below `minSearchLength`. */
  belowMinLength(): boolean {
    return this.results.belowMinLength();
  }

  /** The visible rows for the current query and expansion (memoised). */
  rows(): RowList {
    return this.results.rows();
  }

  /** The message row to show, if any. */
  message(): MessageKind {
    return this.results.message();
  }

  /** Whether the search input is shown (local lists may hide it by size). */
  searchVisible(): boolean {
    return this.results.searchVisible();
  }

  /** Ranges of an entry's label that match the query (for highlightSearch). */
  labelMatches(entry: number): [number, number][] {
    return this.results.labelMatches(entry);
  }

  /** The data set was edited in place (a created tag): rows and search keys start over. */
  dataChanged(): void {
    this.results.invalidate();
  }

  /** Tree expansion as actions: one dispatch per twisty click or arrow key. */
  private readonly treeActions: TreeActions;

  /** Marks tree expansion as changed so rows recompute (the tree helpers call it). */
  touchExpansion(): void {
    this.results.touchExpansion();
    this.treeActions.touched();
  }

  /**
   * Runs a tree helper (the tree feature's expand, collapse or key) as one
   * action: its expansion and highlight changes land in one dispatch.
   */
  treeAction<R>(run: () => R): R {
    return this.treeActions.run(run);
  }

  /** ArrowRight / ArrowLeft on a tree; returns whether the key did something. */
  treeKey(key: 'expand' | 'collapse'): boolean {
    return this.treeActions.run(() => featureOf('tree')?.key(this, key) ?? false);
  }

  // ---- highlight (core/highlight.ts) -------------------------------------

  /** The entry to highlight when the list (re)appears. */
  defaultHighlight(): number {
    return highlight.defaultHighlight(this);
  }

  move(move: Move): void {
    this.store.dispatch({ highlighted: highlight.moved(this, move) }, 'user:navigate');
  }

  private readonly typeaheadBuffer = new Typeahead();

  /**
   * Typeahead on the control: highlights the next option whose label starts
   * with the typed text (never selects). Returns whether a match was found.
   */
  typeahead(char: string, now: number): boolean {
    const entry = highlight.typeaheadTarget(this, this.typeaheadBuffer, char, now);
    if (entry >= 0) this.store.dispatch({ highlighted: entry }, 'user:navigate');
    return entry >= 0;
  }

  highlight(entry: number): void {
    if (!this.treeActions.highlight(entry)) this.store.dispatch({ highlighted: entry }, 'user:navigate');
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
    // A new query abandons a pending creation and its message.
    this.creation.abandon();
    const change: Change = { query };
    if (this.state.create !== 'idle') Object.assign(change, { create: 'idle', createMessage: '' });
    this.store.dispatch(change, cause, { silentSearch: silent, defaultHighlight: true });
  }

  // ---- selection ----------------------------------------------------------

  /** A user picked a row: toggle, cap, hooks, close per closeOnSelect. */
  pickEntry(entry: number): void {
    const outcome = pickOutcome(this, this.state, entry);
    if (outcome.kind === 'maximum') {
      const { limit, option } = outcome;
      this.announce({ name: 'maximum', payload: { limit, option } });
    } else if (outcome.kind === 'close') this.close('user:close');
    else if (outcome.kind === 'change') this.store.dispatch(outcome.change, 'user:pick');
  }

  /** A user removed one value (tag remove button, Backspace). */
  removeValue(value: string, cause: Cause = 'user:remove'): void {
    if (this.state.disabled || !this.isSelected(value)) return;
    this.store.dispatch({ value: removal(this, this.state, value) }, cause);
  }

  /** The clear button. */
  clearByUser(): void {
    if (this.state.disabled || this.state.value.length === 0) return;
    this.store.dispatch({ value: [] }, 'user:clear');
  }

  /** `also`: fields that change with the value in the same dispatch (a form reset's validity). */
  setValue(
    input: unknown,
    options: SetValueOptions = {},
    cause: Cause = 'api:setValue',
    also: Change = {},
  ): void {
    const value = selection.normalizeValue(
      input,
      this.options.multiple,
      (v) => this.optionOf(v) !== undefined,
      (unknown) => this.reportUnknown(unknown),
    );
    this.store.dispatch({ ...also, value: settledValue(this, value) }, cause, {
      silentChange: options.emitChange === false,
    });
  }

  private reportUnknown(values: string[]): void {
    if (this.options.duplicateValuePolicy === 'ignore') return;
    console.warn(
      `widget-select: setValue ignored unknown value(s) ${values.map((v) => JSON.stringify(v)).join(', ')}.`,
    );
  }

  /** Multiple mode: every enabled option, capped; plugins call it with `user:selectAll`. */
  selectAll(cause: Cause = 'api:selectAll'): void {
    if (this.options.multiple) this.store.dispatch({ value: allSelected(this, this.state) }, cause);
  }

  /** Sortable tags: a new order of the same values (reorder + change). */
  reorder(order: readonly string[], cause: Cause = 'user:reorder'): void {
    const value = reordered(this.state, order);
    if (value) this.store.dispatch({ value }, cause);
  }

  /** Replaces the data; selected values keep their remembered option. */
  setData(data: DataItem<M>[] | unknown): void {
    const change = this.installData(prepareData(data, this.state.value, this.options, 'setData(data)'));
    this.store.dispatch(change, 'api:setData', { defaultHighlight: this.state.open });
  }

  /**
   * Swaps in a prepared data set; returns the change that goes with it. An
   * open list's highlight is settled on the new state (dispatch it with
   * `defaultHighlight`), where the remote source already stands for it.
   */
  private installData({ dataset, kept }: PreparedData<M>): Change {
    checkFeatures(this.options, dataset);
    this.duplicates.check(dataset, !this.options.ajax);
    const remote = this.remote?.cancel();
    const change: Change = { ...remote, ...this.swapDataset(dataset), value: kept };
    if (!this.state.open) change.highlighted = -1;
    return change;
  }

  /** A new data set: rows, search keys and expansion start over; its versions bump. */
  private swapDataset(dataset: DataSet<M>): Change {
    checkFeatures(this.options, dataset);
    this.memory.replaceData();
    this.dataset = dataset;
    this.checkFields();
    this.results.invalidate();
    this.expanded.clear();
    this.results.touchExpansion();
    return { dataVersion: this.state.dataVersion + 1, expansion: this.state.expansion + 1 };
  }

  private checkFields(): void {
    this.fields.check(this.options.searchFields, this.dataset.options);
  }

  /**
   * Remote results replace the data set (no setData policies: the list of a
   * search changes all the time, selections live on in `memory`).
   */
  replaceDataset(dataset: DataSet<M>, change: Change, cause: Cause, keepHighlight: boolean): void {
    const next: Change = { ...change, ...this.swapDataset(dataset) };
    const { open, highlighted } = this.state;
    const kept = keepHighlight && highlighted >= 0;
    if (!open || kept) next.highlighted = open ? highlighted : -1;
    // Otherwise settled on the new state, where `change` (a remote answer) already applies.
    this.store.dispatch(next, cause, { defaultHighlight: open && !kept });
  }

  /** `disable()` / `enable()` / the `disabled` option: kept apart from a disabled fieldset. */
  explicitlyDisabled = false;
  /** A native mount inside a disabled `<fieldset>` (it then is not submitted either). */
  private formDisabled = false;

  setDisabled(disabled: boolean, byForm = false): void {
    this.store.dispatch(
      this.disabling(disabled, byForm),
      byForm ? 'native:disabled' : disabled ? 'api:disable' : 'api:enable',
    );
  }

  private disabling(disabled: boolean, byForm: boolean): Change {
    if (byForm) this.formDisabled = disabled;
    else this.explicitlyDisabled = disabled;
    const effective = this.explicitlyDisabled || this.formDisabled;
    const change: Change = { disabled: effective };
    if (effective && this.state.open) Object.assign(change, { open: false, query: '', highlighted: -1 });
    return change;
  }

  /**
   * Live option changes, all or nothing and in one dispatch: new `data` is
   * built and checked under the new options before any of them applies.
   * Search keys are rebuilt when search options change.
   */
  updateOptions(partial: SelectOptions<M>): void {
    const options = this.configuration.resolveOptions({ ...this.options, ...partial });
    const data =
      partial.data !== undefined
        ? prepareData<M>(partial.data, this.state.value, options, 'data')
        : undefined;
    checkFeatures(options, data?.dataset ?? this.dataset);
    this.options = options;
    this.results.invalidate();
    const change: Change = {
      optionsVersion: this.state.optionsVersion + 1,
      messages: this.configuration.resolveMessages(options.language),
    };
    if (partial.disabled !== undefined) Object.assign(change, this.disabling(partial.disabled, false));
    if (data) Object.assign(change, this.installData(data));
    this.store.dispatch(change, 'api:updateOptions', {
      defaultHighlight: data !== undefined && this.state.open && change.open !== false,
    });
  }

  /** A bundled locale arrived: its table replaces the English stand-in. */
  refreshMessages(): void {
    this.store.dispatch(
      { messages: this.configuration.resolveMessages(this.options.language) },
      'locale:loaded',
    );
  }

  /** Destroy: stops the store, timers and pending work; nothing changes state again. */
  dispose(): void {
    this.creation.dispose();
    this.results.dispose();
    // Before the store stops: a load under way still ends with `loading: false`.
    this.remote?.dispose();
    this.store.dispose();
  }
}
