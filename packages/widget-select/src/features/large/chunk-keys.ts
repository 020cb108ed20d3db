/**
 * Building the search keys of one chunk of options: their texts joined with
 * a separator, lower-cased and folded in one pass into one string, with each
 * key's start offset, character mask and first code unit recorded on the way
 * (see KeyColumn, which stores and searches them).
 */
import { charBit, charMask, type SearchKeys } from '../../core/domain/search/keys';
import { foldChar, normalize, normalizeChar } from '../../core/domain/search/normalize';

/**
 * Options per chunk (a power of two: the chunk of option i is `i >> CHUNK_BITS`).
 * A chunk is built in one go: at 4,096 options it takes a few milliseconds,
 * so the idle warm-up's slices keep to their budget even while the code is
 * cold (16,384 made a first slice of over 100 ms), and searching sweeps as
 * fast over a few hundred strings as over a few dozen.
 */
export const CHUNK_BITS = 12;
export const CHUNK_SIZE = 1 << CHUNK_BITS;
/**
 * Ends each key in its chunk. A control character has no case and is no
 * letter, so lower-casing and folding the joined text equals doing it per
 * text; a text that contains it itself is keyed one by one instead.
 */
export const SEPARATOR = '\u0000';

/** `scan` met text that only native whole-text lower-casing gets right. */
const NEEDS_NATIVE = 1;
/** Σ: lower-cases to ς at the end of a word, to σ elsewhere. */
const CAPITAL_SIGMA = 0x3a3;

/**
 * Scratch space for a chunk's folded code units, and bytes for their
 * one-byte decoding, shared by every column (one chunk is built at a time).
 */
const scratch = { units: new Uint16Array(0), bytes: new Uint8Array(0) };

/** The scratch buffer with room for `size` units (keeping the first `keep.length` when it grows). */
function unitBuffer(size: number, keep?: Uint16Array): Uint16Array {
  if (scratch.units.length < size) {
    const grown = new Uint16Array(Math.max(size, 2 * scratch.units.length));
    if (keep) grown.set(keep);
    scratch.units = grown;
  }
  return scratch.units;
}

/** Units turned into text per `String.fromCharCode` call (an argument list, so bounded). */
const BLOCK = 8192;
/** Made at the first chunk built, not as the script-tag build (which holds this module) loads. */
const made: {
  asciiBits?: Uint32Array;
  /** Native UTF-16 decoding: several times faster than `String.fromCharCode`. */
  utf16?: TextDecoder;
  /** Native one-byte decoding, several times faster again; exact for units below 0x80 and from 0xA0 to 0xFF. */
  latin1?: TextDecoder;
} = {};

/** Whether a unit decodes as itself from one byte (see `made.latin1`). */
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
    if (scratch.bytes.length < length)
      scratch.bytes = new Uint8Array(Math.max(length, 2 * scratch.bytes.length));
    const { bytes } = scratch;
    for (let at = 0; at < length - 1; at++) bytes[at] = units[at] as number;
    made.latin1 ??= new TextDecoder('windows-1252');
    text = made.latin1.decode(bytes.subarray(0, length - 1));
  } else if (!surrogates) {
    made.utf16 ??= new TextDecoder('utf-16le');
    text = made.utf16.decode(units.subarray(0, length - 1));
  } else {
    const blocks: string[] = [];
    for (let at = 0; at < length; at += BLOCK)
      blocks.push(String.fromCharCode.apply(null, units.subarray(at, Math.min(length, at + BLOCK)) as never));
    return blocks.join('');
  }
  const flat = text + SEPARATOR;
  flat.indexOf(SEPARATOR);
  return flat;
}

/** Where one column keeps what the chunks record about each option's key. */
export interface KeyArrays extends Pick<SearchKeys, 'size' | 'masks'> {
  /** Start of each option's key in its chunk; the key ends at the next separator. */
  readonly starts: Int32Array;
  /** First code unit of each key (0 for an empty key). */
  readonly firsts: Uint16Array;
  /** Whether any key built so far is non-empty. */
  used: boolean;
}

/**
 * The chunk string of options `first …` (`texts` are their raw texts):
 * their keys, each followed by the separator. Records each key's start,
 * mask and first unit in `keys`.
 */
export function chunkKeys(
  keys: KeyArrays,
  texts: string[],
  first: number,
  accentInsensitive: boolean,
): string {
  return joined(keys, texts, first, accentInsensitive) ?? oneByOne(keys, texts, first, accentInsensitive);
}

/**
 * The common case: the chunk's texts joined, then one pass that
 * lower-cases and folds them into a buffer and records starts and masks.
 * Null when a text holds the separator itself.
 */
function joined(keys: KeyArrays, texts: string[], first: number, accents: boolean): string | null {
  // An empty last text puts the final separator in: one flat string (a `+` would make a slow rope).
  texts.push('');
  const raw = texts.join(SEPARATOR);
  texts.pop();
  const own = scan(keys, raw, first, true, accents);
  if (own !== NEEDS_NATIVE) return own;
  const native = scan(keys, raw.toLowerCase(), first, false, accents);
  return native === NEEDS_NATIVE ? null : native;
}

/**
 * Keys of one chunk from `text` (the joined texts). With `lowerCase`, the
 * pass lower-cases character by character (ASCII inline, the rest from a
 * per-character table) and gives up on what only whole-text lower-casing
 * gets right: a final sigma, surrogate pairs (NEEDS_NATIVE). Otherwise
 * `text` is lower-cased already and only folded.
 */
function scan(
  keys: KeyArrays,
  text: string,
  first: number,
  lowerCase: boolean,
  accentInsensitive: boolean,
): string | null | typeof NEEDS_NATIVE {
  const { starts, masks, firsts } = keys;
  made.asciiBits ??= Uint32Array.from({ length: 128 }, (_, code) => charBit(code));
  const { asciiBits } = made;
  const last = Math.min(keys.size, first + CHUNK_SIZE);
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
      if (length > start) keys.used = true;
      i++;
      start = length + 1;
      mask = 0;
      units[length++] = 0;
    } else if (code < 128) {
      if (lowerCase && code >= 65 && code <= 90) {
        code += 32;
        changed = true;
      }
      mask |= asciiBits[code] as number;
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
function oneByOne(keys: KeyArrays, texts: string[], first: number, accentInsensitive: boolean): string {
  const normalized = texts.map((text) => normalize(text, accentInsensitive));
  let start = 0;
  normalized.forEach((key, k) => {
    keys.starts[first + k] = start;
    keys.masks[first + k] = charMask(key);
    keys.firsts[first + k] = key.length > 0 ? key.charCodeAt(0) : 0;
    if (key.length > 0) keys.used = true;
    start += key.length + 1;
  });
  return normalized.join(SEPARATOR) + SEPARATOR;
}
