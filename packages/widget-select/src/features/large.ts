/**
 * `widget-select/large`: the structures that keep a million options fast and
 * small: search keys in chunked columns swept with one `indexOf` per chunk,
 * the value index as a hash table in one `Int32Array`. Without it the core
 * keeps one key string per option and a Map of values, which answer the
 * same and suit lists of thousands.
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/large';
 */
import { KeyColumn } from '../core/search/key-column';
import { ValueIndex } from '../core/value-index';
import { addFeature } from './registry';
import type { LargeFeature } from './types';

/** The large-data feature; importing this module adds it (`SelectWidget.use(large)` does too). */
export const large: LargeFeature = {
  name: 'large',
  searchKeys: (size, text, accentInsensitive) => new KeyColumn(size, text, accentInsensitive),
  valueIndex: (size, valueAt) => new ValueIndex(size, valueAt),
};

addFeature(large);
