/**
 * What the pages of the active query said of it: its total, the size of its
 * first page, the cursors it handed out and the values it gave. The loader
 * reads it to batch a sweep's pages, to stop at the total, and to tell a
 * page that makes progress from one a looping source sends again.
 */
import type { LoadedPage, NextPage } from './page';

export class QueryPages {
  /** How many options match over all pages, when a page said. */
  total: number | null = null;
  /** The size of the first page that had any. */
  pageSize = 0;
  /** Cursors the query has handed out: one coming back means the source loops. */
  private readonly cursors = new Set<string>();
  private readonly values = new Set<string>();

  /** Forgets all of it (a new query, or none). */
  reset(): void {
    this.cursors.clear();
    this.values.clear();
    this.total = null;
    this.pageSize = 0;
  }

  /**
   * Takes in a page (`first`: the first page, whose answer replaces the
   * list, so the values start over); returns how many of its values are new.
   */
  take(loaded: LoadedPage<unknown>, first: boolean): number {
    if (loaded.total !== undefined) this.total = loaded.total;
    if (this.pageSize === 0) this.pageSize = loaded.options.length;
    if (first) this.values.clear();
    const before = this.values.size;
    for (const option of loaded.options) this.values.add(option.value);
    return this.values.size - before;
  }

  /** Whether the pages gave as many values as the total says match: no further page can add one. */
  get allIn(): boolean {
    return this.total !== null && this.values.size >= this.total;
  }

  /** The next page, or null when its cursor came before: a repeated cursor would loop forever. */
  unseen(next: NextPage): NextPage {
    const cursor = next?.cursor;
    if (cursor === undefined) return next;
    if (this.cursors.has(cursor)) return null;
    this.cursors.add(cursor);
    return next;
  }
}
