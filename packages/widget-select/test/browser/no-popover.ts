/** Runs a test body as in a browser without the Popover API (the dropdown's fallback). */
export async function withoutPopover<T>(body: () => T | Promise<T>): Promise<T> {
  const showPopover = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'showPopover');
  Object.defineProperty(HTMLElement.prototype, 'showPopover', { value: undefined, configurable: true });
  try {
    return await body();
  } finally {
    if (showPopover) Object.defineProperty(HTMLElement.prototype, 'showPopover', showPopover);
    else delete (HTMLElement.prototype as { showPopover?: unknown }).showPopover;
  }
}
