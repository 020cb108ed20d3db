/**
 * The before* hooks as a store interceptor: one interception point for
 * interactive selection changes (programmatic setValue is not intercepted).
 */
import type { Option } from '../../types';
import type { Cause } from './actions';
import { callNamed } from './faults';
import type { Change, Interceptor } from './store';

interface HookSource<M> {
  beforeSelect?: ((option: Option<M>) => boolean) | undefined;
  beforeUnselect?: ((option: Option<M>) => boolean) | undefined;
}

/**
 * A `false` from beforeSelect cancels the whole change; a `false` from
 * beforeUnselect cancels it too, except for the clear button, which keeps
 * only the vetoed values, and Apply, which keeps the rest of its change. A hook that throws cancels the change (the store
 * reports it).
 */
export function beforeHooks<M>(
  hooks: () => HookSource<M>,
  optionOf: (value: string) => Option<M> | undefined,
): Interceptor {
  return (change: Change, cause: Cause, state, action) => {
    if (!change.value || !cause.startsWith('user:') || cause === 'user:reorder') return change;
    const { beforeSelect, beforeUnselect } = hooks();
    if (!beforeSelect && !beforeUnselect) return change;
    const next = new Set(change.value);
    const before = new Set(state.value);
    const vetoed: string[] = [];
    for (const v of state.value) {
      const option = optionOf(v);
      if (!next.has(v) && option && beforeUnselect)
        if (callNamed('beforeUnselect', () => beforeUnselect(option)) === false) vetoed.push(v);
    }
    // Apply (`commit: 'apply'`) commits the staged picks the hooks let through, not none of them.
    const applying = action === 'apply';
    const refused = new Set<string>();
    for (const v of change.value) {
      const option = optionOf(v);
      if (!before.has(v) && option && beforeSelect) {
        if (callNamed('beforeSelect', () => beforeSelect(option)) !== false) continue;
        if (!applying) return false;
        refused.add(v);
      }
    }
    if (vetoed.length === 0 && refused.size === 0) return change;
    if (applying) return { ...change, value: [...change.value.filter((v) => !refused.has(v)), ...vetoed] };
    if (cause !== 'user:clear') return false;
    return { ...change, value: state.value.filter((v) => vetoed.includes(v)) };
  };
}
