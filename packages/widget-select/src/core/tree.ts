/**
 * Tree select without a DOM: subtree ranges, manual vs search-temporary
 * expansion, the APG tree keys (ArrowRight / ArrowLeft) and the
 * indeterminate state of parents. Selection cascades live in
 * `tree-cascade.ts`, visible rows in `tree-rows.ts`.
 */
import type { DataSet } from './dataset';
import type { RowList } from './row-list';
import type { Store } from './store';

/** Entries are depth-first, so a subtree is the range [entry, subtreeEnd). */
export function subtreeEnd<M>(dataset: DataSet<M>, entry: number): number {
  let last = entry;
  for (;;) {
    const children = (dataset.entries[last] as { children: number[] }).children;
    if (children.length === 0) return last + 1;
    last = children[children.length - 1] as number;
  }
}

/** Whether `node` lies strictly inside the subtree of `ancestor`. */
export function isDescendant<M>(dataset: DataSet<M>, ancestor: number, node: number): boolean {
  return node > ancestor && node < subtreeEnd(dataset, ancestor);
}

/** Whether an entry is a tree node with children. */
export function hasChildren<M>(dataset: DataSet<M>, entry: number): boolean {
  return (dataset.entries[entry]?.children.length ?? 0) > 0;
}

/** Sibling position and count per entry, for aria-posinset / aria-setsize. */
export interface Siblings {
  /** 0-based index among siblings. */
  readonly index: Int32Array;
  /** Number of siblings, the entry included. */
  readonly count: Int32Array;
}

const siblingCache = new WeakMap<object, Siblings>();

/** Sibling info of a data set, computed once per data set (no indexOf per row). */
export function siblingsOf<M>(dataset: DataSet<M>): Siblings {
  let info = siblingCache.get(dataset);
  if (info) return info;
  const { entries } = dataset;
  const index = new Int32Array(entries.length);
  const count = new Int32Array(entries.length);
  const roots: number[] = [];
  entries.forEach((entry, i) => {
    if (entry.parent < 0) roots.push(i);
    entry.children.forEach((child, k) => {
      index[child] = k;
      count[child] = entry.children.length;
    });
  });
  // Top-level nodes are siblings within their group (or the ungrouped list).
  const perGroup = new Map<number, number[]>();
  for (const root of roots) {
    const group = (entries[root] as { group: number }).group;
    const list = perGroup.get(group) ?? [];
    list.push(root);
    perGroup.set(group, list);
  }
  for (const list of perGroup.values()) {
    list.forEach((root, k) => {
      index[root] = k;
      count[root] = list.length;
    });
  }
  info = { index, count };
  siblingCache.set(dataset, info);
  return info;
}

/**
 * Expansion changed by the user while a query is active. It is scoped to
 * one query and one data set: a new query starts again from the search
 * defaults, and the manual expansion is never touched by search.
 */
export class SearchExpansion {
  private query = '';
  private dataset: object | null = null;
  private readonly flipped = new Set<number>();

  /** Nodes whose search-default expansion the user flipped for `query`. */
  forQuery(query: string, dataset: object): ReadonlySet<number> {
    if (query !== this.query || dataset !== this.dataset) {
      this.flipped.clear();
      this.query = query;
      this.dataset = dataset;
    }
    return this.flipped;
  }

  /** Forgets the flips whenever the query changes, even to a query seen before. */
  watch(store: Pick<Store, 'subscribe'>): () => void {
    return store.subscribe((next, prev) => {
      if (next.query !== prev.query) this.flipped.clear();
    });
  }

  /** Flips a node for the query last passed to `forQuery`. */
  flip(entry: number): void {
    if (!this.flipped.delete(entry)) this.flipped.add(entry);
  }
}

/** What the expansion and key helpers need of the controller. */
export interface TreeHost<M> {
  readonly dataset: DataSet<M>;
  /** Manually expanded nodes. */
  readonly expanded: Set<number>;
  readonly treeSearch: Pick<SearchExpansion, 'forQuery' | 'flip'>;
  readonly state: { readonly highlighted: number };
  rows(): RowList;
  touchExpansion(): void;
  highlight(entry: number): void;
  isEntrySelectable(entry: number): boolean;
}

/** Whether a node is shown expanded now (search-temporary expansion included). */
export function isExpanded<M>(host: TreeHost<M>, entry: number): boolean {
  if (!hasChildren(host.dataset, entry)) return false;
  const { searchExpanded } = host.rows();
  return searchExpanded ? searchExpanded.has(entry) : host.expanded.has(entry);
}

