/** In-page fake backends for the remote browser tests: `ajax.request` functions. */
import type { Option, RemoteAnswer } from '../../../src/index';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Options `Person 001` … named by number, filtered by a case-insensitive substring. */
export function people(total: number): Option[] {
  return Array.from({ length: total }, (_, i) => ({
    value: `p${i + 1}`,
    label: `Person ${String(i + 1).padStart(3, '0')}`,
  }));
}

export interface RequestLog {
  query: string;
  page: number;
  cursor: string | undefined;
  signal: AbortSignal;
}

/** A paged backend with optional latency per call; answers `{ options, hasMore }`. */
export function pagedBackend(options: { total?: number; pageSize?: number; latency?: number } = {}) {
  const { total = 25, pageSize = 10, latency = 0 } = options;
  const all = people(total);
  const calls: RequestLog[] = [];
  const request = async (query: string, page: number, signal: AbortSignal, cursor?: string) => {
    calls.push({ query, page, cursor, signal });
    if (latency) await sleep(latency);
    const matches = all.filter((p) => p.label.toLowerCase().includes(query.toLowerCase()));
    const slice = matches.slice(page * pageSize, (page + 1) * pageSize);
    return { options: slice, hasMore: (page + 1) * pageSize < matches.length };
  };
  return { calls, request };
}

/** A backend whose answers the test releases by hand, in any order. */
export function manualBackend() {
  const calls: (RequestLog & { resolve(value: unknown): void; reject(reason: unknown): void })[] = [];
  const request = (query: string, page: number, signal: AbortSignal, cursor?: string) =>
    // A server's answer, as a JSON body is: the test hands out any shape (bad ones too).
    new Promise((resolve, reject) =>
      calls.push({ query, page, cursor, signal, resolve, reject }),
    ) as Promise<RemoteAnswer>;
  return { calls, request };
}
