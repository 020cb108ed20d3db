/**
 * A finite number where an option's value is read (`data`, a callback's
 * answer) is taken as its decimal string, as a native `<option>` holds it
 * (`1` → `"1"`): JSON APIs often give numeric ids. Anything else is left as
 * it is, for the validation to name (NaN and Infinity stay invalid).
 */
import type { Option } from '../../types';

/** `value` as an option's value: a finite number as its decimal string, anything else as it is. */
export const readValue = (value: unknown): unknown =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value;

/** Whether `item` has an option's string value and label. */
export function isOption(item: unknown): item is Option<never> {
  const option = item as Partial<Option<unknown>> | null;
  return (
    typeof option === 'object' &&
    option !== null &&
    typeof option.value === 'string' &&
    typeof option.label === 'string'
  );
}

/** `item` with a finite number `value` as a copy holding its string; any other `item` itself. */
export function withStringValue<T>(item: T): T {
  if (typeof item !== 'object' || item === null) return item;
  const { value } = item as { value?: unknown };
  const read = readValue(value);
  return read === value ? item : { ...item, value: read };
}

/**
 * `items` with every finite number value (of groups' options and of
 * children too) as its string: the objects on the way to one are copied,
 * the others kept; `items` itself when none has one. A circular or too
 * deep structure is left as it is below `maxDepth`, for the data set to refuse.
 */
export function withStringValues<T>(
  items: readonly T[],
  maxDepth: number,
  path = new Set<unknown>(),
): readonly T[] {
  let out: T[] | null = null;
  items.forEach((item, i) => {
    if (typeof item !== 'object' || item === null || path.has(item) || path.size >= maxDepth) return;
    let copy = withStringValue(item) as Record<string, unknown>;
    path.add(item);
    for (const key of ['children', 'options']) {
      const list = copy[key];
      const read = Array.isArray(list) ? withStringValues(list, maxDepth, path) : list;
      if (read !== list) copy = { ...copy, [key]: read };
    }
    path.delete(item);
    if (copy === (item as unknown)) return;
    out ??= items.slice();
    out[i] = copy as T;
  });
  return out ?? items;
}
