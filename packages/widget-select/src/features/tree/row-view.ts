/**
 * The tree parts of a dropdown row: the twisty, indentation, aria-expanded,
 * sibling-relative aria-setsize / aria-posinset, the indeterminate
 * modifier and, in multiple mode, aria-selected with the state in words
 * (checked, not checked, partially checked) as the row's description. The
 * dropdown calls `create` once per row element and `update` on every
 * refresh. Expansion is read from the port's state and rows, and a twisty
 * click is sent as an action; all decisions come from the core.
 */
import type { TreeViewPort } from '../../core/machine/host';
import { errorWithRetryHint } from '../../i18n/retry-hint';
import { listCls } from '../../open-list/classes';
import { attr, button, el } from '../../view/dom';
import type { TreeStructure } from '../types';
import { selectedDescendants, siblingsOf } from './row-structure';

/** Collapsed / expanded glyphs of the twisty. */
export const TWISTY_COLLAPSED = '▶';
export const TWISTY_EXPANDED = '▼';

export class TreeRowView<M> {
  readonly retryAt = retryNodeAt;
  readonly retryKey = retryKeyAt;
  /** Entries with a selected descendant, for the value and data set they were computed from. */
  private marks: { value: readonly string[]; dataset: object; marks: Uint8Array } | null = null;

  constructor(
    private readonly port: TreeViewPort<M>,
    private readonly structure: Pick<TreeStructure, 'hasChildren' | 'isExpanded'>,
  ) {}

  /** Makes a freshly created row a treeitem of its level, with the tree-only parts. */
  create(node: HTMLElement, entry: number): void {
    const { dataset } = this.port.derived;
    const { hasChildren } = this.structure;
    const depth = dataset.entries[entry]?.depth ?? 0;
    node.setAttribute('role', 'treeitem');
    node.setAttribute('aria-level', String(depth + 1));
    node.style.setProperty('--widget-select-depth', String(depth));
    if (hasChildren(dataset, entry)) node.prepend(el('span', listCls.twisty, { 'aria-hidden': 'true' }));
  }

  /** Syncs expansion, position among siblings and the indeterminate state. */
  update(node: HTMLElement, entry: number, selected: boolean): void {
    const { state, derived } = this.port;
    const { dataset, options } = derived;
    const { hasChildren, isExpanded } = this.structure;
    const siblings = siblingsOf(dataset);
    attr(node, 'aria-setsize', String(siblings.count[entry] ?? 1));
    attr(node, 'aria-posinset', String((siblings.index[entry] ?? 0) + 1));
    let indeterminate = false;
    if (hasChildren(dataset, entry)) {
      const open = isExpanded(dataset, state.expanded, derived.rows(), entry);
      attr(node, 'aria-expanded', String(open));
      const twisty = node.querySelector(`:scope > .${listCls.twisty}`);
      if (twisty) twisty.textContent = open ? TWISTY_EXPANDED : TWISTY_COLLAPSED;
      // Partial selection only exists where selection cascades: multiple mode.
      indeterminate = options.multiple && !selected && this.hasSelectedDescendant(entry);
    }
    node.classList.toggle(listCls.optionIndeterminate, indeterminate);
    const value = dataset.options[entry]?.value;
    attr(node, 'aria-busy', value !== undefined && state.nodeLoads.get(value) === 'loading' ? 'true' : null);
    // A multiple tree's row says its state twice: aria-selected, as every
    // multiple list does, and the state in words as its description, which
    // Orca reads on the row and again when it changes. Orca reads no
    // aria-checked on a tree item, and a checked state changing on the
    // focused leaf is read as "blank"; aria-selected cannot say "partly".
    const { messages } = state;
    const words = indeterminate
      ? messages.nodePartlyChecked
      : selected
        ? messages.nodeChecked
        : messages.nodeUnchecked;
    attr(node, 'aria-selected', options.multiple ? String(selected) : selected ? 'true' : null);
    attr(node, 'aria-description', options.multiple ? words : null);
  }

