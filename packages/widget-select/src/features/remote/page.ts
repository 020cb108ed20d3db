/**
 * What one response means: its options, where the next page is and how many
 * options match in all. Accepts a plain Option array and `{ options,
 * hasMore?, nextCursor?, total? }` (page-based sources say `hasMore`, cursor
 * sources give `nextCursor`; `total` counts the matches of every page).
 */
import { describe } from '../../errors';
import type { AjaxConfig, Option } from '../../types';
import { buildDataSet } from '../../core/domain/dataset';
import { transformError } from './config';

/** Where the next page of a query starts, or null at the end. */
export type NextPage = { page: number; cursor: string | undefined } | null;

/** A validated page of results. */
export interface LoadedPage<M> {
  readonly options: readonly Option<M>[];
  readonly next: NextPage;
  /** How many options match the query over all pages, when the source says. */
  readonly total?: number;
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

function shapeOf(
  value: unknown,
): { options: unknown; hasMore?: unknown; nextCursor?: unknown; total?: unknown } | null {
  if (Array.isArray(value)) return { options: value };
  if (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { options?: unknown }).options)
  ) {
    return value as { options: unknown[] };
  }
  return null;
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
  const shape = shapeOf(value);
  if (!shape) {
    const who = ajax.transform ? 'ajax.transform returned' : 'the ajax response is';
    const hint = ajax.transform ? '' : ' Pass ajax.transform to convert it.';
    throw new Error(`widget-select: ${who} ${describe(value)}, expected ${SHAPE}.${hint}`);
  }
  const options = shape.options as Option<M>[];
  // Validate now so a bad page fails as a load error, never reaches the cache.
  buildDataSet<M>(options, ajax.transform ? 'ajax.transform result' : 'ajax response');
  const { total } = shape;
  const next = nextAfter(page, shape.hasMore, shape.nextCursor);
  if (total === undefined || total === null) return { options, next };
  if (!(Number.isInteger(total) && (total as number) >= 0)) {
    const who = ajax.transform ? 'ajax.transform result' : 'ajax response';
    throw new Error(
      `widget-select: the ${who}'s total must be a non-negative integer, got ${describe(total)}.`,
    );
  }
  return { options, next, total: total as number };
}
