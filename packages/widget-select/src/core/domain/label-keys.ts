/**
 * The normalized labels of a data set, for typeahead: a focused control
 * moves through the options by their labels as a native select does. The
 * engine searches on the same keys, so they are built once per data set
 * (the derivations keep them).
 */
import type { Option } from '../../types';
import type { SearchKeys } from './search/keys';
import { normalize } from './search/normalize';
import { searchKeysOf } from './search/plain-keys';
import { capped } from './text-limit';

export class LabelKeys {
  /** The keys, built on demand a chunk at a time (the plain ones, or the large-data ones). */
  readonly keys: SearchKeys;

  constructor(
    options: readonly Option<unknown>[],
    private readonly accentInsensitive: boolean,
  ) {
    this.keys = searchKeysOf()(
      options.length,
      (i) => capped((options[i] as Option<unknown>).label),
      accentInsensitive,
    );
  }

  /** The normalized label of option `i`, or '' for no option. */
  labelKey(i: number): string {
    const { keys } = this;
    if (i < 0 || i >= keys.size) return '';
    while (keys.built <= i) keys.buildChunk();
    return keys.key(i);
  }

  /** The normalized form of typed text, as the search normalizes a query. */
  normalizeQuery(query: string): string {
    return normalize(query.trim(), this.accentInsensitive);
  }
}
