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
  /** Remote loading phase (ajax): `pending` waits for the debounce, `loading` has a request out. */
  readonly remote: 'idle' | 'pending' | 'loading' | 'error';
  /** Bumped when remote results replace the option list, so listeners re-render. */
  readonly dataVersion: number;
  /** Tag creation: `pending` while createOption's promise runs, `error` after a refusal. */
  readonly create: 'idle' | 'pending' | 'error';
  /** Why the last creation was refused (shown in the create row). */
  readonly createMessage: string;
}

/** `highlighted` value of the "create «text»" row. */
export const CREATE_ROW = -2;

export const initialState: State = {
  value: [],
  query: '',
  open: false,
  highlighted: -1,
  disabled: false,
  validity: 'unknown',
  remote: 'idle',
  dataVersion: 0,
  create: 'idle',
  createMessage: '',
};

/** Shallow equality of two value arrays, order included. */
export function sameValues(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
