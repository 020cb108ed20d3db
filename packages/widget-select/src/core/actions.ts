/**
 * Every state change carries a named cause. Causes starting with `user:` are
 * interactions (they emit select/unselect and sync the native select with
 * input/change events); `api:` causes come from instance methods.
 */
export type Cause =
  | 'init'
  | 'user:pick'
  | 'user:remove'
  | 'user:backspace'
  | 'user:clear'
  | 'user:open'
  | 'user:close'
  | 'user:type'
  | 'user:navigate'
  | 'user:reorder'
  | 'user:create'
  | 'user:selectAll'
  | 'api:setValue'
  | 'api:clearAll'
  | 'api:selectAll'
  | 'api:setData'
  | 'api:setSearchQuery'
  | 'api:open'
  | 'api:close'
  | 'api:enable'
  | 'api:disable'
  | 'api:validate'
  | 'data:refresh'
  | 'remote:load'
  | 'remote:result'
  | 'native:invalid'
  | 'native:reset'
  | 'native:change'
  | 'native:disabled';

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
