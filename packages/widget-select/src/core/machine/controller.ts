/**
 * The DOM-free widget controller. `send(action)` asks the reducer (core/reducer.ts) what the action changes
 * and dispatches that once on the store (interceptors, settle, commit, renderers, events); the effects
 * (core/effects.ts) run what takes time after the commit. It holds what sits beside the state: the data set
 * and the resolved options (swapped in by core/installer.ts), the derivations (search index, rows),
 * creation and the remote source. The view renders the state through the port; the facade exposes the
 * public methods. Unit-tested in Node.
 */
import { unknownValuesText } from '../../diagnostic-texts';
import {
  type FeatureName,
  type FeatureNamed,
  featureOf,
  noCreation,
  noResolver,
  treeFeature,
} from '../../features/registry';
import type { DataItem, Messages, Option, SelectOptions, SetValueOptions } from '../../types';
import type { Cause, Notice } from './actions';
import { carryOut } from './commands';
import type { Configuration, ResolvedOptions } from './configuration';
import { buildDataSet, type DataSet } from '../domain/dataset';
import { Derivations } from './derivations';
import { DuplicateCheck } from '../domain/diagnostics';
import { Effects } from './effects';
import { EventOutlet } from './events';
import { FaultReporter } from './faults';
import type { CreationPort, FeatureHost, ResolverPort } from './host';
import { Installer } from './installer';
import { defaultHighlight } from '../domain/highlight';
import { matchingCount } from './list-transitions';
import { beforeHooks } from './interceptors';
import { pageScheduler } from './page-scheduler';
import { reduce } from './reducer';
import type { ReducerContext } from './transition';
import type { MessageKind, RemoteSource } from './remote-port';
import type { RowInputs, RowList } from '../domain/row-list';
import type { LabelKeys } from '../domain/label-keys';
import * as selection from '../domain/selection';
import { settledFields, validityOf } from './settle';
import { type Highlight, initialState, type State } from '../domain/state';
import { type Change, Store } from './store';
import { Typeahead } from '../domain/typeahead';
import type { Validity } from '../domain/validity';
import type { Action, Outcome } from './vocabulary';
import type { LazyChildrenPort } from '../../features/tree/lazy-loader';

export class Controller<M = Record<string, unknown>> implements FeatureHost<M>, ReducerContext<M> {
  options: ResolvedOptions<M>;
  readonly store: Store;
  /** Emits every public event (see core/events.ts). */
  private readonly events: EventOutlet<M> = new EventOutlet<M>({
    multiple: () => this.options.multiple,
    optionOf: (v) => this.optionOf(v),
    releasedOption: (v) => this.memory.releasedOption(v),
    publicValue: (value) => this.publicValue(value),
  });
  readonly emitter = this.events.emitter;
  /** Throwing user callbacks; `error` handlers run after the render that failed. */
  readonly faults = new FaultReporter((error) => {
    this.effects.announceLater({ name: 'error', payload: error });
  });
  readonly memory = new selection.SelectionMemory<M>();
  /** A multiple tree: the parents selected values had in the data sets that held them (see publicValue). */
  readonly parents = new Map<string, string | null>();
  /** resolveOptions: options of selected values the data does not hold yet. */
  readonly resolver: ResolverPort = featureOf('resolve')?.resolver(this) ?? noResolver;
  dataset: DataSet<M>;
  /** Search index, memoised rows and message of the current data set and query. */
  readonly derivations: Derivations<M>;
  /** Tag creation (allowCreate, createOption, paste). */
  readonly creation: CreationPort = featureOf('tags')?.creation(this) ?? noCreation;
  /** duplicateValuePolicy, checked at once or while idle. */
  readonly duplicates = new DuplicateCheck(() => this.options.duplicateValuePolicy);
  /** Loads the children of lazy tree nodes (`loadChildren`); null without the tree feature. */
  readonly lazy: LazyChildrenPort | null;
  /** Loads, timers and deferred work, after each commit (core/effects.ts). */
  private readonly effects: Effects<M>;

  get remote(): RemoteSource | null {
    return this.effects.remote;
  }
  /** Data sets, options and disabled sources, checked and swapped in beside the state. */
  readonly installer: Installer<M>;

