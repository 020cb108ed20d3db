/**
 * `ajax` in the default entry: `widget-select/remote` is a chunk fetched when
 * a widget's options ask for it. Until it is there its stand-in checks the
 * option (a bad one still throws from the constructor), and the widget's
 * source shows the loading row in an open list; nothing the user does is
 * lost: the source starts from the list as it is when the chunk arrives
 * (open, with the query typed meanwhile), as an opening would.
 */
import type { FeatureHost } from '../../core/machine/host';
import type { RemoteSource } from '../../core/machine/remote-port';
import type { Change } from '../../core/machine/store';
import type { FeatureView } from '../../view/feature-view';
import { validateAjax } from '../remote/config';
import { reduceRemote } from '../remote/transitions';
import type { RemoteFeature } from '../types';
import { featurePart, type LazyFeature, loadFeature, withFeature } from './loader';

/**
 * A widget's remote source until the chunk is there; then the real one, which it hands everything. A
 * failed load of the chunk is the `error` phase in state, as a failed request is: its commit renders the
 * error row.
 */
class WaitingSource<M> implements RemoteSource {
  private real: RemoteSource | null = null;
  /** Set once the error phase is in state, so that its own action does not ask again. */
  private failed = false;
  private readonly stopWaiting: () => void;

  constructor(private readonly host: FeatureHost<M>) {
    this.stopWaiting = withFeature(
      'remote',
      (remote) => {
        this.real = remote.source(host);
      },
      (error) => this.fail(error),
    );
  }

  /** The chunk could not be fetched (`load-failed`): the error row, until the next use asks again. */
  private fail(error: unknown): void {
    this.host.send({ type: 'remotePhase', phase: 'error' });
    this.failed = true;
    this.host.announce({ name: 'error', payload: error as Error });
  }

  /** After a failed load, the next use (opening, typing, Retry) asks for the chunk again: loading meanwhile. */
  private askAgain(): void {
    if (this.real || !this.failed) return;
    this.failed = false;
    this.host.send({ type: 'remotePhase', phase: 'idle' });
    loadFeature('remote').catch((error: unknown) => this.fail(error));
  }

  reload(): void {
    this.askAgain();
    this.real?.reload();
  }
  retry(): void {
    this.askAgain();
    this.real?.retry();
  }
  clearCache(): void {
    this.real?.clearCache();
  }
  dispose(): void {
    this.stopWaiting();
    this.real?.dispose();
  }
  cancel(): Change {
    return this.real?.cancel() ?? {};
  }
  loadMore(): boolean {
    return this.real?.loadMore() ?? false;
  }
  canLoadMore(): boolean {
    return this.real?.canLoadMore() ?? false;
  }
  loadMatching(sweep: 'selectAll' | 'clearMatching', done: () => void): boolean {
    return this.real?.loadMatching(sweep, done) ?? false;
  }
  onAction(...args: Parameters<RemoteSource['onAction']>): void {
    this.askAgain();
    this.real?.onAction(...args);
  }
  hasMorePages(): boolean {
    return this.real?.hasMorePages() ?? false;
  }
  message(): ReturnType<RemoteSource['message']> {
    if (this.real) return this.real.message();
    return this.host.state.remote === 'error' ? 'error' : 'loading';
  }
}

const standIn: RemoteFeature = {
  name: 'remote',
  validateAjax,
  source: (host) => new WaitingSource(host),
  // The feature's own decisions: the waiting source sends its phases too (its chunk's load failed, or is asked again).
  reduce: reduceRemote,
  renderMessage(row, kind, messages) {
    // Until the chunk is there: loading, or the load of the chunk failed.
    row.textContent = kind === 'loading' ? messages.loading : messages.error;
  },
  bind(host) {
    const view = host as FeatureView<unknown>;
    if (!view.port.derived.options.ajax) return;
    // After the widget's source (asked for first): the paging and Retry parts, and the rows as the source sees them.
    const cancel = withFeature('remote', (remote) => {
      remote.bind(view);
      view.renderState();
    });
    view.signal.addEventListener('abort', cancel);
  },
};

export const lazyRemote: LazyFeature<'remote'> = {
  name: 'remote',
  part: featurePart('remote', () => import('../remote')),
  wanted: (options) => Boolean(options.ajax),
  standIn,
};
