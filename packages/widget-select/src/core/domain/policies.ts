/** The data policies: what setData does with duplicates and with selected values the new data lacks. */
import { missingSelectionText } from '../../diagnostic-texts';
import { SelectWidgetError } from '../../errors';
import { buildDataSet, type DataSet } from './dataset';
import { reportDuplicates } from './diagnostics';

/** A data set checked by {@link prepareData}, with the selected values it keeps. */
export interface PreparedData<M> {
  dataset: DataSet<M>;
  kept: readonly string[];
  /** The pending value (`commit: 'apply'`) it keeps; absent when none is pending. */
  keptPending?: readonly string[];
}

/**
 * Builds and checks a data set under the given policies without changing
 * anything: every error `setData` can throw (bad data, duplicates with
 * `duplicateValuePolicy: 'error'`, dropped selections with
 * `missingSelectionPolicy: 'error'`) is thrown here.
 */
export function prepareData<M>(
  data: unknown,
  value: readonly string[],
  policies: {
    duplicateValuePolicy: 'ignore' | 'warn' | 'error';
    missingSelectionPolicy: 'preserve' | 'prune' | 'error';
  },
  source: string,
  pending: readonly string[] | null = null,
): PreparedData<M> {
  const dataset = buildDataSet<M>(data, source);
  if (policies.duplicateValuePolicy === 'error') reportDuplicates(dataset, 'error');
  const policy = policies.missingSelectionPolicy;
  const kept = applyMissingPolicy(value, dataset, policy);
  // Staged picks are judged as picks made at once would be: Apply must not commit what the data lost.
  return pending
    ? { dataset, kept, keptPending: applyMissingPolicy(pending, dataset, policy) }
    : { dataset, kept };
}

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
    throw new SelectWidgetError('missing-selection', missingSelectionText(names));
  }
  return value.filter((v) => dataset.byValue.has(v));
}