  constructor(
    options: SelectOptions<M>,
    data: unknown,
    initial: readonly string[],
    configuration: Configuration<M>,
  ) {
    const scheduler = configuration.scheduler ?? pageScheduler;
    // No engine given (a core used without the facade): a query's rows stay pending.
    const engine = configuration.searchEngine ?? { get: () => undefined, ask: () => () => {} };
    this.derivations = new Derivations(this, scheduler, engine);
    this.options = configuration.resolveOptions(options);
    this.dataset = buildDataSet<M>(data ?? []);
    this.installer = new Installer(this, configuration);
    const resolving = typeof this.options.resolveOptions === 'function';
    let value = selection.normalizeValue(
      initial,
      this.options.multiple,
      (v) => resolving || this.dataset.indexOf(v) >= 0,
      () => {},
      this.dataset,
    );
    if (this.options.multiple && this.dataset.isTree)
      value = treeFeature().settle(this.dataset, value, this.isEntrySelectable);
    this.memory.track(value, this.dataset);
    const messages = configuration.resolveMessages(this.options.language);
    // Initial remote `data` stands for the empty query until the first answer replaces it.
    const remoteShown = this.options.ajax && this.dataset.size > 0 ? '' : null;
    const state = { ...initialState, value, disabled: this.options.disabled, messages, remoteShown };
    this.store = new Store(state, (error) => this.faults.report(error, 'a state listener'));
    this.store.settle((proposed, prev, meta) => settledFields(this, proposed, prev, meta));
    this.store.intercept(
      beforeHooks(
        () => this.options,
        (v) => this.optionOf(v),
      ),
    );
    this.store.observe(this.events.transition);
    this.effects = new Effects(this, scheduler);
    this.effects.start();
    this.lazy = featureOf('tree')?.lazy(this) ?? null;
    if (resolving) this.resolver.request(value.filter((v) => this.optionOf(v) === undefined));
  }

  feature<N extends FeatureName>(name: N): FeatureNamed<N> | undefined {
    return featureOf(name);
  }

  isPending(value: string): boolean {
    return this.resolver.isPending(value);
  }

  /** Whether any selected value is being resolved (the control is busy). */
  resolving(): boolean {
    return this.resolver.busy;
  }

  get state(): State {
    return this.store.get();
  }

  /** The language table in use (state). */
  get messages(): Messages {
    return this.state.messages;
  }

  announce(notice: Notice): void {
    this.events.notice(notice);
  }

  /** Required and the custom message, applied to the current value. */
  validity(): Validity {
    return validityOf(this.state, this.options.required);
  }

  optionOf(value: string): Option<M> | undefined {
    return selection.optionIn(this.dataset, value) ?? this.memory.get(value);
  }

  /** A set of the selected values, built once per value array (see isSelected). */
  private selectedSet: { of: readonly string[]; set: ReadonlySet<string> } | null = null;

  /**
   * Whether `value` is selected: a set lookup, so a row costs the same with 100,000 selected. In the
   * pending value while there is one (the rows show it), unless `committed`.
   */
  isSelected(value: string, committed?: boolean): boolean {
    const { state } = this;
    const current = (!committed && state.pending) || state.value;
    if (current.length <= 8) return current.includes(value);
    if (this.selectedSet?.of !== current) this.selectedSet = { of: current, set: new Set(current) };
    return this.selectedSet.set.has(value);
  }

  /**
   * A value (by default the current one) as the world sees it: a multiple tree's in the shape of
   * `treeValue` (the state holds every checked node), any other as it is (the tree feature memoises the
   * projection).
   */
  publicValue = (value: readonly string[] = this.state.value): readonly string[] => {
    const { multiple, treeValue } = this.options;
    if (!multiple || treeValue === 'all' || !this.dataset.isTree) return value;
    return treeFeature().project(this.dataset, value, treeValue, this.parents);
  };

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

  // ---- rows and search (core/derivations.ts) -----------------------------

  typeaheadKeys(): LabelKeys {
    return this.derivations.labelKeys();
  }

  belowMinLength(): boolean {
    return this.derivations.belowMinLength();
  }

  /** The visible rows for the query and expansion of `state`, by default the current one (memoised). */
  rows(state: RowInputs = this.state): RowList {
    return this.derivations.rows(state);
  }

  /** The message row to show, if any. */
  message(): MessageKind {
    return this.derivations.message();
  }

  /** Whether the search input is shown (local lists may hide it by size). */
  searchVisible(): boolean {
    return this.derivations.searchVisible();
  }

  /** Ranges of an entry's label that match the query (for highlightSearch). */
  labelMatches(entry: number): [number, number][] {
    return this.derivations.labelMatches(entry);
  }

  /** Whether the "create «text»" row is offered for the current query. */
  createOffered(): boolean {
    return this.creation.offered(this.state.query);
  }

  /**
   * A list whose rows do not answer the query yet and that shows nothing meanwhile: a remote one whose load
   * has not started.
   */
  awaitingAnswer(): boolean {
    return this.remote?.message() === null;
  }

