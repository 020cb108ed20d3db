/**
 * Highlight movement over the visible rows: skips the rows that cannot take
 * the highlight (disabled options, group headers unless they are checkable);
 * PageUp/PageDown move 10 rows and clamp at the ends.
 */
import { highlightRow, rowHighlight } from './row-list';
import { type Highlight, NO_HIGHLIGHT } from './state';

const PAGE_STEP = 10;

export type Move = 'next' | 'previous' | 'first' | 'last' | 'pageDown' | 'pageUp';

/**
 * @param rows visible rows (entry index or negative group header, see row-list.ts)
 * @param current the highlight now
 * @param canHighlight whether a row can take the highlight
 * @returns the highlight after the move: nothing only when no row can take it
 */
export function moveHighlight(
  rows: Int32Array,
  current: Highlight,
  move: Move,
  canHighlight: (row: number) => boolean,
): Highlight {
  const currentRow = highlightRow(current);
  const position = currentRow === null ? -1 : rows.indexOf(currentRow);
  const target = movedPosition(rows, position, move, canHighlight);
  if (target < 0) return NO_HIGHLIGHT;
  return target === position ? current : rowHighlight(rows[target] as number);
}

/** The position a move lands on, or -1 when no row can take the highlight. */
function movedPosition(
  rows: Int32Array,
  position: number,
  move: Move,
  canHighlight: (row: number) => boolean,
): number {
  const count = rows.length;
  if (count === 0) return -1;
  const scan = (from: number, step: 1 | -1) => {
    for (let p = from; p >= 0 && p < count; p += step) if (canHighlight(rows[p] as number)) return p;
    return -1;
  };
  const orStay = (found: number) => (found >= 0 ? found : position);
  switch (move) {
    case 'first':
      return scan(0, 1);
    case 'last':
      return scan(count - 1, -1);
    case 'next':
      // From no row (-1) too: the scan starts at the first row, and finding none stays on none.
      return orStay(scan(position + 1, 1));
    case 'previous':
      if (position < 0) return scan(count - 1, -1);
      return orStay(scan(position - 1, -1));
    case 'pageDown': {
      const target = Math.min(count - 1, Math.max(position, 0) + PAGE_STEP);
      const found = scan(target, -1);
      return found >= 0 && (position < 0 || found > position) ? found : orStay(scan(target, 1));
    }
    case 'pageUp': {
      const target = Math.max(0, (position < 0 ? count - 1 : position) - PAGE_STEP);
      const found = scan(target, 1);
      return found >= 0 && (position < 0 || found < position) ? found : orStay(scan(target, -1));
    }
  }
}
