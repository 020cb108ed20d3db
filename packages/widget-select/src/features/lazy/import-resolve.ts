/**
 * The one dynamic import of `widget-select/resolve`, alone in its module so that
 * a build that has the feature from the start can replace it with one that
 * imports nothing.
 */
import type { Feature } from '../types';

export const importResolve = (): Promise<Extract<Feature, { name: 'resolve' }>> =>
  import('../resolve').then((module) => module.resolve);
