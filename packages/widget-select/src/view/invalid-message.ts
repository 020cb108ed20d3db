/** The message an `invalid` event carries. */
import type { State } from '../core/domain/state';

/**
 * The `invalid` payload: the widget's custom message, else one set on the
 * native select by other code (a form library), else the localized
 * required text.
 */
export function invalidMessage(state: State, select: HTMLSelectElement | null): string {
  const { customValidity, messages } = state;
  if (customValidity !== '') return customValidity;
  if (select?.validity.customError) return select.validationMessage;
  return messages.required;
}
