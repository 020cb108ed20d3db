import { SelectWidgetError } from '../errors';
import type { DataSet } from './dataset';

/** Applies duplicateValuePolicy to a freshly built data set. */
export function reportDuplicates<M>(dataset: DataSet<M>, policy: 'ignore' | 'warn' | 'error'): void {
  if (dataset.duplicates.length === 0 || policy === 'ignore') return;
  const names = dataset.duplicates.map((value) => JSON.stringify(value)).join(', ');
  const message = `duplicate option value(s) ${names}; the first occurrence wins.`;
  if (policy === 'error') throw new SelectWidgetError('duplicate-value', message);
  console.warn(`widget-select: ${message}`);
}
