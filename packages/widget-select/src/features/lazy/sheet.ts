/**
 * The phone sheet in the default entry: `widget-select/sheet` is a chunk
 * fetched at construction when `presentation` is `'sheet'`, or `'auto'` on a
 * touch screen (a coarse pointer), so that it is there by the first opening.
 * An opening that finds it still on its way waits for it briefly, closed
 * (view/opening.ts), then shows the dropdown instead, as do the openings
 * until it arrives; the openings after its arrival are sheets.
 */
import type { SelectOptions } from '../../types';
import { sheetWanted } from '../sheet/wanted';
import type { SheetFeature, SheetPart } from '../types';
import { featurePart, type LazyFeature, loadFeature, withFeature } from './loader';

/** How long an opening waits for the sheet's chunk before it shows the dropdown, ms. */
const SHEET_WAIT = 500;

/** A widget's sheet until the chunk is there; then the real one, which it hands everything. */
class WaitingSheet implements SheetPart {
  private real: SheetPart | null = null;
  private waiting = false;
  /** An opening waited for the chunk in vain: the next openings are the dropdown until it comes. */
  private waitedInVain = false;

  constructor(private readonly parts: Parameters<SheetFeature['create']>) {}

  get active(): boolean {
    return this.real?.active ?? false;
  }

  get minRowHeight(): number {
    return this.real?.minRowHeight ?? 0;
  }

  wanted(presentation: SelectOptions['presentation']): boolean {
    if (this.real) return this.real.wanted(presentation);
    if (sheetWanted(presentation)) this.ask();
    return false;
  }

  arriving(presentation: SelectOptions['presentation']): Promise<void> | null {
    if (this.real || this.waitedInVain || !sheetWanted(presentation)) return null;
    const asked = this.ask();
    // Registered already: the ask made the sheet at once.
    if (this.real) return null;
    const wait = new Promise<void>((end) => setTimeout(end, SHEET_WAIT));
    return Promise.race([asked, wait]).then(() => {
      this.waitedInVain = !this.real;
    });
  }

  /** Asks for the chunk (again after a failed load: the dropdown meanwhile); resolves when it is there or failed. */
  private ask(): Promise<void> {
    if (!this.waiting) {
      this.waiting = true;
      withFeature('sheet', (sheet) => {
        this.real = sheet.create(...this.parts);
      });
    }
    return loadFeature('sheet').catch(() => {});
  }

  open(labelledBy: string | null, label: string | null): void {
    this.real?.open(labelledBy, label);
  }

  update(): void {
    this.real?.update();
  }

  close(): void {
    this.real?.close();
  }
}

const standIn: SheetFeature = {
  name: 'sheet',
  create: (...parts) => new WaitingSheet(parts),
};

/** The page's one coarse-pointer query, made at its first use (a cache): one per mount was part of its cost. */
const pointer: { coarse?: MediaQueryList } = {};

/** `'auto'` on a touch screen may open as the sheet (on a phone-wide screen at that opening). */
const coarsePointer = (): boolean => {
  if (typeof matchMedia !== 'function') return false;
  pointer.coarse ??= matchMedia('(pointer: coarse)');
  return pointer.coarse.matches;
};

export const lazySheet: LazyFeature<'sheet'> = {
  name: 'sheet',
  part: featurePart('sheet', () => import('../sheet')),
  wanted: ({ presentation }) => presentation === 'sheet' || (presentation === 'auto' && coarsePointer()),
  standIn,
};
