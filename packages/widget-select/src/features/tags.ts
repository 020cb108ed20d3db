/**
 * `widget-select/tags`: tag creation (`allowCreate`, `createOption`, pasting
 * a list) and reordering tags by drag or keys (`sortable`).
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/tags';
 */
import { Creation, isTagList } from '../core/creation';
import { CreateRowView } from '../view/create-row';
import { bindSortable } from '../view/sortable';
import { addFeature } from './registry';
import type { TagsFeature } from './types';

/** The tags feature; importing this module adds it (`SelectWidget.use(tags)` does too). */
export const tags: TagsFeature = {
  name: 'tags',
  creation: (host) => new Creation(host),
  createRow: (host, id) => new CreateRowView(host, id),
  isTagList,
  bindSortable,
};

addFeature(tags);
