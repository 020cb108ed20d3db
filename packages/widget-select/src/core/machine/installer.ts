/**
 * Installs what sits beside the state: a new data set (setData, a remote answer, a native select's
 * options), new options (updateOptions) and the disabled sources. It does the checks and the swaps, all or
 * nothing, then sends one action whose change the reducer decides, so a new data set or new options are
 * still one dispatch, one commit and one render.
 */
import { checkFeatures, featureOf } from '../../features/registry';
import type { DataItem, SelectOptions } from '../../types';
import type { Cause } from './actions';
import type { Configuration, ResolvedOptions } from './configuration';
import type { DataSet } from '../domain/dataset';
import type { DuplicateCheck } from '../domain/diagnostics';
import { type PreparedData, prepareData } from '../domain/policies';
import type { RemoteSource } from './remote-port';
import { FieldCheck } from '../domain/search/fields';
import type { SelectionMemory } from '../domain/selection';
import type { State } from '../domain/state';
import type { Change } from './store';
import type { Action, Outcome } from './vocabulary';

/** The controller's parts an installation replaces or resets. */
export interface InstallHost<M> {
  options: ResolvedOptions<M>;
  dataset: DataSet<M>;
  readonly state: State;
  readonly memory: Pick<SelectionMemory<M>, 'replaceData'>;
  /** A multiple tree: the parents of selected values the data set no longer holds. */
  readonly parents: Map<string, string | null>;
  readonly duplicates: Pick<DuplicateCheck, 'check'>;
  readonly remote: RemoteSource | null;
  /** Loads of lazy tree nodes: new data stops them. */
  readonly lazy: { cancel(): void } | null;
  /** Memoised rows and search keys: they start over with new data or options. */
  readonly derivations: { invalidate(): void };
  send(action: Action): Outcome;
}

export class Installer<M> {
  /** `disable()` / `enable()` / the `disabled` option: kept apart from a disabled fieldset. */
  explicitlyDisabled: boolean;
  /** A native mount inside a disabled `<fieldset>` (it then is not submitted either). */
  private formDisabled = false;
  /** `searchFields` paths no option of the first data set has: a warning. */
  private readonly fields = new FieldCheck();

  constructor(
    private readonly host: InstallHost<M>,
    private readonly configuration: Configuration<M>,
  ) {
    const { options, dataset } = host;
    checkFeatures(options, dataset);
    host.duplicates.check(dataset, !options.ajax);
    this.checkFields();
    this.explicitlyDisabled = options.disabled;
  }

  /** Replaces the data; selected values keep their remembered option. */
  setData(data: DataItem<M>[] | unknown): void {
    const { host } = this;
    const also = this.installData(
      prepareData(data, host.state.value, host.options, 'setData(data)', host.state.pending),
    );
    host.send({ type: 'dataReplaced', also, cause: 'api:setData', keepHighlight: false });
  }

  /**
   * Remote results (or a native select's options) replace the data set without setData's policies: the list
   * of a search changes all the time, and selections live on in the selection memory.
   */
  replaceDataset(dataset: DataSet<M>, change: Change, cause: Cause, keepHighlight: boolean): Outcome {
    this.swapDataset(dataset);
    return this.host.send({ type: 'dataReplaced', also: change, cause, keepHighlight });
  }

  setDisabled(disabled: boolean, byForm: boolean): Outcome {
    const cause = byForm ? 'native:disabled' : disabled ? 'api:disable' : 'api:enable';
    return this.host.send({ type: 'disable', disabled: this.effectiveDisabled(disabled, byForm), cause });
  }

  /**
   * Live option changes, all or nothing and in one dispatch: new `data` is built and checked under the new
   * options before any of them applies. Search keys are rebuilt when search options change.
   */
  updateOptions(partial: SelectOptions<M>): void {
    const { host, configuration } = this;
    const options = configuration.resolveOptions({ ...host.options, ...partial });
    const data =
      partial.data !== undefined
        ? prepareData<M>(partial.data, host.state.value, options, 'data', host.state.pending)
        : undefined;
    checkFeatures(options, data?.dataset ?? host.dataset);
    host.options = options;
    host.derivations.invalidate();
    const disabled =
      partial.disabled !== undefined ? this.effectiveDisabled(partial.disabled, false) : undefined;
    host.send({
      type: 'optionsUpdated',
      messages: configuration.resolveMessages(options.language),
      disabled,
      data: data && this.installData(data),
    });
  }

  /** A bundled locale arrived: its table replaces the English stand-in. */
  refreshMessages(): void {
    const messages = this.configuration.resolveMessages(this.host.options.language);
    this.host.send({ type: 'messagesLoaded', messages });
  }

  private effectiveDisabled(disabled: boolean, byForm: boolean): boolean {
    if (byForm) this.formDisabled = disabled;
    else this.explicitlyDisabled = disabled;
    return this.explicitlyDisabled || this.formDisabled;
  }

  /** Swaps in a checked data set; returns what lands with it (the kept value, the remote phase). */
  private installData({ dataset, kept, keptPending }: PreparedData<M>): Change {
    const { host } = this;
    checkFeatures(host.options, dataset);
    host.duplicates.check(dataset, !host.options.ajax);
    const remote = host.remote?.cancel();
    host.lazy?.cancel();
    this.swapDataset(dataset);
    return { ...remote, value: kept, ...(keptPending && { pending: keptPending }) };
  }

  /**
   * A new data set, put in place as it is (lazy children joined it, or the caller checked it): rows and
   * search keys start over; the caller dispatches (the reducer collapses the tree with its action).
   */
  swapDataset(dataset: DataSet<M>): void {
    const { host } = this;
    checkFeatures(host.options, dataset);
    host.memory.replaceData();
    // A pick in a remote search answer keeps its `treeValue` shape once the answer is gone.
    if (host.options.multiple)
      featureOf('tree')?.rememberParents(host.dataset, host.state.value, host.parents);
    host.dataset = dataset;
    this.checkFields();
    host.derivations.invalidate();
  }

  private checkFields(): void {
    this.fields.check(this.host.options.searchFields, this.host.dataset.options);
  }
}
