/**
 * What the optional features (tree, remote, tags) and their views are handed
 * of the controller. The feature types are written against this interface,
 * not against the controller class, so the controller can look features up
 * in the registry without the registry's types leading back to it.
 */
import type { Messages, Option } from '../../types';
import type { Cause, Notice } from './actions';
import type { ResolvedOptions } from './configuration';
import type { DataSet } from '../domain/dataset';
import type { FaultReporter } from './faults';
import type { RowInputs, RowList } from '../domain/row-list';
import type { SelectionMemory } from '../domain/selection';
import type { State } from '../domain/state';
import type { Change, Store } from './store';
import type { Action, Outcome } from './vocabulary';

/** Tag creation as the controller calls it; a stand-in offers nothing without the tags feature. */
export interface CreationPort {
  /** Whether the "create «text»" row is offered for `query`. */
  offered(query: string): boolean;
  /** Creates a tag from the query; resolves whether one was created. */
  fromQuery(): Promise<boolean>;
  /** Pastes a list of tags. */
  paste(text: string): Promise<void>;
  /** A new query abandons a pending creation. */
  abandon(): void;
  dispose(): void;
}
/**
 * `resolveOptions` as the controller calls it; a stand-in resolves nothing
 * without the resolve feature (and the option needs that feature).
 */
export interface ResolverPort {
  /** Whether unknown values are taken and resolved (the option is set). */
  readonly enabled: boolean;
  /** Whether any selected value is being resolved. */
  readonly busy: boolean;
  /** Whether `value` is being resolved (its tag shows a pending state). */
  isPending(value: string): boolean;
  /** Unknown values that were kept selected; returns whether any was known at once (cached). */
  request(values: readonly string[]): boolean;
  /** The selection changed: calls whose values all left it are aborted. */
  selectionChanged(value: readonly string[]): void;
  dispose(): void;
}

/**
 * What the create row reads and sends of the view's port (the state, the
 * options, whether the row is offered; a click on it starts the creation),
 * named here so the feature types never import the port.
 */
export interface CreateRowPort<M> {
  readonly state: State;
  readonly derived: {
    readonly options: Pick<ResolvedOptions<M>, 'multiple'>;
    createOffered(): boolean;
  };
  send(action: { type: 'createFromQuery' }): Outcome;
}

/** The controller as a feature sees it. */
export interface FeatureHost<M> {
  readonly state: State;
  readonly store: Pick<Store, 'get' | 'dispatch' | 'subscribe'>;
  readonly options: ResolvedOptions<M>;
  /** The data set; a created tag appends to it (see `dataChanged`). */
  dataset: DataSet<M>;
  readonly messages: Messages;
  readonly memory: Pick<SelectionMemory<M>, 'remember'>;
  readonly creation: CreationPort;
  /** Sends an action down the one path; returns what it did. */
  send(action: Action): Outcome;
  /** Reports what an action did besides changing state. */
  announce(notice: Notice): void;
  /** The one fault boundary for user callbacks: a throw is reported once and answered with the fallback. */
  readonly faults: Pick<FaultReporter, 'call'>;
  optionOf(value: string): Option<M> | undefined;
  isEntrySelectable(entry: number): boolean;
  /** The visible rows of `state` (its query, expansion and value). */
  rows(state: RowInputs): RowList;
  /** Whether the query is still below `minSearchLength`. */
  belowMinLength(): boolean;
  /** The data set was edited in place: memoised rows and search keys start over. */
  dataChanged(): void;
  /** Remote results (or a native select's options) replace the data set, with `change`, in one dispatch. */
  replaceDataset(dataset: DataSet<M>, change: Change, cause: Cause, keepHighlight: boolean): Outcome;
}

/**
 * What the tree's row part and twisty read and send: the slice of the
 * view's port they use (the expansion is in `state`, the search-time one in
 * the rows), named here so the feature types never import the port.
 */
export interface TreeViewPort<M> {
  readonly state: State;
  readonly derived: {
    readonly dataset: DataSet<M>;
    readonly options: Pick<ResolvedOptions<M>, 'multiple'>;
    rows(): RowList;
  };
  send(action: Action): Outcome;
}
