/**
 * `treeLayout: 'columns'` in a widget's view: the columns take the list's
 * place when the open list arrives, the keys and the pointer act on them,
 * and the control shows a leaf by its path.
 */
import { highlightedEntry } from '../../core/domain/state';
import { Typeahead } from '../../core/domain/typeahead';
import { typeaheadMatch } from '../../core/domain/typeahead-match';
import { listCls } from '../../open-list/classes';
import { attr } from '../../view/dom';
import type { OpenListPart } from '../../view/open-list-part';
import type { FeatureView } from '../../view/feature-view';
import { hasChildren, isLazy } from '../tree/structure';
import { columnAnnouncer } from './announce';
import { BackButton } from './back-button';
import { COLUMNS, ColumnsView } from './columns-view';
import { openPath } from './path';
import { columnsControl } from './value-path';

/** How long the pointer rests on a row before the columns follow it, ms (no flicker while it crosses rows). */
export const HOVER_INTENT = 150;

export function bindColumns(view: FeatureView<unknown>): void {
  const { port } = view;
  if (port.derived.options.treeLayout !== 'columns') return;
  columnsControl(view);
  view.whenOpenList((openList) => bindOpenList(view, openList));
}

/** One widget's columns in its open list, as the pointer and the keys act on them. */
interface Cascade {
  readonly view: FeatureView<unknown>;
  readonly openList: OpenListPart<unknown>;
  readonly columns: ColumnsView<unknown>;
  /** Says which column the user moved into (a lazy one once its rows are there). */
  readonly announce: (parent: number) => void;
  /** Whether the phone sheet shows the list: one column at a time, with a Back button. */
  sheet(): boolean;
}

function bindOpenList(view: FeatureView<unknown>, openList: OpenListPart<unknown>): void {
  const { dropdownView } = openList;
  const { dropdown, search } = dropdownView;
  const columns = new ColumnsView(view, dropdownView.virtualList);
  dropdown.classList.add(COLUMNS);
  const cascade: Cascade = {
    view,
    openList,
    columns,
    announce: columnAnnouncer(view),
    sheet: () => dropdown.classList.contains(listCls.dropdownSheet),
  };
  const back = new BackButton(view, columns, dropdown, () => goBack(cascade));
  // The open list renders the columns instead of its list's rows.
  dropdownView.useBody({
    element: columns.element,
    render: () => {
      // The phone sheet shows one column at a time: the deepest one open.
      columns.single = cascade.sheet();
      const active = columns.render();
      back.render();
      attr(search, 'aria-controls', columns.ids);
      attr(search, 'aria-haspopup', 'listbox');
      return active;
    },
    // A query's list holds the matching leaves, not the tree's rows that lead to them.
    resultCount: () => (columns.searching ? columns.searchLeaves().length : undefined),
  });
  bindPointer(cascade);
  bindColumnKeys(cascade);
  followSearch(view, columns);
  // The control owns the columns while open (the view's render names the list they replace).
  view.onCommit((next) => attr(view.control, 'aria-controls', next.open ? columns.ids : null));
}

/** The sheet's Back: the deepest column closes, the highlight on the parent that opened it. */
function goBack({ view, announce }: Cascade): boolean {
  const { port } = view;
  const { dataset } = port.derived;
  const last = openPath(dataset, port.state.expanded).pop();
  if (last === undefined || port.send({ type: 'collapse', entry: last }) !== 'applied') return false;
  // The sheet shows another column in place of the one left: say which.
  announce(dataset.entries[last]?.parent ?? -1);
  return true;
}

/** The entry of the row an event is on, -1 off the rows. */
function entryOf(event: Event): number {
  const row = (event.target as Element).closest<HTMLElement>(`.${listCls.option}[data-row]`);
  return row ? Number(row.dataset.row) : -1;
}

