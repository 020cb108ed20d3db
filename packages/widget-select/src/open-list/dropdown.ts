/**
 * The dropdown: search input, a header slot for plugins, the list of rows
 * (virtualized through VirtualList) and message rows. It is in the DOM only
 * while open.
 */

import { highlightRow } from '../core/domain/row-list';
import { rowGroup, statusNode } from '../core/domain/rows';
import type { WidgetPort } from '../core/machine/port';
import { groupSelection } from '../core/machine/list-transitions';
import { featureOf, requireFeature } from '../features/registry';
import type { CreateRowPart, TreeRowPart } from '../features/types';
import { partClass } from '../view/classes';
import { addOptionClasses, listCls } from './classes';
import { MaximumRow, messageElement, searchHintText, setMessageKind } from './maximum-row';
import { attr, el } from '../view/dom';
import type { partIds } from '../view/ids';
import { optionContent, type TemplateCache } from '../view/row';
import type { ListBody, VirtualListFactory } from './list-body';
import { RowGroups } from './row-groups';
import { VirtualList } from './virtual-list';

import type { MessageKind } from '../core/machine/remote-port';
import type { RowDecorator } from '../view/row';

/** Each message row's class, set here for every kind: the remote feature's renderer fills the text. */
const MESSAGE_CLASS: Record<NonNullable<MessageKind>, string> = {
  hint: listCls.messageHint,
  typeToSearch: listCls.messageHint,
  empty: listCls.messageEmpty,
  loading: listCls.messageLoading,
  error: listCls.messageError,
};

export class DropdownView<M> {
  readonly dropdown: HTMLElement;
  readonly search: HTMLInputElement;
  readonly header: HTMLElement;
  readonly list: HTMLElement;
  readonly messageRow: HTMLElement;
  /** Above the list while the selection is at `maxSelections`. */
  private readonly maximumRow: MaximumRow<M>;
  readonly virtual: VirtualList;
  private readonly treeRow: TreeRowPart | undefined;
  readonly createRowView: CreateRowPart | undefined;
  /** The least row height, px, whatever `itemHeight` says (touch targets in the sheet). */
  minItemHeight = 0;
  /** What the open list renders in place of the rows (see {@link useBody}), or null. */
  body: ListBody | null = null;
  /** Makes a virtual list for a body's own lists. */
  readonly virtualList: VirtualListFactory = (element, renderer, config, signal) =>
    new VirtualList(element, renderer, config, signal);

  /** `port`: everything the dropdown, its tree rows and its create row read and report. */
  constructor(
    private readonly port: WidgetPort<M>,
    private readonly cache: TemplateCache<M>,
    private readonly ids: ReturnType<typeof partIds>,
    signal: AbortSignal,
    /** The plugins' row decorators, kept by the closed control's view. */
    private readonly decorators: readonly RowDecorator<M>[],
  ) {
    this.treeRow = featureOf('tree')?.rowView(port);
    this.createRowView = featureOf('tags')?.createRow(port, `${ids.list}-create`);
    const { options } = port.derived;
    this.dropdown = el('div', partClass('dropdown', listCls.dropdown, options), {
      'data-placement': 'bottom',
    });
    const wrap = el('div', listCls.searchWrap);
    // The search input holds focus while the list is open, so it is the
    // combobox then (expanded, owning the list, naming the field).
    this.search = el('input', partClass('search', listCls.search, options), {
      type: 'search',
      role: 'combobox',
      'aria-expanded': 'true',
      id: ids.search,
      autocomplete: 'off',
      autocapitalize: 'off',
      spellcheck: 'false',
      'aria-autocomplete': 'list',
      'aria-controls': ids.list,
    });
    wrap.append(this.search);
    this.header = el('div', listCls.header);
    this.list = el('div', partClass('list', listCls.list, options), { id: ids.list, tabindex: '-1' });
    // After the list, while there is a message to show (renderMessage).
    this.messageRow = messageElement(options, `${ids.list}-message`);
    this.maximumRow = new MaximumRow(port, `${ids.list}-maximum`);
    this.dropdown.append(wrap, this.header, this.list);
    const groups = new RowGroups(port.derived, ids.group);
    this.virtual = new VirtualList(
      this.list,
      {
        create: (row, position) => this.createRow(row, position),
        update: (e, row, position) => this.updateRow(e, row, position),
      },
      {
        itemHeight: () => {
          const height = port.derived.options.itemHeight;
          return height === 'auto' ? height : Math.max(height, this.minItemHeight);
        },
        virtualScroll: () => port.derived.options.virtualScroll,
        wrap: (elements, rows, apart) => groups.wrap(elements, rows, apart),
        headerAbove: (rows, position) => groups.headerAbove(rows, position),
      },
      signal,
    );
  }

