/**
 * `widget-select/tags`: tag creation (`allowCreate`, `createOption`, pasting
 * a list), reordering tags by drag or keys (`sortable`), a multiple
 * list's ranges (Shift+click, Shift+arrows, Ctrl+Shift+Home / End), and the
 * "+N more" chip's list of what it hides.
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/tags';
 */

import type { View } from '../view/view';
import { addFeature } from './registry';
import { CreateRowView } from './tags/create-row';
import { Creation } from './tags/creation';
import { bindPaste } from './tags/paste-field';
import { bindMoreList, describeMore } from './tags/more-list';
import { bindRanges } from './tags/range-input';
import { rangePicked } from './tags/ranges';
import { bindSortable } from './tags/sortable';
import { reduceTags } from './tags/transitions';
import type { TagsFeature } from './types';

/** The tags feature; importing this module adds it (`SelectWidget.use(tags)` does too). */
export const tags: TagsFeature = {
  name: 'tags',
  creation: (host) => new Creation(host),
  createRow: (host, id) => new CreateRowView(host, id),
  reduce: reduceTags,
  range: rangePicked,
  describeMore,
  bind: (view) => {
    const host = view as View<unknown>;
    bindSortable(host);
    bindRanges(host);
    bindMoreList(host);
    host.whenOpenList(({ search }) => bindPaste(host, search));
  },
};

addFeature(tags);
