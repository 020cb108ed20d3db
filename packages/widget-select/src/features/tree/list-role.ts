/**
 * The list's role follows its data: rows with children turn a listbox into
 * a tree (a remote tree's first answer with children, tree data given by
 * `setData`), and flat data turns it back. Only tree data, which needs
 * this feature, makes the role stale, so the tree feature watches for it.
 */
import type { DropdownView } from '../../open-list/dropdown';
import type { FeatureView } from '../../view/feature-view';

export function bindListRole<M>(view: FeatureView<M>, dropdownView: DropdownView<M>): void {
  const { port, name } = view;
  view.onCommit((next, prev) => {
    if (next.dataVersion === prev.dataVersion) return;
    const tree = dropdownView.list.getAttribute('role') === 'tree';
    if (tree !== port.derived.dataset.isTree) dropdownView.configure(name.labelledBy, name.label);
  });
}
