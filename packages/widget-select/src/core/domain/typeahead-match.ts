/**
 * Where typeahead jumps in the visible rows (see typeahead.ts for the
 * buffer). Apart from the buffer, which the controller keeps, because it
 * searches a shown list's rows.
 */

/** True when the buffer is one letter repeated ("aaa"). */
function isRepeat(buffer: string): boolean {
  for (let i = 1; i < buffer.length; i++) if (buffer[i] !== buffer[0]) return false;
  return true;
}

/**
 * The entry to highlight for `buffer`, searching the visible rows after the
 * current one (wrapping). A longer buffer may keep the current option when
 * it still matches.
 *
 * @param labelOf normalized label of an entry
 */
export function typeaheadMatch(
  rows: Int32Array,
  current: number,
  buffer: string,
  labelOf: (entry: number) => string,
  isSelectable: (entry: number) => boolean,
): number {
  const count = rows.length;
  if (count === 0 || buffer === '') return -1;
  const repeat = buffer.length > 1 && isRepeat(buffer);
  const needle = repeat ? (buffer[0] as string) : buffer;
  const position = current >= 0 ? rows.indexOf(current) : -1;
  // A fresh single letter or a repeat moves past the current option; a growing buffer may stay on it.
  const start = position < 0 ? 0 : position + (buffer.length === 1 || repeat ? 1 : 0);
  for (let step = 0; step < count; step++) {
    const row = rows[(start + step) % count] as number;
    if (row >= 0 && isSelectable(row) && labelOf(row).startsWith(needle)) return row;
  }
  return -1;
}
