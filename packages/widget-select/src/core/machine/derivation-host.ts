/**
 * The words the derivations and their list part share (derivations.ts and list-derivations.ts): what they
 * read of the controller, and what each offers the other.
 */
import type { DataSet } from '../domain/dataset';
import type { DuplicateCheck } from '../domain/diagnostics';
import type { RowInputs, RowList } from '../domain/row-list';
import type { SearchIndex } from '../domain/search/engine';
import type { Highlight, State } from '../domain/state';
import type { ResolvedOptions, SearchCore, SearchEnginePort } from './configuration';
import type { FaultReporter } from './faults';
import type { CreationPort } from './host';
import type { RemoteSource } from './remote-port';
import type { Notice } from './actions';
import type { Action, Outcome } from './vocabulary';

/** What the derivations read of the controller, and the one action they send. */
export interface DerivationHost<M> {
  readonly state: State;
  readonly options: ResolvedOptions<M>;
  readonly dataset: DataSet<M>;
  readonly faults: Pick<FaultReporter, 'guard'>;
  readonly duplicates: Pick<DuplicateCheck, 'flush'>;
  readonly remote: Pick<RemoteSource, 'message'> | null;
  readonly creation: Pick<CreationPort, 'offered'>;
  /** Where the highlight of the current list starts. */
  defaultHighlight(): Highlight;
  /** `searchCompleted`, when a list's rows are complete. */
  send(action: Extract<Action, { type: 'searchCompleted' }>): Outcome;
  /** Reports a search engine that could not be loaded (`error`, `load-failed`). */
  announce(notice: Notice): void;
}

/** What the core's derivations offer their list part. */
export interface DerivationCore<M> extends SearchCore<M> {
  readonly controller: DerivationHost<M>;
  /** The search engine's part, read and asked for, never waited on. */
  readonly engine: SearchEnginePort;
  belowMinLength(query?: string): boolean;
}

/** The derivations of a shown list (list-derivations.ts). */
export interface ListDerivations<M> {
  rows(state: RowInputs): RowList;
  /** The index if already built (a tree search's highlight reads its scores). */
  readonly built: SearchIndex<M> | null;
  /** The index (built on first use), or undefined while the engine is not there (then asked for). */
  searchIndex(): SearchIndex<M> | undefined;
  /** The warm-up's idle steps. */
  warmUp(): void;
  cancelWarmUp(): void;
  /** Drops the index and rows (new data set or search options). */
  invalidate(): void;
  dispose(): void;
}
