/**
 * Loads the children of lazy tree nodes (`hasChildren: true`) with
 * `loadChildren`. It follows the state rather than the actions: after each
 * commit, every lazy node shown expanded (by the user, or by a search the
 * user expanded it in) that is neither loading nor failed starts a load,
 * and every load whose node is no longer shown expanded is aborted. So a
 * collapse before the answer, a new data set and `destroy()` all abort, and
 * the error row's Retry is only the failure forgotten. Answers are cached
 * per node (by value) until `clearCache()`; the children join the data set
 * (graft.ts) and the state follows in one dispatch (lazy-state.ts).
 */
import { copyAnswer } from '../../core/domain/answer-copy';
import type { DataSet } from '../../core/domain/dataset';
import type { NodeLoad, State } from '../../core/domain/state';
import type { FeatureHost } from '../../core/machine/host';
import { SelectWidgetError } from '../../errors';
import type { Option } from '../../types';
import { graftChildren } from './graft';

/** What the loader reads and sends of the controller. */
export interface LazyHost<M> extends FeatureHost<M> {
  /** Puts a data set in place beside the state (the dispatch that goes with it follows). */
  swapDataset(dataset: DataSet<M>): void;
}

/** The part of the loader the controller and the facade use. */
export interface LazyChildrenPort {
  /** `clearRemoteCache()`: answers are asked for again. */
  clearCache(): void;
  /** New data (`setData`): loads under way stop (answers stay cached). */
  cancel(): void;
  dispose(): void;
}

/** Whether an answer is a thenable; reading its `then` may throw (a hostile answer). */
const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

export class LazyChildren<M> implements LazyChildrenPort {
  private readonly cache = new Map<string, unknown>();
  private readonly loads = new Map<string, AbortController>();
  private scheduled = false;
  private disposed = false;
  private readonly unsubscribe: () => void;
  /** Remote trees: the nodes (by value) expanded while the list showed the browsed tree (no query). */
  private browsed: readonly string[] = [];
  /** Of those, the ones to expand again now that the browsed tree is back (some appear as children load). */
  private restoring = new Set<string>();

  constructor(
    private readonly host: LazyHost<M>,
    /** Whether an entry is a node whose children are still to load (structure.ts's isLazy). */
    private readonly isLazy: (dataset: DataSet<M>, entry: number) => boolean,
  ) {
    this.unsubscribe = host.store.subscribe((next, prev) => this.follow(next, prev));
    // Nodes expanded from the start (none today) and lazy nodes of the first data set.
    this.schedule();
  }

  /** A commit (the first one the loader sees is handed in by who made it meanwhile, tree.ts). */
  follow(next: State, prev: State): void {
    if (this.host.options.ajax) this.followBrowsing(next, prev);
    if (
      next.expanded !== prev.expanded ||
      next.searchFlipped !== prev.searchFlipped ||
      next.query !== prev.query ||
      next.nodeLoads !== prev.nodeLoads ||
      next.dataVersion !== prev.dataVersion
    )
      this.schedule();
  }

  /**
   * A remote tree replaces its data with every answer, so the browsed tree
   * (the answer to no query) comes back collapsed after a search: its
   * expansion is remembered by value and brought back, lazy children
   * included (from the cache), when its answer returns.
   */
  private followBrowsing(next: State, prev: State): void {
    if (next.remoteShown !== '') {
      this.restoring.clear();
      return;
    }
    if (prev.remoteShown !== '' && next.dataVersion !== prev.dataVersion) {
      this.restoring = new Set(this.browsed);
    } else if (prev.remoteShown === '' && next.expanded !== prev.expanded) {
      const { options } = this.host.dataset;
      const open = Array.from(next.expanded, (entry) => (options[entry] as Option<M>).value);
      this.browsed = [...open, ...this.restoring];
    }
  }

  /** Expands the remembered nodes the data holds by now; true when it sent an expansion. */
  private restore(): boolean {
    const { dataset, state } = this.host;
    for (const value of this.restoring) {
      const entry = dataset.indexOf(value);
      if (entry < 0) continue;
      this.restoring.delete(value);
      if (!state.expanded.has(entry) && this.host.send({ type: 'expand', entry }) === 'applied') return true;
    }
    return false;
  }

