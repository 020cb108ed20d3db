/**
 * Background prefetch: first pages warmed into the cache before anyone asks
 * for them, silently (no phase, no errors). A load of a page being warmed
 * joins its request instead of asking the server again.
 */
import type { RemoteCache } from './cache';
import type { ResolvedAjax } from './config';
import type { RequestsInFlight } from './in-flight';
import { toPage } from './page';
import type { RemotePlatform } from './platform';
import { type PageAddress, transportFor } from './transport';

export class Prefetch<M> {
  /** The warm-up requests on their way. */
  private readonly running = new Set<AbortController>();

  constructor(
    private readonly cache: RemoteCache<M>,
    private readonly inFlight: RequestsInFlight,
    private readonly platform: RemotePlatform,
  ) {}

  /** Warms page 0 of `query`, at `address`, unless it is cached or already asked for. */
  warm(config: ResolvedAjax<M>, query: string, { key, url }: PageAddress): void {
    if (this.cache.get(key) || this.inFlight.join(key)) return;
    const controller = new AbortController();
    this.running.add(controller);
    const raw = transportFor(config, this.platform)(query, 0, controller.signal, undefined, url);
    this.inFlight
      .track(key, raw, controller.signal)
      .then((response) => this.cache.set(key, toPage(response, 0, config)))
      .catch(() => {
        // A failed warm-up is not an error: the real load will try again.
      })
      .finally(() => this.running.delete(controller));
  }

  /** Aborts every warm-up on its way. */
  stop(): void {
    for (const controller of this.running) controller.abort();
    this.running.clear();
  }
}
