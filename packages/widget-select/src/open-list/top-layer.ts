/**
 * The top layer through the Popover API (`popover="manual"`): the open
 * list and the phone sheet show their dropdown there, so no `overflow`,
 * stacking context or modal dialog clips or covers it.
 */

/** Whether this browser can show `element` in the top layer (the Popover API). */
export function supportsTopLayer(element: HTMLElement): boolean {
  return typeof element.showPopover === 'function';
}

/**
 * Shows `element` in the top layer as a manual popover (no light dismiss:
 * the widget closes itself). False when the browser cannot; the element
 * then stays where it is in the page's layers.
 */
export function showInTopLayer(element: HTMLElement): boolean {
  if (!supportsTopLayer(element)) return false;
  element.setAttribute('popover', 'manual');
  try {
    if (!element.matches(':popover-open')) element.showPopover();
    return true;
  } catch {
    // Not connected, or an engine that knows the method but refuses (e.g. in a document without a window).
    element.removeAttribute('popover');
    return false;
  }
}

/** Leaves the top layer (a no-op for an element that never entered it). */
export function leaveTopLayer(element: HTMLElement): void {
  if (!element.hasAttribute('popover')) return;
  try {
    if (element.matches(':popover-open')) element.hidePopover();
  } catch {
    // Already hidden by its removal from the document.
  }
  element.removeAttribute('popover');
}
