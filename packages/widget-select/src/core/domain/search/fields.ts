/**
 * `searchFields` checks: the shape of each entry (an error), and when the
 * first data set comes, paths that no option of it has (a warning of the
 * development texts, which hold its scan: production ships neither).
 */
import { warnMissingFields } from '../../../diagnostic-texts';
import { failOption as fail } from '../../../errors';
import type { Option, SearchField } from '../../../types';

/** Dot-separated names, none empty. */
const PATH = /^[^.]+(\.[^.]+)*$/;
const FIELD = "a field path such as 'label' or 'meta.sku', or { field, weight }";

/** The `searchFields` check of the options table; throws for a bad entry, naming its index. */
export function checkSearchFields(value: unknown): string | undefined {
  if (!Array.isArray(value)) return "an array of field paths ('label', 'meta.sku') or { field, weight }";
  value.forEach((entry: unknown, i) => {
    const where = `searchFields[${i}]`;
    const object = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : null;
    const field = typeof entry === 'string' ? entry : object?.field;
    if (typeof field !== 'string') fail(where, FIELD, entry);
    if (!PATH.test(field) || field === 'meta') fail(where, FIELD, field);
    const weight = object?.weight;
    if (weight !== undefined && !(typeof weight === 'number' && Number.isFinite(weight) && weight > 0))
      fail(`${where}.weight`, 'a positive finite number', weight);
  });
  return undefined;
}

/** Compares `searchFields` with the first non-empty data set of a widget, once. */
export class FieldCheck {
  private done = false;

  check<M>(fields: readonly SearchField[], options: readonly Option<M>[]): void {
    if (this.done || options.length === 0) return;
    this.done = true;
    warnMissingFields(fields, options);
  }
}
