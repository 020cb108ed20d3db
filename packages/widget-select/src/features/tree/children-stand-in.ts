/**
 * A widget's loader of lazy children while their chunk is on its way
 * (children-slot.ts). It asks for the chunk when the widget is built with
 * `loadChildren`, or when a node without its children is first shown
 * expanded, and hands over to the real loader once it is there; that
 * loader follows the state, so a node expanded meanwhile loads then.
 * A chunk that fails to load marks the nodes waiting for it failed (their
 * error row's Retry asks again) and emits `error`.
 */
import type { LazyChildrenPort, LazyHost } from './lazy-loader';
import { childrenNow, loadChildrenChunk } from './children-slot';
import { isLazy } from './structure';

/** The widget's loader: the real one once the chunk is there, the stand-in before. */
export function childrenLoader<M>(host: LazyHost<M>): LazyChildrenPort {
  return childrenNow()?.loader(host) ?? new WaitingChildren(host);
}

class WaitingChildren<M> implements LazyChildrenPort {
  private real: LazyChildrenPort | null = null;
  private asked = false;
  private disposed = false;
  private readonly unsubscribe: () => void;

  constructor(private readonly host: LazyHost<M>) {
    this.unsubscribe = host.store.subscribe((next, prev) => {
      if (
        next.expanded !== prev.expanded ||
        next.searchFlipped !== prev.searchFlipped ||
        next.nodeLoads !== prev.nodeLoads ||
        next.dataVersion !== prev.dataVersion
      )
        this.askIfWanted();
    });
    if (typeof host.options.loadChildren === 'function') this.ask();
    else this.askIfWanted();
  }

  /** The lazy nodes shown expanded (or flipped open in a search) that have not failed. */
  private wanted(): string[] {
    const { state, dataset } = this.host;
    const values: string[] = [];
    if (!dataset.isTree) return values;
    for (const nodes of [state.expanded, state.searchFlipped])
      for (const entry of nodes) {
        const value = dataset.options[entry]?.value;
        if (value !== undefined && isLazy(dataset, entry) && state.nodeLoads.get(value) !== 'error')
          values.push(value);
      }
    return values;
  }

  private askIfWanted(): void {
    if (!this.asked && this.wanted().length > 0) this.ask();
  }

  private ask(): void {
    this.asked = true;
    loadChildrenChunk().then(
      (chunk) => {
        if (this.disposed) return;
        this.unsubscribe();
        this.real = chunk.loader(this.host);
      },
      (error: unknown) => {
        if (this.disposed) return;
        // A prefetch that failed is asked again when a node needs it; a node that needed it fails,
        // and is asked again by its Retry (`asked` stays up while the nodes are marked).
        const failed = this.wanted();
        for (const value of failed)
          this.host.send({ type: 'nodeLoad', value, phase: 'error', cause: 'remote:load' });
        this.asked = false;
        if (failed.length > 0) this.host.announce({ name: 'error', payload: error as Error });
      },
    );
  }

  clearCache(): void {
    this.real?.clearCache();
  }

  cancel(): void {
    this.real?.cancel();
  }

  dispose(): void {
    this.disposed = true;
    this.unsubscribe();
    this.real?.dispose();
  }
}
