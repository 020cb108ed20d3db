/**
 * The virtual list's reading of its element's computed style.
 */

/**
 * What the list's computed style says, read once per new row list beside
 * the layout reads of the render:
 * - `spaced`: the user widened letter or word spacing (a text-spacing style
 *   or bookmarklet, WCAG 1.4.12), so labels that fit a fixed-height row no
 *   longer do: the rows grow and are measured;
 * - `unbounded`: the list does not scroll (no stylesheet gives it a height
 *   and `overflow`).
 */
export function readListStyle(list: HTMLElement): { spaced: boolean; unbounded: boolean } {
  if (!list.isConnected) return { spaced: false, unbounded: false };
  const style = getComputedStyle(list);
  const size = Number.parseFloat(style.fontSize) || 16;
  const letters = Number.parseFloat(style.letterSpacing) || 0;
  const words = Number.parseFloat(style.wordSpacing) || 0;
  return {
    spaced: letters >= size * 0.05 || words >= size * 0.1,
    unbounded: style.overflowY === 'visible' || style.overflowY === 'clip',
  };
}
