/**
 * The event outlet: the one module that emits public events. A transition's events are its notices (what
 * the action reported: `maximum`, `create`, `invalid`, `error`) followed by what the diff of the previous
 * and next state shows. `change` fires once per aggregate change, whatever the number of values involved.
 */
import type { Option, SelectEvents, SelectValue } from '../../types';
import { type Cause, type DispatchMeta, isUserCause, type Notice } from './actions';
import { Emitter } from './emitter';
import { wasLogged } from './faults';
import { type State, sameValues, valueChanges } from '../domain/state';

export type EventRecord<M> = {
  [K in keyof SelectEvents<M>]: { name: K; payload: SelectEvents<M>[K] };
}[keyof SelectEvents<M>];

export interface DiffContext<M> {
  /** Whether the widget is a multiple select (the shape of `change`). */
  multiple: () => boolean;
  /** The option of a value (current data or remembered). */
  optionOf: (value: string) => Option<M> | undefined;
  /** The option a value that has just left the selection had, when `optionOf` no longer knows it. */
  releasedOption?: (value: string) => Option<M> | undefined;
  /** A value as the world sees it (a multiple tree's in the shape of `treeValue`). */
  publicValue?: (value: readonly string[]) => readonly string[];
}

/** The public value shape of a value array. */
export function toPublicValue(value: readonly string[], multiple: boolean): SelectValue {
  return multiple ? value.slice() : (value[0] ?? null);
}

/**
 * Whether anything loads: a remote page, or the children of a lazy tree node. Loads that overlap make one
 * span of the `loading` event.
 */
export function isLoading(state: Pick<State, 'remote' | 'nodeLoads'>): boolean {
  if (state.remote === 'loading') return true;
  for (const phase of state.nodeLoads.values()) if (phase === 'loading') return true;
  return false;
}

/** The events a state diff shows, in order. */
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
  // Derived from the state, so every `loading: true` is followed by exactly one `false`.
  const loading = isLoading(next);
  if (isLoading(prev) !== loading) events.push({ name: 'loading', payload: loading });
  if (prev.value === next.value) return events;
  const project = context.publicValue ?? ((value: readonly string[]) => value);
  const prevValue = project(prev.value);
  const nextValue = project(next.value);
  if (sameValues(prevValue, nextValue)) return events;
  // The clear button's removals are each an `unselect` too, before `clear`.
  if (isUserCause(cause) && cause !== 'user:reorder') {
    const { added, removed } = valueChanges(prevValue, nextValue);
    // A removed value no option names is shown as itself (so getSelectedOptions reads it).
    for (const value of removed) {
      const option = context.optionOf(value) ?? context.releasedOption?.(value) ?? { value, label: value };
      events.push({ name: 'unselect', payload: option });
    }
    for (const value of added) {
      const option = context.optionOf(value);
      if (option) events.push({ name: 'select', payload: option });
    }
  }
  if (cause === 'user:reorder') events.push({ name: 'reorder', payload: nextValue.slice() });
  // A beforeUnselect veto can keep values: then nothing was cleared.
  if (cause === 'user:clear' && nextValue.length === 0) events.push({ name: 'clear', payload: undefined });
  if (!meta.silentChange)
    events.push({ name: 'change', payload: toPublicValue(nextValue, context.multiple()) });
  return events;
}

/** Every event of one transition: its notices first, then the diff's. */
export function transitionEvents<M>(
  prev: State,
  next: State,
  cause: Cause,
  meta: DispatchMeta,
  context: DiffContext<M>,
): EventRecord<M>[] {
  // A notice alone (prev is next) diffs to nothing.
  const notices = (meta.notices ?? []) as readonly EventRecord<M>[];
  return [...notices, ...diffEvents(prev, next, cause, meta, context)];
}

export class EventOutlet<M> {
  /** Where `on` / `off` subscribe. */
  readonly emitter = new Emitter<SelectEvents<M>>();

  constructor(private readonly context: DiffContext<M>) {}

  /** A store observer: emits the events of each committed (or announced) transition. */
  readonly transition = (next: State, prev: State, cause: Cause, meta: DispatchMeta): void => {
    for (const event of transitionEvents(prev, next, cause, meta, this.context)) this.emit(event, cause);
  };

  /** destroy(): the loads it stops end their `loading` span (nothing is emitted after). */
  dispose(state: State): void {
    if (isLoading(state)) this.emit({ name: 'loading', payload: false });
  }

  /** A notice outside any dispatch (a callback that failed during a render, a remote failure). */
  notice(notice: Notice): void {
    // A failure of the page's data or callback no `error` handler hears still shows on the console.
    if (notice.name === 'error' && !this.emitter.has('error') && !wasLogged(notice.payload))
      console.error(notice.payload);
    this.emit(notice as EventRecord<M>);
  }

  private emit(event: EventRecord<M>, cause?: Cause): void {
    this.emitter.emit(event.name, event.payload as never, cause);
  }
}
