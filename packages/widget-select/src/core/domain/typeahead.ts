/**
 * Typeahead on the focused control (APG select-only combobox): typed
 * characters build a buffer that a half-second pause resets; the highlight
 * jumps to the next option whose label starts with the buffer
 * (typeahead-match.ts), and repeating one letter cycles through the options
 * starting with it.
 */
export const TYPEAHEAD_RESET_MS = 500;

export class Typeahead {
  private buffer = '';
  private last = Number.NEGATIVE_INFINITY;

  /** Adds a (normalized) character typed at `now` ms and returns the search text. */
  type(char: string, now: number): string {
    if (now - this.last > TYPEAHEAD_RESET_MS) this.buffer = '';
    this.last = now;
    this.buffer += char;
    return this.buffer;
  }

  /** Whether a character typed at `now` adds to the typed text rather than starting anew. */
  continues(now: number): boolean {
    return this.buffer !== '' && now - this.last <= TYPEAHEAD_RESET_MS;
  }
}
