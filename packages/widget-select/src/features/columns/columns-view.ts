/**
 * The cascader in the open list: one listbox per open level, side by side,
 * each a virtual list of its own; with a query, one list of the matching
 * leaves with their paths. It takes the place of the dropdown's list (which
 * stays in the DOM, hidden and empty, so the message row keeps its place)
 * and renders from the same state: the open path is the tree's expansion
 * (transitions.ts), the highlight is the widget's highlight, and the id of
 * the highlighted row it returns becomes aria-activedescendant.
 */
import { nodeStatusRow, statusNode } from '../../core/domain/row-list';
import { highlightedEntry, sameValues } from '../../core/domain/state';
import type { VirtualListFactory } from '../../open-list/list-body';
import type { VirtualList } from '../../open-list/virtual-list';
import { cls, partClass } from '../../view/classes';
import { addOptionClasses, listCls } from '../../open-list/classes';
import { attr, el } from '../../view/dom';
import type { FeatureView } from '../../view/feature-view';
import { labelNode, optionContent } from '../../view/row';
import { featureOf } from '../registry';
import type { TreeRowPart } from '../types';
import { hasChildren, subtreeEnd } from '../tree/structure';
import { columnRows, lineage, openPath } from './path';

export const COLUMNS = `${listCls.dropdown}--columns`;
export const COLUMN = 'widget-select__column';
const PARENT = `${listCls.option}--parent`;
const OPEN = `${listCls.option}--open`;

/** One listbox: the rows of a parent (-1: the top level), or the search's leaves (-2). */
interface Column {
  readonly element: HTMLElement;
  readonly list: VirtualList;
  parent: number;
  rows: Int32Array;
  query: string;
  /** The highlighted position last scrolled into view, and the query it was for. */
  revealed: string;
}

export class ColumnsView<M> {
  readonly element = el('div', 'widget-select__columns', { role: 'presentation' });
  private columns: Column[] = [];
  readonly treeRow: TreeRowPart | undefined;
  private sourceRows: unknown = null;
  private leaves = new Int32Array(0);
  /** Only one column shows at a time (the phone sheet): the deepest one open. */
  single = false;
  /** The column of the highlight last scrolled into view sideways, and how many were shown. */
  private revealedColumn = '';

  /** `makeList`: the open list's virtual lists, handed by its dropdown (list-body.ts). */
  constructor(
    private readonly host: FeatureView<M>,
    private readonly makeList: VirtualListFactory,
  ) {
    this.treeRow = featureOf('tree')?.rowView(host.port);
  }

  /** Whether the list shows the search's flat list of leaves. */
  get searching(): boolean {
    return this.host.port.state.query.trim() !== '';
  }

  /** The rows of the column the highlight is in (the search's leaves while searching). */
  rowsAround(entry: number): ArrayLike<number> {
    if (this.searching) return this.searchLeaves();
    const { dataset } = this.host.port.derived;
    return columnRows(dataset, dataset.entries[entry]?.parent ?? -1);
  }

  /**
   * The leaves a query shows, in data order: those that match, and every
   * leaf under a parent whose own label matches (a leaf is found by its path).
   */
  searchLeaves(): Int32Array {
    const { derived } = this.host.port;
    const list = derived.rows();
    if (list === this.sourceRows) return this.leaves;
    const { dataset } = derived;
    const shown = new Uint8Array(dataset.entries.length);
    for (const row of list.rows) {
      if (row < 0 || shown[row]) continue;
      if (!hasChildren(dataset, row)) shown[row] = 1;
      else if (derived.labelMatches(row).length > 0) {
        const end = subtreeEnd(dataset, row);
        for (let e = row + 1; e < end; e++) if (!hasChildren(dataset, e)) shown[e] = 1;
      }
    }
    const out: number[] = [];
    shown.forEach((on, entry) => {
      if (on) out.push(entry);
    });
    this.sourceRows = list;
    this.leaves = Int32Array.from(out);
    return this.leaves;
  }

