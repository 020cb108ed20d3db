/**
 * The tree parts of a dropdown row: the twisty, indentation, aria-expanded,
 * sibling-relative aria-setsize / aria-posinset, the indeterminate
 * modifier and, in multiple mode, aria-checked (true / false / mixed). The dropdown calls `create` once per row element and `update`
 * on every refresh; all decisions come from core/tree.ts.
 */
import type { FeatureHost } from '../core/host';
import { hasChildren, isExpanded, selectedDescendants, siblingsOf, toggleExpanded } from '../core/tree';
import { cls } from './classes';
import { attr, el } from './dom';

/** Collapsed / expanded glyphs of the twisty. */
export const TWISTY_COLLAPSED = '▶';
export const TWISTY_EXPANDED = '▼';

export class TreeRowView<M> {
  /** Entries with a selected descendant, for the value and data set they were computed from. */
  private marks: { value: readonly string[]; dataset: object; marks: Uint8Array } | null = null;

  constructor(private readonly model: FeatureHost<M>) {}

  /** Adds the tree-only parts to a freshly created row. */
  create(node: HTMLElement, entry: number): void {
    const depth = this.model.dataset.entries[entry]?.depth ?? 0;
    node.style.setProperty('--widget-select-depth', String(depth));
    if (hasChildren(this.model.dataset, entry)) {
      node.prepend(el('span', cls.twisty, { 'aria-hidden': 'true' }));
    }
  }

  /** Syncs expansion, position among siblings and the indeterminate state. */
  update(node: HTMLElement, entry: number, selected: boolean): void {
    const { model } = this;
    const { dataset } = model;
    const siblings = siblingsOf(dataset);
    attr(node, 'aria-setsize', String(siblings.count[entry] ?? 1));
    attr(node, 'aria-posinset', String((siblings.index[entry] ?? 0) + 1));
    let indeterminate = false;
    if (hasChildren(dataset, entry)) {
      const open = isExpanded(model, entry);
      attr(node, 'aria-expanded', String(open));
      const twisty = node.querySelector(`:scope > .${cls.twisty}`);
      if (twisty) twisty.textContent = open ? TWISTY_EXPANDED : TWISTY_COLLAPSED;
      // Partial selection only exists where selection cascades: multiple mode.
      indeterminate = model.options.multiple && !selected && this.hasSelectedDescendant(entry);
    }
    node.classList.toggle(cls.optionIndeterminate, indeterminate);
    // A tree with checkboxes: checked agrees with aria-selected, and a
    // partially selected parent is "mixed" (single mode has no partial state).
    const checked = indeterminate ? 'mixed' : String(selected);
    attr(node, 'aria-checked', model.options.multiple ? checked : null);
  }

  private hasSelectedDescendant(entry: number): boolean {
    const { value } = this.model.state;
    const { dataset } = this.model;
    if (!this.marks || this.marks.value !== value || this.marks.dataset !== dataset) {
      this.marks = { value, dataset, marks: selectedDescendants(dataset, value) };
    }
    return this.marks.marks[entry] === 1;
  }
}

/**
 * A click on a twisty toggles its node instead of picking the row.
 * @returns whether the click was a twisty click (handled)
 */
export function twistyClick<M>(model: FeatureHost<M>, target: EventTarget | null, entry: number): boolean {
  if (!(target instanceof Element) || !target.closest(`.${cls.twisty}`)) return false;
  if (!model.dataset.isTree || model.state.disabled) return true;
  model.treeAction(() => toggleExpanded(model, entry));
  return true;
}
