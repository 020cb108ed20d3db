/**
 * Which field a blocked submit reports: its form's first invalid field, as
 * the browser picks it. A native select and `<widget-select>` both take the
 * report themselves when they are that field.
 */
import { elementsOf, rootOf } from '../view/dom-members';

/** Whether `field` is the first invalid field of `form` (no form: it is reported alone). */
export function isFirstInvalid(field: Element, form: HTMLFormElement | null): boolean {
  if (!form) return true;
  for (const candidate of Array.from(elementsOf(form)) as HTMLObjectElement[])
    if (candidate.willValidate && !candidate.validity.valid) return candidate === field;
  return false;
}

/** Whether the focus is in a field that takes text (input, textarea, contenteditable): a user typing keeps it. */
export function typingElsewhere(field: Element): boolean {
  let active = (rootOf(field) as Partial<DocumentOrShadowRoot>).activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  const { localName: name, type, isContentEditable } = (active ?? {}) as HTMLInputElement;
  const button = /^(button|submit|reset|image|checkbox|radio|range|color|file)$/.test(type);
  return (name === 'input' && !button) || name === 'textarea' || isContentEditable === true;
}
