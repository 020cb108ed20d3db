/**
 * Highlight movement over the visible rows: skips group headers and disabled
 * options; PageUp/PageDown move 10 rows and clamp at the ends.
 */
const PAGE_STEP = 10;

export type Move = 'next' | 'previous' | 'first' | 'last' | 'pageDown' | 'pageUp';

/**
 * @param rows visible rows (entry index or negative group header)
 * @param current highlighted entry, or -1
 * @param isSelectable whether an entry can be highlighted
 * @returns the entry to highlight, or -1 when none is selectable
 */
export function moveHighlight(
  rows: Int32Array,
  current: number,
  move: Move,
  isSelectable: (entry: number) => boolean,
): number {
  const count = rows.length;
  if (count === 0) return -1;
  const ok = (position: number) => {
    const row = rows[position] as number;
    return row >= 0 && isSelectable(row);
  };
  const scan = (from: number, step: 1 | -1) => {
    for (let p = from; p >= 0 && p < count; p += step) if (ok(p)) return rows[p] as number;
    return -1;
  };
  const position = current >= 0 ? rows.indexOf(current) : -1;
  switch (move) {
    case 'first':
      return scan(0, 1);
    case 'last':
      return scan(count - 1, -1);
    case 'next':
      if (position < 0) return scan(0, 1);
      return orStay(scan(position + 1, 1), current);
    case 'previous':
      if (position < 0) return scan(count - 1, -1);
      return orStay(scan(position - 1, -1), current);
    case 'pageDown': {
      const target = Math.min(count - 1, Math.max(position, 0) + PAGE_STEP);
      const found = scan(target, -1);
      return found >= 0 && (position < 0 || rows.indexOf(found) > position)
        ? found
        : orStay(scan(target, 1), current);
    }
    case 'pageUp': {
      const target = Math.max(0, (position < 0 ? count - 1 : position) - PAGE_STEP);
      const found = scan(target, 1);
      return found >= 0 && (position < 0 || rows.indexOf(found) < position)
        ? found
        : orStay(scan(target, -1), current);
    }
  }
}

function orStay(found: number, current: number): number {
  return found >= 0 ? found : current;
}
