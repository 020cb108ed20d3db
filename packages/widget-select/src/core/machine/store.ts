/**
 * The one path of every change: `dispatch(change, cause)` runs the interceptors (before* hooks, plugins)
 * once, which may rewrite or veto the change; `settle` then fills in what follows from the proposed state
 * (the highlight of a new query); the result is committed at once, and the listeners (renderers) and
 * observers (the event outlet) see it once, with the previous state and the cause. One dispatch = one
 * commit = one render. A dispatch made while listeners run commits at once and is delivered after them (see
 * `deliver`).
 */
import type { ActionType } from '../../types';
import type { Cause, DispatchMeta } from './actions';
import { type State, sameHighlight } from '../domain/state';

/** A proposed partial state (built up field by field before it is dispatched). */
export type Change = { -readonly [K in keyof State]?: State[K] };

/** A change to send down the one path, with its cause and flags (what the reducer and the features decide). */
export interface Transition {
  readonly change: Change;
  readonly cause: Cause;
  readonly meta?: DispatchMeta;
}

/**
 * Sees a proposed change, its cause, the type of the action behind it and the dispatch's flags. Return the
 * change (possibly rewritten) to let it through, or `false` to cancel it.
 */
export type Interceptor = (
  change: Change,
  cause: Cause,
  state: State,
  action: ActionType,
  meta?: DispatchMeta,
) => Change | false;

/** A dispatch's flags, with the type of the action it comes from. */
export type ActionMeta = DispatchMeta & { readonly action: ActionType };

/** What a dispatch did: committed, cancelled by an interceptor, or let through without changing anything. */
export type Committed = 'applied' | 'vetoed' | 'unchanged';

export type Listener = (next: State, prev: State, cause: Cause, meta: ActionMeta) => void;

/**
 * Completes a change once it has passed the interceptors: reads the proposed state it is given and returns
 * the fields that derive from it, or nothing. `get()` still returns the previous state meanwhile: nothing
 * is committed before the settled change is.
 */
export type Settler = (proposed: State, prev: State, meta: DispatchMeta) => Change | undefined;

/** One commit (or a notice alone) on its way to its listeners. */
interface Delivery {
  readonly next: State;
  readonly prev: State;
  readonly cause: Cause;
  readonly meta: ActionMeta;
  readonly to: readonly Listener[];
}

/** Where a throwing interceptor or listener is reported (it never stops the others). */
export type FaultHandler = (error: unknown) => void;

export class Store {
  private readonly interceptors: Interceptor[] = [];
  private readonly listeners: Listener[] = [];
  private readonly observers: Listener[] = [];
  private settler: Settler | null = null;
  private disposed = false;

  constructor(
    private state: State,
    private readonly onFault: FaultHandler = (error) => console.error(error),
  ) {}

  get(): State {
    return this.state;
  }

  /**
   * Applies a change unless an interceptor cancels it, and says which happened. A throwing interceptor
   * cancels the change; a throwing listener is reported and the others still run, so the state, the DOM,
   * the native select and the events never disagree. The notices in `meta` reach the observers even when
   * the change is cancelled or changes nothing: they tell what the action did besides changing state (a
   * refused pick, a created option). After dispose nothing lands.
   */
  dispatch(change: Change, cause: Cause, meta: ActionMeta): Committed {
    if (this.disposed) return 'vetoed';
    const proposed = this.intercepted(change, cause, meta);
    const prev = this.state;
    let next: State = proposed ? { ...prev, ...proposed } : prev;
    if (proposed && this.settler) {
      try {
        const settled = this.settler(next, prev, meta);
        if (settled) next = { ...next, ...settled };
      } catch (error) {
        this.onFault(error);
      }
    }
    if (!changed(prev, next)) {
      if (meta.notices?.length) this.deliver({ next: prev, prev, cause, meta, to: this.observers });
      return proposed === false ? 'vetoed' : 'unchanged';
    }
    this.state = next;
    this.deliver({ next, prev, cause, meta, to: [...this.listeners, ...this.observers] });
    return 'applied';
  }

  /** Commits whose listeners have not run yet: filled by dispatches made while another commit is delivered. */
  private readonly queue: Delivery[] = [];
  private delivering = false;

  /**
   * The rule for a nested dispatch (one made by a listener or an event handler, e.g. a `change` handler
   * calling `setValue`): it commits at once, so the method that made it and anything reading the state see
   * the new value, but its listeners and events wait until every listener of the commit being delivered has
   * run. Events therefore arrive in commit order, each with its own previous and next state, and the last
   * `change` a handler sees is the current value.
   */
  private deliver(delivery: Delivery): void {
    this.queue.push(delivery);
    if (this.delivering) return;
    this.delivering = true;
    try {
      for (let next = this.queue.shift(); next && !this.disposed; next = this.queue.shift())
        this.notify(next);
    } finally {
      this.queue.length = 0;
      this.delivering = false;
    }
  }

  private intercepted(change: Change, cause: Cause, meta: ActionMeta): Change | false {
    let proposed: Change | false = change;
    for (const interceptor of this.interceptors) {
      try {
        proposed = interceptor(proposed, cause, this.state, meta.action, meta);
      } catch (error) {
        this.onFault(error);
        return false;
      }
      if (proposed === false) return false;
    }
    return proposed;
  }

  private notify({ next, prev, cause, meta, to }: Delivery): void {
    for (const listener of to) {
      // A listener may destroy the widget (a `change` handler calling destroy()).
      if (this.disposed) break;
      try {
        listener(next, prev, cause, meta);
      } catch (error) {
        this.onFault(error);
      }
    }
  }

  /** Destroy: drops every interceptor and listener; later dispatches are ignored. */
  dispose(): void {
    this.disposed = true;
    this.interceptors.length = 0;
    this.listeners.length = 0;
    this.observers.length = 0;
    this.settler = null;
  }

  intercept(interceptor: Interceptor): () => void {
    this.interceptors.push(interceptor);
    return () => remove(this.interceptors, interceptor);
  }

  /** Installs the one settler (the Controller's derived fields). */
  settle(settler: Settler): void {
    this.settler = settler;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.push(listener);
    return () => remove(this.listeners, listener);
  }

  /**
   * Like subscribe, but runs after every subscriber: public events are emitted from here, so a handler sees
   * the DOM and the native select already updated.
   */
  observe(observer: Listener): void {
    this.observers.push(observer);
  }
}

function changed(prev: State, next: State): boolean {
  if (prev === next) return false;
  for (const key of Object.keys(next) as (keyof State)[]) {
    if (prev[key] === next[key]) continue;
    // A highlight is a small tagged object: the same one made anew is no change.
    if (key === 'highlighted' && sameHighlight(prev.highlighted, next.highlighted)) continue;
    return true;
  }
  return false;
}

function remove<T>(list: T[], item: T): void {
  const index = list.indexOf(item);
  if (index >= 0) list.splice(index, 1);
}
