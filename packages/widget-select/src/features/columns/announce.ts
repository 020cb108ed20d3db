/**
 * Moving into a column is said with what it holds ("Asia, 2 items"): a
 * screen reader says the row the highlight lands on and the size of its
 * list, but not the name of a column entered from its parent (Orca with
 * Chromium said "List with 2 items. Apple." on ArrowRight).
 */
import { format } from '../../i18n';
import type { FeatureView } from '../../view/feature-view';
import { labelledByText } from '../../view/label-lookup';
import { isLazy } from '../tree/structure';
import { columnRows } from './path';

/** The English of the columns' messages; optional in the table, as only the columns say them. */
export const COLUMNS_ENGLISH = {
  columnItems: '{label}, {count} items',
  columnItemsOne: '{label}, 1 item',
};

/** A column's name: its parent's label, the field's for the first column (-1). */
export function columnLabel(view: FeatureView<unknown>, parent: number): string {
  const { name, port } = view;
  if (parent >= 0) return port.derived.dataset.options[parent]?.label ?? '';
  return name.labelledBy ? labelledByText(view.root, name.labelledBy) : (name.label ?? '');
}

/**
 * Returns what says the column of `parent` (-1: the first); a lazy parent's
 * is said once its rows arrive (the tree says "Loading…" meanwhile), unless
 * the list closed, a query started or the column closed by then.
 */
export function columnAnnouncer(view: FeatureView<unknown>): (parent: number) => void {
  const { port } = view;
  let waiting: string | null = null;
  const say = (parent: number) => {
    const count = columnRows(port.derived.dataset, parent).length;
    const { messages } = port.state;
    const text =
      count === 1
        ? (messages.columnItemsOne ?? COLUMNS_ENGLISH.columnItemsOne)
        : (messages.columnItems ?? COLUMNS_ENGLISH.columnItems);
    view.live.say(format(text, { label: columnLabel(view, parent), count }));
  };
  view.onCommit((next) => {
    if (waiting === null) return;
    const { dataset } = port.derived;
    const entry = dataset.indexOf(waiting);
    const shown = next.open && next.query.trim() === '' && next.expanded.has(entry);
    if (shown && isLazy(dataset, entry)) {
      // A failed load is said by the tree, with its Retry.
      if (next.nodeLoads.get(waiting) === 'error') waiting = null;
      return;
    }
    waiting = null;
    if (shown) say(entry);
  });
  return (parent) => {
    const { dataset } = port.derived;
    waiting = null;
    if (parent >= 0 && isLazy(dataset, parent)) waiting = dataset.options[parent]?.value ?? null;
    else say(parent);
  };
}
