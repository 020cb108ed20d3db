/**
 * The one dynamic import of `widget-select/sheet`, alone in its module so that
 * a build that has the feature from the start can replace it with one that
 * imports nothing.
 */
import type { Feature } from '../types';

export const importSheet = (): Promise<Extract<Feature, { name: 'sheet' }>> =>
  import('../sheet').then((module) => module.sheet);
