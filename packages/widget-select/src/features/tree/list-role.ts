/**
 * The list's role follows its data: rows with children turn a listbox into
 * a tree (a remote tree's first answer with children, tree data given by
 * `setData`), and flat data turns it back. Only tree data, which needs
 * this feature, makes the role stale, so the tree feature watches for it.
 */
import type { Listener } from '../../core/machine/store';
import type { DropdownView } from '../../open-list/dropdown';
import type { AccessibleName } from '../../view/mount';

/** The parts of the view the list's role needs. */
interface ListRoleHost {
  readonly port: { readonly derived: { readonly dataset: { readonly isTree: boolean } } };
  readonly name: AccessibleName;
  onCommit(listener: Listener): () => void;
}

export function bindListRole<M>(view: ListRoleHost, dropdownView: DropdownView<M>): void {
  const { port, name } = view;
  view.onCommit((next, prev) => {
    if (next.dataVersion === prev.dataVersion) return;
    const tree = dropdownView.list.getAttribute('role') === 'tree';
    if (tree !== port.derived.dataset.isTree) dropdownView.configure(name.labelledBy, name.label);
  });
}
