/** Fakes for the remote unit tests: a controllable backend and a recording platform. */
import { vi } from 'vitest';
import { resolveAjax } from '../../../src/features/remote/ajax-runtime';
import type { ResolvedAjax } from '../../../src/features/remote/config';
import { RemoteLoader } from '../../../src/features/remote/loader';
import type { LoaderHost, LoaderPhase } from '../../../src/features/remote/loader-host';
import type { LoadedPage } from '../../../src/features/remote/page';
import type { RemotePlatform } from '../../../src/features/remote/platform';
import type { AjaxConfig, Option, RemoteAnswer } from '../../../src/types';

/** One call the backend received, settled by the test. */
export interface Call {
  query: string;
  page: number;
  cursor: string | undefined;
  signal: AbortSignal;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
}

/** A `request` whose answers the test hands out by hand. */
export function manualBackend() {
  const calls: Call[] = [];
  const request = (query: string, page: number, signal: AbortSignal, cursor?: string) =>
    // A server's answer, as a JSON body is: the test hands out any shape (bad ones too).
    new Promise((resolve, reject) => {
      calls.push({ query, page, cursor, signal, resolve, reject });
    }) as Promise<RemoteAnswer>;
  return { calls, request };
}

/** Options named after the query and page, so answers are recognizable. */
export function answer(query: string, page = 0, size = 3): Option[] {
  return Array.from({ length: size }, (_, i) => ({
    value: `${query}-${page}-${i}`,
    label: `${query} ${page}.${i}`,
  }));
}

/** The real timers of Vitest's fake clock, with every delay recorded. */
export function recordingPlatform(fetch?: RemotePlatform['fetch']) {
  const delays: number[] = [];
  const platform: RemotePlatform = {
    setTimeout: (callback, ms) => {
      delays.push(ms);
      return setTimeout(callback, ms);
    },
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
    fetch: fetch ?? (() => Promise.reject(new Error('no fetch in this test'))),
    baseUrl: () => 'http://example.test/app/',
  };
  return { platform, delays };
}

/** A loader host that records what the loader reports. */
export function recordingHost<M>(ajax: AjaxConfig<M>) {
  const log = {
    results: [] as { query: string; page: LoadedPage<M>; append: boolean }[],
    phases: [] as LoaderPhase[],
    errors: [] as Error[],
  };
  let config: ResolvedAjax<M> = resolveAjax(ajax);
  const host: LoaderHost<M> = {
    config: () => config,
    onResult: (query, page, append) => log.results.push({ query, page, append }),
    onPhase: (phase) => log.phases.push(phase),
    onError: (error) => log.errors.push(error),
  };
  const setConfig = (next: AjaxConfig<M>) => {
    config = resolveAjax(next);
  };
  return { host, log, setConfig };
}

/** Runs queued promise callbacks (answers settle in microtasks). */
export async function flush(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

/** A RemoteLoader on a manual backend, with the host's log and the platform's recorded delays. */
export function setupLoader(ajax: Omit<AjaxConfig, 'request'> = {}) {
  const backend = manualBackend();
  const { host, log, setConfig } = recordingHost({ ...ajax, request: backend.request });
  const { platform, delays } = recordingPlatform();
  const loader = new RemoteLoader(host, platform);
  return { loader, log, calls: backend.calls, delays, setConfig };
}

/** The labels of a loaded page's options. */
export const labels = (result: { page: { options: readonly { label: string }[] } } | undefined) =>
  result?.page.options.map((o) => o.label);
