/**
 * The pieces of a sweep: fetching every remaining page of a query before
 * select-all-matching selects (or clear-matching clears) its options.
 * Numbered pages of a source that reports its `total` are fetched a few at
 * a time; cursor pages, and pages of a source whose end is unknown, one
 * after the other (each cursor comes from the page before). A source
 * that keeps saying "more" but sends nothing new is paced, then given up
 * on with an error. The loop itself is the loader's (loader.ts), which
 * owns the sequence guard.
 */
import { describe } from '../../errors';
import type { RemoteCache } from './cache';
import { backoffDelay, type ResolvedAjax, toError } from './config';
import type { RequestsInFlight } from './in-flight';
import { type LoadedPage, type NextPage, toPage } from './page';
import type { RemotePlatform } from './platform';
import { type PageAddress, transportFor } from './transport';

/** Requests in flight at once while sweeping numbered pages: a server is not flooded. */
export const SWEEP_CONCURRENCY = 3;

/**
 * Pages in a row that add no new option before a sweep gives up on its
 * source: one is borne (the server's data may have shifted under the
 * pages), the second shows a source that ignores the page or cursor.
 */
export const SWEEP_STALL_PAGES = 2;
/**
 * Wait in ms before the page after one that added nothing, which is then
 * asked alone: a source that stops adding hears at most two requests a second.
 */
export const SWEEP_STALL_PAUSE = 500;

/**
 * The error that ends a sweep whose source keeps saying "more" but sends
 * only options it sent before, naming the source and the query.
 */
export function stalledError<M>(config: ResolvedAjax<M>, query: string): Error {
  const { url } = config;
  const source = config.request
    ? 'ajax.request'
    : `the ajax GET of ${typeof url === 'string' ? describe(url) : 'ajax.url'}`;
  return new Error(
    `widget-select: select all matching stopped: ${source} answered ${SWEEP_STALL_PAGES} pages of ${describe(query)} in a row with no new option, yet said more follow (does it ignore the page or the cursor?). Nothing was selected.`,
  );
}

/** Where a sweep goes next: the pages it may request together. */
export function nextBatch(
  next: NonNullable<NextPage>,
  total: number | null,
  pageSize: number,
): NonNullable<NextPage>[] {
  if (next.cursor !== undefined || total === null || pageSize <= 0) return [next];
  const last = Math.ceil(total / pageSize) - 1;
  const batch = [next];
  for (let page = next.page + 1; page <= last && batch.length < SWEEP_CONCURRENCY; page++)
    batch.push({ page, cursor: undefined });
  return batch;
}

/** What fetching one page needs of the loader. */
export interface PageFetch<M> {
  readonly config: ResolvedAjax<M>;
  readonly platform: RemotePlatform;
  readonly cache: RemoteCache<M>;
  /** Requests on their way: the first try of a page joins one (a next page the list asked for). */
  readonly inFlight: RequestsInFlight;
  readonly signal: AbortSignal;
  /** The address of a page of the swept query (throws as the load would fail). */
  readonly locate: (page: number, cursor: string | undefined) => PageAddress;
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
      if (signal.aborted || attempt >= config.retry)
        throw toError(reason, config.request ? 'ajax.request' : 'the ajax GET');
      await wait(platform, backoffDelay(config.retryDelay, attempt + 1), signal);
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