  /** From now on the open list renders `body` in place of the rows; the list stays, hidden and empty. */
  useBody(body: ListBody): void {
    this.body = body;
    this.list.hidden = true;
    this.list.before(body.element);
  }

  /** Static attributes that depend on options and data. */
  configure(labelledBy: string | null, label: string | null): void {
    const { port, list, search } = this;
    const { derived } = port;
    const tree = derived.dataset.isTree;
    attr(list, 'role', tree ? 'tree' : 'listbox');
    attr(list, 'aria-multiselectable', derived.options.multiple ? 'true' : null);
    attr(list, 'aria-labelledby', labelledBy);
    // Null when labelledBy names it (AccessibleName).
    attr(list, 'aria-label', label);
    // Named like the field: a screen reader says "Fruit, combo box", not "Search".
    attr(search, 'aria-haspopup', tree ? 'tree' : 'listbox');
    attr(search, 'aria-labelledby', labelledBy);
    attr(search, 'aria-label', labelledBy ? null : (label ?? port.state.messages.search));
    attr(search, 'aria-required', derived.options.required ? 'true' : null);
    (search.parentElement as HTMLElement).hidden = !derived.searchVisible();
  }

  /** Rebuilds rows and the message row for the current rows. */
  renderRows(): void {
    this.renderMessage();
    this.virtual.setRows(this.port.derived.rows().rows);
  }

  /** The message rows (hint, empty…, the maximum), in the DOM only while they have one; cheap, so they run on every render. */
  renderMessage(): void {
    const { port } = this;
    const { derived } = port;
    this.createRowView?.place(this.virtual);
    this.maximumRow.render(this.list);
    const kind = derived.message();
    const { messageRow } = this;
    if (kind === null) {
      messageRow.remove();
      return;
    }
    if (messageRow.parentNode !== this.dropdown) this.list.after(messageRow);
    setMessageKind(messageRow, derived.options, MESSAGE_CLASS[kind]);
    if (kind === 'hint') messageRow.textContent = searchHintText(port);
    else if (kind === 'empty') messageRow.textContent = port.state.messages.noResults;
    // A local list's too (its search engine on its way): no remote part needed.
    else if (kind === 'loading') messageRow.textContent = port.state.messages.loading;
    else
      requireFeature('remote', 'a remote message row').renderMessage(messageRow, kind, port.state.messages);
  }

  /** groupSelect: the header is checked when all its enabled options are, mixed when some are. */
  private updateGroupHeader(node: HTMLElement, group: number): void {
    const { derived } = this.port;
    const { values, selected } = groupSelection(derived, (value) => derived.isSelected(value), group);
    const checked = selected === 0 ? 'false' : selected === values.length ? 'true' : 'mixed';
    node.setAttribute('aria-checked', checked);
    node.classList.toggle(listCls.optionIndeterminate, checked === 'mixed');
  }

  private createRow(row: number, position: number): HTMLElement {
    const lazyNode = statusNode(row);
    if (lazyNode >= 0 && this.treeRow)
      return this.treeRow.status(lazyNode, `${this.ids.option(lazyNode)}-status`);
    const { derived } = this.port;
    if (row < 0) {
      const group = rowGroup(row);
      // The id names the group element that holds the group's rows (row-groups.ts).
      const header = el(
        'div',
        partClass('group', listCls.group, derived.options),
        { role: 'presentation', id: this.ids.group(group) },
        derived.dataset.groups[group]?.label ?? '',
      );
      const { groupSelect, multiple } = derived.options;
      if (groupSelect && multiple) {
        // Actionable: a checkable row of its group (a listbox group holds options only).
        header.setAttribute('role', 'option');
        header.setAttribute('data-group', String(group));
        this.updateRow(header, row);
      }
      return header;
    }
    const option = derived.dataset.options[row];
    const node = el('div', partClass('option', listCls.option, derived.options), {
      id: this.ids.option(row),
      'data-value': option?.value ?? '',
    });
    if (!option) return node;
    addOptionClasses(node, option.className);
    // A tree's row part makes it a treeitem.
    node.setAttribute('role', 'option');
    const { templateResult, sanitizeTemplate, highlightSearch } = derived.options;
    const matches = highlightSearch && !templateResult ? derived.labelMatches(row) : undefined;
    node.append(
      optionContent(option, this.cache, { template: templateResult, sanitize: sanitizeTemplate, matches }),
    );
    if (derived.dataset.isTree) this.treeRow?.create(node, row);
    this.updateRow(node, row, position);
    return node;
  }

