/**
 * The reducer's transition for a native select's outside pick taken over.
 * Pure, like the reducer that calls it. (A created or pasted tag picked is
 * the tags feature's: features/tags/transitions.ts.)
 */
import { settledValue } from './selection-changes';
import { type State, sameValues } from '../domain/state';
import type { Reduced, ReducerContext } from './transition';

/**
 * Outside code changed the native select's selection. The values the
 * widget knows, in its order: in multiple mode the ones it had keep their
 * places and the new ones follow in the select's order; a single select
 * takes the first. A value it cannot pick (unknown, an empty single
 * placeholder) is dropped; the bridge then writes the select back.
 */
export function nativePicked<M>(
  state: State,
  chosen: readonly string[],
  context: ReducerContext<M>,
): Reduced {
  const known = [...new Set(chosen)].filter((value) => context.optionOf(value) !== undefined);
  const current = state.value;
  const had = new Set(current);
  const picked = new Set(known);
  const next = context.options.multiple
    ? [...current.filter((v) => picked.has(v)), ...known.filter((v) => !had.has(v))]
    : known.slice(0, 1);
  if (sameValues(next, current)) return null;
  return { change: { value: settledValue(context, next) }, cause: 'native:change' };
}
