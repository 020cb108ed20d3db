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
let current: InUse = plain;
/** The default entry fetches the large-data structures when a data set needs them. */
let promised = false;

/** Puts the large-data structures in place, for every data set built from now on. */
export function useLargeStructures(large: Structures): void {
  current = large;
}

/** The structures in use: the large-data ones have search keys, the plain ones leave them to the search engine. */
export function structures(): InUse {
  return current;
}

/** Says that the large-data structures arrive when a large data set asks for them (the default entry). */
export function promiseLargeStructures(): void {
  promised = true;
}

/** Whether the large-data structures are in use, or arrive when needed. */
export function hasLargeStructures(): boolean {
  return current !== plain || promised;
}
