/** The texts a search reads of an option: the searched fields, by path, with their weights. */
import type { Option, SearchField } from '../../../types';
import { readField } from './field-text';

/** One searched field: its path (`meta.colour` is `['meta', 'colour']`) and weight. */
export interface FieldSpec {
  path: string[];
  weight: number;
}

export function parseFields(fields: readonly SearchField[]): FieldSpec[] {
  return fields.map((field) =>
    typeof field === 'string'
      ? { path: field.split('.'), weight: 1 }
      : { path: field.field.split('.'), weight: field.weight ?? 1 },
  );
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
