/**
 * Events come from diffs: given the state before and after a dispatch and
 * its cause, list the events to emit, in order. `change` fires once per
 * aggregate change, whatever the number of values involved.
 */
import type { Option, SelectEvents, SelectValue } from '../types';
import { type Cause, type DispatchMeta, isUserCause } from './actions';
import { type State, sameValues } from './state';

export type EventRecord<M> = {
  [K in keyof SelectEvents<M>]: { name: K; payload: SelectEvents<M>[K] };
}[keyof SelectEvents<M>];

export interface DiffContext<M> {
  multiple: boolean;
  /** The option of a value (current data or remembered). */
  optionOf: (value: string) => Option<M> | undefined;
}

/** The public value shape of a value array. */
export function toPublicValue(value: readonly string[], multiple: boolean): SelectValue {
  return multiple ? value.slice() : (value[0] ?? null);
}

export function diffEvents<M>(
  prev: State,
  next: State,
  cause: Cause,
  meta: DispatchMeta,
  context: DiffContext<M>,
): EventRecord<M>[] {
  const events: EventRecord<M>[] = [];
  if (prev.open !== next.open) events.push({ name: next.open ? 'open' : 'close', payload: undefined });
  if (prev.query !== next.query && !meta.silentSearch) events.push({ name: 'search', payload: next.query });
  // Derived from the phase, so every `loading: true` is followed by exactly one `false`.
  if ((prev.remote === 'loading') !== (next.remote === 'loading')) {
    events.push({ name: 'loading', payload: next.remote === 'loading' });
  }
  if (!sameValues(prev.value, next.value)) {
    if (isUserCause(cause) && cause !== 'user:reorder' && cause !== 'user:clear') {
      const before = new Set(prev.value);
      const after = new Set(next.value);
      for (const value of prev.value) {
        const option = context.optionOf(value);
        if (!after.has(value) && option) events.push({ name: 'unselect', payload: option });
      }
      for (const value of next.value) {
        const option = context.optionOf(value);
        if (!before.has(value) && option) events.push({ name: 'select', payload: option });
      }
    }
    if (cause === 'user:reorder') events.push({ name: 'reorder', payload: next.value.slice() });
    if (cause === 'user:clear') events.push({ name: 'clear', payload: undefined });
    if (!meta.silentChange) {
      events.push({ name: 'change', payload: toPublicValue(next.value, context.multiple) });
    }
  }
  return events;
}
