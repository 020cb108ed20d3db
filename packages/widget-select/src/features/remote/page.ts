/**
 * What one response means: its options, where the next page is and how many
 * options match in all. Accepts a plain Option array and `{ options,
 * hasMore?, nextCursor?, total? }` (page-based sources say `hasMore`, cursor
 * sources give `nextCursor`; `total` counts the matches of every page).
 */
import { describe } from '../../errors';
import type { AjaxConfig, Option } from '../../types';
import { buildDataSet, type DataSet } from '../../core/domain/dataset';
import { copyAnswer } from '../../core/domain/answer-copy';
import { transformError } from './ajax-runtime';

/** Where the next page of a query starts, or null at the end. */
export type NextPage = { page: number; cursor: string | undefined } | null;

/** Where every query's pages start. */
export const FIRST_PAGE: NonNullable<NextPage> = { page: 0, cursor: undefined };

/** A validated page of results. */
export interface LoadedPage<M> {
  readonly options: readonly Option<M>[];
  readonly next: NextPage;
  /** How many options match the query over all pages, when the source says. */
  readonly total?: number;
}

/**
 * A first page's data set, built when the page was validated, for the one
 * showing of it that follows (no second pass over the answer). Taken once:
 * a shown data set can change in place (a lazy node's children grafted), so
 * a page shown again from the cache is built afresh.
 */
const built = new WeakMap<LoadedPage<unknown>, DataSet<unknown>>();

/** The data set of `page`, the one built when it was validated if still unused. */
export function pageDataSet<M>(page: LoadedPage<M>): DataSet<M> {
  const dataset = built.get(page) as DataSet<M> | undefined;
  if (!dataset) return buildDataSet<M>(page.options, 'ajax response');
  built.delete(page);
  return dataset;
}

const SHAPE = 'an array of options or { options, hasMore?, nextCursor?, total? }';

/**
 * The next page after `page`: a string `nextCursor` wins; `nextCursor: null`
 * or a missing/false `hasMore` ends the list.
 */
export function nextAfter(page: number, hasMore: unknown, nextCursor: unknown): NextPage {
  if (typeof nextCursor === 'string') return { page: page + 1, cursor: nextCursor };
  if (nextCursor === null) return null;
  return hasMore === true ? { page: page + 1, cursor: undefined } : null;
}

interface Shape {
  options: unknown[];
  hasMore?: unknown;
  nextCursor?: unknown;
  total?: unknown;
}

/**
 * The page's parts, each read once and the options copied (an answer may be
 * a Proxy or hold getters that change or throw on a later read).
 */
function shapeOf(value: unknown): Shape | null {
  if (Array.isArray(value)) return { options: copyAnswer(value) as unknown[] };
  if (typeof value !== 'object' || value === null) return null;
  const { options, hasMore, nextCursor, total } = value as Partial<Shape>;
  if (!Array.isArray(options)) return null;
  return { options: copyAnswer(options) as unknown[], hasMore, nextCursor, total };
}

/**
 * Runs `transform` (if any) and validates the result.
 * @throws Error naming transform, the bad shape or the bad option.
 */
export function toPage<M>(response: unknown, page: number, ajax: AjaxConfig<M>): LoadedPage<M> {
  let value = response;
  if (ajax.transform) {
    try {
      value = ajax.transform(response);
    } catch (error) {
      throw transformError(error);
    }
  }
  const source = ajax.transform ? 'ajax.transform result' : 'ajax response';
  let shape: Shape | null;
  try {
    shape = shapeOf(value);
  } catch (error) {
    const detail = error instanceof Error ? error.message : describe(error);
    throw new Error(`widget-select: the ${source} threw when read: ${detail}`, { cause: error });
  }
  if (!shape) {
    const who = ajax.transform ? 'ajax.transform returned' : 'the ajax response is';
    const hint = ajax.transform ? '' : ' Pass ajax.transform to convert it.';
    throw new Error(`widget-select: ${who} ${describe(value)}, expected ${SHAPE}.${hint}`);
  }
  const options = shape.options as Option<M>[];
  // Validate now so a bad page fails as a load error, never reaches the cache.
  const dataset = buildDataSet<M>(options, source);
  const { total } = shape;
  const next = nextAfter(page, shape.hasMore, shape.nextCursor);
  if (total !== undefined && total !== null && !(Number.isInteger(total) && (total as number) >= 0)) {
    throw new Error(
      `widget-select: the ${source}'s total must be a non-negative integer, got ${describe(total)}.`,
    );
  }
  const loaded: LoadedPage<M> =
    total === undefined || total === null ? { options, next } : { options, next, total: total as number };
  // Only a first page is shown as it is; later pages are appended to what is shown.
  if (page === 0) built.set(loaded as LoadedPage<unknown>, dataset as DataSet<unknown>);
  return loaded;
}