  /** Renders every column for the state; returns the highlighted row's id. */
  render(): string | null {
    const { port } = this.host;
    const { dataset } = port.derived;
    const highlighted = highlightedEntry(port.state.highlighted);
    let wanted: { parent: number; rows: Int32Array }[];
    if (this.searching) wanted = [{ parent: -2, rows: this.searchLeaves() }];
    else {
      const parents = [-1, ...openPath(dataset, port.state.expanded)];
      wanted = parents.map((parent) => ({ parent, rows: this.columnRows(parent) }));
      // One column at a time (the phone sheet): the deepest one open.
      if (this.single) wanted = wanted.slice(-1);
    }
    while (this.columns.length > wanted.length) this.columns.pop()?.element.remove();
    let active: string | null = null;
    let activeColumn: Column | undefined;
    wanted.forEach(({ parent, rows }, i) => {
      const column = this.columns[i] ?? this.addColumn();
      this.name(column, parent);
      // The search's rows mark the query's text: a new query renders them again.
      const query = parent === -2 ? port.state.query : '';
      if (column.parent !== parent || column.query !== query || !sameValues(column.rows, rows)) {
        column.parent = parent;
        column.query = query;
        column.rows = rows;
        column.revealed = '';
        column.list.setRows(rows);
      } else column.list.refresh();
      const position = highlighted < 0 ? -1 : rows.indexOf(highlighted);
      column.list.pinned = position;
      if (position < 0) return;
      const mark = `${position} ${port.state.query}`;
      if (mark !== column.revealed) column.list.reveal(position);
      else if (!column.list.elementAt(position)) column.list.render();
      column.revealed = mark;
      active = column.list.elementAt(position)?.id ?? null;
      activeColumn = column;
    });
    if (activeColumn) this.revealColumn(activeColumn);
    return active;
  }

  /** Scrolls the columns sideways so the highlight's column shows, when it moved to another one. */
  private revealColumn(column: Column): void {
    const mark = `${this.columns.indexOf(column)} ${this.columns.length}`;
    if (mark === this.revealedColumn) return;
    this.revealedColumn = mark;
    const { element } = this;
    // What shows of the columns: a dropdown wider than the room beside the control runs off the window.
    const box = element.getBoundingClientRect();
    const start = Math.max(box.left, 0);
    const end = Math.min(box.right, document.documentElement.clientWidth);
    const { left, right } = column.element.getBoundingClientRect();
    if (left < start) element.scrollLeft -= start - left;
    else if (right > end) element.scrollLeft += Math.min(right - end, left - start);
  }

  /** The ids of the columns shown, for the search field's aria-controls. */
  get ids(): string {
    return this.columns.map((column) => column.element.id).join(' ');
  }

  /** A parent's rows, followed by its loading or error row while its children load. */
  private columnRows(parent: number): Int32Array {
    const { derived, state } = this.host.port;
    const rows = columnRows(derived.dataset, parent);
    const value = derived.dataset.options[parent]?.value;
    const loading = value !== undefined && state.nodeLoads.has(value);
    const out = new Int32Array(rows.length + (loading ? 1 : 0));
    out.set(rows);
    if (loading) out[rows.length] = nodeStatusRow(parent);
    return out;
  }

  private addColumn(): Column {
    const { port, signal, ids } = this.host;
    const element = el('div', COLUMN, {
      role: 'listbox',
      id: `${ids.list}-column-${this.columns.length}`,
      tabindex: '-1',
    });
    attr(element, 'aria-multiselectable', port.derived.options.multiple ? 'true' : null);
    const list = this.makeList(
      element,
      {
        create: (row, position) => this.createRow(row, position),
        update: (node, row, position) => this.updateRow(node, row, position),
      },
      {
        itemHeight: () => port.derived.options.itemHeight,
        virtualScroll: () => port.derived.options.virtualScroll,
      },
      signal,
    );
    const column: Column = { element, list, parent: -3, rows: new Int32Array(0), query: '', revealed: '' };
    this.columns.push(column);
    this.element.append(element);
    return column;
  }

