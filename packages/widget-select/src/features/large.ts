/**
 * `widget-select/large`: the structures that keep a million options fast and
 * small: search keys in chunked columns swept with one `indexOf` per chunk,
 * the value index as a hash table in one `Int32Array`, the tags of a large
 * selection added in chunks, and a scroll space that keeps a list of
 * millions of rows below every engine's element height limit. Without it the
 * core keeps one key string per option and a Map of values, builds every
 * tag at once and makes the list as tall as its rows, which answer the same
 * and suit lists of thousands.
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/large';
 */
import { KeyColumn } from './large/key-column';
import { ValueIndex } from '../core/domain/value-index';
import { scaledScroll } from './large/scroll-space';
import { TagChunks } from './large/tag-chunks';
import { addFeature } from './registry';
import type { LargeFeature } from './types';

/** The large-data feature; importing this module adds it (`SelectWidget.use(large)` does too). */
export const large: LargeFeature = {
  name: 'large',
  searchKeys: (size, text, accentInsensitive) => new KeyColumn(size, text, accentInsensitive),
  valueIndex: (size, valueAt) => new ValueIndex(size, valueAt),
  scroll: scaledScroll,
  tagChunks: (values, tag) => new TagChunks(values, tag),
};

addFeature(large);
