/**
 * Fetching one page of a query for the loader, sweeps and plain loads
 * alike: from the cache when fresh, else joined to its request on its way,
 * else requested, with the configured retries and backoff.
 */
import { backoffDelay, toError } from './ajax-runtime';
import type { RemoteCache } from './cache';
import type { ResolvedAjax } from './config';
import type { RequestsInFlight } from './in-flight';
import { type LoadedPage, type NextPage, toPage } from './page';
import type { RemotePlatform } from './platform';
import { type PageAddress, transportFor } from './transport';

/** What fetching one page needs of the loader. */
export interface PageFetch<M> {
  readonly config: ResolvedAjax<M>;
  readonly platform: RemotePlatform;
  readonly cache: RemoteCache<M>;
  /** Requests on their way: the first try of a page joins one (a next page the list asked for). */
  readonly inFlight: RequestsInFlight;
  readonly signal: AbortSignal;
  /** The address of a page of the query (throws as the load would fail). */
  readonly locate: (page: number, cursor: string | undefined) => PageAddress;
  /**
   * Whether the work asking still counts: newer work can take over a
   * request and its signal without aborting them, and a superseded fetch
   * must not retry on its behalf.
   */
  readonly live: () => boolean;
}

/**
 * One page of `query`: from the cache when fresh, else from its request on
 * its way, else requested, with the configured retries (a bad shape or a
 * throwing transform is not retried: it would fail again). Rejects when
 * `signal` aborts.
 */
export async function fetchPage<M>(
  fetch: PageFetch<M>,
  query: string,
  { page, cursor }: NonNullable<NextPage>,
): Promise<LoadedPage<M>> {
  const { config, platform, cache, inFlight, signal } = fetch;
  const { key, url } = fetch.locate(page, cursor);
  const cached = cache.get(key);
  if (cached) return cached;
  for (let attempt = 0; ; attempt++) {
    let raw: unknown;
    try {
      const joined = attempt === 0 ? inFlight.join(key) : undefined;
      raw = await (joined ??
        inFlight.track(key, transportFor(config, platform)(query, page, signal, cursor, url), signal));
    } catch (reason) {
      const failure = toError(reason, config.request ? 'ajax.request' : 'the ajax GET');
      if (signal.aborted || attempt >= config.retry || !fetch.live()) throw failure;
      await wait(platform, backoffDelay(config.retryDelay, attempt + 1), signal);
      if (!fetch.live()) throw failure;
      continue;
    }
    const loaded = toPage<M>(raw, page, config);
    cache.set(key, loaded);
    return loaded;
  }
}

/** A platform timer that an abort cuts short (rejecting). */
export function wait(platform: RemotePlatform, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const handle = platform.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      platform.clearTimeout(handle);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
