/**
 * Connects the loader to the Controller: open, close and query changes (whatever
 * their cause) drive loads; answers become the Controller's data set; the
 * loader's phase goes into state, where the `loading` event and the
 * loading/error rows come from.
 *
 * Invariant: the list shows either nothing or the answer to `shown`, and
 * `shown` is the current query whenever it is not null.
 *
 * A request may read other fields (a city by its country): its cache key
 * (transport.ts) then changes with them. An answer is shown only under the
 * key it was fetched for: opening the list, or a `change`/`input` on the page
 * or another widget's value change (see recheck), looks at the key again and
 * loads afresh when it moved. The selected values then meet the new answers
 * (`missingSelectionPolicy`, see {@link RemoteBridge.verdict}).
 */
import { treeFeature } from '../registry';
import { buildDataSet, type DataSet } from '../../core/domain/dataset';
import { SelectWidgetError } from '../../errors';
import { appendTreePage } from '../tree/page-merge';
import { reportDuplicates } from '../../core/domain/diagnostics';
import type { FeatureHost } from '../../core/machine/host';
import type { MessageKind, RemoteSource } from '../../core/machine/remote-port';
import type { Change } from '../../core/machine/store';
import type { Action } from '../../core/machine/vocabulary';
import { resolveAjax } from './ajax-runtime';
import { RemoteLoader } from './loader';
import type { LoaderPhase } from './loader-host';
import { matchingDecided } from './matching-decided';
import { type LoadedPage, pageDataSet } from './page';
import { defaultPlatform, type RemotePlatform } from './platform';
import { endsSweep } from './sweep-edits';

/** The Controller's remote source (created by the Controller when `ajax` is set). */
export class RemoteBridge<M> implements RemoteSource {
  readonly loader: RemoteLoader<M>;
  /** What happened since the last sync; flags, because a close and a reopen may share one. */
  private readonly seen = { opened: false, closed: false, typed: false };
  private scheduled = false;
  private disposed = false;
  private readonly unsubscribe: () => void;
  private readonly unwatch: () => void;
  private recheckDue = false;
  /** The cache key the shown answer was fetched under; null when unknown (no answer, or `setData`'s). */
  private shownKey: string | null = null;
  /**
   * The scope (the loader's `activeScope`) the selected values were chosen
   * in; answers of another scope decide whether they still exist.
   */
  private selectionScope: string | null = null;

  constructor(
    private readonly host: FeatureHost<M>,
    private readonly platform: RemotePlatform = defaultPlatform,
  ) {
    this.loader = new RemoteLoader<M>(
      {
        config: () => this.config(),
        onResult: (query, page, append, sweeping) => this.onResult(query, page, append, sweeping),
        onPhase: (phase) => this.setPhase(phase),
        // The phase that came just before (`error`) marked the failure in state.
        onError: (error) => host.announce({ name: 'error', payload: error }),
      },
      platform,
    );
    this.unsubscribe = host.store.subscribe((next, prev) => {
      if (next.open !== prev.open) this.seen[next.open ? 'opened' : 'closed'] = true;
      if (next.query !== prev.query) this.seen.typed = true;
      if (next.open !== prev.open || next.query !== prev.query) this.schedule();
      // A staged pick (`commit: 'apply'`) belongs to the scope it was made in, as a pick made at once.
      if (next.value !== prev.value || (next.pending !== prev.pending && next.pending))
        this.selectionScope = this.currentScope();
    });
    this.unwatch = platform.watch?.(() => this.recheckSoon()) ?? (() => {});
    queueMicrotask(() => {
      if (this.disposed) return;
      this.selectionScope ??= this.currentScope();
      this.loader.prefetch(this.config().prefetch);
    });
    // Made after the list opened (the default entry fetches this feature when
    // `ajax` asks for it): it loads as an opening does, the query typed meanwhile included.
    if (host.state.open) {
      this.seen.opened = true;
      this.schedule();
    }
  }

  /** The scope values picked now belong to: the shown answers', else the fields' as they are now. */
  private currentScope(): string | null {
    return this.loader.query !== null ? this.loader.activeScope : this.loader.scopeNow();
  }

  /**
   * A field of the page changed: once its handlers have run, an open list
   * checks its key, and a closed one whose selection the new answers may
   * not hold has it judged.
   */
  private recheckSoon(): void {
    if (this.recheckDue || this.disposed) return;
    if (!this.host.state.open && !this.judgesClosed()) return;
    this.recheckDue = true;
    this.platform.setTimeout(() => {
      this.recheckDue = false;
      this.recheck();
    }, 0);
  }

