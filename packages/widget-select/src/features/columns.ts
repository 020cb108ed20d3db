/**
 * `widget-select/columns`: `treeLayout: 'columns'`, tree data as a cascader
 * (one list per open level side by side; a query lists the matching leaves
 * with their paths). It builds on the tree feature, which it adds too.
 *
 * @example
 * import { SelectWidget } from 'widget-select/core';
 * import 'widget-select/columns';
 * new SelectWidget('#city', { data: places, treeLayout: 'columns' });
 */

import type { FeatureView } from '../view/feature-view';
import { bindColumns } from './columns/bind';
import { reduceColumns } from './columns/transitions';
import { addFeature } from './registry';
import './tree';
import type { ColumnsFeature } from './types';

/** The columns feature; importing this module adds it (`SelectWidget.use(columns)` does too). */
export const columns: ColumnsFeature = {
  name: 'columns',
  reduce: reduceColumns,
  bind: (view) => bindColumns(view as FeatureView<unknown>),
};

addFeature(columns);
