/**
 * Value → entry index of its first occurrence, as an open-addressing hash
 * table in one typed array: indexing a million options allocates nothing
 * per option (a Map of them costs tens of megabytes and long collections).
 */

/** What callers read of the index: the subset of a ReadonlyMap they use. */
export interface ValueLookup {
  get(value: string): number | undefined;
  has(value: string): boolean;
}

/** FNV-1a over UTF-16 code units. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** An index entries are added to one by one: the core's ValueMap or this ValueIndex. */
export interface ValueTable extends ValueLookup {
  /** Adds entry i under its value, unless an earlier entry has that value. */
  add(i: number): void;
  /** Values added more than once (the first occurrence keeps its place). */
  readonly repeated: Set<string>;
}

/** Makes an index for `size` entries, `valueAt(i)` the value of entry i. */
export type ValueTableOf = (size: number, valueAt: (i: number) => string) => ValueTable;

export class ValueIndex implements ValueTable {
  /** Entry index + 1 per slot; 0 = empty. At most half full. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  readonly repeated = new Set<string>();

  /**
   * @param size how many entries will be added
   * @param valueAt the value of entry i
   */
  constructor(
    size: number,
    private readonly valueAt: (i: number) => string,
  ) {
    let capacity = 8;
    while (capacity < 2 * size) capacity *= 2;
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  add(i: number): void {
    const value = this.valueAt(i);
    const { slots, mask } = this;
    for (let slot = hash(value) & mask; ; slot = (slot + 1) & mask) {
      const held = slots[slot] as number;
      if (held === 0) {
        slots[slot] = i + 1;
        return;
      }
      if (this.valueAt(held - 1) === value) {
        this.repeated.add(value);
        return;
      }
    }
  }

  get(value: string): number | undefined {
    const { slots, mask } = this;
    for (let slot = hash(value) & mask; ; slot = (slot + 1) & mask) {
      const held = slots[slot] as number;
      if (held === 0) return undefined;
      if (this.valueAt(held - 1) === value) return held - 1;
    }
  }

  has(value: string): boolean {
    return this.get(value) !== undefined;
  }
}
