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
import type { ResolvedAjax } from './config';
import type { NextPage } from './page';

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