  /** The loading / error row under a lazy node (see statusRows). */
  status(entry: number, id: string): HTMLElement {
    const row = el('div', listCls.message, { role: 'none', id, 'data-node': String(entry) });
    this.updateStatus(row, entry);
    return row;
  }

  /** Fills a status row for its node's load phase; an unchanged row is left alone (its focused Retry survives). */
  updateStatus(row: HTMLElement, entry: number): void {
    const { state, derived } = this.port;
    const value = derived.dataset.options[entry]?.value ?? '';
    const phase = state.nodeLoads.get(value);
    const { messages } = state;
    const error = phase === 'error';
    const text = error ? messages.error : messages.loading;
    if (row.dataset.phase === phase && row.dataset.text === text) return;
    row.dataset.phase = phase ?? '';
    row.dataset.text = text;
    row.classList.toggle(listCls.messageLoading, !error);
    row.classList.toggle(listCls.messageError, error);
    if (!error) {
      row.textContent = text;
      return;
    }
    const hintId = `${row.id}-hint`;
    const retry = button(listCls.retry, { 'aria-describedby': hintId }, messages.retry);
    const hint = el('span', undefined, { id: hintId, hidden: '' }, errorWithRetryHint(messages));
    row.replaceChildren(el('span', undefined, {}, messages.error), hint, retry);
  }

  /** Whether a parent has a selected descendant (multiple mode's partial state). */
  hasSelectedDescendant(entry: number): boolean {
    const { value } = this.port.state;
    const { dataset } = this.port.derived;
    if (!this.marks || this.marks.value !== value || this.marks.dataset !== dataset)
      this.marks = { value, dataset, marks: selectedDescendants(dataset, value) };
    return this.marks.marks[entry] === 1;
  }
}

export function twistyClick<M>(port: TreeViewPort<M>, target: EventTarget | null, entry: number): boolean {
  if (!(target instanceof Element) || !target.closest(`.${listCls.twisty}`)) return false;
  if (port.derived.dataset.isTree) port.send({ type: 'toggleExpanded', entry });
  return true;
}

/**
 * A click on a node's Retry (in the list or the columns) forgets its
 * failure, so it loads again; returns whether the click was on one.
 */
export function retryNodeAt<M>(
  view: { readonly port: TreeViewPort<M>; focusTyping(): void },
  event: Event,
): boolean {
  const button = (event.target as Element).closest(`[data-node] .${listCls.retry}`);
  if (!button) return false;
  const { port } = view;
  const entry = Number(button.closest<HTMLElement>('[data-node]')?.dataset.node ?? -1);
  const value = port.derived.dataset.options[entry]?.value;
  if (value === undefined) return true;
  view.focusTyping();
  port.send({ type: 'nodeLoad', value, phase: 'idle', cause: 'user:expand' });
  return true;
}

/**
 * Escape or Tab on a node's Retry (in the list or the columns) closes the
 * list, Shift+Tab goes back to typing; returns whether the key was one.
 * Bubbling, below the dropdown: the sheet's Tab cycle, capturing, comes first.
 */
export function retryKeyAt<M>(
  view: { readonly port: TreeViewPort<M>; focusTyping(): void },
  event: KeyboardEvent,
): boolean {
  const { key } = event;
  if ((key !== 'Escape' && key !== 'Tab') || !(event.target as Element).matches(`.${listCls.retry}`))
    return false;
  if (key === 'Tab' && (event.altKey || event.ctrlKey || event.metaKey || event.isComposing)) return false;
  if (key === 'Tab' && event.shiftKey) view.focusTyping();
  // Tab: focus is back on the control once closed, and the key moves on from there.
  else view.port.send({ type: 'close', cause: 'user:close' });
  if (key === 'Escape' || event.shiftKey) event.preventDefault();
  return true;
}
