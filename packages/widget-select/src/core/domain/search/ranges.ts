/** Highlighting: where the query's tokens occur in a label, in the label's own character offsets. */
import { normalize } from './normalize';

/**
 * Where tokens occur in `text`, mapped back to original character offsets
 * (normalization may change the length of a character).
 */
export function findRanges(
  text: string,
  tokens: readonly string[],
  accentInsensitive: boolean,
): [number, number][] {
  const map: number[] = [];
  let folded = '';
  for (let i = 0; i < text.length; i++) {
    const piece = normalize(text[i] as string, accentInsensitive);
    for (let k = 0; k < piece.length; k++) map.push(i);
    folded += piece;
  }
  map.push(text.length);
  const ranges: [number, number][] = [];
  for (const token of tokens) {
    if (!token) continue;
    let at = folded.indexOf(token);
    while (at >= 0) {
      const start = map[at] as number;
      // The last entry of `map` is the text's length: an occurrence ends at most there.
      const end = map[at + token.length] as number;
      ranges.push([start, Math.max(end, start + 1)]);
      at = folded.indexOf(token, at + token.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}
