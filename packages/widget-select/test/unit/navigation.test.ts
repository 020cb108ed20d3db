import { describe, expect, it } from 'vitest';
import { moveHighlight } from '../../src/core/navigation';

const rows = Int32Array.from([-1, 0, 1, 2, -2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
const all = () => true;

describe('moveHighlight', () => {
  it('skips group headers and disabled options', () => {
    expect(moveHighlight(rows, -1, 'first', all)).toBe(0);
    expect(moveHighlight(rows, 2, 'next', all)).toBe(3);
    expect(moveHighlight(rows, 0, 'next', (e) => e !== 1)).toBe(2);
    expect(moveHighlight(rows, 13, 'next', all)).toBe(13);
    expect(moveHighlight(rows, 0, 'previous', all)).toBe(0);
  });

  it('pages 10 rows and clamps at the ends', () => {
    expect(moveHighlight(rows, 0, 'pageDown', all)).toBe(9);
    expect(moveHighlight(rows, 9, 'pageDown', all)).toBe(13);
    expect(moveHighlight(rows, 13, 'pageUp', all)).toBe(3);
    expect(moveHighlight(rows, 3, 'pageUp', all)).toBe(0);
    expect(moveHighlight(rows, 0, 'last', (e) => e !== 13)).toBe(12);
  });
});
