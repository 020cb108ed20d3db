/**
 * The search engine's part (load/loader.ts): the scan, its scores and the
 * match ranges, asked for at idle with the open list and by the first
 * query that needs it. The label keys typeahead reads stay in the core.
 */
import type { SearchEngine, SearchEnginePort } from '../core/machine/search-engine-port';
import { definePart } from '../load/loader';

export const searchEnginePart = definePart(
  'search engine',
  (): Promise<SearchEngine> => import('../core/domain/search/engine'),
);

/** The port each widget's core reads the engine through. */
export const searchEnginePort: SearchEnginePort = {
  get: () => searchEnginePart.get(),
  ask(then, failed) {
    const cancel = searchEnginePart.when(then, true, (error) => {
      cancel();
      failed(error);
    });
    return cancel;
  },
};
