/**
 * Events of `<widget-select>`: every widget event re-dispatched on the
 * element as `ws-<name>`, the native-like `input` + `change` pair that a
 * `<select>` fires after a user change, and the element's own `focus` and
 * `blur`.
 */
import { EVENT_NAMES } from '../adapter';
import { isUserCause } from '../core/machine/actions';
import { wasLogged } from '../core/machine/faults';
import type { SelectWidget } from '../select-widget';
import type { Cause } from '../types';

/** The widget events a rebuild causes itself while it keeps the focus and the open list. */
export const REBUILD_OWN_EVENTS: readonly string[] = ['focus', 'blur', 'open', 'close'];

/**
 * Dispatches `ws-<name>` on `host`: a bubbling, composed CustomEvent. A
 * `ws-error` is cancelable: unless a listener calls `preventDefault()`, the
 * error also goes to the console, as an unheard `error` of the widget does
 * (the element's own forwarding listener would otherwise silence it).
 */
export function dispatchWs(host: HTMLElement, name: string, detail: unknown): void {
  const cancelable = name === 'error';
  const heard = !host.dispatchEvent(
    new CustomEvent(`ws-${name}`, { detail, bubbles: true, composed: true, cancelable }),
  );
  if (cancelable && !heard && !wasLogged(detail)) console.error(detail);
}

/**
 * Re-dispatches every event of `widget` on `host` as `ws-<name>`, after
 * what a native control fires for it: `input` then `change` after a user's
 * change (the widget's `change` carries its cause), and the element's own
 * `focus` and `blur` (not bubbling, as on a native control) when focus
 * enters or leaves the widget as a whole, which Angular's and other form
 * bindings listen for to mark it touched. An event `unheard` names is not
 * forwarded.
 */
export function forwardEvents<M>(
  widget: SelectWidget<M>,
  host: HTMLElement,
  unheard: (name: string) => boolean,
): void {
  for (const name of EVENT_NAMES) {
    widget.on(name, (detail: unknown, cause?: Cause) => {
      if (!unheard(name)) dispatchAsWidget(host, name, detail, cause);
    });
  }
}

/** Dispatches on `host` what the widget's event `name` makes the element fire (see forwardEvents). */
export function dispatchAsWidget(host: HTMLElement, name: string, detail: unknown, cause?: Cause): void {
  if (name === 'focus' || name === 'blur') host.dispatchEvent(new FocusEvent(name));
  else if (name === 'change' && cause && isUserCause(cause))
    for (const type of ['input', 'change'])
      host.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
  dispatchWs(host, name, detail);
}

/**
 * The inner search field's own `input` / `change` events stop at the
 * element's rendering: listeners on `<widget-select>` hear only the
 * element's events, as with a native select.
 */
export function containInnerEvents(mount: HTMLElement): void {
  const stop = (event: Event) => event.stopPropagation();
  mount.addEventListener('input', stop);
  mount.addEventListener('change', stop);
}
