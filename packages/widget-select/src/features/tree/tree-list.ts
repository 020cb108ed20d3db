/**
 * The tree's part of the open list, a chunk imported with the open list's
 * (view/open-list-slot.ts): what runs only once a list exists. The rows'
 * twisty, indentation and checkbox state (row-view.ts), the tree's keys and
 * twisty on the rows (the feature decides them, expansion.ts), the loader of lazy
 * nodes' children (a node loads once expanded) and their Retry buttons, the list's role following the data, and the live region's words
 * on node loads and partly checked parents. The closed control's tree parts
 * (structure, cascade, the value's shape) stay in features/tree.ts.
 */
import type { DropdownView } from '../../open-list/dropdown';
import type { FeatureView } from '../../view/feature-view';
import type { TreeStructure } from '../types';
import { bindTreeAnnouncements } from './announce';
import { LazyChildren, type LazyHost } from './lazy-loader';
import { bindListRole } from './list-role';
import { TreeRowView, twistyClick } from './row-view';
import { bindNodeRetry } from './status-retry';

/** The part, handed the tree's structure as it arrives. */
export const treeList = (structure: TreeStructure) => ({
  lazy: <M>(host: LazyHost<M>) => new LazyChildren(host, structure.isLazy),
  rowView: <M>(port: ConstructorParameters<typeof TreeRowView<M>>[0]) => new TreeRowView(port, structure),
  twistyClick,
  /** Binds the list's tree parts to a widget's list, as it is built. */
  bind<M>(view: FeatureView<M>, dropdownView: DropdownView<M>): void {
    bindTreeAnnouncements(view);
    bindNodeRetry(view, dropdownView);
    bindListRole(view, dropdownView);
  },
});
