/** The whole interactive state of one widget. Plain data, never DOM nodes. */
export interface State {
  /** Selected values in selection (tag) order. */
  readonly value: readonly string[];
  /** Current search query. */
  readonly query: string;
  /** Whether the dropdown is open. */
  readonly open: boolean;
  /** Entry index of the highlighted option, or -1. */
  readonly highlighted: number;
  /** Whether the control is disabled. */
  readonly disabled: boolean;
  /** Validity as last applied by validate / native invalid / selection. */
  readonly validity: 'unknown' | 'valid' | 'invalid';
}

export const initialState: State = {
  value: [],
  query: '',
  open: false,
  highlighted: -1,
  disabled: false,
  validity: 'unknown',
};

/** Shallow equality of two value arrays, order included. */
export function sameValues(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