/** Pointer: a click opens a parent's column at once (and picks nothing), picks a leaf; the columns follow a resting pointer. */
function bindPointer(cascade: Cascade): void {
  const { view, columns, announce } = cascade;
  const { port, signal } = view;
  const { send } = port;
  const on = { signal };
  let intent = 0;
  const follow = (entry: number) => {
    clearTimeout(intent);
    if (columns.searching) return;
    const parent = hasChildren(port.derived.dataset, entry);
    send({ type: parent ? 'expand' : 'collapse', entry });
  };
  columns.element.addEventListener(
    'click',
    (event) => {
      if (columns.treeRow?.retryAt(view, event)) return;
      const entry = entryOf(event);
      if (entry < 0 || !port.derived.isEntrySelectable(entry)) return;
      // A parent's checkbox (multiple mode) checks its branch; the rest of its row opens its column.
      const box = (event.target as Element).closest('.widget-select__column-check');
      if (!box && !columns.searching && hasChildren(port.derived.dataset, entry)) {
        follow(entry);
        // A click moves into the column (even one the resting pointer opened); the resting pointer does not.
        announce(entry);
      } else send({ type: 'pick', entry });
    },
    on,
  );
  // Hover: the highlight follows the pointer; the columns follow once it rests.
  let at = '';
  columns.element.addEventListener(
    'pointermove',
    (event) => {
      if (event.pointerType === 'touch') return;
      const where = `${event.clientX} ${event.clientY}`;
      if (where === at) return;
      at = where;
      const entry = entryOf(event);
      if (entry < 0 || !port.derived.isEntrySelectable(entry)) return;
      send({ type: 'hover', entry });
      clearTimeout(intent);
      if (cascade.sheet() || columns.searching) return;
      intent = window.setTimeout(() => {
        if (port.state.open && highlightedEntry(port.state.highlighted) === entry) follow(entry);
      }, HOVER_INTENT);
    },
    on,
  );
  columns.element.addEventListener(
    'pointerleave',
    () => {
      at = '';
      clearTimeout(intent);
    },
    on,
  );
  signal.addEventListener('abort', () => clearTimeout(intent));
}

/** Keys, before the key table: the arrows stay inside a column. */
function bindColumnKeys(cascade: Cascade): void {
  const { view, openList, columns } = cascade;
  const { port, signal } = view;
  const { search, dropdown } = openList.dropdownView;
  const onKey = columnKey(cascade, enterColumn(cascade));
  const typeahead = columnTypeahead(cascade);
  const keys = (event: KeyboardEvent) => {
    if (!port.state.open || openList.composing || event.isComposing) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const target = event.target as Element;
    if (target !== search && target !== view.control && !columns.element.contains(target)) return;
    // A key on a Retry button is the button's (Enter, Space) or the tree's retry keys' (Tab, Escape).
    if (target.matches(`.${listCls.retry}`)) return;
    const printable = event.key.length === 1 && event.key !== ' ';
    const handled =
      printable && target === view.control && !columns.searching
        ? typeahead(event.key, highlightedEntry(port.state.highlighted))
        : onKey(event.key);
    if (handled === 'pass') return;
    if (handled) event.preventDefault();
    // Not the key table's (a tree key there would move the expansion, an arrow cross columns).
    event.stopPropagation();
  };
  view.root.addEventListener('keydown', keys, { signal, capture: true });
  dropdown.addEventListener('keydown', keys, { signal, capture: true });
  // Escape on a Retry closes here, below the dropdown, where the widget's Escape guard sees it closed.
  columns.element.addEventListener('keydown', (event) => columns.treeRow?.retryKey(view, event), { signal });
}

/**
 * What a key does in the columns. true: done; false: the key goes on to
 * the browser (the caret) only; 'pass': to the key table.
 */
function columnKey(cascade: Cascade, enter: (current: number) => boolean): (key: string) => boolean | 'pass' {
  const { view, columns } = cascade;
  const { port } = view;
  const { send } = port;
  return (key) => {
    const current = highlightedEntry(port.state.highlighted);
    const rtl = view.root.getAttribute('dir') === 'rtl';
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Home':
      case 'End':
      case 'PageDown':
      case 'PageUp':
        return moveInColumn(cascade, key, current);
      case rtl ? 'ArrowLeft' : 'ArrowRight':
        if (columns.searching) return false;
        return enter(current);
      case rtl ? 'ArrowRight' : 'ArrowLeft':
        if (columns.searching) return false;
        if (cascade.sheet()) return goBack(cascade);
        // The top column: the key is left to the caret (the key table would read it by its name, not its direction).
        return send({ type: 'treeKey', key: 'collapse' }) === 'applied';
      case 'Escape':
        // A query ends first: back to the columns, at the path they were at.
        if (!columns.searching) return 'pass';
        send({ type: 'setQuery', query: '', cause: 'user:type' });
        return true;
      case 'Enter':
        if (!columns.searching && current >= 0 && hasChildren(port.derived.dataset, current)) {
          enter(current);
          return true;
        }
        if (columns.searching && !columns.searchLeaves().includes(current)) {
          const first = columns.searchLeaves()[0];
          if (first !== undefined) send({ type: 'pick', entry: first });
          return true;
        }
        return 'pass';
      default:
        return 'pass';
    }
  };
}

