/**
 * A finite number where an option's value is read (`data`, a callback's
 * answer) is taken as its decimal string, as a native `<option>` holds it
 * (`1` → `"1"`): JSON APIs often give numeric ids. Anything else is left as
 * it is, for the validation to name (NaN and Infinity stay invalid).
 */
/** `value` as an option's value: a finite number as its decimal string, anything else as it is. */
export function readValue(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
}

/** Whether `item` is an object whose `value` is a finite number. */
function hasNumberValue(item: unknown): item is { value: number } {
  if (typeof item !== 'object' || item === null) return false;
  const { value } = item as { value?: unknown };
  return typeof value === 'number' && Number.isFinite(value);
}

/** `item` with a finite number `value` as a copy holding its string; any other `item` itself. */
export function withStringValue<T>(item: T): T {
  return hasNumberValue(item) ? ({ ...item, value: String(item.value) } as T) : item;
}

/**
 * `items` with every finite number value (of groups' options and of
 * children too) as its string: the objects on the way to one are copied,
 * the others kept; `items` itself when none has one. A circular or too
 * deep structure is left as it is below `maxDepth`, for the data set to refuse.
 */
export function withStringValues<T>(items: readonly T[], maxDepth: number): readonly T[] {
  return listOf(items, { path: new Set(), maxDepth }, 0);
}

interface Walk {
  /** The items on the way down (a circular `children` ends the walk). */
  path: Set<unknown>;
  maxDepth: number;
}

function listOf<T>(items: readonly T[], walk: Walk, depth: number): readonly T[] {
  let out: T[] | null = null;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as T;
    const read = itemOf(item, walk, depth);
    if (read === item) continue;
    out ??= items.slice();
    out[i] = read;
  }
  return out ?? items;
}

function itemOf<T>(item: T, walk: Walk, depth: number): T {
  const { path } = walk;
  if (typeof item !== 'object' || item === null || path.has(item) || depth >= walk.maxDepth) return item;
  const record = item as Record<string, unknown>;
  let copy = withStringValue(record);
  path.add(item);
  for (const key of ['children', 'options'] as const) {
    const list = record[key];
    if (!Array.isArray(list)) continue;
    const read = listOf(list, walk, depth + 1);
    if (read === list) continue;
    if (copy === record) copy = { ...record };
    copy[key] = read;
  }
  path.delete(item);
  return copy as T;
}
