import { optionText } from './diagnostic-texts';

export { describe } from './describe';

/** Machine-readable reason of a {@link SelectWidgetError}. */
export type SelectWidgetErrorCode =
  | 'target-not-found'
  | 'invalid-target'
  | 'already-mounted'
  | 'invalid-data'
  | 'invalid-option'
  | 'invalid-options'
  | 'invalid-argument'
  | 'remount-required'
  | 'duplicate-value'
  | 'missing-selection'
  | 'callback-failed'
  | 'load-failed'
  | 'feature-missing';

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

/** Throws `invalid-options` naming the option (or nested path, `ajax.retry`) and the value received. */
export function failOption(key: string, expected: string, got: unknown): never {
  throw new SelectWidgetError('invalid-options', optionText(key, expected, got));
}
