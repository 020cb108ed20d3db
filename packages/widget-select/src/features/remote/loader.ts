/**
 * The remote loader: debounce, one AbortController per request, a sequence
 * guard, retry with exponential backoff, page/cursor paging, the TTL cache
 * and background prefetch. DOM-free; timers and fetch come from a
 * {@link RemotePlatform}.
 *
 * The sequence guard is what makes stale answers impossible: every new load
 * (and every cancel) bumps `seq`, and an answer is applied only while its
 * own number is still current — also when a custom `request` ignores the
 * AbortSignal and resolves late anyway.
 */
import { toError } from './ajax-runtime';
import { RemoteCache } from './cache';
import type { LoaderHost, LoaderPhase } from './loader-host';
import { fetchPage, type PageFetch, wait } from './fetch-page';
import { RequestsInFlight } from './in-flight';
import { FIRST_PAGE, type LoadedPage, type NextPage } from './page';
import { defaultPlatform, type RemotePlatform, type TimerHandle } from './platform';
import { QueryPages } from './query-pages';
import { nextBatch, SWEEP_STALL_PAGES, SWEEP_STALL_PAUSE, stalledError } from './sweep';
import { addressOf, type PageAddress } from './transport';

export class RemoteLoader<M> {
  private current: LoaderPhase = 'idle';
  private active: string | null = null;
  /** The cache key the active query's first page was last asked for under (null: none could be made). */
  activeKey: string | null = null;
  /**
   * The key of the first page of no query when the active query's first
   * page was asked for: it moves only when something beside the query that
   * the request reads (another field) changed, and the answers then belong
   * to another parent.
   */
  activeScope: string | null = null;
  private next: NextPage = null;
  /**
   * The active query's first page is asked for and not in yet: its answer
   * will replace the list (a reload, or a reopen, of the query it shows).
   */
  private firstPageDue = false;
  /** What the active query's pages said of it. */
  private readonly pages = new QueryPages();
  /** A {@link loadAll} is under way (its pages are requested, or its pause runs). */
  private sweeping = false;
  private seq = 0;
  private timer: TimerHandle | undefined;
  private controller: AbortController | null = null;
  /** The load that failed last, for {@link retry}; cleared by any newer work. */
  private failedJob: Job | null = null;
  private disposed = false;
  /** Page requests on their way (prefetches, loads, sweeps), so a later load of a page joins its request. */
  private readonly inFlight = new RequestsInFlight();
  /** The prefetches on their way. */
  private readonly warming = new Set<AbortController>();
  readonly cache: RemoteCache<M>;

  constructor(
    private readonly host: LoaderHost<M>,
    private readonly platform: RemotePlatform = defaultPlatform,
  ) {
    this.cache = new RemoteCache<M>(
      () => host.config().cacheTtl,
      () => platform.now(),
    );
  }

  get phase(): LoaderPhase {
    return this.current;
  }

  /** The query whose pages are requested or shown, or null after cancel. */
  get query(): string | null {
    return this.active;
  }

  /** The cache key of `query`'s first page now; null when it cannot be made (the load would fail). */
  keyOf(query: string): string | null {
    const address = this.locate(query, 0, undefined);
    return address instanceof Error ? null : address.key;
  }

  /** {@link activeScope} as it would be now. */
  scopeNow(): string | null {
    return this.keyOf('');
  }

  /** Whether a further page exists (pagination only), or the first page is still on its way. */
  get hasMore(): boolean {
    return this.next !== null || this.firstPageDue;
  }

  /** Whether the active query's first page is on its way: the list shows an answer it will replace. */
  get refreshing(): boolean {
    return this.firstPageDue;
  }

  /**
   * Loads page 0 of `query`, superseding any other work. A fresh cached page
   * applies at once; otherwise the request waits `debounce` ms when `debounced`.
   */
  search(query: string, debounced: boolean): void {
    if (this.disposed) return;
    this.stop();
    this.active = query;
    this.forget();
    this.firstPageDue = true;
    const delay = this.host.config().debounce;
    this.activeKey = this.keyOf(query);
    if (!debounced || delay <= 0 || this.activeKey === null || this.cache.get(this.activeKey)) {
      this.load(query, 0, undefined, false);
      return;
    }
    this.setPhase('pending');
    this.timer = this.platform.setTimeout(() => {
      this.timer = undefined;
      this.load(query, 0, undefined, false);
    }, delay);
  }

  /** Requests the next page; false when paging is off, busy, failed or at the end. */
  loadMore(): boolean {
    const { active, next } = this;
    if (this.disposed || active === null || next === null || this.current !== 'idle') return false;
    if (!this.host.config().pagination) return false;
    this.load(active, next.page, next.cursor, true);
    return true;
  }

