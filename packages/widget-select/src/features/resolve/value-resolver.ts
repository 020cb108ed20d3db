/**
 * `resolveOptions`: the options of selected values the widget does not know
 * yet (an edit form's saved value whose options live on a server). Such a
 * value stays selected while it is resolved: every unknown value of one
 * task goes into one call, answers are cached for the widget's life, and a
 * call is aborted when none of its values is selected any more, or on
 * destroy. An answer shows its labels without a `change`; a value the
 * answer lacks (or a failed call) follows `missingSelectionPolicy`.
 */
import { copyAnswer } from '../../core/domain/answer-copy';
import { isOption } from '../../core/domain/option-value';
import { SelectWidgetError } from '../../errors';
import type { Option } from '../../types';
import type { FeatureHost, ResolverPort } from '../../core/machine/host';

export class ValueResolver<M> implements ResolverPort {
  /** Values asked for and not answered yet. */
  private readonly pending = new Set<string>();
  private batch: string[] | null = null;
  private readonly cache = new Map<string, Option<M>>();
  private readonly calls = new Set<{ values: readonly string[]; abort: AbortController }>();
  private disposed = false;

  constructor(private readonly host: FeatureHost<M>) {}

  isPending(value: string): boolean {
    return this.pending.has(value);
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  get enabled(): boolean {
    return typeof this.host.options.resolveOptions === 'function';
  }

  /**
   * Unknown values that were kept selected: cached ones are known at once
   * (returns true when any was), the rest join this task's call.
   */
  request(values: readonly string[]): boolean {
    let known = false;
    for (const value of values) {
      const cached = this.cache.get(value);
      if (cached) {
        this.host.memory.remember(cached);
        known = true;
      } else if (!this.pending.has(value)) {
        this.pending.add(value);
        if (!this.batch) {
          this.batch = [];
          queueMicrotask(() => this.flush());
        }
        this.batch.push(value);
      }
    }
    return known;
  }

  selectionChanged(value: readonly string[]): void {
    if (this.pending.size === 0) return;
    const selected = new Set(value);
    for (const value of [...this.pending]) if (!selected.has(value)) this.pending.delete(value);
    for (const call of this.calls) {
      if (call.values.some((v) => this.pending.has(v))) continue;
      call.abort.abort();
      this.calls.delete(call);
    }
  }

  dispose(): void {
    this.disposed = true;
    for (const call of this.calls) call.abort.abort();
    this.calls.clear();
    this.pending.clear();
  }

  private async flush(): Promise<void> {
    const values = (this.batch ?? []).filter((value) => this.pending.has(value));
    this.batch = null;
    const resolve = this.host.options.resolveOptions;
    if (this.disposed || values.length === 0 || !resolve) return;
    const call = { values, abort: new AbortController() };
    this.calls.add(call);
    let answer: unknown;
    let failure: SelectWidgetError | null = null;
    try {
      answer = await resolve(values.slice(), { signal: call.abort.signal });
    } catch (error) {
      failure = new SelectWidgetError('callback-failed', 'resolveOptions threw or rejected', {
        cause: error,
      });
    }
    if (call.abort.signal.aborted || this.disposed) return;
    this.calls.delete(call);
    if (!failure && !Array.isArray(answer))
      failure = new SelectWidgetError('callback-failed', 'resolveOptions must return an array of options');
    let options: Option<M>[] = [];
    try {
      if (!failure) options = this.readAnswer(answer as unknown[]);
    } catch (error) {
      // An answer that throws while read (a Proxy, a throwing getter) is a failed call.
      failure = new SelectWidgetError(
        'callback-failed',
        'resolveOptions returned an answer that threw when read',
        {
          cause: error,
        },
      );
    }
    const found = new Set<string>();
    for (const option of options) {
      this.cache.set(option.value, option);
      this.host.memory.remember(option);
      found.add(option.value);
    }
    const missing = values.filter((value) => this.pending.has(value) && !found.has(value));
    for (const value of values) this.pending.delete(value);
    if (failure) this.host.announce({ name: 'error', payload: failure });
    const policy = this.host.options.missingSelectionPolicy;
    if (missing.length > 0 && policy === 'error' && !failure) {
      const names = missing.map((v) => JSON.stringify(v)).join(', ');
      this.host.announce({
        name: 'error',
        payload: new SelectWidgetError('missing-selection', `resolveOptions returned no option for ${names}`),
      });
    }
    // A failed call answered nothing: its values are not missing, and stay (as the docs promise).
    this.host.send({ type: 'valuesResolved', prune: policy === 'prune' && !failure ? missing : [] });
  }

  /**
   * The options of the answer for pending values. The answer is read once
   * into a copy (a Proxy or a getter may answer differently, or throw, on a
   * later read) and only the copy is checked and kept.
   */
  private readAnswer(answer: readonly unknown[]): Option<M>[] {
    const copy = copyAnswer(answer) as unknown[];
    return copy.filter((item): item is Option<M> => isOption(item) && this.pending.has(item.value));
  }
}
