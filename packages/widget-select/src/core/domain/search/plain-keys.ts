/**
 * The core's search keys: one normalized string per option, searched with
 * `indexOf` option by option. Enough for lists of thousands; a million
 * options take `widget-select/large` (key-column.ts), which answers the same.
 */
import { structures } from '../structures';
import { AT_START, charMask, INSIDE, NOT_FOUND, type SearchKeys, type SearchKeysOf } from './keys';
import { normalize } from './normalize';

/** Keys built per `buildChunk`, so a long list is keyed in short tasks. */
const CHUNK = 4096;

export class PlainKeys implements SearchKeys {
  private readonly keys: string[] = [];
  readonly masks: Uint32Array;
  used = false;

  constructor(
    readonly size: number,
    private readonly text: (i: number) => string,
    private readonly accentInsensitive: boolean,
  ) {
    this.masks = new Uint32Array(size);
  }

  get built(): number {
    return this.keys.length;
  }

  buildChunk(): boolean {
    const { keys, size } = this;
    if (keys.length >= size) return false;
    for (let i = keys.length, end = Math.min(size, i + CHUNK); i < end; i++) {
      const key = normalize(this.text(i), this.accentInsensitive);
      keys.push(key);
      this.masks[i] = charMask(key);
      if (key !== '') this.used = true;
    }
    return true;
  }

  key(i: number): string {
    return this.keys[i] as string;
  }

  firstCode(i: number): number {
    return this.key(i).charCodeAt(0) || 0;
  }

  find(i: number, token: string): number {
    const hit = this.key(i).indexOf(token);
    if (hit < 0) return NOT_FOUND;
    return hit === 0 ? AT_START : INSIDE;
  }

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
    const { keys } = this;
    for (let i = from, end = Math.min(to, keys.length); i < end; i++) {
      const hit = (keys[i] as string).indexOf(token);
      if (hit < 0) continue;
      scores[i] = hit === 0 ? atStart : inside;
      at[i] = hit;
      matches[count++] = i;
    }
    return count;
  }

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
    for (let k = from; k < end; k++) {
      const i = candidates[k] as number;
      // An occurrence of `token` is one of the shorter token it extends: none lies before that one.
      const hit = this.key(i).indexOf(token, at[i] as number);
      if (hit >= 0) {
        scores[i] = hit === 0 ? atStart : inside;
        at[i] = hit;
        candidates[kept++] = i;
      } else scores[i] = 0;
    }
    return kept;
  }
}

/** The core's keys (see SearchKeysOf). */
export const plainKeys = (size: number, text: (i: number) => string, accentInsensitive: boolean) =>
  new PlainKeys(size, text, accentInsensitive);

/** What makes the search keys of a data set built now: the large-data keys once added, else the plain ones. */
export function searchKeysOf(): SearchKeysOf {
  return structures().searchKeys ?? plainKeys;
}
