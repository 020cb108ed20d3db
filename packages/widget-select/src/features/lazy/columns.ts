/**
 * The cascader in the default entry: `widget-select/columns` is a chunk
 * fetched when a widget is built with `treeLayout: 'columns'`. Until it is
 * there, the stand-in keeps the closed control as the columns show it (the
 * value as its path, the popup a listbox), the widget's open list waits for
 * the columns (so it is never built as a nested tree), and an opening
 * meanwhile waits for them (view/opening.ts). The value and the form value
 * are right from the start.
 */
import type { FeatureView } from '../../view/feature-view';
import { reduceColumns } from '../columns/transitions';
import { columnsControl } from '../columns/value-path';
import { hasFeature } from '../registry';
import type { ColumnsFeature } from '../types';
import { featurePart, type LazyFeature, loadFeature, withFeature } from './loader';

/**
 * Asks for the columns' chunk. The view asks whether its list waits without
 * keeping the answer, so a failure is marked handled here: the opening that
 * waits for the columns reports it (`load-failed`), as for the open list's
 * chunk, and asks again.
 */
function askForColumns(): Promise<void> {
  const asked = loadFeature('columns');
  asked.catch(() => {});
  return asked;
}

function bindWaiting(view: FeatureView<unknown>): void {
  const { port, signal } = view;
  if (port.derived.options.treeLayout !== 'columns') return;
  const stopControl = columnsControl(view);
  view.openListWaits = () => (hasFeature('columns') ? null : askForColumns());

  const stop = withFeature('columns', (columns) => {
    stopControl();
    columns.bind(view);
  });
  signal.addEventListener('abort', stop);
}

const standIn: ColumnsFeature = {
  name: 'columns',
  // The cascader's decisions come with the stand-in: only its DOM waits for the chunk.
  reduce: reduceColumns,
  bind: (view) => bindWaiting(view as FeatureView<unknown>),
};

export const lazyColumns: LazyFeature<'columns'> = {
  name: 'columns',
  part: featurePart('columns', () => import('../columns')),
  wanted: ({ treeLayout }) => treeLayout === 'columns',
  standIn,
};
