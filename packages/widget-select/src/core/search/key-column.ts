/**
 * The search keys of one field (the normalized label, a description…) for
 * every option, stored as a few long strings instead of one string per
 * option: options are taken in chunks, each chunk's texts joined with a
 * separator and lower-cased and folded in one pass, and an option's key is a
 * range of its chunk. A million keys are then some sixty strings, a start
 * offset and a character mask each, and a query is found with `indexOf`
 * sweeps over those strings.
 */
import { foldChar, normalize, normalizeChar } from './normalize';

/** Options per chunk (a power of two: the chunk of option i is `i >> CHUNK_BITS`). */
const CHUNK_BITS = 14;
const CHUNK_SIZE = 1 << CHUNK_BITS;
/**
 * Ends each key in its chunk. A control character has no case and is no
 * letter, so lower-casing and folding the joined text equals doing it per
 * text; a text that contains it itself is keyed one by one instead.
 */
const SEPARATOR = '\u0000';

/**
 * One bit per letter a–z, one for all digits, five shared by everything
 * else: a key's mask has the bits of its characters, so a token whose bits
 * are not all in it cannot occur in it. Most keys fail that test, which costs
 * one typed-array read instead of a string search.
 */
export function charBit(code: number): number {
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  if (code >= 48 && code <= 57) return 1 << 26;
  return 1 << (27 + (code % 5));
}

const ASCII_BITS = Uint32Array.from({ length: 128 }, (_, code) => charBit(code));

export function charMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= charBit(text.charCodeAt(i));
  return mask;
}

/** `scan` met text that only native whole-text lower-casing gets right. */
const NEEDS_NATIVE = 1;
/** Σ: lower-cases to ς at the end of a word, to σ elsewhere. */
const CAPITAL_SIGMA = 0x3a3;

/** Where a token was found in a key. */
export const NOT_FOUND = 0;
export const AT_START = 1;
export const INSIDE = 2;

/**
 * Remembers the last `indexOf` of one token in one chunk, so testing the
 * options of a chunk in order costs at most one sweep over it, however many
 * options are tested. Use a fresh cursor per token and scan.
 */
export class Cursor {
  chunk = -1;
  /** Where the last search started. */
  from = 0;
  /** What it found (-1: nothing from `from` on). */
  hit = -1;
}

/** Scratch space for a chunk's folded code units, shared by every column (one chunk is built at a time). */
let scratch = new Uint16Array(0);

/** The scratch buffer with room for `size` units (keeping the first `keep.length` when it grows). */
function unitBuffer(size: number, keep?: Uint16Array): Uint16Array {
  if (scratch.length < size) {
    const grown = new Uint16Array(Math.max(size, 2 * scratch.length));
    if (keep) grown.set(keep);
    scratch = grown;
  }
  return scratch;
}

/** Units turned into text per `String.fromCharCode` call (an argument list, so bounded). */
const BLOCK = 8192;
/** Native UTF-16 decoding: several times faster than `String.fromCharCode`. */
const utf16 = new TextDecoder('utf-16le');
/** Native one-byte decoding, several times faster again; exact for units below 0x80 and from 0xA0 to 0xFF. */
const latin1 = new TextDecoder('windows-1252');
let bytes = new Uint8Array(0);

/** Whether a unit decodes as itself from one byte (see `latin1`). */
function isByte(unit: number): boolean {
  return unit < 0x80 || (unit >= 0xa0 && unit <= 0xff);
}

/**
 * A flat string of `units[0, length)`, whose last unit is the separator.
 * The decoders hand back strings that live outside the JavaScript heap,
 * where reading a character costs about twice as much: appending the final
 * separator and searching once copies the text into an ordinary string. The
 * UTF-16 decoder would replace an unpaired surrogate, so text with any
 * surrogate is copied unit by unit.
 */
function fromUnits(units: Uint16Array, length: number, surrogates: boolean, narrow: boolean): string {
  let text: string;
  if (narrow) {
    if (bytes.length < length) bytes = new Uint8Array(Math.max(length, 2 * bytes.length));
    for (let at = 0; at < length - 1; at++) bytes[at] = units[at] as number;
    text = latin1.decode(bytes.subarray(0, length - 1));
  } else if (!surrogates) text = utf16.decode(units.subarray(0, length - 1));
  else {
    const blocks: string[] = [];
    for (let at = 0; at < length; at += BLOCK) {
      blocks.push(String.fromCharCode.apply(null, units.subarray(at, Math.min(length, at + BLOCK)) as never));
    }
    return blocks.join('');
  }
  const flat = text + SEPARATOR;
  flat.indexOf(SEPARATOR);
  return flat;
}

