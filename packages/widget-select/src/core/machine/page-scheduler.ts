/**
 * The scheduler of a page: the one place that knows the browser's
 * primitives for deferred work (microtasks, idle callbacks, a message to
 * self). Everywhere else the controller asks its injected `Scheduler`, so
 * Node tests can run the same code with a scheduler and a clock they drive.
 */
import type { Scheduler } from './configuration';

/** Time an idle step may take when the platform has no idle callbacks. */
const FALLBACK_IDLE_MS = 8;

/** The DOM's idle callbacks, which some engines lack. */
type IdleCallbacks = Partial<Pick<typeof globalThis, 'requestIdleCallback' | 'cancelIdleCallback'>>;

function whenIdle(step: (timeRemaining: () => number) => void): () => void {
  const { requestIdleCallback, cancelIdleCallback } = globalThis as IdleCallbacks;
  if (requestIdleCallback) {
    const id = requestIdleCallback((deadline) => step(() => deadline.timeRemaining()));
    return () => cancelIdleCallback?.(id);
  }
  const id = setTimeout(() => {
    const end = Date.now() + FALLBACK_IDLE_MS;
    step(() => end - Date.now());
  }, 0);
  return () => clearTimeout(id);
}

/** A message to self: no timer clamping, and pending input runs first. */
function nextTask(run: () => void): () => void {
  if (typeof MessageChannel === 'undefined') {
    const id = setTimeout(run, 0);
    return () => clearTimeout(id);
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}

export const pageScheduler: Scheduler = {
  afterRender: (run) => queueMicrotask(run),
  idle: whenIdle,
  task: nextTask,
  now: () => Date.now(),
};
