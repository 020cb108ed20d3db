/**
 * What a running remote source uses of the ajax option: the documented
 * defaults applied (the AjaxConfig table of docs/api.md), the retry backoff
 * and the wrapping of failures into Errors. Apart from config.ts, whose
 * check runs in the constructor (in the default entry, before the remote
 * chunk), so these come with the chunk.
 */
import { describe } from '../../errors';
import type { AjaxConfig } from '../../types';
import type { ResolvedAjax } from './config';

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
