/**
 * The cascader in the default entry: `widget-select/columns` is a chunk
 * fetched when a widget is built with `treeLayout: 'columns'`. Until it is
 * there, the stand-in keeps the closed control as the columns show it (the
 * value as its path, the popup a listbox), the widget's open list waits for
 * the columns (so it is never built as a nested tree), and the keys pressed
 * in the open widget meanwhile wait as well, to be played on the columns in
 * order once they are there (the core's key table would move through the
 * nested rows, and Enter on a parent would pick it). The rest acts at once,
 * as before the open list's own chunk: a click or `open()` opens (the
 * state, the `open` event), and the value and the form value are right
 * from the start.
 */
import { activeElementOf, attr } from '../../view/dom';
import type { View } from '../../view/view';
import { showPaths } from '../columns/value-path';
import { hasFeature } from '../registry';
import type { ColumnsFeature } from '../types';
import { importColumns } from './import-columns';
import { type LazyFeature, loadFeature, withFeature } from './loader';

function bindWaiting(view: View<unknown>): void {
  const { port, control, root, signal } = view;
  if (port.derived.options.treeLayout !== 'columns') return;
  const stopPaths = showPaths(view);
  const popup = () => attr(control, 'aria-haspopup', 'listbox');
  popup();
  const stopPopup = view.onCommit(popup);
  view.openListWaits = () => (hasFeature('columns') ? null : loadFeature('columns'));

  const held: KeyboardEvent[] = [];
  // Before the control's own handler: the key waits for the list it was meant for. Tab still leaves.
  const hold = (event: KeyboardEvent) => {
    if (!port.state.open || view.openList || event.target !== control || event.key === 'Tab') return;
    event.preventDefault();
    event.stopPropagation();
    held.push(event);
  };
  root.addEventListener('keydown', hold, { capture: true, signal });
  // A list closed meanwhile (a click on the control, Tab) drops the keys meant for it.
  view.onCommit((next) => {
    if (!next.open) held.length = 0;
  });
  /** Each held key again, where focus is now (the search field the list moved it to, or the control). */
  const replay = () => {
    for (const key of held.splice(0)) {
      if (signal.aborted) return;
      const search = view.openList?.search;
      const target = search && activeElementOf(control) === search ? search : control;
      const { key: name, code, location, shiftKey, ctrlKey, altKey, metaKey } = key;
      const again = new KeyboardEvent('keydown', {
        key: name,
        code,
        location,
        shiftKey,
        ctrlKey,
        altKey,
        metaKey,
        bubbles: true,
        cancelable: true,
        composed: true,
      });
      if (!target.dispatchEvent(again) || target !== search) continue;
      // What the browser does with a key no handler took in the search field: the text changes.
      const { query } = port.state;
      const typed = name.length === 1 && !ctrlKey && !metaKey && !altKey;
      if (typed || (name === 'Backspace' && query !== '')) {
        port.send({ type: 'setQuery', query: typed ? query + name : query.slice(0, -1), cause: 'user:type' });
      }
    }
  };

  const stop = withFeature('columns', (columns) => {
    stopPaths();
    stopPopup();
    columns.bind(view);
    // After the list has opened with the columns in it (the view opens it right after its parts bind).
    view.whenOpenList(() => queueMicrotask(replay));
  });
  signal.addEventListener('abort', stop);
}

const standIn: ColumnsFeature = {
  name: 'columns',
  // No tree action arrives before the columns: the open list waits for them, and so do its keys.
  reduce: () => null,
  bind: (view) => bindWaiting(view as View<unknown>),
};

export const lazyColumns: LazyFeature<'columns'> = {
  name: 'columns',
  load: importColumns,
  wanted: ({ treeLayout }) => treeLayout === 'columns',
  standIn,
};
