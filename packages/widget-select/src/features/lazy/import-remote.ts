/**
 * The one dynamic import of `widget-select/remote`, alone in its module so that
 * a build that has the feature from the start can replace it with one that
 * imports nothing.
 */
import type { Feature } from '../types';

export const importRemote = (): Promise<Extract<Feature, { name: 'remote' }>> =>
  import('../remote').then((module) => module.remote);
