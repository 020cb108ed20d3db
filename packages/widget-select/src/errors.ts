/** Machine-readable reason of a {@link SelectWidgetError}. */
export type SelectWidgetErrorCode =
  | 'target-not-found'
  | 'invalid-target'
  | 'already-mounted'
  | 'invalid-data'
  | 'invalid-option'
  | 'invalid-options'
  | 'duplicate-value'
  | 'missing-selection'
  | 'callback-failed';

/** Thrown on misuse; `code` says what went wrong, the message names the culprit. */
export class SelectWidgetError extends Error {
  /** Machine-readable reason. */
  readonly code: SelectWidgetErrorCode;

  constructor(code: SelectWidgetErrorCode, message: string, options?: ErrorOptions) {
    super(`widget-select: ${message}`, options);
    this.name = 'SelectWidgetError';
    this.code = code;
  }
}

/** Short, safe rendering of a culprit for an error message. */
export function describe(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (value === null || value === undefined) return String(value);
  try {
    const text = JSON.stringify(value);
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  } catch {
    return Object.prototype.toString.call(value);
  }
}
