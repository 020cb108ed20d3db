/**
 * When two option values are "the same": what `updateOptions` skips and
 * what the framework wrappers do not re-send. Plain objects and arrays
 * compare by content (two levels deep, so an inline `ajax` or `language`
 * literal is not a change); functions, elements and class instances by
 * identity; plugin lists by plugin names.
 */

type Record_ = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record_ {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Structural equality for plain objects / arrays (to `depth` levels), identity otherwise. */
export function same(a: unknown, b: unknown, depth = 2): boolean {
  if (Object.is(a, b)) return true;
  if (depth <= 0) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => same(item, b[i], depth - 1));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.hasOwn(b, key) && same(a[key], b[key], depth - 1));
  }
  return false;
}

/**
 * A copy of plain objects / arrays down to `depth` levels, so a later
 * in-place mutation is still seen as a change by {@link same}. Functions,
 * elements and class instances are kept by identity.
 */
export function snapshot(value: unknown, depth = 2): unknown {
  if (depth <= 0) return value;
  if (Array.isArray(value)) return value.map((item) => snapshot(item, depth - 1));
  if (isPlainObject(value)) {
    const copy: Record_ = {};
    for (const key of Object.keys(value)) copy[key] = snapshot(value[key], depth - 1);
    return copy;
  }
  return value;
}

/** A plugin list as its names (the core refuses a list with an unnamed entry). */
function pluginNames(list: unknown): unknown {
  return Array.isArray(list) ? list.map((plugin) => plugin?.name) : list;
}

/**
 * Whether two `plugins` lists are the same setup: the same names in the same
 * order. An inline `plugins={[checkboxPlugin()]}` makes new plugin objects on
 * every render; comparing them by identity would call each render a change.
 */
export function samePlugins(a: unknown, b: unknown): boolean {
  return same(pluginNames(a), pluginNames(b), 1);
}
