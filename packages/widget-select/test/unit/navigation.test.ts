import { describe, expect, it } from 'vitest';
import { moveHighlight } from '../../src/core/domain/navigation';
import { groupHighlight, NO_HIGHLIGHT, optionHighlight } from '../../src/core/domain/state';

const rows = Int32Array.from([-1, 0, 1, 2, -2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
/** Options only: group headers never take the highlight. */
const options =
  (ok: (entry: number) => boolean = () => true) =>
  (row: number) =>
    row >= 0 && ok(row);
const all = options();
const at = optionHighlight;

describe('moveHighlight', () => {
  it('skips group headers and disabled options', () => {
    expect(moveHighlight(rows, NO_HIGHLIGHT, 'first', all)).toEqual(at(0));
    expect(moveHighlight(rows, at(2), 'next', all)).toEqual(at(3));
    expect(
      moveHighlight(
        rows,
        at(0),
        'next',
        options((e) => e !== 1),
      ),
    ).toEqual(at(2));
    expect(moveHighlight(rows, at(13), 'next', all)).toEqual(at(13));
    expect(moveHighlight(rows, at(0), 'previous', all)).toEqual(at(0));
  });

  it('pages 10 rows and clamps at the ends', () => {
    expect(moveHighlight(rows, at(0), 'pageDown', all)).toEqual(at(9));
    expect(moveHighlight(rows, at(9), 'pageDown', all)).toEqual(at(13));
    expect(moveHighlight(rows, at(13), 'pageUp', all)).toEqual(at(3));
    expect(moveHighlight(rows, at(3), 'pageUp', all)).toEqual(at(0));
    expect(
      moveHighlight(
        rows,
        at(0),
        'last',
        options((e) => e !== 13),
      ),
    ).toEqual(at(12));
  });

  it('reaches group headers when they can take the highlight, never mistaking one for an option', () => {
    const everyRow = () => true;
    expect(moveHighlight(rows, at(0), 'previous', everyRow)).toEqual(groupHighlight(0));
    expect(moveHighlight(rows, at(2), 'next', everyRow)).toEqual(groupHighlight(1));
    expect(moveHighlight(rows, groupHighlight(1), 'next', everyRow)).toEqual(at(3));
    expect(moveHighlight(rows, groupHighlight(1), 'previous', everyRow)).toEqual(at(2));
    expect(moveHighlight(rows, NO_HIGHLIGHT, 'first', everyRow)).toEqual(groupHighlight(0));
    expect(moveHighlight(Int32Array.from([-1]), NO_HIGHLIGHT, 'first', all)).toEqual(NO_HIGHLIGHT);
  });
});