  /** After the dispatch under way: a load that answers at once dispatches itself. */
  private schedule(): void {
    if (this.scheduled || this.disposed) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      if (!this.disposed) this.sync();
    });
  }

  /** The lazy nodes (by value) shown expanded now. */
  private wanted(): Map<string, number> {
    const { state, dataset } = this.host;
    const wanted = new Map<string, number>();
    const consider = (entry: number) => {
      if (this.isLazy(dataset, entry)) wanted.set((dataset.options[entry] as Option<M>).value, entry);
    };
    if (!dataset.isTree) return wanted;
    for (const entry of state.expanded) consider(entry);
    // During a search, a lazy node is open only where the user flipped it open.
    const { searchExpanded } = this.host.rows(state);
    if (searchExpanded)
      for (const entry of state.searchFlipped) if (searchExpanded.has(entry)) consider(entry);
    return wanted;
  }

  private sync(): void {
    // One expansion per pass: its dispatch schedules the next pass.
    if (this.restoring.size > 0 && this.restore()) return;
    const wanted = this.wanted();
    for (const [value, controller] of this.loads) {
      if (wanted.has(value)) continue;
      this.loads.delete(value);
      controller.abort();
      this.sendPhase(value, 'idle');
    }
    const { nodeLoads } = this.host.state;
    for (const [value, entry] of wanted) {
      if (this.loads.has(value) || nodeLoads.get(value) === 'error') continue;
      this.start(value, entry);
      // A synchronous answer changed the data set: the rest is decided again after its dispatch.
      if (this.host.dataset.entries[entry]?.option.value !== value || !this.isLazy(this.host.dataset, entry))
        return;
    }
  }

  private start(value: string, entry: number): void {
    const { host } = this;
    if (this.cache.has(value)) {
      this.apply(value, this.cache.get(value));
      return;
    }
    const option = host.dataset.options[entry] as Option<M>;
    const load = host.options.loadChildren;
    if (typeof load !== 'function') {
      this.fail(
        value,
        new SelectWidgetError('callback-failed', 'a node has "hasChildren" but no "loadChildren" is set.'),
      );
      return;
    }
    const controller = new AbortController();
    let result: unknown;
    let thenable: boolean;
    try {
      result = load(option, { signal: controller.signal });
      thenable = isThenable(result);
    } catch (error) {
      this.fail(value, error);
      return;
    }
    if (!thenable) {
      this.apply(value, result);
      return;
    }
    this.loads.set(value, controller);
    this.sendPhase(value, 'loading');
    // Adopted by a real promise: a `then` that throws becomes a rejection, not a load left pending.
    new Promise((resolve) => resolve(result)).then(
      (children) => {
        if (!this.current(value, controller)) return;
        this.loads.delete(value);
        this.apply(value, children);
      },
      (error: unknown) => {
        if (!this.current(value, controller)) return;
        this.loads.delete(value);
        this.fail(value, error);
      },
    );
  }

  /** Whether a load's answer still counts (not aborted, not replaced, widget alive). */
  private current(value: string, controller: AbortController): boolean {
    return !this.disposed && !controller.signal.aborted && this.loads.get(value) === controller;
  }

  private apply(value: string, children: unknown): void {
    const { host } = this;
    const before = host.dataset;
    const entry = before.indexOf(value);
    // The node left the data (a new answer) or got its children meanwhile: nothing to add to.
    if (entry < 0 || !this.isLazy(before, entry)) {
      this.sendPhase(value, 'idle');
      return;
    }
    let grafted: ReturnType<typeof graftChildren<M>>;
    // Read once (a Proxy or a getter may answer differently, or throw, on a
    // later read): the copy is what is checked, grafted and cached.
    let copy: unknown;
    try {
      copy = copyAnswer(children);
      grafted = graftChildren(before, entry, copy);
    } catch (error) {
      this.fail(value, error);
      return;
    }
    this.cache.set(value, copy);
    host.swapDataset(grafted.dataset);
    const { added, shift } = grafted;
    const outcome = host.send({ type: 'childrenLoaded', value, entry, added, shift });
    // A plugin refused the change: the state still describes the data set before.
    if (outcome === 'vetoed') {
      grafted.undo();
      host.swapDataset(before);
      // The load is over all the same (its `loading` span ends).
      this.sendPhase(value, 'idle');
    }
  }

  /** Puts a node's load phase in state (`idle`: its load ended, or was left). */
  private sendPhase(value: string, phase: NodeLoad | 'idle'): void {
    this.host.send({ type: 'nodeLoad', value, phase, cause: 'remote:load' });
  }

  private fail(value: string, error: unknown): void {
    this.sendPhase(value, 'error');
    const failure =
      error instanceof SelectWidgetError
        ? error
        : new SelectWidgetError('callback-failed', `loadChildren(${JSON.stringify(value)}) failed.`, {
            cause: error,
          });
    this.host.announce({ name: 'error', payload: failure });
  }

  clearCache(): void {
    this.cache.clear();
  }

  cancel(): void {
    for (const controller of this.loads.values()) controller.abort();
    this.loads.clear();
  }

  dispose(): void {
    this.disposed = true;
    this.unsubscribe();
    this.cancel();
  }
}