  /**
   * Repeats the load that failed (page 0 of a search, or a next page), now
   * and without a debounce. False when the last load did not fail.
   */
  retry(): boolean {
    const job = this.failedJob;
    if (this.disposed || !job || this.current !== 'error') return false;
    this.stop();
    this.load(job.query, job.page, job.cursor, job.append);
    return true;
  }

  /** Stops pending and in-flight work and forgets the active query. */
  cancel(): void {
    this.stop();
    this.active = null;
    this.forget();
    this.setPhase('idle');
  }

  /**
   * Loads every remaining page of the active query (select all matching) and calls `done` once they
   * are all in, or as soon as `enough()` says the rest cannot matter (maxSelections reached). Pages join
   * the list as they arrive, in order, the phase `loading` throughout. While the first page is on its
   * way (a reload), the sweep awaits it, lets it replace the list, and goes on from there, with or
   * without paging (also when that first page failed: it is asked for again). A new search, cancel,
   * {@link stopSweep} or dispose aborts it (`done` never runs); a page that fails ends it with `error`,
   * and so does a source that keeps saying "more" with nothing new (see sweep.ts). A next page on its
   * way is taken over: the sweep awaits its request, so the server is never asked for a page twice.
   * False when nothing is left to load (paging off, at the end, a search waiting or failed): the
   * caller goes on at once.
   */
  loadAll(enough: () => boolean, done: () => void): boolean {
    const query = this.active;
    if (this.disposed || query === null || !this.hasMore) return false;
    // After a failed next page the loaded pages stand; a failed first page is asked for again.
    if (this.current === 'pending' || (this.current === 'error' && !this.firstPageDue)) return false;
    if (!this.firstPageDue && !this.host.config().pagination) return false;
    const controller = this.takeOver();
    this.controller = controller;
    this.sweeping = true;
    this.setPhase('loading');
    void this.sweep(query, this.seq, controller.signal, enough, done);
    return true;
  }

  /**
   * Ends a running {@link loadAll} early, `done` never called (the user
   * edited the value: its outcome would undo the edit). The pages it loaded
   * stay, and paging goes on from the first one it did not; a first page on
   * its way (a reload) is asked for again as a plain load, so the list it
   * replaces does not stay. No-op when no sweep runs.
   */
  stopSweep(): void {
    const query = this.active;
    if (!this.sweeping || query === null) return;
    this.stop();
    if (this.firstPageDue) this.load(query, 0, undefined, false);
    else this.setPhase('idle');
  }

  private async sweep(
    query: string,
    seq: number,
    signal: AbortSignal,
    enough: () => boolean,
    done: () => void,
  ): Promise<void> {
    const current = () => seq === this.seq;
    // Pages in a row that added no new value.
    let barren = 0;
    try {
      // The pages on screen before the first page is in are the answer it replaces: they decide nothing.
      while (this.firstPageDue || (this.next !== null && !enough())) {
        const config = this.host.config();
        const fetch = this.pageFetch(signal, current, (page, cursor) =>
          addressOf(config, query, page, cursor, this.platform.baseUrl()),
        );
        const replacing = this.firstPageDue;
        if (barren > 0) await wait(this.platform, SWEEP_STALL_PAUSE, signal);
        // A sweep that took this one over shares its signal: the pause does not end by an abort.
        if (!current()) return;
        const batch = this.sweepBatch(barren > 0);
        const pages = await Promise.all(batch.map((next) => fetchPage<M>(fetch, query, next)));
        if (!current()) return;
        for (const loaded of pages) {
          const added = this.pages.take(loaded, replacing);
          // An empty page is the last one; so is the page that brings the count to the total.
          const more = config.pagination && loaded.options.length > 0 && !this.pages.allIn;
          const next = more ? this.pages.unseen(loaded.next) : null;
          // Throws when the host refuses the page: what is due stays due.
          this.host.onResult(query, loaded, !replacing, true);
          this.firstPageDue = false;
          this.next = next;
          if (!current()) return;
          if (this.next === null) break;
          barren = added > 0 || replacing ? 0 : barren + 1;
          if (barren >= SWEEP_STALL_PAGES) {
            // The source loops: neither this sweep nor scrolling asks it for more of this query.
            this.next = null;
            throw stalledError(config, query);
          }
        }
      }
    } catch (error) {
      if (!current()) return;
      this.sweeping = false;
      this.controller = null;
      this.setPhase('error');
      this.host.onError(toError(error, 'ajax.request'));
      return;
    }
    if (!current()) return;
    this.sweeping = false;
    this.controller = null;
    this.setPhase('idle');
    done();
  }