/** Returns what opens a parent's column at its first row; a lazy one's first row once its children arrive. */
function enterColumn({ view, announce }: Cascade): (current: number) => boolean {
  const { port } = view;
  const { send } = port;
  let entering: string | null = null;
  view.onCommit((next) => {
    if (entering === null) return;
    const { dataset } = port.derived;
    const entry = dataset.indexOf(entering);
    if (!next.open || entry < 0 || highlightedEntry(next.highlighted) !== entry || next.query !== '') {
      if (!next.open || highlightedEntry(next.highlighted) !== entry) entering = null;
      return;
    }
    if (isLazy(dataset, entry)) return;
    entering = null;
    const first = dataset.entries[entry]?.children.find((child) => port.derived.isEntrySelectable(child));
    if (first !== undefined) send({ type: 'collapse', entry: first });
  });
  return (current) => {
    const { dataset } = port.derived;
    const lazy = current >= 0 && isLazy(dataset, current);
    const done = send({ type: 'treeKey', key: 'expand' }) === 'applied';
    entering = done && lazy ? (dataset.options[current]?.value ?? null) : null;
    if (done) announce(current);
    return done;
  };
}

/** Typeahead on the control (no search field) stays in the highlight's column. */
function columnTypeahead({ view, columns }: Cascade): (char: string, current: number) => boolean {
  const { port } = view;
  const typed = new Typeahead();
  return (char, current) => {
    const { derived } = port;
    const { options } = derived.dataset;
    const text = typed.type(char.toLocaleLowerCase(), performance.now());
    const label = (e: number) => (options[e]?.label ?? '').toLocaleLowerCase();
    const rows = Int32Array.from(columns.rowsAround(current));
    const entry = typeaheadMatch(rows, current, text, label, (e) => derived.isEntrySelectable(e));
    if (entry >= 0 && entry !== current) port.send({ type: 'collapse', entry });
    return true;
  };
}

/** The arrows, Home / End and the page keys move within the highlight's column. */
function moveInColumn({ view, columns }: Cascade, key: string, current: number): boolean {
  const { port } = view;
  const rows = columns.rowsAround(current);
  const selectable = (e: number) => e >= 0 && port.derived.isEntrySelectable(e);
  const from = Array.prototype.indexOf.call(rows, current) as number;
  const step = key === 'ArrowDown' || key === 'PageDown' || key === 'Home' ? 1 : -1;
  let to =
    key === 'Home'
      ? 0
      : key === 'End'
        ? rows.length - 1
        : from < 0
          ? 0
          : from + step * (key.startsWith('Page') ? 10 : 1);
  to = Math.max(0, Math.min(rows.length - 1, to));
  // Past rows that cannot take the highlight, in the direction of the move (back from an end).
  while (to >= 0 && to < rows.length && !selectable(rows[to] as number)) to += key === 'End' ? -1 : step;
  const entry = rows[to];
  // The loop ends off the rows or on a row that can take the highlight.
  if (entry === undefined || entry === current) return true;
  if (columns.searching) port.send({ type: 'highlight', entry });
  // The columns right of the row's close: they belonged to the row left.
  else port.send({ type: 'collapse', entry });
  return true;
}

/**
 * The highlight around a search: on the first leaf of the search's list
 * (the tree's own default may be a parent, which the list does not show),
 * and back where it was in the columns once the query is gone.
 */
function followSearch(view: FeatureView<unknown>, columns: ColumnsView<unknown>): void {
  const { port } = view;
  let before = -1;
  /** Opening on a selected leaf (single mode): its columns open, with the highlight on it. */
  const openOnPicked = (next: typeof port.state) => {
    const picked = next.value.length === 1 ? port.derived.dataset.indexOf(next.value[0] as string) : -1;
    if (!port.derived.options.multiple && picked >= 0 && next.query === '') {
      const parent = port.derived.dataset.entries[picked]?.parent ?? -1;
      if (parent >= 0 && !next.expanded.has(parent)) port.send({ type: 'collapse', entry: picked });
    }
  };
  // Opened before the open list (or the default entry's columns) arrived: as if opening now.
  if (port.state.open) openOnPicked(port.state);
  view.onCommit((next, prev) => {
    if (!next.open) return;
    if (!prev.open) openOnPicked(next);
    const searching = next.query.trim() !== '';
    const was = prev.open && prev.query.trim() !== '';
    if (searching && !was) before = highlightedEntry(prev.highlighted);
    const current = highlightedEntry(next.highlighted);
    if (searching) {
      const leaves = columns.searchLeaves();
      const first = leaves[0];
      if (first !== undefined && !leaves.includes(current)) port.send({ type: 'highlight', entry: first });
    } else if (was && before >= 0 && port.derived.dataset.entries[before] && before !== current) {
      port.send({ type: 'highlight', entry: before });
    }
  });
}
