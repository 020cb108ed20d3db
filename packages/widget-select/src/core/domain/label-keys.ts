/**
 * The normalized labels of a data set, for typeahead: a focused closed
 * control moves through the options by their labels as a native select
 * does, before the open list's chunk (and the search engine in it) is
 * there. The engine searches on the same keys, so they are built once.
 */
import type { Option } from '../../types';
import type { SearchKeys } from './search/keys';
import { normalize } from './search/normalize';
import { structures } from './structures';
import { capped } from './text-limit';

export class LabelKeys {
  /** The keys, built on demand a chunk at a time (the plain ones, or the large-data ones). */
  readonly keys: SearchKeys;

  constructor(
    options: readonly Option<unknown>[],
    private readonly accentInsensitive: boolean,
  ) {
    this.keys = structures().searchKeys(
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
