/**
 * Remote pages by query and page (or cursor), each valid for `cacheTtl` ms.
 * A TTL of 0 disables the cache. The entry count is capped so a long typing
 * session cannot grow memory without bound.
 */
import type { LoadedPage } from './page';

/** Most entries kept; the oldest is dropped first. */
export const CACHE_LIMIT = 200;

/** Cache key of one page: page-based sources by number, cursor sources by cursor. */
export function cacheKey(query: string, page: number, cursor: string | undefined): string {
  return cursor === undefined ? `${query}\u0000p${page}` : `${query}\u0000c${cursor}`;
}

export class RemoteCache<M> {
  private readonly entries = new Map<string, { page: LoadedPage<M>; expires: number }>();

  /**
   * @param ttl lifetime in ms, read on every call so `updateOptions` applies
   * @param now the clock
   */
  constructor(
    private readonly ttl: () => number,
    private readonly now: () => number,
  ) {}

  /** A fresh page, or undefined (expired entries are dropped). */
  get(key: string): LoadedPage<M> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.ttl() <= 0 || this.now() >= entry.expires) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  set(key: string, page: LoadedPage<M>): void {
    const ttl = this.ttl();
    if (ttl <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { page, expires: this.now() + ttl });
    if (this.entries.size > CACHE_LIMIT) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