  /**
   * Loads the open list again at once when the key of its query moved (a
   * field the request reads changed), aborting a request on its way. With
   * the list closed, a selection chosen for other values of those fields
   * is judged by `missingSelectionPolicy` against the new answers to no
   * query, loaded in the background: a form must not submit a city of the
   * country it no longer names, opened or not.
   */
  recheck(): void {
    const { open, query } = this.host.state;
    if (this.disposed) return;
    if (!open) {
      const scope = this.loader.scopeNow();
      if (!this.judgesClosed() || scope === null || scope === this.selectionScope) return;
      if (this.loader.query === '' && this.loader.activeScope === scope) return;
      this.loader.search('', false);
      return;
    }
    if (this.loader.query !== query) return;
    const key = this.loader.activeKey;
    if (key === null || this.loader.keyOf(query) === key) return;
    this.clearList();
    this.loader.search(query, false);
  }

  /**
   * Whether a closed field's selection is judged when a field its requests
   * read changes: a policy acts on missing values, and answers to no query
   * may be asked for unprompted.
   */
  private judgesClosed(): boolean {
    const { missingSelectionPolicy } = this.host.options;
    if (
      this.host.state.value.length === 0 ||
      !missingSelectionPolicy ||
      missingSelectionPolicy === 'preserve'
    )
      return false;
    return this.config().loadOnOpen && !this.host.belowMinLength();
  }

  /** The query whose answer the list shows (state); null when it shows none. */
  private get shown(): string | null {
    return this.host.state.remoteShown;
  }

  /** The ajax option with its defaults, read afresh (options may change). */
  private config() {
    return resolveAjax<M>(this.host.options.ajax ?? {});
  }

  /**
   * Reacts after the current dispatch has finished: a load started from
   * inside a store listener would dispatch while other listeners still
   * hold the previous state.
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.sync();
    });
  }

  private sync(): void {
    if (this.disposed) return;
    const { open, query } = this.host.state;
    const { opened, closed, typed } = this.seen;
    this.seen.opened = this.seen.closed = this.seen.typed = false;
    if (closed) this.loader.cancel();
    // The answer on screen was fetched for other values of the fields the request reads.
    const moved =
      opened &&
      this.shown !== null &&
      this.shownKey !== null &&
      this.loader.keyOf(this.shown) !== this.shownKey;
    if (query !== this.shown || moved) this.clearList();
    if (!open) return;
    if (this.host.belowMinLength()) {
      this.loader.cancel();
      return;
    }
    if (opened) {
      const { remoteFailed, remoteStale } = this.host.state;
      if (
        this.config().loadOnOpen ||
        remoteFailed ||
        remoteStale ||
        moved ||
        (query !== '' && query !== this.shown)
      ) {
        this.loader.search(query, false);
      }
    } else if (typed) this.loader.search(query, true);
  }

  private clearList(): void {
    this.shownKey = null;
    if (this.shown === null && this.host.dataset.size === 0) return;
    const change = { remoteShown: null, remoteTotal: null, remoteProgress: null };
    this.host.replaceDataset(buildDataSet<M>([]), change, 'remote:result', false);
  }

  private onResult(query: string, page: LoadedPage<M>, append: boolean, sweeping = false): void {
    const { host } = this;
    let dataset: DataSet<M>;
    // The state fields (entry indices) a tree page's merge moves.
    let carried: Change = {};
    if (append && (host.dataset.isTree || page.options.some((o) => o.children !== undefined))) {
      // The merge comes with this chunk, the one place that merges a page; a tree still needs the tree feature.
      treeFeature();
      ({ dataset, carried } = appendTreePage(host.dataset, page.options, host.state));
    } else if (append) {
      // Pages may overlap when the server's data shifts; keep the first copy.
      const known = host.dataset.byValue;
      const fresh = page.options.filter((o) => !known.has(o.value));
      dataset = buildDataSet<M>([...host.dataset.items, ...fresh], 'ajax response');
    } else dataset = pageDataSet(page);
    try {
      if (!append) reportDuplicates(dataset, host.options.duplicateValuePolicy);
    } catch (error) {
      // A sweep's refused first page ends the sweep as a failed page does: nothing is selected.
      if (sweeping) throw error;
      this.setPhase('error');
      host.announce({ name: 'error', payload: error as Error });
      return;
    }
    const remoteTotal = page.total ?? (append ? host.state.remoteTotal : null);
    if (!append) this.shownKey = this.loader.activeKey;
    const missing = this.verdict(query, page, dataset);
    const policy = host.options.missingSelectionPolicy;
    const { value, pending } = host.state;
    const kept = (values: readonly string[]) => values.filter((v) => !missing.includes(v));
    // A first page answers the query afresh; a sweep's phase stays `loading` until its last page.
    const answered: Change = {
      ...carried,
      remoteShown: query,
      remoteTotal,
      ...((!append || !sweeping) && { remoteFailed: false, remoteStale: false }),
      ...(sweeping ? { remoteProgress: dataset.size } : { remote: 'idle' }),
      ...(missing.length > 0 &&
        policy === 'prune' && { value: kept(value), ...(pending && { pending: kept(pending) }) }),
    };
    host.replaceDataset(dataset, answered, 'remote:result', append);
    if (missing.length > 0 && policy === 'error') {
      const names = missing.map((v) => JSON.stringify(v)).join(', ');
      const text = `the new remote answers hold no option for ${names}`;
      host.announce({ name: 'error', payload: new SelectWidgetError('missing-selection', text) });
    }
  }

  /**
   * The selected values the answers of a new scope (the request now reads
   * other values of its fields) do not hold, once they can tell: an answer
   * holding every one confirms them; otherwise only the complete answer to
   * no query decides (a search's answer or a first page may lack a value
   * the source holds). Empty while undecided or nothing is missing.
   */
  private verdict(query: string, page: LoadedPage<M>, dataset: DataSet<M>): readonly string[] {
    const scope = this.loader.activeScope;
    if (scope === null || scope === this.selectionScope) return [];
    const { value, pending } = this.host.state;
    const missing = [...new Set([...value, ...(pending ?? [])])].filter((v) => !dataset.byValue.has(v));
    const complete = query === '' && (page.next === null || !this.host.options.ajax?.pagination);
    if (missing.length > 0 && (!complete || this.selectionScope === null)) {
      // Values chosen in an unknown scope are not judged; the next change of the value sets it.
      if (this.selectionScope === null) this.selectionScope = scope;
      return [];
    }
    this.selectionScope = scope;
    return missing;
  }