  private updateRow(node: HTMLElement, row: number, position?: number): void {
    const lazyNode = statusNode(row);
    if (lazyNode >= 0) {
      this.treeRow?.updateStatus(node, lazyNode);
      return;
    }
    const highlighted = highlightRow(this.port.state.highlighted) === row;
    if (row < 0) {
      if (!node.hasAttribute('data-group')) return;
      this.updateGroupHeader(node, rowGroup(row));
      node.classList.toggle(listCls.optionHighlighted, highlighted);
      return;
    }
    const { derived } = this.port;
    const option = derived.dataset.options[row];
    if (!option) return;
    const selected = derived.isSelected(option.value);
    const disabled = derived.isDisabled(option);
    node.classList.toggle(listCls.optionSelected, selected);
    node.classList.toggle(listCls.optionDisabled, disabled);
    node.classList.toggle(listCls.optionHighlighted, highlighted);
    attr(node, 'aria-disabled', disabled ? 'true' : null);
    // Tree rows state their selection and count their position among siblings (the tree's row part).
    if (derived.dataset.isTree) this.treeRow?.update(node, row, selected);
    else {
      // Single mode marks only the selected row, so a screen reader does not
      // say "not selected" on every other one.
      attr(node, 'aria-selected', selected ? 'true' : derived.options.multiple ? 'false' : null);
      if (position !== undefined) {
        const { optionCount } = derived.rows();
        attr(node, 'aria-setsize', String(optionCount));
        attr(node, 'aria-posinset', String(this.optionPosition(position)));
      }
    }
    for (const decorate of this.decorators) {
      try {
        decorate(node, option, selected);
      } catch (error) {
        this.port.report(error, 'a row decorator');
      }
    }
  }

  /** Per row list with group headers: option rows up to and including each row. */
  private optionCounts: { rows: Int32Array; upTo: Int32Array } | null = null;

  /** 1-based position among option rows (group headers do not count). */
  private optionPosition(position: number): number {
    const { rows } = this.port.derived.rows();
    if (this.port.derived.dataset.groups.length === 0) return position + 1;
    if (this.optionCounts?.rows !== rows) {
      const upTo = new Int32Array(rows.length);
      for (let i = 0, count = 0; i < rows.length; i++) {
        if ((rows[i] as number) >= 0) count++;
        upTo[i] = count;
      }
      this.optionCounts = { rows, upTo };
    }
    return this.optionCounts.upTo[position] as number;
  }

  /**
   * The highlight last scrolled into view: its row (or the create row), its
   * position and the query it was for. Empty until the list opens.
   */
  private revealed = '';
  /**
   * True while the pointer's hover is being applied: the row is where the
   * pointer is, and scrolling it into view would move it away from the
   * pointer (a press that follows would land on another row).
   */
  pointerHighlighting = false;

  /** The list opens: its highlighted row is scrolled into view, whatever was shown before. */
  forgetReveal(): void {
    this.revealed = '';
  }

  /** Scrolls the highlighted row into view again, in the list's new height. */
  revealAgain(): void {
    this.virtual.forgetGeometry();
    this.forgetReveal();
    this.refresh();
  }

  /**
   * Whether the highlight moved (another row, another position, another
   * query) since it was last scrolled into view. Only then is it revealed
   * again: any other change (the next page asked for or arriving, a value
   * set by the page) leaves the scroll position to the user, who may have
   * scrolled away to read on or to reach the next page.
   */
  private highlightMoved(row: number | 'create' | null, position: number): boolean {
    const highlight = `${row} ${position} ${this.port.state.query}`;
    const moved = highlight !== this.revealed;
    this.revealed = highlight;
    return moved;
  }

  /** Refreshes highlight/selection on rendered rows and reveals the highlighted one when it moved. */
  refresh(): string | null {
    this.virtual.refresh();
    const { highlighted } = this.port.state;
    if (highlighted.kind === 'create') {
      const created = this.createRowView?.reveal(this.virtual, this.list, this.highlightMoved('create', 0));
      if (created) return created;
    }
    const row = highlightRow(highlighted);
    const position = row === null ? -1 : this.port.derived.rows().rows.indexOf(row);
    // The active descendant stays rendered while a wheel or touch scroll
    // moves the rest of the list.
    this.virtual.pinned = position;
    const moved = this.highlightMoved(row, position);
    if (position < 0) return null;
    if (moved && !this.pointerHighlighting) this.virtual.reveal(position);
    else if (!this.virtual.elementAt(position)) this.virtual.render();
    return this.virtual.elementAt(position)?.id ?? null;
  }
}