/**
 * Expands or collapses a node: the manual set without a query, the
 * query-scoped overrides with one. A collapse that hides the highlighted
 * row moves the highlight to the collapsed node (or, when it is disabled,
 * to its nearest ancestor that can take the highlight).
 * @returns whether anything changed
 */
export function setExpanded<M>(host: TreeHost<M>, entry: number, expand: boolean): boolean {
  if (!hasChildren(host.dataset, entry) || isExpanded(host, entry) === expand) return false;
  if (host.rows().searchExpanded) host.treeSearch.flip(entry);
  else if (expand) host.expanded.add(entry);
  else host.expanded.delete(entry);
  host.touchExpansion();
  const { highlighted } = host.state;
  if (!expand && highlighted >= 0 && isDescendant(host.dataset, entry, highlighted)) {
    host.highlight(host.isEntrySelectable(entry) ? entry : highlightableAncestor(host, entry));
  }
  return true;
}

/** Toggles a node (the twisty). */
export function toggleExpanded<M>(host: TreeHost<M>, entry: number): boolean {
  return setExpanded(host, entry, !isExpanded(host, entry));
}

function highlightableAncestor<M>(host: TreeHost<M>, entry: number): number {
  const { entries } = host.dataset;
  for (let a = entries[entry]?.parent ?? -1; a >= 0; a = (entries[a] as { parent: number }).parent) {
    if (host.isEntrySelectable(a)) return a;
  }
  return -1;
}

/** What ArrowRight / ArrowLeft do to the highlighted node. */
export type TreeKeyDecision =
  | { kind: 'expand' | 'collapse'; entry: number }
  | { kind: 'highlight'; entry: number }
  | null;

/**
 * The APG tree pattern: ArrowRight expands a collapsed node or moves to its
 * first child; ArrowLeft collapses an expanded node or moves to its parent.
 * Children and parents that cannot take the highlight (disabled) are
 * passed over, as everywhere else in keyboard navigation.
 */
export function decideTreeKey<M>(host: TreeHost<M>, key: 'expand' | 'collapse'): TreeKeyDecision {
  const entry = host.state.highlighted;
  if (entry < 0 || !host.dataset.entries[entry]) return null;
  const open = isExpanded(host, entry);
  if (key === 'collapse') {
    if (open) return { kind: 'collapse', entry };
    const parent = highlightableAncestor(host, entry);
    return parent >= 0 ? { kind: 'highlight', entry: parent } : null;
  }
  if (!hasChildren(host.dataset, entry)) return null;
  if (!open) return { kind: 'expand', entry };
  const { rows } = host.rows();
  const end = subtreeEnd(host.dataset, entry);
  // Visible descendants directly follow the node's row.
  for (let p = rows.indexOf(entry) + 1; p > 0 && p < rows.length; p++) {
    const row = rows[p] as number;
    if (row <= entry || row >= end) break;
    if (host.isEntrySelectable(row)) return { kind: 'highlight', entry: row };
  }
  return null;
}

/**
 * Performs ArrowRight ('expand') or ArrowLeft ('collapse').
 * @returns whether the key did something (otherwise the caller lets the
 *   key through, e.g. to move the caret in the search input)
 */
export function treeKey<M>(host: TreeHost<M>, key: 'expand' | 'collapse'): boolean {
  const decision = decideTreeKey(host, key);
  if (!decision) return false;
  if (decision.kind === 'highlight') host.highlight(decision.entry);
  else setExpanded(host, decision.entry, decision.kind === 'expand');
  return true;
}

/**
 * The first shown match of a tree search that can take the highlight, or
 * -1: the ancestors shown above a match are context, not the answer.
 */
export function firstMatch(
  rows: Int32Array,
  scores: Float64Array,
  canHighlight: (entry: number) => boolean,
): number {
  for (const row of rows) if (row >= 0 && (scores[row] as number) > 0 && canHighlight(row)) return row;
  return -1;
}

/**
 * Marks every entry with a selected descendant, walking up from each
 * selected value and stopping at marked ancestors: O(entries) at worst.
 */
export function selectedDescendants<M>(dataset: DataSet<M>, value: readonly string[]): Uint8Array {
  const marks = new Uint8Array(dataset.entries.length);
  const { entries, byValue } = dataset;
  for (const v of value) {
    const entry = byValue.get(v);
    if (entry === undefined) continue;
    for (let a = (entries[entry] as { parent: number }).parent; a >= 0 && !marks[a]; ) {
      marks[a] = 1;
      a = (entries[a] as { parent: number }).parent;
    }
  }
  return marks;
}
