/**
 * What follows from a proposed state, settled inside its dispatch before it
 * commits (see Store.settle): the value an opening list orders by
 * (`selectedFirst`), the highlight of a new list, a valid
 * selection clearing `invalid` with the selection's own cause, and the
 * reported error hidden once the widget is no longer invalid.
 */
import type { DispatchMeta } from './actions';
import type { Highlight, State } from '../domain/state';
import { settlePending } from './pending-value';
import type { Change } from './store';
import type { Validity } from '../domain/validity';

export interface SettleHost {
  readonly options: { readonly required: boolean; readonly multiple: boolean; readonly commit: string };
  /** The highlight of the list a state shows (here: the proposed one). */
  defaultHighlight(state: State): Highlight;
}

/** Required and the custom message, applied to a state's value. */
export function validityOf(state: State, required: boolean): Validity {
  if (state.customValidity !== '') return { valid: false, message: state.customValidity };
  if (required && state.value.length === 0) return { valid: false, message: state.messages.required };
  return { valid: true };
}

export function settledFields(host: SettleHost, proposed: State, prev: State, meta: DispatchMeta): Change {
  const settled: Change = {};
  // The order `selectedFirst` keeps while the list is open is taken as it opens.
  if (proposed.open && !prev.open) settled.openedWith = proposed.value;
  // `commit: 'apply'`: the pending value.
  settlePending(host.options, proposed, prev, settled);
  if (meta.defaultHighlight) settled.highlighted = host.defaultHighlight({ ...proposed, ...settled });
  // A new value or new options (`required` dropped) may make an invalid widget valid; none makes one invalid.
  if (
    (proposed.value !== prev.value || proposed.optionsVersion !== prev.optionsVersion) &&
    proposed.validity === 'invalid' &&
    validityOf(proposed, host.options.required).valid
  ) {
    settled.validity = 'valid';
  }
  const validity = settled.validity ?? proposed.validity;
  if (validity !== 'invalid' && proposed.reportedError !== '') settled.reportedError = '';
  return settled;
}
