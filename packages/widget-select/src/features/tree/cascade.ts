/**
 * Selection cascade of a multiple tree select, as pure functions over value
 * arrays. The invariant they keep: a parent with at least one selectable
 * descendant is selected exactly when all its selectable descendants are.
 * "Selectable" is decided by the caller (static `disabled` and
 * `isOptionDisabled`, evaluated at the moment of the change); a cascade
 * never adds or removes a disabled node other than the one acted on.
 */
import type { DataSet } from '../../core/domain/dataset';
import type { PickResult } from '../../core/domain/selection';
import { isDescendant, subtreeEnd, valueAt } from './structure';

/** Whether an entry can be changed by a cascade. */
export type Selectable = (entry: number) => boolean;

/** Collects additions (in order) and removals against the current value. */
class ValueDraft {
  readonly selected: Set<string>;
  private readonly added: string[] = [];

  constructor(private readonly current: readonly string[]) {
    this.selected = new Set(current);
  }

  add(value: string): void {
    if (this.selected.has(value)) return;
    this.selected.add(value);
    this.added.push(value);
  }

  remove(value: string): void {
    this.selected.delete(value);
  }

  /** Current order minus removals, then additions in the order they were made. */
  result(): string[] {
    const kept = this.current.filter((v) => this.selected.has(v));
    const before = new Set(this.current);
    for (const v of this.added) if (this.selected.has(v) && !before.has(v)) kept.push(v);
    return kept;
  }
}

/**
 * Sets each of `nodes` (in data order) and its selectable descendants to
 * `on`; a node inside a subtree already set adds nothing new.
 */
function cascadeDown<M>(
  dataset: DataSet<M>,
  draft: ValueDraft,
  nodes: readonly number[],
  on: boolean,
  selectable: Selectable,
) {
  let covered = -1;
  for (const node of nodes) {
    if (node < covered) continue;
    covered = subtreeEnd(dataset, node);
    for (let i = node; i < covered; i++) {
      if (i !== node && !selectable(i)) continue;
      if (on) draft.add(valueAt(dataset, i));
      else draft.remove(valueAt(dataset, i));
    }
  }
}

/**
 * Re-applies the invariant to the ancestors of `nodes`, nearest first. One
 * reverse pass over each top ancestor's subtree computes, bottom-up,
 * whether each node's subtree is fully selected: O(subtree), not
 * O(subtree × depth), and once per top ancestor however many nodes share it.
 */
function settleAncestors<M>(
  dataset: DataSet<M>,
  draft: ValueDraft,
  nodes: readonly number[],
  selectable: Selectable,
  partial = false,
) {
  const { entries } = dataset;
  const path = new Set<number>();
  const tops = new Set<number>();
  for (const node of nodes) {
    let top = -1;
    for (
      let a = (entries[node] as { parent: number }).parent;
      a >= 0;
      a = (entries[a] as { parent: number }).parent
    ) {
      // An ancestor met before leads to a top already known.
      if (path.has(a)) break;
      path.add(a);
      top = a;
    }
    if (top >= 0 && (entries[top] as { parent: number }).parent < 0) tops.add(top);
  }
  for (const top of tops) {
    bottomUp(dataset, top, subtreeEnd(dataset, top), selectable, (i, own, anySelectable, descendantsFull) => {
      const value = valueAt(dataset, i);
      if (own && anySelectable && path.has(i)) {
        // A partial data set (a remote search answer) may hold only some of a node's children.
        if (descendantsFull && !partial) draft.add(value);
        else if (!descendantsFull) draft.remove(value);
      }
      return draft.selected.has(value);
    });
  }
}

/**
 * One pass over the entries `[top, end)` from the last, so children come
 * before their parent: `settle` decides entry i from whether it is
 * selectable itself, whether any node of its subtree below it is, and
 * whether all those are selected, and returns whether i is selected.
 */
function bottomUp<M>(
  dataset: DataSet<M>,
  top: number,
  end: number,
  selectable: Selectable,
  settle: (i: number, own: boolean, anySelectable: boolean, descendantsFull: boolean) => boolean,
): void {
  const { entries } = dataset;
  const full = new Uint8Array(end - top);
  const reachable = new Uint8Array(end - top);
  for (let i = end - 1; i >= top; i--) {
    let descendantsFull = 1;
    let anySelectable = 0;
    for (const child of (entries[i] as { children: number[] }).children) {
      descendantsFull &= full[child - top] as number;
      anySelectable |= reachable[child - top] as number;
    }
    const own = selectable(i);
    const selected = settle(i, own, anySelectable === 1, descendantsFull === 1);
    full[i - top] = descendantsFull && (!own || selected) ? 1 : 0;
    reachable[i - top] = own || anySelectable ? 1 : 0;
  }
}

/**
 * A user picked a node in a multiple tree select: toggles it with its
 * selectable descendants, then settles its ancestors. A result longer than
 * `maxSelections` selects nothing (`maximum`); `count` says how long a
 * value is (in the shape of `treeValue`). In a `partial` data set (a remote
 * search answer: ancestors with only their matching children) a pick
 * never completes an ancestor, it only unchecks the ones it breaks.
 */
