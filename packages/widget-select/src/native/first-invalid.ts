/**
 * Which field a blocked submit reports: its form's first invalid field, as the browser picks it (a native
 * select and `<widget-select>` take the report themselves). The `invalid` of a check (a `checkValidity()`,
 * counted in `checks.depth` while a widget takes part in a form) is silent, as on a select. A wrap of the
 * prototypes' `checkValidity` by another script since stays, calling this one.
 */
import { elementsOf } from '../view/dom-members';

/** Whether `field` is the first invalid field of `form` (no form: it is reported alone). */
export function isFirstInvalid(field: Element, form: HTMLFormElement | null): boolean {
  if (!form) return true;
  for (const candidate of Array.from(elementsOf(form)) as HTMLObjectElement[])
    if (candidate.willValidate && !candidate.validity.valid) return candidate === field;
  return false;
}

export const checks = { depth: 0, users: 0, undo: [] as (() => unknown)[] };

export function counted(target: object, check: () => boolean): boolean {
  checks.depth++;
  try {
    return check.call(target);
  } finally {
    checks.depth--;
  }
}

/** Wraps the form's and select's `checkValidity` to count checks, until the returned function is called. */
export function countChecks(): () => void {
  if (checks.users++ === 0)
    checks.undo = [HTMLFormElement.prototype, HTMLSelectElement.prototype].map((proto) => {
      const original = proto.checkValidity;
      const wrapped = new Proxy(original, { apply: (check, target: object) => counted(target, check) });
      Reflect.set(proto, 'checkValidity', wrapped);
      return () => proto.checkValidity === wrapped && Reflect.set(proto, 'checkValidity', original);
    });
  return () => --checks.users === 0 && checks.undo.forEach((step) => void step());
}