  private setPhase(phase: LoaderPhase): void {
    // A failure stays marked until an answer arrives, so reopening retries it.
    this.host.send({ type: 'remotePhase', phase });
  }

  /** The loading/error row, `null` for none, undefined to let the Controller decide. */
  message(): MessageKind | undefined {
    const phase = this.host.state.remote;
    if (phase === 'pending' || phase === 'loading') return 'loading';
    if (phase === 'error') return 'error';
    const { query } = this.host.state;
    // The data set is the answer to the query: the Controller decides (else no rows show).
    if (this.shown === query) return undefined;
    return this.waitsForTyping(query) ? 'typeToSearch' : null;
  }

  /** Opening loaded nothing on purpose (`loadOnOpen: false`): the user has to type first. */
  private waitsForTyping(query: string): boolean {
    const { remoteFailed, remoteStale } = this.host.state;
    if (query !== '' || remoteFailed || remoteStale) return false;
    return !this.config().loadOnOpen;
  }

  loadMore(): boolean {
    return this.host.state.open && this.loader.loadMore();
  }

  loadMatching(sweep: 'selectAll' | 'clearMatching', done: () => void): boolean {
    const { host } = this;
    const { open, query } = host.state;
    // Pages that cannot change the outcome are not fetched.
    const enough = () => matchingDecided(host, host.state, sweep);
    const decided = !this.loader.refreshing && enough();
    if (decided || !open || this.shown !== query || this.loader.query !== query) {
      // The caller decides at once: a sweep still under way must not decide again later.
      this.loader.stopSweep();
      return false;
    }
    return this.loader.loadAll(enough, done);
  }

  onAction(action: Action, acts: boolean): void {
    if (endsSweep(action, acts, this.host.options.readonly)) this.loader.stopSweep();
  }

  /** Whether pages of the shown query are still to load: further pages, or its first page again (a reload). */
  hasMorePages(): boolean {
    const { open, query } = this.host.state;
    return open && this.shown === query && this.loader.query === query && this.loader.hasMore;
  }

  canLoadMore(): boolean {
    return this.host.state.open && this.host.state.remote === 'idle' && this.loader.hasMore;
  }

  /** Repeats the failed load (the error row's Retry); a search of the current query otherwise. */
  retry(): void {
    if (this.disposed || !this.host.state.open || this.loader.retry()) return;
    if (!this.host.belowMinLength()) this.loader.search(this.host.state.query, false);
  }

  reload(): void {
    this.loader.cache.clear();
    const { open, query } = this.host.state;
    if (!open) this.host.send({ type: 'remoteStale' });
    else if (!this.host.belowMinLength()) this.loader.search(query, false);
  }

  clearCache(): void {
    this.loader.cache.clear();
  }

  /** setData: pending and paging work stop; the new data stands for the current query. */
  cancel(): Change {
    this.loader.cancel();
    this.shownKey = null;
    return {
      remoteShown: this.host.state.query,
      remoteFailed: false,
      remoteTotal: null,
      remoteProgress: null,
    };
  }

  dispose(): void {
    this.disposed = true;
    this.unsubscribe();
    this.unwatch();
    this.loader.dispose();
  }
}
