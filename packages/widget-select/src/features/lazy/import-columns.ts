/**
 * The one dynamic import of `widget-select/columns`, alone in its module so
 * that a build that has the feature from the start can replace it with one
 * that imports nothing.
 */
import type { Feature } from '../types';

export const importColumns = (): Promise<Extract<Feature, { name: 'columns' }>> =>
  import('../columns').then((module) => module.columns);
