/**
 * The platform the remote modules touch: timers, a clock and `fetch`.
 * Passed in, so unit tests drive everything with fakes and no network.
 */
import { valueMoves } from '../../value-commit';
import { listenWeakly } from '../../view/weak-listeners';

/** Opaque timer handle (a number in browsers, an object in Node). */
export type TimerHandle = unknown;

/** Timers, clock and fetch used by the remote loader. */
export interface RemotePlatform {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  /** Milliseconds on a monotonic-enough clock (cache expiry). */
  now(): number;
  /** The Fetch API; only the built-in GET transport uses it. */
  fetch(input: string, init: RequestInit): Promise<Response>;
  /** Base for relative `ajax.url` values; undefined outside a document. */
  baseUrl(): string | undefined;
  /**
   * Calls `changed` after each `change` or `input` event of the page and each
   * commit that moves a widget's value (a field a request may read); returns
   * the stop function, which also keeps `changed` alive (the page and the
   * widgets hold it weakly). Absent: nothing to watch.
   */
  watch?(changed: () => void): () => void;
}

/**
 * The real platform. Globals are looked up at call time, not captured, so
 * test runners that swap in fake timers after import still take effect.
 */
export const defaultPlatform: RemotePlatform = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
  fetch: (input, init) => globalThis.fetch(input, init),
  baseUrl: () => (typeof document !== 'undefined' ? document.baseURI : globalThis.location?.href),
  watch(changed) {
    if (typeof document === 'undefined') return () => {};
    // Held weakly: a widget swapped out with its page without destroy() must not stay alive for it.
    const removers = ['change', 'input'].map((type) => listenWeakly(document, type, changed));
    removers.push(valueMoves.add(changed));
    return () => {
      for (const remove of removers) remove();
    };
  },
};
