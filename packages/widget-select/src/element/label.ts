/**
 * The accessible name of `<widget-select>`, handed to the inner mount where
 * the widget reads it: the element's `aria-labelledby`, else its `<label>`s
 * (through ElementInternals, so `<label for>` works in the same document or
 * shadow root), else its `aria-label`, else its `label` attribute (for when
 * no `<label>` can reach it, such as across a shadow boundary).
 */
import { nextInstanceId } from '../view/ids';

/** Description attributes the element hands to its mount, where the widget carries them to the combobox. */
export const DESCRIBING = ['aria-describedby', 'aria-errormessage'];

/** Copies (or removes) the element's `aria-describedby` / `aria-errormessage` onto the mount; the widget follows live. */
export function describeMount(host: HTMLElement, mount: HTMLElement): void {
  for (const name of DESCRIBING) {
    const value = host.getAttribute(name);
    if (value === null) mount.removeAttribute(name);
    else if (mount.getAttribute(name) !== value) mount.setAttribute(name, value);
  }
}

export function nameMount(
  host: HTMLElement,
  labels: NodeListOf<HTMLLabelElement> | null,
  mount: HTMLElement,
): void {
  const labelledBy = host.getAttribute('aria-labelledby');
  const ids = Array.from(labels ?? [], (label) => {
    if (!label.id) label.id = `${nextInstanceId()}-label`;
    return label.id;
  });
  if (labelledBy) mount.setAttribute('aria-labelledby', labelledBy);
  else if (ids.length > 0) mount.setAttribute('aria-labelledby', ids.join(' '));
  else {
    const text = host.getAttribute('aria-label') || host.getAttribute('label');
    if (text) mount.setAttribute('aria-label', text);
  }
}
