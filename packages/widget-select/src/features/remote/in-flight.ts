/**
 * Page requests still on their way, by cache key, so that a load of a page
 * already asked for awaits that request instead of asking the server again:
 * a load joins a prefetch of its first page, and select all matching joins
 * the next page the list was loading when it started.
 */

interface Request {
  readonly response: Promise<unknown>;
  readonly signal: AbortSignal;
}

export class RequestsInFlight {
  private readonly requests = new Map<string, Request>();

  /** The response of the live request for `key`; an aborted one does not count: its answer never comes. */
  join(key: string): Promise<unknown> | undefined {
    const live = this.requests.get(key);
    return live && !live.signal.aborted ? live.response : undefined;
  }

  /** Makes `response`, the answer to a request sent with `signal`, joinable under `key` until it settles. */
  track(key: string, response: Promise<unknown>, signal: AbortSignal): Promise<unknown> {
    const request: Request = { response, signal };
    this.requests.set(key, request);
    const settled = () => {
      if (this.requests.get(key) === request) this.requests.delete(key);
    };
    response.then(settled, settled);
    return response;
  }
}
