/**
 * Events of `<widget-select>`: every widget event re-dispatched on the
 * element as `ws-<name>`, and the native-like `input` + `change` pair that
 * a `<select>` fires after a user change.
 */
import { EVENT_NAMES } from '../adapter';
import type { SelectWidget } from '../select-widget';

/** Re-dispatches every event of `widget` on `host` as a bubbling, composed `ws-<name>` CustomEvent. */
export function forwardEvents<M>(widget: SelectWidget<M>, host: HTMLElement): void {
  for (const name of EVENT_NAMES) {
    widget.on(name, (detail: unknown) => {
      host.dispatchEvent(new CustomEvent(`ws-${name}`, { detail, bubbles: true, composed: true }));
    });
  }
}

/**
 * The element's own `focus` and `blur` (not bubbling, as on a native
 * control) when focus enters or leaves the widget as a whole: Angular's
 * and other form bindings listen for `blur` on the element to mark it touched.
 */
export function forwardFocus<M>(widget: SelectWidget<M>, host: HTMLElement): void {
  widget.on('focus', () => host.dispatchEvent(new FocusEvent('focus')));
  widget.on('blur', () => host.dispatchEvent(new FocusEvent('blur')));
}

/** Fires `input` then `change`, as a native select does after the user changes it. */
export function notifyUserChange(host: HTMLElement): void {
  host.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  host.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
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
