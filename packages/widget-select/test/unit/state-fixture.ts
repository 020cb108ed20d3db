import { initialState, type State } from '../../src/core/domain/state';
import { en } from '../../src/i18n/en';

/** A complete widget state: the defaults, English, and `fields` over them. */
export function stateWith(fields: Partial<State> = {}): State {
  return { ...initialState, messages: en, ...fields };
}
