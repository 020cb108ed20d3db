/**
 * The ajax option's check, which the constructor runs (the default entry's
 * stand-in too, before the remote chunk is there), and the type of the
 * option with its defaults filled in (ajax-runtime.ts applies them).
 */
import { failOption } from '../../errors';
import type { AjaxConfig } from '../../types';

/** AjaxConfig with every tunable filled in. */
export type ResolvedAjax<M> = AjaxConfig<M> &
  Required<
    Pick<AjaxConfig<M>, 'debounce' | 'loadOnOpen' | 'cacheTtl' | 'retry' | 'retryDelay' | 'pagination'>
  > & { prefetch: readonly string[] };

/** Millisecond fields: finite and non-negative. */
const DURATION_KEYS = ['debounce', 'cacheTtl', 'retryDelay'] as const;
const FUNCTION_KEYS = ['request', 'params', 'transform', 'cacheKey'] as const;

const fail = (key: string, expected: string, got: unknown) => failOption(`ajax.${key}`, expected, got);

/** Throws SelectWidgetError (`invalid-options`) naming the first bad ajax field and its value. */
export function validateAjax(ajax: Record<string, unknown>): void {
  for (const key of DURATION_KEYS) {
    const value = ajax[key];
    if (value !== undefined && !(typeof value === 'number' && Number.isFinite(value) && value >= 0))
      fail(key, 'a finite non-negative number (ms)', value);
  }
  const { retry } = ajax;
  if (retry !== undefined && !(Number.isInteger(retry) && (retry as number) >= 0))
    fail('retry', 'a non-negative integer', retry);
  for (const key of FUNCTION_KEYS)
    if (ajax[key] !== undefined && typeof ajax[key] !== 'function') fail(key, 'a function', ajax[key]);
  const { url, prefetch } = ajax;
  if (url !== undefined && !((typeof url === 'string' && url !== '') || typeof url === 'function'))
    fail('url', 'a non-empty string or a function', url);
  for (const key of ['loadOnOpen', 'pagination'] as const)
    if (ajax[key] !== undefined && typeof ajax[key] !== 'boolean') fail(key, 'a boolean', ajax[key]);
  if (prefetch !== undefined && (!Array.isArray(prefetch) || prefetch.some((q) => typeof q !== 'string')))
    fail('prefetch', 'an array of strings', prefetch);
}