  /**
   * Whether a remote source has pages of the shown query still to load: further pages when paged, or its
   * first page again while a reload (or a reopen) brings it (never without `ajax`).
   */
  hasMorePages(): boolean {
    return this.remote?.hasMorePages() ?? false;
  }

  /**
   * How many enabled options match the current query; with a paged remote source that has pages left, the
   * total its responses report (null when they report none).
   */
  matchingCount(): number | null {
    if (this.hasMorePages()) return this.state.remoteTotal;
    const { rows } = this.rows();
    if (this.matchingMemo?.rows !== rows)
      this.matchingMemo = { rows, count: matchingCount(this, this.state) };
    return this.matchingMemo.count;
  }

  /** The last count of matching options, for the rows it was counted on. */
  private matchingMemo: { rows: RowList['rows']; count: number } | null = null;

  /** Whether scrolling to the end would load another page now (never without `ajax`). */
  canLoadMore(): boolean {
    return this.remote?.canLoadMore() ?? false;
  }

  dataChanged(): void {
    this.derivations.invalidate();
  }

  // ---- actions: each is reduced (core/reducer.ts), then sent down the one path

  /**
   * Reduces an action against the current state and sends the transition through the store (interceptors
   * once, settle, one commit, renderers, events), or carries out the work beside the state the reducer
   * asked for. Returns what the action did.
   */
  send(action: Action): Outcome {
    const reduced = reduce(this.state, action, this);
    this.remote?.onAction(action, reduced !== null);
    if (reduced === null) return 'ignored';
    if ('notice' in reduced) {
      this.announce(reduced.notice);
      return 'refused';
    }
    if ('command' in reduced) return carryOut(this, reduced.command);
    return this.store.dispatch(reduced.change, reduced.cause, { ...reduced.meta, action: action.type });
  }

  /** What to highlight when the list of `state` (by default the current one) (re)appears. */
  defaultHighlight(state: State = this.state): Highlight {
    return defaultHighlight(this, state);
  }

  /** The typed text typeahead matches, which times out between keys. */
  readonly typeaheadBuffer = new Typeahead();

  /**
   * `setValue(value)`: normalized (unknown values dropped with a warning, one value in single mode) before
   * it is sent. `also`: fields that change with the value in the same dispatch (a form reset's validity).
   */
  setValue(
    input: unknown,
    options: SetValueOptions = {},
    cause: Cause = 'api:setValue',
    also: Change = {},
  ): Outcome {
    const { resolver } = this;
    // With resolveOptions, a value the widget does not know stays selected and is resolved.
    const value = selection.normalizeValue(
      input,
      this.options.multiple,
      (v) => this.optionOf(v) !== undefined || (resolver.enabled && v !== ''),
      (unknown) => this.reportUnknown(unknown),
      this.dataset,
    );
    if (resolver.enabled) resolver.request(value.filter((v) => this.optionOf(v) === undefined));
    return this.send({ type: 'setValue', value, cause, silent: options.emitChange === false, also });
  }

  private reportUnknown(unknown: string[]): void {
    // '' is how forms (Angular, a reset <select>) say "nothing selected": no option needed, no warning.
    const values = unknown.filter((value) => value !== '');
    if (this.options.duplicateValuePolicy === 'ignore' || values.length === 0) return;
    console.warn(`widget-select: ${unknownValuesText(values.map((v) => JSON.stringify(v)).join(', '))}`);
  }

  // ---- data, options, disabled: installed beside the state (core/installer.ts)

  setData(data: DataItem<M>[] | unknown): void {
    this.installer.setData(data);
  }

  /** Lazy children joined the data set: it is put in place; the dispatch that goes with it follows. */
  swapDataset(dataset: DataSet<M>): void {
    this.installer.swapDataset(dataset);
  }

  replaceDataset(dataset: DataSet<M>, change: Change, cause: Cause, keepHighlight: boolean): Outcome {
    return this.installer.replaceDataset(dataset, change, cause, keepHighlight);
  }

  get explicitlyDisabled(): boolean {
    return this.installer.explicitlyDisabled;
  }

  setDisabled(disabled: boolean, byForm = false): Outcome {
    return this.installer.setDisabled(disabled, byForm);
  }

  /** Live option changes, all or nothing and in one dispatch. */
  updateOptions(partial: SelectOptions<M>): void {
    this.installer.updateOptions(partial);
  }

  /** Destroy: stops the store, timers and pending work; nothing changes state again. */
  dispose(): void {
    this.lazy?.dispose();
    this.effects.dispose();
    this.events.dispose(this.state);
  }
}
