/**
 * The data structures behind search and value lookups: the core's plain
 * ones (a Map of values here; one key string per option,
 * search/plain-keys.ts), or the large-data ones of
 * `widget-select/large` once it is added (the feature registry puts them
 * here), which answer the same for a million options in less memory and time.
 */
import type { SearchKeysOf } from './search/keys';
import type { ValueTableOf } from './value-index';
import { valueMap } from './value-map';

export interface Structures {
  /** Makes the search keys of one field. */
  readonly searchKeys: SearchKeysOf;
  /** Makes the index of values to entries. */
  readonly valueIndex: ValueTableOf;
}

/**
 * The plain structures name no search keys: the search engine makes the
 * plain keys itself (`searchKeysOf`).
 */
type InUse = Pick<Structures, 'valueIndex'> & Partial<Structures>;

const plain: InUse = { valueIndex: valueMap };
/**
 * The structures every data set is built with from now on, and whether the
 * large-data ones are promised (the default entry fetches them when a data
 * set needs them): one per page, as the features are.
 */
const inUse: { current: InUse; promised: boolean } = { current: plain, promised: false };

/** Puts the large-data structures in place, for every data set built from now on. */
export function useLargeStructures(large: Structures): void {
  inUse.current = large;
}

/** The structures in use: the large-data ones have search keys, the plain ones leave them to the search engine. */
export function structures(): InUse {
  return inUse.current;
}

/** Says that the large-data structures arrive when a large data set asks for them (the default entry). */
export function promiseLargeStructures(): void {
  inUse.promised = true;
}

/** Whether the large-data structures are in use, or arrive when needed. */
export function hasLargeStructures(): boolean {
  return inUse.current !== plain || inUse.promised;
}
