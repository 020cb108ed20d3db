/**
 * The native feature's part of the reducer: the value a pick made on the
 * select by outside code asks for. The core's reducer settles it (a tree's
 * parents, `maxSelections`) and commits it as `native:change`.
 */
import { sameValues } from '../core/domain/state';

/** What the decision reads besides the value: the mode and which values the widget knows. */
export interface NativePickContext {
  readonly options: { readonly multiple: boolean };
  optionOf(value: string): unknown;
}

/**
 * Outside code changed the native select's selection (`chosen`, its
 * selected values in document order). The values the widget knows, in its
 * order: in multiple mode the ones it had keep their places and the new ones
 * follow in the select's order; a single select takes the first. A value it
 * cannot pick (unknown and not selected, an empty single placeholder) is dropped; the bridge
 * then writes the select back. Null when that is the value it has.
 */
export function nativePicked(
  current: readonly string[],
  chosen: readonly string[],
  context: NativePickContext,
): string[] | null {
  const had = new Set(current);
  // A value the widget holds stays pickable without an option: one `resolveOptions` is resolving or could not resolve.
  const known = [...new Set(chosen)].filter(
    (value) => had.has(value) || context.optionOf(value) !== undefined,
  );
  const picked = new Set(known);
  const next = context.options.multiple
    ? [...current.filter((v) => picked.has(v)), ...known.filter((v) => !had.has(v))]
    : known.slice(0, 1);
  return sameValues(next, current) ? null : next;
}
