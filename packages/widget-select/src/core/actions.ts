/**
 * Named causes and the flags that travel with a dispatch. `Cause` itself is
 * public and lives in `types.ts`.
 */
import type { Cause } from '../types';

export type { Cause } from '../types';

export function isUserCause(cause: Cause): boolean {
  return cause.startsWith('user:');
}

/** Flags that travel with a dispatch. */
export interface DispatchMeta {
  /** Suppress `change` (setValue with emitChange false). */
  silentChange?: boolean;
  /** Suppress `search` (setSearchQuery with emitSearch false). */
  silentSearch?: boolean;
}