  /**
   * The pages a sweep requests next: the first page alone while it is due
   * (its answer tells the page size), the next page alone when `paced`.
   */
  private sweepBatch(paced: boolean): NonNullable<NextPage>[] {
    if (this.firstPageDue) return [FIRST_PAGE];
    if (!this.next) return [];
    return paced ? [this.next] : nextBatch(this.next, this.pages.total, this.pages.pageSize);
  }

  /** Forgets what the pages of the last query said (a new query, or none). */
  private forget(): void {
    this.next = null;
    this.firstPageDue = false;
    this.pages.reset();
  }

  /**
   * Warms page 0 of each query into the cache, silently (no phase, no
   * errors); a load of a page being warmed joins its request.
   */
  prefetch(queries: readonly string[]): void {
    if (this.disposed || this.host.config().cacheTtl <= 0) return;
    for (const query of queries) {
      const address = this.locate(query, 0, undefined);
      if (address instanceof Error || this.cache.get(address.key) || this.inFlight.join(address.key))
        continue;
      const controller = new AbortController();
      this.warming.add(controller);
      // No work waits for a warm-up (never live), so a failed one is not retried.
      const warm = this.pageFetch(
        controller.signal,
        () => false,
        () => address,
      );
      fetchPage(warm, query, FIRST_PAGE)
        .catch(() => {
          // A failed warm-up is not an error: the real load will try again.
        })
        .finally(() => this.warming.delete(controller));
    }
  }

  dispose(): void {
    this.cancel();
    this.disposed = true;
    for (const controller of this.warming) controller.abort();
    this.warming.clear();
  }

  /**
   * Invalidates the running load like {@link stop}, but leaves its request
   * on its way for the next work to join; returns its controller (or a new
   * one), which now aborts that work.
   */
  private takeOver(): AbortController {
    const running = this.controller;
    this.controller = null;
    this.stop();
    return running ?? new AbortController();
  }

  /** Invalidates the running load: later answers and timers of it are ignored. */
  private stop(): void {
    this.seq++;
    this.sweeping = false;
    this.failedJob = null;
    if (this.timer !== undefined) this.platform.clearTimeout(this.timer);
    this.timer = undefined;
    this.controller?.abort();
    this.controller = null;
  }

  private setPhase(phase: LoaderPhase): void {
    if (phase === this.current) return;
    this.current = phase;
    this.host.onPhase(phase);
  }

  /** Where a page of `query` is asked for, or the Error making its address (`url`, `params`, `cacheKey`) ended in. */
  private locate(query: string, page: number, cursor: string | undefined): PageAddress | Error {
    const config = this.host.config();
    try {
      return addressOf(config, query, page, cursor, this.platform.baseUrl());
    } catch (error) {
      return toError(error, config.request ? 'ajax.cacheKey' : 'ajax.url');
    }
  }

  private load(query: string, page: number, cursor: string | undefined, append: boolean): void {
    const seq = ++this.seq;
    const job: Job = { query, page, cursor, append };
    const address = this.locate(query, page, cursor);
    if (!append) {
      this.activeKey = address instanceof Error ? null : address.key;
      this.activeScope = this.scopeNow();
    }
    if (address instanceof Error) {
      this.fail(address, job);
      return;
    }
    const cached = this.cache.get(address.key);
    if (cached) {
      this.accept(query, cached, append);
      return;
    }
    this.controller = new AbortController();
    this.setPhase('loading');
    const live = () => seq === this.seq;
    const fetch = this.pageFetch(this.controller.signal, live, () => address);
    fetchPage(fetch, query, { page, cursor }).then(
      (loaded) => {
        if (live()) this.accept(query, loaded, append);
      },
      (error) => {
        if (live()) this.fail(toError(error, 'ajax.request'), job);
      },
    );
  }

  /** What {@link fetchPage} needs for the work that `live` tells is current. */
  private pageFetch(signal: AbortSignal, live: () => boolean, locate: PageFetch<M>['locate']): PageFetch<M> {
    const { platform, cache, inFlight } = this;
    return { config: this.host.config(), platform, cache, inFlight, signal, locate, live };
  }

  private accept(query: string, loaded: LoadedPage<M>, append: boolean): void {
    this.controller = null;
    this.firstPageDue = false;
    this.pages.take(loaded, !append);
    this.next = this.host.config().pagination ? this.pages.unseen(loaded.next) : null;
    this.current = 'idle';
    this.host.onResult(query, loaded, append);
  }

  private fail(error: Error, job: Job): void {
    this.controller = null;
    this.failedJob = job;
    this.setPhase('error');
    this.host.onError(error);
  }
}

/** A load of one page, as {@link RemoteLoader.retry} repeats it. */
interface Job {
  query: string;
  page: number;
  cursor: string | undefined;
  append: boolean;
}
