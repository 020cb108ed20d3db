/**
 * The controller's effects: the work that does not fit in a transition because it takes time or touches the
 * world (the remote loader, an async `createOption`, the idle warm-up of a large list, a deferred `error`
 * event). It runs after a commit, and what it produces comes back through the one path as new dispatches
 * with their own causes (`remote:load`, `remote:result`, `user:create`, …). Timing comes in through
 * `Scheduler`, so Node tests drive it by hand.
 */
import { requireFeature } from '../../features/registry';
import type { Notice } from './actions';
import type { Scheduler } from './configuration';
import type { FeatureHost } from './host';
import type { RemoteSource } from './remote-port';
import type { SelectionMemory } from '../domain/selection';
import { type State, sameValues } from '../domain/state';
import type { Store } from './store';

/** What the effects act on: the controller's parts beside the state. */
export interface EffectsHost<M> extends FeatureHost<M> {
  readonly store: Store;
  readonly memory: SelectionMemory<M>;
  readonly resolver: { selectionChanged(value: readonly string[]): void; dispose(): void };
  /** Idle warm-up of a large local list (value index, search keys). */
  readonly derivations: { warmUp(): void; dispose(): void };
}

export class Effects<M> {
  /** The remote loader when `ajax` is set. */
  remote: RemoteSource | null = null;

  constructor(
    private readonly host: EffectsHost<M>,
    private readonly scheduler: Scheduler,
  ) {}

  /**
   * Starts the standing effects once the controller is built: the remote source (which loads on open and
   * query changes) or the idle warm-up, and the reactions to each commit.
   */
  start(): void {
    const { host } = this;
    host.store.subscribe((next, prev) => this.afterCommit(next, prev));
    if (host.options.ajax) this.remote = requireFeature('remote', 'option "ajax"').source(host);
    else host.derivations.warmUp();
  }

  private disposed = false;

  /** A notice that must wait for the render under way (a callback that failed during it). */
  announceLater(notice: Notice): void {
    this.scheduler.afterRender(() => {
      if (!this.disposed) this.host.announce(notice);
    });
  }

  private afterCommit(next: State, prev: State): void {
    const { host } = this;
    // Selected options outlive the data set they came from, pending ones (`commit: 'apply'`) too.
    const { value, pending } = next;
    const moved = !sameValues(value, prev.value);
    if (moved) host.resolver.selectionChanged(value);
    if (moved || pending !== prev.pending)
      host.memory.track(pending ? [...new Set([...value, ...pending])] : value, host.dataset);
    // A new query ended a pending creation: its late answer must not pick anything.
    if (prev.create === 'pending' && next.create === 'idle' && next.query !== prev.query)
      host.creation.abandon();
  }

  /** Destroy: pending creations, idle work and loads stop; then nothing lands. */
  dispose(): void {
    this.disposed = true;
    this.host.creation.dispose();
    this.host.resolver.dispose();
    this.host.derivations.dispose();
    // Before the store stops: a load under way still ends with `loading: false`.
    this.remote?.dispose();
    this.host.store.dispose();
  }
}
