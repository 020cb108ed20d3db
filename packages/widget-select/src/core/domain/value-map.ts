/**
 * The core's value index: a Map from each value to its first entry. Enough
 * for lists of thousands; `widget-select/large` puts the typed-array hash
 * table of value-index.ts in its place, which allocates nothing per option.
 */
import type { ValueTable } from './value-index';

export class ValueMap implements ValueTable {
  private readonly first = new Map<string, number>();
  readonly repeated = new Set<string>();

  /** @param valueAt the value of entry i */
  constructor(private readonly valueAt: (i: number) => string) {}

  add(i: number): void {
    const value = this.valueAt(i);
    if (this.first.has(value)) this.repeated.add(value);
    else this.first.set(value, i);
  }

  get(value: string): number | undefined {
    return this.first.get(value);
  }

  has(value: string): boolean {
    return this.first.has(value);
  }
}

/** The core's value index (see ValueTableOf). */
export const valueMap = (_size: number, valueAt: (i: number) => string): ValueTable => new ValueMap(valueAt);