  /** The first column (and the search's list) is named by the field, the others by their parent. */
  private name(column: Column, parent: number): void {
    const { name, port } = this.host;
    const label = parent >= 0 ? (port.derived.dataset.options[parent]?.label ?? '') : null;
    attr(column.element, 'aria-labelledby', label === null ? name.labelledBy : null);
    attr(column.element, 'aria-label', label ?? (name.labelledBy ? null : name.label));
  }

  private createRow(row: number, position: number): HTMLElement {
    const node = statusNode(row);
    if (node >= 0 && this.treeRow) return this.treeRow.status(node, `${this.host.ids.option(node)}-status`);
    const { port, ids, cache } = this.host;
    const { derived } = port;
    const option = derived.dataset.options[row];
    const element = el('div', partClass('option', listCls.option, derived.options), {
      id: ids.option(row),
      role: 'option',
      'data-value': option?.value ?? '',
      'data-row': String(row),
    });
    if (!option) return element;
    addOptionClasses(element, option.className);
    if (derived.options.multiple)
      element.append(el('span', 'widget-select__column-check', { 'aria-hidden': 'true' }));
    if (this.searching) element.append(this.pathNode(row));
    else {
      const { templateResult, sanitizeTemplate } = derived.options;
      element.append(optionContent(option, cache, { template: templateResult, sanitize: sanitizeTemplate }));
    }
    if (hasChildren(derived.dataset, row) && !this.searching) {
      element.classList.add(PARENT);
      element.append(el('span', 'widget-select__chevron', { 'aria-hidden': 'true' }));
    }
    this.updateRow(element, row, position);
    return element;
  }

  /** A search row: the labels from the top, the matched text marked in each. */
  private pathNode(entry: number): HTMLElement {
    const { derived } = this.host.port;
    const { dataset, options } = derived;
    const path = el('span', cls.label);
    lineage(dataset, entry).forEach((e, i) => {
      if (i > 0) path.append(options.pathSeparator);
      const label = labelNode(dataset.options[e]?.label ?? '', derived.labelMatches(e));
      path.append(...label.childNodes);
    });
    return path;
  }

  private updateRow(node: HTMLElement, row: number, position: number): void {
    const lazy = statusNode(row);
    if (lazy >= 0) {
      this.treeRow?.updateStatus(node, lazy);
      return;
    }
    const { port } = this.host;
    const { derived, state } = port;
    const option = derived.dataset.options[row];
    if (!option) return;
    const selected = derived.isSelected(option.value);
    const disabled = derived.isDisabled(option);
    const { multiple } = derived.options;
    node.classList.toggle(listCls.optionSelected, selected);
    node.classList.toggle(listCls.optionDisabled, disabled);
    node.classList.toggle(listCls.optionHighlighted, highlightedEntry(state.highlighted) === row);
    attr(node, 'aria-disabled', disabled ? 'true' : null);
    attr(node, 'aria-selected', selected ? 'true' : multiple ? 'false' : null);
    // A virtual list renders a few of its rows: each says its place among all of them.
    attr(node, 'aria-setsize', String(this.rowsAround(row).length));
    attr(node, 'aria-posinset', String(position + 1));
    if (node.classList.contains(PARENT)) {
      const open = state.expanded.has(row);
      attr(node, 'aria-expanded', String(open));
      node.classList.toggle(OPEN, open);
      attr(node, 'aria-busy', state.nodeLoads.get(option.value) === 'loading' ? 'true' : null);
      node.classList.toggle(
        listCls.optionIndeterminate,
        multiple && !selected && this.treeRow?.hasSelectedDescendant(row) === true,
      );
    }
  }
}
