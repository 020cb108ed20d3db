/**
 * State container: one dispatch path for every change. Interceptors
 * (before* hooks, plugins) see the proposed change with its cause and may
 * rewrite or veto it before it lands; subscribers see (previous, next).
 */
import type { Cause, DispatchMeta } from './actions';
import { initialState, type State } from './state';

/** A proposed partial state. */
export type Change = Partial<State>;

/**
 * Sees a proposed change and its cause. Return the change (possibly
 * rewritten) to let it through, or `false` to cancel it.
 */
export type Interceptor = (change: Change, cause: Cause, state: State) => Change | false;

export type Listener = (next: State, prev: State, cause: Cause, meta: DispatchMeta) => void;

/** Where a throwing interceptor or listener is reported (it never stops the others). */
export type FaultHandler = (error: unknown) => void;

export class Store {
  private state: State;
  private readonly interceptors: Interceptor[] = [];
  private readonly listeners: Listener[] = [];
  private readonly observers: Listener[] = [];
  private disposed = false;

  constructor(
    state: Partial<State> = {},
    private readonly onFault: FaultHandler = (error) => console.error(error),
  ) {
    this.state = { ...initialState, ...state };
  }

  get(): State {
    return this.state;
  }

  /**
   * Applies a change unless an interceptor cancels it. Returns whether it
   * landed. A throwing interceptor cancels the change; a throwing listener
   * is reported and the others still run, so the state, the DOM, the native
   * select and the events never disagree. After dispose nothing lands.
   */
  dispatch(change: Change, cause: Cause, meta: DispatchMeta = {}): boolean {
    if (this.disposed) return false;
    let proposed: Change | false = change;
    for (const interceptor of this.interceptors) {
      try {
        proposed = interceptor(proposed, cause, this.state);
      } catch (error) {
        this.onFault(error);
        return false;
      }
      if (proposed === false) return false;
    }
    const prev = this.state;
    const next: State = { ...prev, ...proposed };
    if (!changed(prev, next)) return true;
    this.state = next;
    for (const listener of [...this.listeners, ...this.observers]) {
      // A listener may destroy the widget (a `change` handler calling destroy()).
      if (this.disposed) break;
      try {
        listener(next, prev, cause, meta);
      } catch (error) {
        this.onFault(error);
      }
    }
    return true;
  }

  /** Destroy: drops every interceptor and listener; later dispatches are ignored. */
  dispose(): void {
    this.disposed = true;
    this.interceptors.length = 0;
    this.listeners.length = 0;
    this.observers.length = 0;
  }

  intercept(interceptor: Interceptor): () => void {
    this.interceptors.push(interceptor);
    return () => remove(this.interceptors, interceptor);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.push(listener);
    return () => remove(this.listeners, listener);
  }

  /**
   * Like subscribe, but runs after every subscriber: public events are
   * emitted from here, so a handler sees the DOM and the native select
   * already updated.
   */
  observe(observer: Listener): () => void {
    this.observers.push(observer);
    return () => remove(this.observers, observer);
  }
}

function changed(prev: State, next: State): boolean {
  for (const key of Object.keys(next) as (keyof State)[]) {
    if (prev[key] !== next[key]) return true;
  }
  return false;
}

function remove<T>(list: T[], item: T): void {
  const index = list.indexOf(item);
  if (index >= 0) list.splice(index, 1);
}
