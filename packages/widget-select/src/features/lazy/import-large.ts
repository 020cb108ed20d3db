/**
 * The one dynamic import of `widget-select/large`, alone in its module so that
 * a build that has the feature from the start can replace it with one that
 * imports nothing.
 */
import type { Feature } from '../types';

export const importLarge = (): Promise<Extract<Feature, { name: 'large' }>> =>
  import('../large').then((module) => module.large);
