/** The texts a search reads of an option: the searched fields, by path, with their weights. */
import type { Option, SearchField } from '../../../types';

/** One searched field: its path (`meta.colour` is `['meta', 'colour']`) and weight. */
export interface FieldSpec {
  path: string[];
  weight: number;
}

export function parseFields(fields: readonly SearchField[]): FieldSpec[] {
  return fields.map((field) => {
    const name = typeof field === 'string' ? field : field.field;
    const weight = typeof field === 'string' ? 1 : (field.weight ?? 1);
    return { path: name.split('.'), weight };
  });
}

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

/**
 * The text of one field by option index. A top-level field is read with one
 * property access; a missing one (`description` of a plain list, read for a
 * million options before it is known to be empty) costs no more.
 */
export function fieldReader<M>(
  options: readonly Option<M>[],
  path: readonly string[],
): (i: number) => string {
  if (path.length !== 1) return (i) => readField(options[i] as Option<M>, path);
  const name = path[0] as string;
  return (i) => {
    const option = options[i] as unknown as Record<string, unknown>;
    const value = option[name];
    if (value === undefined) return '';
    return typeof value === 'string' ? value : readField(option, path);
  };
}
