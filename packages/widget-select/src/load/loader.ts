/**
 * The one way code is loaded on demand. A part is a name and the import of
 * its chunk; asking for it shares one promise, a failed load is asked again
 * at the next use, and a failure is a `load-failed` SelectWidgetError that
 * names the part. `SelectWidget.ready()` waits for every part asked for and
 * not there yet (and rejects while one fails). Every chunk goes through
 * here: the open list and its parts, the native select's slices and
 * watchers, and the default entry's lazy features.
 */
import { SelectWidgetError } from '../errors';

/** A piece of code loaded on demand. */
export interface Part<T> {
  readonly name: string;
  /** The part, or undefined until it is there. */
  get(): T | undefined;
  /**
   * Asks for the part: one promise while it is on its way, asked again
   * after a failure. Rejects with a `load-failed` SelectWidgetError.
   */
  load(): Promise<T>;
  /** The load on its way, or undefined (there, never asked, or failed). */
  loading(): Promise<T> | undefined;
  /**
   * Runs `then` with the part once it is there (now if it is), asking for
   * it unless `ask` is false; `failed` hears a failed ask while the wait
   * goes on (for the next load). Returns what cancels the wait.
   */
  when(then: (part: T) => void, ask?: boolean, failed?: (error: SelectWidgetError) => void): () => void;
}

/** The parts asked for and not there yet: what `SelectWidget.ready()` waits for. */
const missing = new Set<Part<unknown>>();
/** How to forget each part by name (the test seam's `forget`). */
const forgetters = new Map<string, () => void>();

/** The `load-failed` error of the part `name`. */
export function loadFailed(name: string, cause: unknown): SelectWidgetError {
  if (cause instanceof SelectWidgetError && cause.code === 'load-failed') return cause;
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new SelectWidgetError('load-failed', `the ${name} could not be loaded: ${reason}`, { cause });
}

/**
 * Names a part: `name` (said in its errors, "the open list"), the dynamic
 * import of its chunk, and what the part is of the chunk's module.
 */
export function definePart<M, T = M>(
  name: string,
  importChunk: () => Promise<M>,
  pick: (module: M) => T = (module) => module as unknown as T,
): Part<T> {
  const box: { part?: T; loading?: Promise<T>; failed?: URL; tries: number } = { tries: 0 };
  const waiting = new Set<(part: T) => void>();
  const arrived = (part: T): T => {
    box.part = part;
    box.loading = undefined;
    missing.delete(self);
    // A wait an earlier one cancelled is no longer in the set: it does not run.
    for (const then of [...waiting]) if (waiting.delete(then)) then(part);
    return part;
  };
  const fetchChunk = (): Promise<M> => (box.failed ? importAgain(box.failed, ++box.tries) : importChunk());
  forgetters.set(name, () => {
    box.part = undefined;
    box.loading = undefined;
  });
  const self: Part<T> = {
    name,
    get: () => box.part,
    loading: () => box.loading,
    load() {
      if (box.part !== undefined) return Promise.resolve(box.part);
      missing.add(self as Part<unknown>);
      box.loading ??= loadSeam
        .gate(name, fetchChunk)
        .then(pick)
        .then(arrived, (error: unknown) => {
          box.loading = undefined;
          box.failed = failedUrl(error) ?? box.failed;
          throw loadFailed(name, error);
        });
      return box.loading;
    },
    when(then, ask = true, failed) {
      if (box.part !== undefined) {
        then(box.part);
        return () => {};
      }
      const wait = (part: T) => then(part);
      waiting.add(wait);
      if (ask) {
        self.load().catch((error: SelectWidgetError) => {
          // Without `failed`, reported by the use that asked for it; the wait goes on for the next load.
          if (waiting.has(wait)) failed?.(error);
        });
      }
      return () => waiting.delete(wait);
    },
  };
  return self;
}

/** The chunk's URL a browser names when it could not fetch a dynamic import (Chromium, Firefox), if any. */
export function failedUrl(error: unknown): URL | undefined {
  const found = error instanceof Error ? /imported module: *(\S+)/i.exec(error.message) : null;
  if (!found?.[1]) return undefined;
  try {
    return new URL(found[1]);
  } catch {
    return undefined;
  }
}

/**
 * The chunk at `url` imported again. Some browsers keep a failed dynamic
 * import's module for the page's life (Firefox does): importing the same
 * specifier again fails at once, even once the server answers. The same
 * file under a query of its own is a fresh request; the failed module never
 * ran, so nothing runs twice.
 */
export function importAgain<M>(url: URL, attempt: number): Promise<M> {
  const again = new URL(url);
  again.searchParams.set('retry', String(attempt));
  return import(/* webpackIgnore: true */ /* @vite-ignore */ again.href);
}

/**
 * Resolves once every part asked for is there; rejects with the
 * `load-failed` error of one that failed (each is asked again).
 */
export function partsAsked(): Promise<void> {
  return Promise.all([...missing].map((part) => part.load())).then(() => {});
}

/**
 * For tests only, not part of the public API: every load goes through
 * `gate`, which a test replaces to hold, release or fail a part's load by
 * its name; `forget` makes a part missing again, as on a page that has not
 * loaded it yet.
 */
export const loadSeam: {
  gate: <T>(name: string, load: () => Promise<T>) => Promise<T>;
  forget: (name: string) => void;
} = { gate: (_name, load) => load(), forget: (name) => forgetters.get(name)?.() };
