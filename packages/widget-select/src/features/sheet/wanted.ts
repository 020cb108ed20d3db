/**
 * Whether the list opens as a sheet, for the `presentation` option: the
 * sheet's own rule, and the default entry's for when to fetch its chunk
 * (features/lazy/sheet.ts).
 */
import type { SelectOptions } from '../../types';

/** Where `presentation: 'auto'` chooses the sheet: a touch screen narrower than a tablet. */
const PHONE = '(pointer: coarse) and (max-width: 639.98px)';

/** Whether the list opens as a sheet, for the `presentation` option. */
export function sheetWanted(presentation: SelectOptions['presentation']): boolean {
  if (presentation === 'sheet') return true;
  if (presentation === 'dropdown' || typeof matchMedia !== 'function') return false;
  return matchMedia(PHONE).matches;
}
