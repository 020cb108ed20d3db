/**
 * Page-wide listeners (the document's `reset`, the window's `pageshow`, a fieldset's `disabled`) that hold
 * each widget's handler weakly.
 *
 * A page swapped out without `destroy()` (Turbo Drive, htmx, Barba, a framework that drops a subtree)
 * leaves its widgets unreachable but for such listeners: one added to the document directly would keep the
 * widget, its nodes and its listeners alive as long as the page. Here one real listener per target and type
 * calls the handlers still alive; a widget keeps its own handler alive through the returned remover, which
 * its abort signal holds until `destroy()`.
 */

type Handler<A extends unknown[]> = (...args: A) => void;

/** What each signal runs when aborted (see {@link onAbort}). */
const onAborts = new WeakMap<AbortSignal, (() => unknown)[]>();

/** `signal.addEventListener('abort', then)`, one real listener per signal: nine per widget were part of each mount's cost. */
export function onAbort(signal: AbortSignal, then: () => unknown): void {
  const thens = onAborts.get(signal);
  if (thens) thens.push(then);
  else {
    const created = [then];
    onAborts.set(signal, created);
    signal.addEventListener('abort', () => created.splice(0).forEach(isolated), { once: true });
  }
}

/** Runs `handler` as a listener of its own runs: its error reaches the page, what follows still runs. */
export function isolated(handler: () => unknown): void {
  try {
    handler();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

/** Handlers held weakly, called in the order they were added; a dead one is dropped when met. */
export class WeakHandlers<A extends unknown[]> {
  private readonly refs = new Set<WeakRef<Handler<A>>>();

  /**
   * Adds `handler`; returns its remover. The remover's closure holds the handler: whoever keeps the remover
   * (a widget's signal) keeps it called.
   */
  add(handler: Handler<A>, signal?: AbortSignal): () => Handler<A> {
    const ref = new WeakRef(handler);
    this.refs.add(ref);
    const remove = () => {
      this.refs.delete(ref);
      return handler;
    };
    if (signal) onAbort(signal, remove);
    return remove;
  }

  get size(): number {
    return this.refs.size;
  }

  call(...args: A): void {
    for (const ref of Array.from(this.refs)) {
      // One removed by a handler before it in this pass is not called.
      if (!this.refs.has(ref)) continue;
      const handler = ref.deref();
      if (handler) isolated(() => handler(...args));
      else this.refs.delete(ref);
    }
  }
}

const hubs = new WeakMap<EventTarget, Map<string, WeakHandlers<[Event]>>>();

/**
 * `target.addEventListener(type, handler, { capture, signal })`, with the handler held weakly (see above).
 * Returns the remover.
 */
export function listenWeakly(
  target: EventTarget,
  type: string,
  handler: (event: Event) => void,
  { capture = false, signal }: { capture?: boolean; signal?: AbortSignal } = {},
): () => unknown {
  const byType = hubs.get(target) ?? new Map<string, WeakHandlers<[Event]>>();
  hubs.set(target, byType);
  const key = capture ? `${type} capture` : type;
  const handlers = byType.get(key) ?? new WeakHandlers<[Event]>();
  if (!byType.has(key)) {
    byType.set(key, handlers);
    target.addEventListener(type, (event) => handlers.call(event), capture);
  }
  return handlers.add(handler, signal);
}

/** How many handlers `target` holds for `type` (dead ones not yet met included): for leak checks. */
export function weakListenerCount(target: EventTarget, type: string, capture = false): number {
  return hubs.get(target)?.get(capture ? `${type} capture` : type)?.size ?? 0;
}
