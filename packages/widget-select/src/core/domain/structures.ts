/**
 * The data structures behind search and value lookups: the core's plain
 * ones (one key string per option, a Map of values), or the large-data ones
 * of `widget-select/large` once it is added (the feature registry puts them
 * here), which answer the same for a million options in less memory and time.
 */
import type { SearchKeysOf } from './search/keys';
import { plainKeys } from './search/plain-keys';
import type { ValueTableOf } from './value-index';
import { valueMap } from './value-map';

export interface Structures {
  /** Makes the search keys of one field. */
  readonly searchKeys: SearchKeysOf;
  /** Makes the index of values to entries. */
  readonly valueIndex: ValueTableOf;
}

const plain: Structures = { searchKeys: plainKeys, valueIndex: valueMap };
let current = plain;
/** The default entry fetches the large-data structures when a data set needs them. */
let promised = false;

/** Puts the large-data structures in place, for every data set built from now on. */
export function useLargeStructures(large: Structures): void {
  current = large;
}

/** The structures in use. */
export function structures(): Structures {
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
