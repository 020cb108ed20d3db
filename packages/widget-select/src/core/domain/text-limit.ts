/**
 * How much of one label or description the widget searches, highlights,
 * renders and announces: the first few thousand characters. A row shows one
 * line and a screen reader reads a sentence, so nothing visible is lost,
 * while a 1 MB label can no longer make a keystroke or an opening take
 * seconds. The option object itself keeps its whole text.
 */
export const TEXT_LIMIT = 4096;

export function capped(text: string): string {
  return text.length > TEXT_LIMIT ? text.slice(0, TEXT_LIMIT) : text;
}
