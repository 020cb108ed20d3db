/**
 * `searchFields` checks: the shape of each entry (an error), top-level names
 * that are not option fields (a warning naming the closest field), and
 * paths that no option of the first data set has (a warning).
 */
import { warnMissingField, warnUnknownField } from '../../../diagnostic-texts';
import { failOption as fail } from '../../../errors';
import type { Option, SearchField } from '../../../types';
import { readField } from './field-text';

/** Top-level fields of an Option. */
const OPTION_FIELDS = ['value', 'label', 'description', 'meta', 'avatar', 'className', 'disabled'];
/** Fields many options lack on purpose; never reported as missing. */
const COMMON_FIELDS = ['value', 'label', 'description'];
/** Dot-separated names, none empty. */
const PATH = /^[^.]+(\.[^.]+)*$/;
const FIELD = "a field path such as 'label' or 'meta.sku', or { field, weight }";

/** The path of an entry (entries are checked already). */
const pathOf = (field: SearchField): string => (typeof field === 'string' ? field : field.field);

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
    if (weight !== undefined && !(typeof weight === 'number' && Number.isFinite(weight) && weight > 0)) {
      fail(`${where}.weight`, 'a positive finite number', weight);
    }
  });
  return undefined;
}

/** Warns once per page about entries whose top-level name is no option field (options may still carry it). */
export function warnUnknownFields(fields: readonly SearchField[]): void {
  for (const field of fields) {
    const path = pathOf(field);
    const top = path.split('.')[0] as string;
    if (OPTION_FIELDS.includes(top)) continue;
    warnUnknownField(path, top, OPTION_FIELDS);
  }
}

/**
 * Warns once per page about each entry (other than value, label and
 * description) that no option of `options` has: usually a typo in a
 * `meta.*` path. Stops at the first option that has the field.
 */
export function reportMissingFields<M>(fields: readonly SearchField[], options: readonly Option<M>[]): void {
  for (const field of fields) {
    const path = pathOf(field);
    if (COMMON_FIELDS.includes(path)) continue;
    const segments = path.split('.');
    if (options.some((option) => readField(option, segments) !== '')) continue;
    warnMissingField(path);
  }
}

/** Compares `searchFields` with the first non-empty data set of a widget, once. */
export class FieldCheck {
  private done = false;

  check<M>(fields: readonly SearchField[], options: readonly Option<M>[]): void {
    if (this.done || options.length === 0) return;
    this.done = true;
    reportMissingFields(fields, options);
  }
}
