/**
 * The accessible name of `<widget-select>`, handed to the inner mount where
 * the widget reads it: the element's `aria-labelledby`, else its `<label>`s
 * (through ElementInternals, so `<label for>` works in the same document or
 * shadow root), else its `aria-label`, else its `label` attribute (for when
 * no `<label>` can reach it, such as across a shadow boundary).
 */
let counter = 0;

export function nameMount(
  host: HTMLElement,
  labels: NodeListOf<HTMLLabelElement> | null,
  mount: HTMLElement,
): void {
  const labelledBy = host.getAttribute('aria-labelledby');
  const ids = Array.from(labels ?? [], (label) => {
    if (!label.id) label.id = `widget-select-element-label-${++counter}`;
    return label.id;
  });
  if (labelledBy) mount.setAttribute('aria-labelledby', labelledBy);
  else if (ids.length > 0) mount.setAttribute('aria-labelledby', ids.join(' '));
  else {
    const text = host.getAttribute('aria-label') || host.getAttribute('label');
    if (text) mount.setAttribute('aria-label', text);
  }
}