export function cascadePick<M>(
  dataset: DataSet<M>,
  current: readonly string[],
  entry: number,
  selectable: Selectable,
  maxSelections: number | undefined,
  count: (value: readonly string[]) => number = (value) => value.length,
  partial = false,
): PickResult {
  if (!dataset.entries[entry]) return { kind: 'unchanged' };
  const draft = new ValueDraft(current);
  const on = !draft.selected.has(valueAt(dataset, entry));
  cascadeDown(dataset, draft, [entry], on, selectable);
  settleAncestors(dataset, draft, [entry], selectable, partial);
  const value = draft.result();
  const size = on && maxSelections !== undefined ? count(value) : 0;
  if (on && maxSelections !== undefined && size > maxSelections && size > count(current))
    return { kind: 'maximum', limit: maxSelections };
  return { kind: on ? 'select' : 'unselect', value };
}

/**
 * A user removed values (a tag's remove button, Backspace, a clear of the
 * options matching a query): each node goes with its selectable
 * descendants, and ancestors that are no longer complete go too.
 */
export function cascadeRemove<M>(
  dataset: DataSet<M>,
  current: readonly string[],
  values: readonly string[],
  selectable: Selectable,
): string[] {
  const draft = new ValueDraft(current);
  const nodes: number[] = [];
  for (const value of values) {
    draft.remove(value);
    const entry = dataset.byValue.get(value);
    if (entry !== undefined) nodes.push(entry);
  }
  nodes.sort((a, b) => a - b);
  cascadeDown(dataset, draft, nodes, false, selectable);
  settleAncestors(dataset, draft, nodes, selectable);
  return draft.result();
}

/**
 * `setValue` in a multiple tree select: every parent given brings its
 * selectable descendants, and every selectable parent whose selectable
 * descendants all end up selected is added (none in a `partial` data set).
 * Only adds; order: the given values, then descendants, then completed
 * parents, each in data order.
 */
export function settleValue<M>(
  dataset: DataSet<M>,
  value: readonly string[],
  selectable: Selectable,
  partial = false,
): string[] {
  const draft = new ValueDraft(value);
  const parents = value
    .map((v) => dataset.byValue.get(v))
    .filter((i): i is number => i !== undefined && (dataset.entries[i]?.children.length ?? 0) > 0)
    .sort((a, b) => a - b);
  cascadeDown(dataset, draft, parents, true, selectable);
  if (!partial) completeParents(dataset, draft, selectable);
  return draft.result();
}

/** Adds every selectable parent whose selectable descendants are all selected. */
function completeParents<M>(dataset: DataSet<M>, draft: ValueDraft, selectable: Selectable): void {
  const completed: number[] = [];
  bottomUp(dataset, 0, dataset.entries.length, selectable, (i, own, anySelectable, descendantsFull) => {
    const selected = draft.selected.has(valueAt(dataset, i));
    if (!own || !anySelectable || !descendantsFull || selected) return selected;
    completed.push(i);
    return true;
  });
  // Found bottom-up; appended in data order so the tags read like the list.
  for (let k = completed.length - 1; k >= 0; k--) draft.add(valueAt(dataset, completed[k] as number));
}

/**
 * `selectAll` in a tree: every selectable node, capped by `maxSelections`.
 * Candidates are taken in post-order (children before their parent), so a
 * parent only comes in once its subtree is complete; a node whose branch it
 * would complete without room for the parent is left out, and so is that parent.
 * The additions are appended in data order.
 */
export function selectAllTree<M>(
  dataset: DataSet<M>,
  current: readonly string[],
  selectable: Selectable,
  maxSelections: number | undefined,
): string[] {
  const present = new Set(current);
  const candidates: number[] = [];
  for (const entry of postOrder(dataset)) {
    if (present.has(valueAt(dataset, entry)) || !selectable(entry)) continue;
    present.add(valueAt(dataset, entry));
    candidates.push(entry);
  }
  const added: number[] = [];
  const room = (maxSelections ?? Infinity) - current.length;
  let left = -1; // the last node left out: in post-order, inside the subtree of every ancestor it keeps out
  const keptOut = (entry?: number) => isDescendant(dataset, entry as number, left);
  candidates.forEach((node, k) => {
    let end = k + 1; // the node and the ancestors it completes (they follow it) come in together, or none
    while (isDescendant(dataset, candidates[end] as number, node) && !keptOut(candidates[end])) end++;
    if (!keptOut(node) && added.length + end - k <= room) added.push(node);
    else left = node;
  });
  return [...current, ...added.sort((a, b) => a - b).map((entry) => valueAt(dataset, entry))];
}

/** Entry indices in post-order, from the depth-first order with a stack. */
function postOrder<M>(dataset: DataSet<M>): number[] {
  const out: number[] = [];
  const open: number[] = [];
  const { entries } = dataset;
  entries.forEach((entry, i) => {
    while (
      open.length > 0 &&
      (entries[open[open.length - 1] as number] as { depth: number }).depth >= entry.depth
    ) {
      out.push(open.pop() as number);
    }
    open.push(i);
  });
  while (open.length > 0) out.push(open.pop() as number);
  return out;
}
