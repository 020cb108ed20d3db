import { duplicateText } from '../../diagnostic-texts';
import { SelectWidgetError } from '../../errors';
import { type DataSet, LARGE_LIST } from './dataset';

type Policy = 'ignore' | 'warn' | 'error';

/**
 * duplicateValuePolicy over a Controller's life: `error` checks every data set at
 * once (it may throw before anything changes); `warn` on a large local list
 * waits for the idle warm-up, so a 100k-option list costs nothing up front.
 */
export class DuplicateCheck {
  private pending = false;

  constructor(private readonly policy: () => Policy) {}

  /** Checks a data set about to be used, or defers the check (`deferrable`: a local list). */
  check<M>(dataset: DataSet<M>, deferrable: boolean): void {
    const policy = this.policy();
    this.pending = policy === 'warn' && deferrable && dataset.size >= LARGE_LIST;
    if (!this.pending) reportDuplicates(dataset, policy);
  }

  /** Runs a deferred check on the data set now in use. */
  flush<M>(dataset: DataSet<M>): void {
    if (!this.pending) return;
    this.pending = false;
    reportDuplicates(dataset, this.policy());
  }
}

/** Applies duplicateValuePolicy to a freshly built data set. */
export function reportDuplicates<M>(dataset: DataSet<M>, policy: Policy): void {
  if (dataset.duplicates.length === 0 || policy === 'ignore') return;
  const names = dataset.duplicates.map((value) => JSON.stringify(value)).join(', ');
  const message = duplicateText(names);
  if (policy === 'error') throw new SelectWidgetError('duplicate-value', message);
  console.warn(`widget-select: ${message}`);
}