export class KeyColumn {
  private readonly chunks: string[] = [];
  /** Start of each option's key in its chunk; the key ends at the next separator. */
  private readonly starts: Int32Array;
  /** Character mask of each key (see `charBit`). */
  readonly masks: Uint32Array;
  /** First code unit of each key (0 for an empty key): the prefix test of a one-letter token reads no string. */
  private readonly firsts: Uint16Array;
  /** Whether any key is non-empty (a field no option has is not scanned). */
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

  /** Options whose keys are built (a prefix of the list). */
  get built(): number {
    return Math.min(this.size, this.chunks.length * CHUNK_SIZE);
  }

  /** Builds the keys of the next chunk; false when all are built. */
  buildChunk(): boolean {
    const first = this.chunks.length * CHUNK_SIZE;
    if (first >= this.size) return false;
    const end = Math.min(this.size, first + CHUNK_SIZE);
    const texts = new Array<string>(end - first);
    for (let i = first; i < end; i++) texts[i - first] = this.text(i);
    this.chunks.push(this.joined(texts, first) ?? this.oneByOne(texts, first));
    return true;
  }

  /**
   * The common case: the chunk's texts joined, then one pass that
   * lower-cases and folds them into a buffer and records starts and masks.
   * Null when a text holds the separator itself.
   */
  private joined(texts: string[], first: number): string | null {
    // An empty last text puts the final separator in: one flat string (a `+` would make a slow rope).
    texts.push('');
    const raw = texts.join(SEPARATOR);
    texts.pop();
    const own = this.scan(raw, first, true);
    if (own !== NEEDS_NATIVE) return own;
    const native = this.scan(raw.toLowerCase(), first, false);
    return native === NEEDS_NATIVE ? null : native;
  }

  /**
   * Keys of one chunk from `text` (the joined texts). With `lowerCase`, the
   * pass lower-cases character by character (ASCII inline, the rest from a
   * per-character table) and gives up on what only whole-text lower-casing
   * gets right: a final sigma, surrogate pairs (NEEDS_NATIVE). Otherwise
   * `text` is lower-cased already and only folded.
   */
  private scan(text: string, first: number, lowerCase: boolean): string | null | typeof NEEDS_NATIVE {
    const { starts, masks, firsts, accentInsensitive } = this;
    const last = Math.min(this.size, first + CHUNK_SIZE);
    let units = unitBuffer(text.length);
    let length = 0;
    let i = first;
    let mask = 0;
    let start = 0;
    let surrogates = false;
    // Whether every unit fits one byte (see `isByte`): most Latin-script text.
    let narrow = true;
    // Whether the pass changed anything: if not, `text` is the chunk as it is.
    let changed = false;
    for (let at = 0; at < text.length; at++) {
      let code = text.charCodeAt(at);
      if (code === 0) {
        if (i === last) return null;
        starts[i] = start;
        masks[i] = mask;
        firsts[i] = length > start ? (units[start] as number) : 0;
        if (length > start) this.used = true;
        i++;
        start = length + 1;
        mask = 0;
        units[length++] = 0;
      } else if (code < 128) {
        if (lowerCase && code >= 65 && code <= 90) {
          code += 32;
          changed = true;
        }
        mask |= ASCII_BITS[code] as number;
        units[length++] = code;
      } else if (code >= 0xd800 && code <= 0xdfff) {
        if (lowerCase) return NEEDS_NATIVE;
        surrogates = true;
        narrow = false;
        mask |= charBit(code);
        units[length++] = code;
      } else if (lowerCase || accentInsensitive) {
        if (lowerCase && code === CAPITAL_SIGMA) return NEEDS_NATIVE;
        const folded = lowerCase ? normalizeChar(code, accentInsensitive) : foldChar(code);
        if (folded.length !== 1 || folded.charCodeAt(0) !== code) changed = true;
        // Room for what folds grow by: the rest of `text` must fit after it too.
        if (length + folded.length + text.length - at > units.length)
          units = unitBuffer(2 * units.length, units);
        for (let k = 0; k < folded.length; k++) {
          const unit = folded.charCodeAt(k);
          if (!isByte(unit)) narrow = false;
          mask |= charBit(unit);
          units[length++] = unit;
        }
      } else {
        if (!isByte(code)) narrow = false;
        mask |= charBit(code);
        units[length++] = code;
      }
    }
    if (i !== last) return null;
    return changed ? fromUnits(units, length, surrogates, narrow) : text;
  }

