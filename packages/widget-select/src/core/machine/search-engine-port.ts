import type { SearchEnginePort } from './configuration';

/** A widget given no engine: a query's rows stay pending (a core used without the facade). */
export const noSearchEngine: SearchEnginePort = {
  get: () => undefined,
  ask: () => () => {},
};
