/** missingSelectionPolicy: what setData does with selected values the new data lacks. */
import { SelectWidgetError } from '../errors';
import type { DataSet } from './dataset';

/**
 * Returns the values to keep. `preserve` keeps all (their last known option
 * still renders), `prune` drops the missing ones, `error` throws
 * `missing-selection` naming them before anything changes.
 */
export function applyMissingPolicy<M>(
  value: readonly string[],
  dataset: DataSet<M>,
  policy: 'preserve' | 'prune' | 'error',
): readonly string[] {
  if (policy === 'preserve') return value;
  const missing = value.filter((v) => !dataset.byValue.has(v));
  if (missing.length === 0) return value;
  if (policy === 'error') {
    const names = missing.map((v) => JSON.stringify(v)).join(', ');
    throw new SelectWidgetError(
      'missing-selection',
      `setData() would drop the selected value(s) ${names} (missingSelectionPolicy is 'error'); nothing was changed.`,
    );
  }
  return value.filter((v) => dataset.byValue.has(v));
}
