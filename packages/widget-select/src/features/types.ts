/**
 * The shapes of the optional features. The core reaches each one through the
 * registry (registry.ts) only, so an app that never imports a feature entry
 * never downloads its code. Type-only imports: nothing here is bundled.
 * Features receive the controller as a `FeatureHost` (core/host.ts), an
 * interface, so these types never lead back to the controller class.
 * The view-facing members are described by the parts the view uses, not by
 * importing view modules: the core imports the registry, so a view import
 * here would make every view module part of a type cycle with the core.
 */

import type {
  CreateRowPort,
  CreationPort,
  FeatureHost,
  ResolverPort,
  TreeViewPort,
} from '../core/machine/host';
import type { PluginController, PluginHost, PluginSeams } from '../core/machine/plugins';
import type { validateAjax } from './remote/config';
import type { reduceRemote } from './remote/transitions';
import type { State } from '../core/domain/state';
import type { MessageKind, RemoteSource } from '../core/machine/remote-port';
import type { Structures } from '../core/domain/structures';
import type { ScrollMapping } from '../core/domain/virtual/scroll-mapping';
import type { readNative } from '../native/read';
import type { nativePicked } from '../native/transitions';
import type { reduceResolved } from './resolve/transitions';
import type { Messages, SelectOptions, SelectWidgetApi } from '../types';
import type { RangeContext } from './tags/ranges';
import type { Transition } from '../core/machine/store';
import type { RangeGesture } from '../core/machine/vocabulary';
import type { reduceTags } from './tags/transitions';
import type { cascadePick, cascadeRemove, selectAllTree, settleValue } from './tree/cascade';
import type { reduceTree } from './tree/expansion';
import type { reduceColumns } from './columns/transitions';
import type { forgetSearchFlips } from './tree/search-flips';
import type { LazyChildrenPort, LazyHost } from './tree/lazy-loader';
import type { reduceLoad } from './tree/lazy-state';
import type { answerHits } from './tree/answer';
import type { treeRows } from './tree/rows';
import type { firstMatch, hasChildren, isLazy } from './tree/structure';
import type { isExpanded } from './tree/expansion';
import type { projectValue, rememberParents } from './tree/value-strategy';

/** The tree's part of a dropdown row: the twisty, indentation and tree ARIA. */
export interface TreeRowPart {
  create(node: HTMLElement, entry: number): void;
  update(node: HTMLElement, entry: number, selected: boolean): void;
  /** The loading / error row under a lazy node. */
  status(entry: number, id: string): HTMLElement;
  updateStatus(row: HTMLElement, entry: number): void;
  hasSelectedDescendant(entry: number): boolean;
  retryAt<M>(view: { readonly port: TreeViewPort<M>; focusTyping(): void }, event: Event): boolean;
  /** Escape or Tab on a Retry button closes the list, Shift+Tab goes back to typing; returns whether the key was one. */
  retryKey<M>(view: { readonly port: TreeViewPort<M>; focusTyping(): void }, event: KeyboardEvent): boolean;
}

/**
 * The dropdown's list as the create row uses it (the view's virtual list):
 * the rows placed before the option rows, and the row kept rendered.
 */
export interface LeadingRows {
  leading: HTMLElement[];
  pinned: number;
  render(): void;
}

/** The "create «text»" row above the options. */
export interface CreateRowPart {
  /** Renders for the current state, placed before the option rows of `rows` while shown. */
  place(rows: LeadingRows): void;
  /**
   * The row's id while it is shown and highlighted, null otherwise; the
   * list, `element`, is scrolled to its top when the highlight `moved` there.
   */
  reveal(rows: LeadingRows, element: HTMLElement, moved: boolean): string | null;
}

/**
 * The widget's view, as a feature's binding receives it. Structural on
 * purpose (see above); the bindings are typed against the view's hooks,
 * `FeatureView` (view/feature-view.ts), which extends this.
 */
export interface FeatureViewHost {
  readonly root: HTMLElement;
}

/** The tree's structure as its list part (a lazy chunk) reads it: handed to that part as it arrives. */
export interface TreeStructure {
  /** Whether a node has children, or children still to load. */
  readonly hasChildren: typeof hasChildren;
  /** Whether a node's children are still to load (`loadChildren`). */
  readonly isLazy: typeof isLazy;
  /** Whether a node is shown expanded. */
  readonly isExpanded: typeof isExpanded;
}

