/**
 * Form participation through ElementInternals: the submitted entries, the
 * saved state for back/forward restoration, and constraint validation with
 * the inner combobox as the anchor of the browser's message.
 */
import { computeValidity } from '../core/validity';
import type { Option } from '../types';

/**
 * The form-control half of `<widget-select>`: ElementInternals, and the
 * Constraint Validation API a native `<select>` has, read from them.
 */
export class FormControlElement extends HTMLElement {
  /** Takes part in forms through ElementInternals. */
  static readonly formAssociated = true;
  protected readonly internals: ElementInternals = this.attachInternals();

  /** The form the element belongs to, or null. */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /** The `<label>` elements that label it. */
  get labels(): NodeListOf<HTMLLabelElement> {
    return this.internals.labels as NodeListOf<HTMLLabelElement>;
  }

  get validity(): ValidityState {
    return this.internals.validity;
  }

  get validationMessage(): string {
    return this.internals.validationMessage;
  }

  get willValidate(): boolean {
    return this.internals.willValidate;
  }

  checkValidity(): boolean {
    return this.internals.checkValidity();
  }

  reportValidity(): boolean {
    return this.internals.reportValidity();
  }
}

/** What the form needs to know about the element at one moment. */
export interface FormSnapshot {
  name: string;
  values: readonly string[];
  /** The label of a selected value, saved with it so a created tag survives back/forward. */
  labelOf: (value: string) => string;
  required: boolean;
  /** Set by `setCustomValidity`; empty for none. */
  customMessage: string;
  /** The localized "please select" text. */
  requiredMessage: string;
  /** The focusable control the browser points its message at. */
  anchor: HTMLElement | undefined;
}

/** Writes a snapshot into the element's internals: form value, restore state and validity. */
export function syncForm(internals: ElementInternals, form: FormSnapshot): void {
  const state = JSON.stringify(form.values.map((value) => ({ value, label: form.labelOf(value) })));
  // One entry per selected value under the name, as a <select> submits them.
  const entries = new FormData();
  if (form.name !== '') for (const value of form.values) entries.append(form.name, value);
  internals.setFormValue(entries, state);
  const empty = form.values.length === 0;
  const validity = computeValidity({ ...form, empty });
  if (validity.valid) internals.setValidity({});
  else
    internals.setValidity(
      { customError: form.customMessage !== '', valueMissing: form.required && empty },
      validity.message,
      form.anchor,
    );
}

/** The selection saved by {@link syncForm}, or null for a state this element did not write. */
export function parseSavedState(state: unknown): Option[] | null {
  try {
    const saved: unknown = JSON.parse(String(state));
    if (Array.isArray(saved) && saved.every((option) => typeof option?.value === 'string')) return saved;
  } catch {}
  return null;
}
