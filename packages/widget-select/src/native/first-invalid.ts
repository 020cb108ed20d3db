/**
 * Which field a blocked submit reports: its form's first invalid field, as
 * the browser picks it. A native select and `<widget-select>` both take the
 * report themselves when they are that field.
 */
import { elementsOf } from '../view/dom-members';

/** Whether `field` is the first invalid field of `form` (no form: it is reported alone). */
export function isFirstInvalid(field: Element, form: HTMLFormElement | null): boolean {
  if (!form) return true;
  for (const candidate of Array.from(elementsOf(form)) as HTMLObjectElement[])
    if (candidate.willValidate && !candidate.validity.valid) return candidate === field;
  return false;
}
