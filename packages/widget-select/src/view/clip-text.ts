/**
 * A long text cut to what a person reads: its start, ending where a character (a grapheme cluster: an emoji
 * sequence, a letter with its marks) ends, then an ellipsis. Only a window around the cut is segmented, so
 * a 10 MB text costs what a short one does.
 */

/** How much of a validation message shows, in UTF-16 code units: about what a browser's own bubble shows. */
export const SHOWN_MESSAGE = 300;

/** Room past the cut for the cluster that spans it (an emoji sequence runs to a dozen code units). */
const LOOKAHEAD = 64;

const ELLIPSIS = '…';

/** `text` when it fits in `max` code units, else its start (cut between clusters) and an ellipsis. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, clusterEnd(text, max))}${ELLIPSIS}`;
}

/** The last cluster boundary at or before `max` (a code point's boundary where that leaves nothing). */
function clusterEnd(text: string, max: number): number {
  // A cut between a high and a low surrogate would leave half a character.
  const codePointEnd = isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max;
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return codePointEnd;
  let end = 0;
  // Boundaries inside the window are the whole text's: each one's next character is in it too.
  for (const { index, segment } of new Intl.Segmenter().segment(text.slice(0, max + LOOKAHEAD))) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  // One cluster longer than the room (a letter under hundreds of marks): cut it between code points.
  return end > 0 ? end : codePointEnd;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
