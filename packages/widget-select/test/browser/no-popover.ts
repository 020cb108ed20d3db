/** The engine's own `showPopover`, read once: a retried attempt must never save the stand-in. */
const engineShowPopover = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'showPopover');
let bodiesRunning = 0;

/**
 * Runs a test body as in a browser without the Popover API (the dropdown's fallback).
 * Bodies may overlap (a timed-out attempt still running under its retry), so the
 * API comes back only when the last of them ends.
 */
export async function withoutPopover<T>(body: () => T | Promise<T>): Promise<T> {
  bodiesRunning += 1;
  Object.defineProperty(HTMLElement.prototype, 'showPopover', { value: undefined, configurable: true });
  try {
    return await body();
  } finally {
    bodiesRunning -= 1;
    if (bodiesRunning === 0) {
      if (engineShowPopover) Object.defineProperty(HTMLElement.prototype, 'showPopover', engineShowPopover);
      else delete (HTMLElement.prototype as { showPopover?: unknown }).showPopover;
    }
  }
}
