/**
 * The text of a field of an option, by path. The constructor's check of
 * `searchFields` reads it (fields.ts), and so do the engine's readers of
 * every option's field (field-readers.ts).
 */

export function readField(option: object, path: readonly string[]): string {
  let current: unknown = option;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return '';
    current = (current as Record<string, unknown>)[key];
  }
  if (typeof current === 'string') return current;
  if (typeof current === 'number' || typeof current === 'boolean') return String(current);
  if (Array.isArray(current)) return current.filter((item) => typeof item === 'string').join(' ');
  return '';
}
