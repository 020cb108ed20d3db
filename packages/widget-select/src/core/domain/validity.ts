/** Required + custom message → validity, as pure data. */
export interface ValidityInput {
  required: boolean;
  empty: boolean;
  customMessage: string;
  /** Message for a missing required value. */
  requiredMessage: string;
}

export type Validity = { valid: true } | { valid: false; message: string };

export function computeValidity(input: ValidityInput): Validity {
  if (input.customMessage !== '') return { valid: false, message: input.customMessage };
  if (input.required && input.empty) return { valid: false, message: input.requiredMessage };
  return { valid: true };
}
