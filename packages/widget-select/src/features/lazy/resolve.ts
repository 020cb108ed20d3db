/**
 * `resolveOptions` in the default entry: `widget-select/resolve` is a chunk
 * fetched when a widget's options ask for it. Until it is there the values
 * to resolve wait, selected and pending (their tags show it, the control is
 * busy), and go into the first call once the chunk has arrived; if it
 * cannot be fetched they stay selected, shown as themselves, and are no
 * longer pending.
 */
import type { FeatureHost, ResolverPort } from '../../core/machine/host';
import { reduceResolved } from '../resolve/transitions';
import type { ResolveFeature } from '../types';
import { featurePart, type LazyFeature, withFeature } from './loader';

/** A widget's resolver until the chunk is there; then the real one, which it hands everything. */
class WaitingResolver<M> implements ResolverPort {
  private real: ResolverPort | null = null;
  /** Values asked for before the chunk arrived, still selected. */
  private readonly pending = new Set<string>();
  private stopWaiting: (() => void) | null = null;

  constructor(private readonly host: FeatureHost<M>) {}

  get enabled(): boolean {
    return this.real?.enabled ?? typeof this.host.options.resolveOptions === 'function';
  }

  get busy(): boolean {
    return this.real?.busy ?? this.pending.size > 0;
  }

  isPending(value: string): boolean {
    return this.real ? this.real.isPending(value) : this.pending.has(value);
  }

  request(values: readonly string[]): boolean {
    if (this.real) return this.real.request(values);
    for (const value of values) this.pending.add(value);
    if (!this.stopWaiting) {
      this.stopWaiting = withFeature(
        'resolve',
        (resolve) => {
          const real = resolve.resolver(this.host);
          this.real = real;
          real.request([...this.pending]);
          this.pending.clear();
        },
        (error) => this.failed(error as Error),
      );
    }
    return false;
  }

  /**
   * The chunk could not be fetched (`load-failed`): as a failed call, the
   * values stay selected, shown as themselves and no longer pending (the
   * control is not busy), and the next values to resolve ask for it again.
   */
  private failed(error: Error): void {
    this.stopWaiting?.();
    this.stopWaiting = null;
    this.pending.clear();
    this.host.announce({ name: 'error', payload: error });
    this.host.send({ type: 'valuesResolved', prune: [] });
  }

  selectionChanged(value: readonly string[]): void {
    if (this.real) {
      this.real.selectionChanged(value);
      return;
    }
    // Nothing waits (no resolveOptions, the usual case): a set of a million values was a long task.
    if (this.pending.size === 0) return;
    const selected = new Set(value);
    for (const pending of [...this.pending]) if (!selected.has(pending)) this.pending.delete(pending);
  }

  dispose(): void {
    this.stopWaiting?.();
    this.real?.dispose();
    this.pending.clear();
  }
}

const standIn: ResolveFeature = {
  name: 'resolve',
  resolver: (host) => new WaitingResolver(host),
  // A chunk that failed sends an empty answer too: the tags it kept pending and the busy control render again.
  reduce: reduceResolved,
};

export const lazyResolve: LazyFeature<'resolve'> = {
  name: 'resolve',
  part: featurePart('resolve', () => import('../resolve')),
  wanted: (options) => typeof options.resolveOptions === 'function',
  standIn,
};
