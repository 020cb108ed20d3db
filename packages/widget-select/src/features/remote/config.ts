/**
 * AjaxConfig defaults (the AjaxConfig table of docs/api.md), validation of
 * its fields, the retry backoff and the wrapping of failures into Errors.
 */
import { describe, failOption } from '../../errors';
import type { AjaxConfig } from '../../types';

/** AjaxConfig with every tunable filled in. */
export type ResolvedAjax<M> = AjaxConfig<M> &
  Required<
    Pick<AjaxConfig<M>, 'debounce' | 'loadOnOpen' | 'cacheTtl' | 'retry' | 'retryDelay' | 'pagination'>
  > & { prefetch: readonly string[] };

/** Applies the documented defaults; `undefined` fields keep them. */
export function resolveAjax<M>(ajax: AjaxConfig<M>): ResolvedAjax<M> {
  return {
    ...ajax,
    debounce: ajax.debounce ?? 250,
    loadOnOpen: ajax.loadOnOpen ?? true,
    cacheTtl: ajax.cacheTtl ?? 30000,
    retry: ajax.retry ?? 0,
    retryDelay: ajax.retryDelay ?? 250,
    pagination: ajax.pagination ?? false,
    prefetch: ajax.prefetch ?? [],
  };
}

/** Millisecond fields: finite and non-negative. */
const DURATION_KEYS = ['debounce', 'cacheTtl', 'retryDelay'] as const;
const FUNCTION_KEYS = ['request', 'params', 'transform', 'cacheKey'] as const;

const fail = (key: string, expected: string, got: unknown) => failOption(`ajax.${key}`, expected, got);

/** Throws SelectWidgetError (`invalid-options`) naming the first bad ajax field and its value. */
export function validateAjax(ajax: Record<string, unknown>): void {
  for (const key of DURATION_KEYS) {
    const value = ajax[key];
    if (value !== undefined && !(typeof value === 'number' && Number.isFinite(value) && value >= 0)) {
      fail(key, 'a finite non-negative number (ms)', value);
    }
  }
  const { retry } = ajax;
  if (retry !== undefined && !(Number.isInteger(retry) && (retry as number) >= 0)) {
    fail('retry', 'a non-negative integer', retry);
  }
  for (const key of FUNCTION_KEYS) {
    if (ajax[key] !== undefined && typeof ajax[key] !== 'function') fail(key, 'a function', ajax[key]);
  }
  const { url, prefetch } = ajax;
  if (url !== undefined && !((typeof url === 'string' && url !== '') || typeof url === 'function')) {
    fail('url', 'a non-empty string or a function', url);
  }
  for (const key of ['loadOnOpen', 'pagination'] as const) {
    if (ajax[key] !== undefined && typeof ajax[key] !== 'boolean') fail(key, 'a boolean', ajax[key]);
  }
  if (prefetch !== undefined && (!Array.isArray(prefetch) || prefetch.some((q) => typeof q !== 'string'))) {
    fail('prefetch', 'an array of strings', prefetch);
  }
}

/** Wait before retry number `attempt` (1-based): base, 2·base, 4·base … */
export function backoffDelay(base: number, attempt: number): number {
  return base * 2 ** (attempt - 1);
}

/**
 * Turns any rejection into an Error for the `error` event. Errors pass
 * through untouched (they are the caller's own); anything else is wrapped so
 * the message says where it came from, with the original value as `cause`.
 */
export function toError(reason: unknown, source: string): Error {
  if (reason instanceof Error) return reason;
  return new Error(`widget-select: ${source} failed with a non-Error value: ${describe(reason)}.`, {
    cause: reason,
  });
}

/** A failure of `ajax.transform`, always wrapped so the message names it. */
export function transformError(reason: unknown): Error {
  const detail = reason instanceof Error ? reason.message : describe(reason);
  return new Error(`widget-select: ajax.transform threw: ${detail}`, { cause: reason });
}
