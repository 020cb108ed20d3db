import type { Cause } from './actions';

/**
 * Typed event emitter; a throwing handler never breaks the widget or other
 * handlers. An event a commit produced reaches its handlers with the
 * commit's cause as a second argument (not part of the public handler type:
 * `<widget-select>` reads it to tell a user's change from a script's).
 */
export class Emitter<Events extends object> {
  private readonly handlers = new Map<keyof Events, Set<(payload: never) => void>>();

  on<K extends keyof Events>(event: K, handler: (payload: Events[K]) => void): void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler as (payload: never) => void);
  }

  off<K extends keyof Events>(event: K, handler: (payload: Events[K]) => void): void {
    this.handlers.get(event)?.delete(handler as (payload: never) => void);
  }

  /** Whether `event` has a handler. */
  has(event: keyof Events): boolean {
    return (this.handlers.get(event)?.size ?? 0) > 0;
  }

  emit<K extends keyof Events>(event: K, payload: Events[K], cause?: Cause): void {
    const set = this.handlers.get(event);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        (handler as (payload: Events[K], cause?: Cause) => void)(payload, cause);
      } catch (error) {
        // A faulty handler must not stop the widget or the other handlers.
        console.error(`widget-select: a "${String(event)}" handler threw`, error);
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}
