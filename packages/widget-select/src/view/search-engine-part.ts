/**
 * The search engine's part (load/loader.ts): the scan, its scores, the
 * ranking and the match ranges, and the search of a shown list that runs
 * them (core/machine/list-search.ts), asked for at idle with the open list
 * and by the first query that needs it. The label keys typeahead reads stay
 * in the core.
 */
import type { SearchEngine, SearchEnginePort } from '../core/machine/configuration';
import { definePart } from '../load/loader';

export const searchEnginePart = definePart(
  'search engine',
  (): Promise<SearchEngine> => import('../core/machine/list-search'),
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
