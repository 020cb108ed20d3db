/**
 * `widget-select/sheet`: the phone presentation, the open list as a modal
 * sheet at the bottom of the screen (`presentation: 'sheet'`, and what
 * `'auto'` picks on a touch screen narrower than 640 CSS px).
 * `widget-select`, `widget-select/element` and the script-tag build include
 * it. With `widget-select/core` alone, `'auto'` always shows the dropdown
 * and `'sheet'` throws `feature-missing`.
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/sheet';
 * new SelectWidget('#city', { presentation: 'auto' });
 */
import { addFeature } from './registry';
import { Sheet } from './sheet/sheet';
import type { SheetFeature } from './types';

/** The sheet feature; importing this module adds it (`SelectWidget.use(sheet)` does too). */
export const sheet: SheetFeature = {
  name: 'sheet',
  create: (port, dropdown, control, root, done) => new Sheet(port, dropdown, control, root, done),
};

addFeature(sheet);