/** `widget-select/tree`: options with `children`, cascade selection, tree rows and keys. */
export interface TreeFeature {
  readonly name: 'tree';
  readonly structure: TreeStructure;
  readonly rows: typeof treeRows;
  readonly pick: typeof cascadePick;
  readonly remove: typeof cascadeRemove;
  readonly settle: typeof settleValue;
  readonly selectAll: typeof selectAllTree;
  readonly firstMatch: typeof firstMatch;
  /** A remote tree search's answer as search hits (its nodes sent without children). */
  readonly answerHits: typeof answerHits;
  /** Decides the reducer's tree actions: expand, collapse, the twisty's toggle, ArrowRight / ArrowLeft. */
  readonly reduce: typeof reduceTree;
  /** A transition with a new query: the search-time flips emptied in its change. */
  readonly forgetSearchFlips: typeof forgetSearchFlips;
  /** The value in the shape of `treeValue` (the state holds every checked node). */
  readonly project: typeof projectValue;
  /** Before a data set is replaced: where its selected values sat, for `project`. */
  readonly rememberParents: typeof rememberParents;
  /** Decides the lazy-node actions: a node's load phase, its children joining the data set. */
  readonly reduceLoad: typeof reduceLoad;
  /** Loads the children of lazy nodes shown expanded (`loadChildren`). */
  lazy<M>(host: LazyHost<M>): LazyChildrenPort;
  /** The rows' tree parts; undefined until the tree's list part is there (no list is built before). */
  rowView<M>(port: TreeViewPort<M>): TreeRowPart | undefined;
  /** The Retry buttons of lazy nodes' error rows, and the tree's announcements. */
  bind(view: FeatureViewHost): void;
  /** A click on a twisty toggles its node; returns whether the click was on a twisty. */
  twistyClick<M>(port: TreeViewPort<M>, target: EventTarget | null, entry: number): boolean;
}

/** `widget-select/remote`: the `ajax` option (loader, cache, paging, retry). */
export interface RemoteFeature {
  readonly name: 'remote';
  readonly validateAjax: typeof validateAjax;
  source<M>(host: FeatureHost<M>): RemoteSource;
  /** Decides the remote source's phases: a load's phase, a reload while the list is closed. */
  readonly reduce: typeof reduceRemote;
  /** Fills the loading / error row's text (the open list sets the row's class for its kind). */
  renderMessage(row: HTMLElement, kind: MessageKind, messages: Messages): void;
  /** Retry button and paging on scroll. */
  bind(view: FeatureViewHost): void;
}

/** `widget-select/tags`: tag creation (`allowCreate`, `createOption`, paste) and `sortable`. */
export interface TagsFeature {
  readonly name: 'tags';
  creation<M>(host: FeatureHost<M>): CreationPort;
  /** The create row of a list (undefined until the tags' list part is there; no list is built before). */
  createRow<M>(port: CreateRowPort<M>, id: string): CreateRowPart | undefined;
  /** Decides the tags' actions: a created or pasted tag picked, the tags reordered. */
  readonly reduce: typeof reduceTags;
  /** Decides a range (Shift+click, Shift+arrows, Ctrl+Shift+Home / End) in a multiple list. */
  range<M>(
    state: State,
    gesture: RangeGesture,
    context: RangeContext<M>,
    /** What select-all makes of `state`'s value (a range over every row it can pick makes the same). */
    selectAll: () => readonly string[],
  ): Transition | null;
  /** Makes a "+N more" chip name the values it hides (`.widget-select__more-list`, tags/more-list.ts). */
  describeMore(chip: HTMLElement, hidden: readonly string[], port: MoreLabels, root: HTMLElement): void;
  /** Sortable tags (drag, the moves announced), the "+N more" chip, and as the list is built its ranges' keys and Shift+click and its search field's paste of a tag list. */
  bind(view: FeatureViewHost): void;
}

/** Where the "+N more" chip's labels come from. */
export interface MoreLabels {
  readonly state: { readonly messages: { readonly moreLabels?: string } };
  readonly derived: { optionOf(value: string): { readonly label: string } | undefined };
}

/** The tags of a large selection added in chunks, a frame at a time, after the first ones. */
export interface TagChunksPart {
  /** Starts adding the tags of `value[from]` to `value[end - 1]` (`more`: the chip they go before). */
  start(value: readonly string[], from: number, end: number, more: Element | null): void;
  /** Cancels pending chunks (a new render, destroy). */
  stop(): void;
  /** Adds the next chunk now; false when none is left. */
  addNow(): boolean;
}

