/**
 * User callbacks (templates, isOptionDisabled, filterOption, searchScorer,
 * before* hooks, plugin seams) may throw. A throw is reported — a
 * `console.error` and the `error` event, both with a `callback-failed`
 * SelectWidgetError naming the callback — and the widget carries on with a
 * safe fallback, so no action is left half-applied.
 */
import { SelectWidgetError } from '../../errors';

/** Distinct failures remembered, so a template throwing on every render is told once. */
const MAX_REMEMBERED = 100;

/**
 * Failures already written to the console by a FaultReporter, so the
 * console fallback of an unheard `error` event (events.ts) does not write
 * them twice. Weak: an error is forgotten with its last reference.
 */
const logged = new WeakSet<object>();

/** Whether `error` was already written to the console by a FaultReporter. */
export const wasLogged = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && logged.has(error);

/** The `callback-failed` error for a throw of the callback `name`. */
export function callbackError(name: string, error: unknown): SelectWidgetError {
  if (error instanceof SelectWidgetError && error.code === 'callback-failed') return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new SelectWidgetError('callback-failed', `${name} threw: ${reason}`, { cause: error });
}

/** Calls `fn`; a throw becomes a `callback-failed` error naming `name` (for callers that cancel on it). */
export function callNamed<R>(name: string, fn: () => R): R {
  try {
    return fn();
  } catch (error) {
    throw callbackError(name, error);
  }
}

export class FaultReporter {
  private readonly seen = new Set<string>();

  /** @param emit delivers the error to `error` handlers. */
  constructor(private readonly emit: (error: SelectWidgetError) => void) {}

  report(error: unknown, name: string): void {
    const failure = callbackError(name, error);
    if (this.seen.has(failure.message)) return;
    if (this.seen.size < MAX_REMEMBERED) this.seen.add(failure.message);
    console.error(failure);
    logged.add(failure);
    this.emit(failure);
  }

  /** Runs `fn`; a throw is reported and answered with `fallback`. */
  call<R>(name: string, fn: () => R, fallback: R): R {
    return this.guard(name, fn, fallback)();
  }

  /** `fn`, except that a throw is reported and answered with `fallback`. */
  guard<A extends unknown[], R>(name: string, fn: (...args: A) => R, fallback: R): (...args: A) => R {
    return (...args: A) => {
      try {
        return fn(...args);
      } catch (error) {
        this.report(error, name);
        return fallback;
      }
    };
  }
}
