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

export class Store {
  private state: State;
  private readonly interceptors: Interceptor[] = [];
  private readonly listeners: Listener[] = [];
  private readonly observers: Listener[] = [];

  constructor(state: Partial<State> = {}) {
    this.state = { ...initialState, ...state };
  }

  get(): State {
    return this.state;
  }

  /** Applies a change unless an interceptor cancels it. Returns whether it landed. */
  dispatch(change: Change, cause: Cause, meta: DispatchMeta = {}): boolean {
    let proposed: Change | false = change;
    for (const interceptor of this.interceptors) {
      proposed = interceptor(proposed, cause, this.state);
      if (proposed === false) return false;
    }
    const prev = this.state;
    const next: State = { ...prev, ...proposed };
    if (!changed(prev, next)) return true;
    this.state = next;
    for (const listener of this.listeners.slice()) listener(next, prev, cause, meta);
    for (const observer of this.observers.slice()) observer(next, prev, cause, meta);
    return true;
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
