/**
 * How a page is fetched: `ajax.request` when given, otherwise the built-in
 * GET of `ajax.url` through `fetch`.
 *
 * Wire format of the built-in GET (also in the README):
 * - The address is `ajax.url`, or `ajax.url(query, page)`, resolved against
 *   the document's base URL.
 * - Search params come from `ajax.params(query, page, cursor)`; without
 *   `params` they are `q` (the query), `page` (from 0) and, for cursor
 *   sources after the first page, `cursor`.
 * - Each entry replaces a same-named param already in the URL (a single
 *   value keeps its place). `undefined` and `null` remove the param; an
 *   array repeats the key once per item
 *   (`id=1&id=2`); a plain object is sent as JSON; anything else as
 *   `String(value)`. Encoding is URLSearchParams' (space as `+`).
 * - The request is `GET` with `Accept: application/json`. A non-2xx status,
 *   or a body that is not JSON, is an error.
 *
 * A page's cache key is the full address of its GET (so a `url` or `params`
 * that reads another field keys its answers by that field too), or for a
 * `request` transport `ajax.cacheKey(query, page, cursor)`, by default the
 * query, page and cursor.
 */
import { describe, SelectWidgetError } from '../../errors';
import type { AjaxConfig } from '../../types';
import { cacheKey } from './cache';
import type { RemotePlatform } from './platform';

/**
 * Fetches the raw response of one page; the result then goes through
 * `transform`. The built-in GET takes the address {@link addressOf} built.
 */
export type Transport = (
  query: string,
  page: number,
  signal: AbortSignal,
  cursor?: string,
  url?: string,
) => Promise<unknown>;

/** Where one page is asked for: its cache key and, for the built-in GET, its address. */
export interface PageAddress {
  readonly key: string;
  readonly url?: string;
}

/**
 * The cache key (and GET address) of one page: `ajax.cacheKey` when given,
 * else the GET's address, else (a `request`) the query, page and cursor.
 * @throws what `url` or `params` throw; a SelectWidgetError (`callback-failed`) for a failing `cacheKey`.
 */
export function addressOf<M>(
  ajax: AjaxConfig<M>,
  query: string,
  page: number,
  cursor: string | undefined,
  base: string | undefined,
): PageAddress {
  const url = ajax.request ? undefined : buildUrl(ajax, query, page, cursor, base);
  const custom = ajax.cacheKey;
  if (!custom) return { key: url ?? cacheKey(query, page, cursor), url };
  let key: unknown;
  try {
    key = custom(query, page, cursor);
  } catch (error) {
    const detail = error instanceof Error ? error.message : describe(error);
    throw new SelectWidgetError('callback-failed', `ajax.cacheKey threw: ${detail}`, { cause: error });
  }
  if (typeof key !== 'string') {
    throw new SelectWidgetError(
      'callback-failed',
      `ajax.cacheKey must return a string, got ${describe(key)}.`,
    );
  }
  return { key, url };
}

function serialize(value: unknown): string {
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Merges a params map into a URL's search params (see the wire format above). */
export function applyParams(url: URL, params: Record<string, unknown>): void {
  const search = url.searchParams;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) search.delete(key);
    else if (!Array.isArray(value)) search.set(key, serialize(value));
    else {
      search.delete(key);
      for (const item of value) if (item !== undefined && item !== null) search.append(key, serialize(item));
    }
  }
}

/** The full address of a built-in GET for one page. */
export function buildUrl<M>(
  ajax: AjaxConfig<M>,
  query: string,
  page: number,
  cursor: string | undefined,
  base: string | undefined,
): string {
  const raw = typeof ajax.url === 'function' ? ajax.url(query, page) : ajax.url;
  if (typeof raw !== 'string')
    throw new Error(`widget-select: ajax.url must give a string, got ${describe(raw)}.`);
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new Error(`widget-select: ajax.url ${describe(raw)} is not a valid URL (base ${describe(base)}).`);
  }
  const params = ajax.params ? ajax.params(query, page, cursor) : { q: query, page, cursor };
  if (params !== undefined && params !== null) applyParams(url, params);
  return url.href;
}

/** GETs `url` and parses its JSON body; non-2xx and malformed JSON are errors with clear messages. */
export async function getJson(platform: RemotePlatform, url: string, signal: AbortSignal): Promise<unknown> {
  const response = await platform.fetch(url, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) {
    const status = `${response.status} ${response.statusText}`.trim();
    throw new Error(`widget-select: GET ${url} failed with HTTP ${status}.`);
  }
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`widget-select: GET ${url} did not return valid JSON (${reason}).`, { cause: error });
  }
}

/** The transport for a config: `request` takes precedence over `url`. */
export function transportFor<M>(ajax: AjaxConfig<M>, platform: RemotePlatform): Transport {
  const { request } = ajax;
  if (request) {
    return (query, page, signal, cursor) => {
      // A synchronous throw is turned into a rejection so both fail alike.
      try {
        return Promise.resolve(request(query, page, signal, cursor));
      } catch (error) {
        return Promise.reject(error);
      }
    };
  }
  return async (query, page, signal, cursor, url) =>
    getJson(platform, url ?? buildUrl(ajax, query, page, cursor, platform.baseUrl()), signal);
}
