/**
 * The shapes of the optional features. The core reaches each one through the
 * registry (registry.ts) only, so an app that never imports a feature entry
 * never downloads its code. Type-only imports: nothing here is bundled.
 */
import type { Creation, isTagList } from '../core/creation';
import type { Model, RemoteSource } from '../core/model';
import type { validateAjax } from '../core/remote/config';
import type { Store } from '../core/store';
import type { firstMatch, SearchExpansion, treeKey } from '../core/tree';
import type { cascadePick, cascadeRemove, selectAllTree, settleValue } from '../core/tree-cascade';
import type { treeRows } from '../core/tree-rows';
import type { CreateRowView } from '../view/create-row';
import type { renderRemoteMessage } from '../view/remote-rows';
import type { TreeRowView, twistyClick } from '../view/tree-row';
import type { View } from '../view/view';

/** Tree expansion changed during a search; a stand-in answers "nothing" without the tree feature. */
export type SearchExpansionPort = Pick<SearchExpansion, 'forQuery' | 'flip'>;

/** Tag creation as the core calls it; a stand-in offers nothing without the tags feature. */
export type CreationPort = Pick<Creation<unknown>, 'offered' | 'fromQuery' | 'paste' | 'abandon' | 'dispose'>;

/** `widget-select/tree`: options with `children`, cascade selection, tree rows and keys. */
export interface TreeFeature {
  readonly name: 'tree';
  readonly rows: typeof treeRows;
  readonly pick: typeof cascadePick;
  readonly remove: typeof cascadeRemove;
  readonly settle: typeof settleValue;
  readonly selectAll: typeof selectAllTree;
  readonly firstMatch: typeof firstMatch;
  /** The search-time expansion memory, watching the store for query changes. */
  searchExpansion(store: Pick<Store, 'subscribe'>): SearchExpansionPort;
  /** ArrowRight / ArrowLeft on a tree row; false when there is nothing to expand or collapse. */
  readonly key: typeof treeKey;
  rowView<M>(model: Model<M>): TreeRowView<M>;
  readonly twistyClick: typeof twistyClick;
}

/** `widget-select/remote`: the `ajax` option (loader, cache, paging, retry). */
export interface RemoteFeature {
  readonly name: 'remote';
  readonly validateAjax: typeof validateAjax;
  source<M>(model: Model<M>): RemoteSource;
  readonly renderMessage: typeof renderRemoteMessage;
  /** Retry button and paging on scroll. */
  bind<M>(view: View<M>): void;
}

/** `widget-select/tags`: tag creation (`allowCreate`, `createOption`, paste) and `sortable`. */
export interface TagsFeature {
  readonly name: 'tags';
  creation<M>(model: Model<M>): CreationPort;
  createRow<M>(model: Model<M>, id: string): CreateRowView<M>;
  readonly isTagList: typeof isTagList;
  bindSortable<M>(view: View<M>): void;
}

/** One feature object, as exported by its entry and accepted by `SelectWidget.use`. */
export type Feature = TreeFeature | RemoteFeature | TagsFeature;
