/**
 * The remote loader's side of the seam with its owner (the remote source):
 * the config it reads and what it reports back.
 */
import type { ResolvedAjax } from './config';
import type { LoadedPage } from './page';

/**
 * `pending`: a search waits for its debounce; `loading`: a request (or a
 * retry wait) is under way; `error`: the last load failed; `idle`: none.
 */
export type LoaderPhase = 'idle' | 'pending' | 'loading' | 'error';

/** What the loader reports to its owner. */
export interface LoaderHost<M> {
  /** The current config (read on every load, so live option updates apply). */
  config(): ResolvedAjax<M>;
  /**
   * A page of the active query arrived; the phase is `idle` again, unless
   * `sweeping`: more pages of a `RemoteLoader.loadAll` follow and the
   * phase stays `loading`; a sweep's page the host refuses throws, which
   * ends the sweep as a failed page does.
   */
  onResult(query: string, page: LoadedPage<M>, append: boolean, sweeping?: boolean): void;
  /** The phase changed (never called for the implicit `idle` of onResult). */
  onPhase(phase: LoaderPhase): void;
  /** The active load failed for good (after its retries). */
  onError(error: Error): void;
}
