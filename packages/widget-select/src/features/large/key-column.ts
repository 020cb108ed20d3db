/**
 * The search keys of one field (the normalized label, a description…) for
 * every option, stored as a few long strings instead of one string per
 * option: options are taken in chunks, each chunk's texts joined with a
 * separator and lower-cased and folded in one pass (chunk-keys.ts), and an
 * option's key is a range of its chunk. A million keys are then some 250
 * strings, a start offset and a character mask each, and a query is found
 * with `indexOf` sweeps over those strings. The core's own keys are one
 * string per option (plain-keys.ts); `widget-select/large` adds these.
 */
import { CHUNK_BITS, CHUNK_SIZE, chunkKeys, type KeyArrays } from './chunk-keys';

import { AT_START, type Cursor, INSIDE, NOT_FOUND, type SearchKeys } from '../../core/domain/search/keys';

/** The chunked keys of `widget-select/large` (see SearchKeys for what each member does). */
export class KeyColumn implements KeyArrays, SearchKeys {
  private readonly chunks: string[] = [];
  readonly starts: Int32Array;
  readonly masks: Uint32Array;
  /** First code unit of each key (0 for an empty key): the prefix test of a one-letter token reads no string. */
  readonly firsts: Uint16Array;
  used = false;

  /**
   * @param size number of options
   * @param text the raw text of option i's field
   */
  constructor(
    readonly size: number,
    private readonly text: (i: number) => string,
    private readonly accentInsensitive: boolean,
  ) {
    this.starts = new Int32Array(size);
    this.masks = new Uint32Array(size);
    this.firsts = new Uint16Array(size);
  }

  get built(): number {
    return Math.min(this.size, this.chunks.length * CHUNK_SIZE);
  }

  buildChunk(): boolean {
    const first = this.chunks.length * CHUNK_SIZE;
    if (first >= this.size) return false;
    const end = Math.min(this.size, first + CHUNK_SIZE);
    const texts = new Array<string>(end - first);
    for (let i = first; i < end; i++) texts[i - first] = this.text(i);
    this.chunks.push(chunkKeys(this, texts, first, this.accentInsensitive));
    return true;
  }

  key(i: number): string {
    const chunk = this.chunks[i >> CHUNK_BITS] as string;
    return chunk.slice(this.starts[i] as number, keyEnd(this.starts, this.size, i, chunk));
  }

  /** The first character code of key i (0, the separator's, for an empty key). */
  firstCode(i: number): number {
    return this.firsts[i] as number;
  }

  find(i: number, token: string, cursor: Cursor): number {
    const c = i >> CHUNK_BITS;
    const chunk = this.chunks[c] as string;
    const start = this.starts[i] as number;
    // Nothing lies between `from` and `hit`: a hit at or after `start` is still the first one.
    if (cursor.chunk !== c || cursor.from > start || (cursor.hit >= 0 && cursor.hit < start)) {
      cursor.chunk = c;
      cursor.from = start;
      cursor.hit = chunk.indexOf(token, start);
    }
    const hit = cursor.hit;
    if (hit < 0) return NOT_FOUND;
    // A hit that runs past the key's end means no later hit fits in it either.
    if (hit + token.length > keyEnd(this.starts, this.size, i, chunk)) return NOT_FOUND;
    return hit === start ? AT_START : INSIDE;
  }

  /**
   * One `indexOf` sweep per chunk that jumps to the next key after each hit,
   * so the cost follows the text and the hits, not the number of options.
   */
  sweep(
    token: string,
    scores: Float64Array,
    matches: Int32Array,
    atStart: number,
    inside: number,
    at: Int32Array,
    from = 0,
    to = this.built,
    count = 0,
  ): number {
    const { starts, chunks } = this;
    const end = Math.min(to, this.built);
    for (let c = from >> CHUNK_BITS; c * CHUNK_SIZE < end; c++) {
      const chunk = chunks[c] as string;
      const lastKey = Math.min(end, (c + 1) * CHUNK_SIZE) - 1;
      let i = Math.max(from, c * CHUNK_SIZE);
      let hit = chunk.indexOf(token, starts[i] as number);
      while (hit >= 0) {
        i = this.keyAt(hit, i, lastKey);
        if (hit + token.length <= keyEnd(starts, this.size, i, chunk)) {
          scores[i] = hit === starts[i] ? atStart : inside;
          at[i] = hit;
          matches[count++] = i;
        }
        if (i === lastKey) break;
        i++;
        hit = chunk.indexOf(token, starts[i] as number);
      }
    }
    return count;
  }

  /**
   * The key of chunk offset `offset`, at or after key `from` (up to `lastKey`):
   * steps that double, then halve, so a hit many keys on costs a few reads
   * of `starts` instead of one per key skipped.
   */
  private keyAt(offset: number, from: number, lastKey: number): number {
    const { starts } = this;
    let low = from;
    let step = 1;
    while (low + step <= lastKey && (starts[low + step] as number) <= offset) {
      low += step;
      step *= 2;
    }
    for (step >>= 1; step > 0; step >>= 1)
      if (low + step <= lastKey && (starts[low + step] as number) <= offset) low += step;
    return low;
  }

  /**
   * An occurrence of `token` is one of the shorter token whose first
   * occurrences `at` holds, so each key is read from there to its end, and
   * no further (an `indexOf` per option would cost a call each and could run
   * on past the key). Updates `at`.
   */
  refine(
    token: string,
    candidates: Int32Array,
    end: number,
    scores: Float64Array,
    atStart: number,
    inside: number,
    at: Int32Array,
    from = 0,
    kept = 0,
  ): number {
    const { starts, chunks } = this;
    const length = token.length;
    const first = token.charCodeAt(0);
    for (let k = from; k < end; k++) {
      const i = candidates[k] as number;
      const chunk = chunks[i >> CHUNK_BITS] as string;
      const separator = keyEnd(starts, this.size, i, chunk);
      const start = at[i] as number;
      let hit = start + length <= separator && chunk.startsWith(token, start) ? start : -1;
      for (let p = start + 1, last = separator - length; hit < 0 && p <= last; p++) {
        if (chunk.charCodeAt(p) !== first) continue;
        let q = 1;
        while (q < length && chunk.charCodeAt(p + q) === token.charCodeAt(q)) q++;
        if (q === length) {
          hit = p;
          break;
        }
      }
      if (hit >= 0) {
        scores[i] = hit === starts[i] ? atStart : inside;
        at[i] = hit;
        candidates[kept++] = i;
      } else scores[i] = 0;
    }
    return kept;
  }
}

/**
 * Index of the separator that ends key i in its chunk: the one before the
 * next key's start, or the chunk's last character for the last key of a
 * chunk (or of the list). The one rule every read of a key's end uses.
 */
function keyEnd(starts: Int32Array, size: number, i: number, chunk: string): number {
  const next = i + 1;
  const lastOfChunk = (next & (CHUNK_SIZE - 1)) === 0 || next === size;
  return lastOfChunk ? chunk.length - 1 : (starts[next] as number) - 1;
}