  /** Texts that contain the separator: keyed one by one, so offsets come from each key's length. */
  private oneByOne(texts: string[], first: number): string {
    const keys = texts.map((text) => normalize(text, this.accentInsensitive));
    let start = 0;
    keys.forEach((key, k) => {
      this.starts[first + k] = start;
      this.masks[first + k] = charMask(key);
      this.firsts[first + k] = key.length > 0 ? key.charCodeAt(0) : 0;
      if (key.length > 0) this.used = true;
      start += key.length + 1;
    });
    return keys.join(SEPARATOR) + SEPARATOR;
  }

  /** Index of the separator that ends key i in its chunk. */
  private keyEnd(i: number, chunk: string): number {
    const next = i + 1;
    return (next & (CHUNK_SIZE - 1)) === 0 || next === this.size
      ? chunk.length - 1
      : (this.starts[next] as number) - 1;
  }

  /** The key of option i (built by then). */
  key(i: number): string {
    const chunk = this.chunks[i >> CHUNK_BITS] as string;
    return chunk.slice(this.starts[i] as number, this.keyEnd(i, chunk));
  }

  /** The first character code of key i (0, the separator's, for an empty key). */
  firstCode(i: number): number {
    return this.firsts[i] as number;
  }

  /**
   * Where `token` (non-empty) occurs in key i: NOT_FOUND, AT_START or
   * INSIDE. Options must be asked in increasing order for one cursor.
   */
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
    if (hit + token.length > this.keyEnd(i, chunk)) return NOT_FOUND;
    return hit === start ? AT_START : INSIDE;
  }

  /**
   * Scores every option whose key holds `token` (non-empty): `atStart` when
   * its first occurrence opens the key, else `inside`, and appends it to
   * `matches` (data order). Other scores are left as they are (zero them
   * first). One `indexOf` sweep per chunk that jumps to the next key after
   * each hit, so the cost follows the text and the hits, not the number of
   * options. The offset of each match's first occurrence goes to `at` (see
   * `refine`). Returns the number of matches.
   */
  sweep(
    token: string,
    scores: Float64Array,
    matches: Int32Array,
    atStart: number,
    inside: number,
    at: Int32Array,
  ): number {
    const { starts, chunks, size } = this;
    let count = 0;
    for (let c = 0; c < chunks.length; c++) {
      const chunk = chunks[c] as string;
      const lastKey = Math.min(size, (c + 1) * CHUNK_SIZE) - 1;
      let i = c * CHUNK_SIZE;
      let hit = chunk.indexOf(token);
      while (hit >= 0) {
        i = this.keyAt(hit, i, lastKey);
        const end = i < lastKey ? (starts[i + 1] as number) - 1 : chunk.length - 1;
        if (hit + token.length <= end) {
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
    for (step >>= 1; step > 0; step >>= 1) {
      if (low + step <= lastKey && (starts[low + step] as number) <= offset) low += step;
    }
    return low;
  }

  /**
   * Narrows the previous matches `candidates[0, count)` (data order) to those
   * whose key holds `token`, which extends the token whose first occurrences
   * `at` holds: an occurrence of `token` is one of the shorter token, so each
   * key is read from there to its end, and no further (an `indexOf` per
   * option would cost a call each and could run on past the key). Scores as
   * `sweep` (0 for a dropped option), updates `at`, keeps the matches at the
   * front of `candidates` and returns their number.
   */
  refine(
    token: string,
    candidates: Int32Array,
    count: number,
    scores: Float64Array,
    atStart: number,
    inside: number,
    at: Int32Array,
  ): number {
    const { starts, chunks, size } = this;
    const length = token.length;
    const first = token.charCodeAt(0);
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const i = candidates[k] as number;
      const chunk = chunks[i >> CHUNK_BITS] as string;
      const next = i + 1;
      const end =
        (next & (CHUNK_SIZE - 1)) === 0 || next === size ? chunk.length - 1 : (starts[next] as number) - 1;
      const from = at[i] as number;
      let hit = from + length <= end && chunk.startsWith(token, from) ? from : -1;
      for (let p = from + 1, last = end - length; hit < 0 && p <= last; p++) {
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
