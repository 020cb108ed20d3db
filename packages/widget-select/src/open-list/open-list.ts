/**
 * The open list of one widget: the dropdown (search field, header, rows),
 * its placement, the phone sheet when `presentation` asks for it, and the
 * input on them. Built by the closed control's view (view/view.ts) once this
 * chunk is there; from then on the view hands it every open, close and
 * render.
 */
import type { RowList } from '../core/domain/rows';
import type { FocusIntent } from '../core/machine/actions';
import { featureOf } from '../features/registry';
import type { SheetPart } from '../features/types';
import { activeElementOf, attr } from '../view/dom';
import type { OpenListHost, OpenListPart } from '../view/open-list-part';
import { bindDismiss } from './dismiss';
import { DropdownView } from './dropdown';
import { bindFooter } from './footer';
import { bindListAnnouncer, bindMaximumAnnouncer } from './list-announcer';
import { bindListInput } from './list-input';
import { DropdownPosition } from './position';
import { focusQuietly } from './quiet-focus';

export class OpenList<M> implements OpenListPart<M> {
  readonly dropdownView: DropdownView<M>;
  readonly position: DropdownPosition;
  /** The list as a bottom sheet (`presentation`), with `widget-select/sheet`. */
  private readonly sheet: SheetPart | null;
  composing = false;
  private renderedRows: RowList | null = null;
  private closeCleanups: (() => void)[] = [];
  /** The footer of `commit: 'apply'` and its Apply, which the sheet's Done shares. */
  private readonly footer: ReturnType<typeof bindFooter>;

  constructor(private readonly view: OpenListHost<M>) {
    const { port, signal, root, control } = view;
    this.dropdownView = new DropdownView(port, view.cache, view.ids, signal, view.decorators);
    const { dropdown } = this.dropdownView;
    this.position = new DropdownPosition(root, control, dropdown, () => port.derived.options, signal);
    this.sheet = featureOf('sheet')?.create(port, dropdown, control, root, () => this.footer.apply()) ?? null;
    if (this.sheet) {
      const { sheet } = this;
      signal.addEventListener('abort', () => sheet.close());
      view.onCommit(() => sheet.update());
    }
    view.descriptions.describe(this.dropdownView.search, port.state.validity);
    this.configure();
    bindListInput(view, this);
    bindDismiss(view, dropdown);
    bindListAnnouncer(view, () => this.dropdownView.body?.resultCount?.());
    bindMaximumAnnouncer(view);
    this.footer = bindFooter(view, dropdown);
  }

  get search(): HTMLInputElement {
    return this.dropdownView.search;
  }

  get dropdown(): HTMLElement {
    return this.dropdownView.dropdown;
  }

  configure(): void {
    const { view, dropdownView } = this;
    dropdownView.dropdown.setAttribute('data-theme', view.port.derived.options.theme);
    dropdownView.configure(view.name.labelledBy, view.name.label);
    this.position.applyDirection();
    this.renderedRows = null;
  }

  render(): string | null {
    const { dropdownView } = this;
    const { body } = dropdownView;
    if (body) {
      dropdownView.renderMessage();
      return body.render();
    }
    const rows = this.view.port.derived.rows();
    if (rows !== this.renderedRows) {
      this.renderedRows = rows;
      dropdownView.renderRows();
    } else dropdownView.renderMessage();
    return dropdownView.refresh();
  }

  /**
   * Renders, detached, the rows a first open would show (the list was built
   * ahead of it, at idle): that open keeps them, refreshed in place, and
   * makes only those a taller viewport adds.
   */
  prepare(): void {
    const { derived, state } = this.view.port;
    const { multiple, selectedFirst, ajax } = derived.options;
    // A tree's rows, those of `selectedFirst` and a remote list's are the open's own (it changes them).
    if (state.open || derived.dataset.isTree || (multiple && selectedFirst) || ajax) return;
    this.dropdownView.renderRows();
  }

  /** Points aria-activedescendant at `active`; the search field steps out while the control keeps focus. */
  syncActive(active: string | null, open: boolean): void {
    const { search, list } = this.dropdownView;
    attr(search, 'aria-activedescendant', open ? active : null);
    const onControl = open && activeElementOf(this.view.control) === this.view.control;
    attr(search, 'aria-hidden', onControl ? 'true' : null);
    attr(search, 'tabindex', onControl ? '-1' : null);
    const focusOnList = open && activeElementOf(list) === list;
    attr(list, 'aria-activedescendant', focusOnList ? active : null);
  }

  searchFocused(): boolean {
    const { search } = this.dropdownView;
    // Only a connected element holds focus.
    return activeElementOf(search) === search;
  }

  /** The sheet's chunk, on its way to a phone (the default entry fetched it at construction), or null. */
  arriving(): Promise<void> | null {
    return this.sheet?.arriving?.(this.view.port.derived.options.presentation) ?? null;
  }

  open(focus: FocusIntent | undefined): void {
    const { dropdownView, view } = this;
    const { dropdown } = dropdownView;
    const { port } = view;
    this.renderedRows = null;
    dropdownView.forgetReveal();
    dropdownView.search.value = port.state.query;
    dropdownView.configure(view.name.labelledBy, view.name.label);
    // Without widget-select/sheet, 'auto' is always the dropdown ('sheet' throws at install).
    const sheet = this.sheet?.wanted(port.derived.options.presentation) ? this.sheet : null;
    // Rows are touch targets in the sheet, whatever itemHeight says.
    dropdownView.minItemHeight = sheet?.minRowHeight ?? 0;
    if (sheet) {
      sheet.open(view.name.labelledBy, view.name.label);
      this.position.applyDirection();
    } else this.position.attach();
    view.renderState();
    this.footer.sync();
    for (const handler of view.openHandlers) {
      try {
        const cleanup = handler(dropdown, dropdownView.header);
        if (cleanup) this.closeCleanups.push(cleanup);
      } catch (error) {
        port.report(error, 'an onDropdownOpen handler');
      }
    }
    // After plugins filled the header, so the measured height is final.
    if (!this.sheet?.active) this.position.start();
    // A list capped by the viewport got shorter than the one its highlighted row was revealed in.
    if (this.position.capped) dropdownView.revealAgain();
    if (port.derived.searchVisible() && focus !== 'stay') {
      if (focus === 'search-quietly') focusQuietly(dropdownView.search);
      else dropdownView.search.focus({ preventScroll: true });
    } else if (this.sheet?.active) {
      // A modal dialog holds the focus; without a search field, its list
      // does (no on-screen keyboard) and takes the control's keys.
      view.focusFromCode(dropdownView.list);
      view.syncActiveDescendant();
    }
  }

  close(): void {
    const { dropdown } = this.dropdownView;
    const { view } = this;
    const hadFocus =
      dropdown.contains(activeElementOf(dropdown)) || view.root.contains(activeElementOf(view.root));
    this.position.detach();
    this.sheet?.close();
    for (const cleanup of this.closeCleanups.splice(0)) cleanup();
    this.dropdownView.header.replaceChildren();
    if (hadFocus) view.focusControl();
  }

  /** Takes the dropdown out of the page (closing, or the widget is destroyed). */
  detach(): void {
    this.position.detach();
    for (const cleanup of this.closeCleanups.splice(0)) cleanup();
  }
}
