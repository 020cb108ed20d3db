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
import { cacheKey, RemoteCache } from './cache';
import { backoffDelay, type ResolvedAjax, toError } from './config';
import { type LoadedPage, type NextPage, toPage } from './page';
import { defaultPlatform, type RemotePlatform, type TimerHandle } from './platform';
import { transportFor } from './transport';

/**
 * `pending`: a search waits for its debounce; `loading`: a request (or a
 * retry wait) is under way; `error`: the last load failed; `idle`: none.
 */
export type LoaderPhase = 'idle' | 'pending' | 'loading' | 'error';

/** What the loader reports to its owner. */
export interface LoaderHost<M> {
  /** The current config (read on every load, so live option updates apply). */
  config(): ResolvedAjax<M>;
  /** A page of the active query arrived; the phase is `idle` again. */
  onResult(query: string, page: LoadedPage<M>, append: boolean): void;
  /** The phase changed (never called for the implicit `idle` of onResult). */
  onPhase(phase: LoaderPhase): void;
  /** The active load failed for good (after its retries). */
  onError(error: Error): void;
}

export class RemoteLoader<M> {
  private current: LoaderPhase = 'idle';
  private active: string | null = null;
  private next: NextPage = null;
  /** Cursors the active query has handed out: one coming back means the source loops. */
  private readonly cursors = new Set<string>();
  private seq = 0;
  private timer: TimerHandle | undefined;
  private controller: AbortController | null = null;
  /** The load that failed last, for {@link retry}; cleared by any newer work. */
  private failedJob: Omit<Job, 'seq' | 'signal'> | null = null;
  private disposed = false;
  /** Raw responses of prefetches still in flight, by cache key, so a load can join one. */
  private readonly warming = new Map<string, Promise<unknown>>();
  private readonly background = new Set<AbortController>();
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

  /** Whether a further page exists (pagination only). */
  get hasMore(): boolean {
    return this.next !== null;
  }

  /**
   * Loads page 0 of `query`, superseding any other work. A fresh cached page
   * applies at once; otherwise the request waits `debounce` ms when `debounced`.
   */
  search(query: string, debounced: boolean): void {
    if (this.disposed) return;
    this.stop();
    this.active = query;
    this.next = null;
    this.cursors.clear();
    const delay = this.host.config().debounce;
    if (!debounced || delay <= 0 || this.cache.get(cacheKey(query, 0, undefined))) {
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
    this.next = null;
    this.cursors.clear();
    this.setPhase('idle');
  }

  /** Warms page 0 of each query into the cache, silently (no phase, no errors). */
  prefetch(queries: readonly string[]): void {
    const config = this.host.config();
    if (this.disposed || config.cacheTtl <= 0) return;
    for (const query of queries) {
      const key = cacheKey(query, 0, undefined);
      if (this.cache.get(key) || this.warming.has(key)) continue;
      const controller = new AbortController();
      this.background.add(controller);
      const raw = transportFor(config, this.platform)(query, 0, controller.signal, undefined);
      this.warming.set(key, raw);
      raw
        .then((response) => this.cache.set(key, toPage(response, 0, config)))
        .catch(() => {
          // A failed warm-up is not an error: the real load will try again.
        })
        .finally(() => {
          this.warming.delete(key);
          this.background.delete(controller);
        });
    }
  }

  dispose(): void {
    this.cancel();
    this.disposed = true;
    for (const controller of this.background) controller.abort();
    this.background.clear();
  }

  /** Invalidates the running load: later answers and timers of it are ignored. */
  private stop(): void {
    this.seq++;
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

  private load(query: string, page: number, cursor: string | undefined, append: boolean): void {
    const seq = ++this.seq;
    const cached = this.cache.get(cacheKey(query, page, cursor));
    if (cached) {
      this.accept(query, cached, append);
      return;
    }
    this.controller = new AbortController();
    this.setPhase('loading');
    this.attempt({ seq, query, page, cursor, append, signal: this.controller.signal }, 0);
  }

  private attempt(job: Job, retries: number): void {
    const config = this.host.config();
    const key = cacheKey(job.query, job.page, job.cursor);
    const joined = retries === 0 ? this.warming.get(key) : undefined;
    const response =
      joined ?? transportFor(config, this.platform)(job.query, job.page, job.signal, job.cursor);
    response.then(
      (raw) => {
        if (job.seq !== this.seq) return;
        let loaded: LoadedPage<M>;
        try {
          loaded = toPage(raw, job.page, config);
        } catch (error) {
          // A bad shape or a throwing transform is deterministic: retrying cannot help.
          this.fail(toError(error, 'ajax.transform'), job);
          return;
        }
        this.cache.set(key, loaded);
        this.accept(job.query, loaded, job.append);
      },
      (reason) => {
        if (job.seq !== this.seq) return;
        if (retries < config.retry) {
          this.timer = this.platform.setTimeout(
            () => {
              this.timer = undefined;
              if (job.seq === this.seq) this.attempt(job, retries + 1);
            },
            backoffDelay(config.retryDelay, retries + 1),
          );
          return;
        }
        this.fail(toError(reason, config.request ? 'ajax.request' : 'the ajax GET'), job);
      },
    );
  }

  private accept(query: string, loaded: LoadedPage<M>, append: boolean): void {
    this.controller = null;
    this.next = this.host.config().pagination ? this.unseen(loaded.next) : null;
    this.current = 'idle';
    this.host.onResult(query, loaded, append);
  }

  /** The next page, or null when its cursor came before: a repeated cursor would loop forever. */
  private unseen(next: NextPage): NextPage {
    const cursor = next?.cursor;
    if (cursor === undefined) return next;
    if (this.cursors.has(cursor)) return null;
    this.cursors.add(cursor);
    return next;
  }

  private fail(error: Error, job: Job): void {
    this.controller = null;
    this.failedJob = { query: job.query, page: job.page, cursor: job.cursor, append: job.append };
    this.setPhase('error');
    this.host.onError(error);
  }
}

interface Job {
  seq: number;
  query: string;
  page: number;
  cursor: string | undefined;
  append: boolean;
  signal: AbortSignal;
}