/**
 * `widget-select/large`: the structures for a million options. Without it the
 * core keeps one search key string per option and a Map of values, builds
 * every tag in the render and makes the list element as tall as its rows;
 * with it, keys in chunked columns, the values in a typed-array hash table,
 * tags added in chunks and a scaled scroll space.
 */
export interface LargeFeature extends Structures {
  readonly name: 'large';
  /** The scaled scroll space of a virtual list taller than any engine allows. */
  readonly scroll: ScrollMapping;
  /** Adds the tags after the first ones in chunks (`tag` builds one). */
  tagChunks(values: HTMLElement, tag: (value: string, index: number) => HTMLElement): TagChunksPart;
}

/**
 * A mounted `<select>`'s bridge as the features see it; the view holds it
 * typed as the real bridge (native/bridge.ts).
 */
export interface NativeBridgePart {
  readonly select: HTMLSelectElement;
}

/** `widget-select/native`: mounting on a native `<select>` (reading it, the bridge that writes and follows it). */
export interface NativeFeature {
  readonly name: 'native';
  readonly read: typeof readNative;
  /** Decides the value a pick on the select by outside code asks for (`nativePicked`). */
  readonly picked: typeof nativePicked;
  bridge(select: HTMLSelectElement): NativeBridgePart;
}

/** `widget-select/resolve`: the `resolveOptions` option (options of selected values the data lacks). */
export interface ResolveFeature {
  readonly name: 'resolve';
  resolver<M>(host: FeatureHost<M>): ResolverPort;
  /** Decides the resolver's answer (`valuesResolved`): the labels show, values it lacked may leave. */
  readonly reduce: typeof reduceResolved;
}

/** The open list as a bottom sheet, while `active`; the view opens it where it would attach the dropdown. */
export interface SheetPart {
  readonly active: boolean;
  /** Whether the list opens as a sheet for this `presentation`. */
  wanted(presentation: SelectOptions['presentation']): boolean;
  /**
   * While the sheet this `presentation` wants is a chunk on its way (the
   * default entry's stand-in), the promise of its arrival or of a short
   * wait's end: an opening waits for it, closed (view/opening.ts); after a
   * wait in vain the openings are the dropdown until it comes.
   */
  arriving?(presentation: SelectOptions['presentation']): Promise<void> | null;
  /** The least row height in the sheet, CSS px (touch targets). */
  readonly minRowHeight: number;
  /** Shows the sheet, named by `labelledBy` (ids) or else `label`. */
  open(labelledBy: string | null, label: string | null): void;
  /** Renders what follows the state while open (the selected count). */
  update(): void;
  close(): void;
}

/**
 * What the sheet reads and sends of the view's port, named here so the
 * feature types never import the port (which leads back to the controller).
 */
export interface SheetPort {
  readonly state: Pick<State, 'value' | 'pending' | 'messages'>;
  readonly derived: { readonly options: { readonly multiple: boolean } };
  send(action: { readonly type: 'close'; readonly cause: 'user:close' }): unknown;
}

/** `widget-select/sheet`: the phone presentation (`presentation: 'sheet'`, or `'auto'` on a phone). */
export interface SheetFeature {
  readonly name: 'sheet';
  /** `done` is what the Done button does: the open list's Apply, which then closes. */
  create(
    port: SheetPort,
    dropdown: HTMLElement,
    control: HTMLElement,
    root: HTMLElement,
    done: () => void,
  ): SheetPart;
}

/** `widget-select/plugins`: the `plugins` option (the host that runs each plugin's setup and teardown). */
export interface PluginsFeature {
  readonly name: 'plugins';
  host<M>(widget: SelectWidgetApi<M>, controller: PluginController<M>, seams: PluginSeams<M>): PluginHost<M>;
}

/** `widget-select/columns`: `treeLayout: 'columns'`, tree data as a cascader (builds on the tree feature). */
export interface ColumnsFeature {
  readonly name: 'columns';
  /** Decides the tree actions as a cascader: the expansion is the open path. */
  readonly reduce: typeof reduceColumns;
  /** The columns in the open list, the keys and pointer on them, the value shown as a path. */
  bind(view: FeatureViewHost): void;
}

/** One feature object, as exported by its entry and accepted by `SelectWidget.use`. */
export type Feature =
  | TreeFeature
  | RemoteFeature
  | TagsFeature
  | LargeFeature
  | NativeFeature
  | ResolveFeature
  | PluginsFeature
  | SheetFeature
  | ColumnsFeature;
