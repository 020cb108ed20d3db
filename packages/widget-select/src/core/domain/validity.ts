/** A value's validity, as pure data: valid, or the message that says why not. */
export type Validity = { valid: true } | { valid: false; message: string };
