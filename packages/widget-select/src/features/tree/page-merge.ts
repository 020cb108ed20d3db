/**
 * A later page of a remote tree answer joining the pages before it. Each
 * page holds its matches inside their ancestor chains, so an ancestor the
 * list already has comes again: the children it brings join its own (in
 * page order) instead of making a second row of it. The entries move
 * (children land inside the tree, not at its end), so the expansion, the
 * search-time flips and the highlight follow their nodes by value (the
 * loads of lazy nodes, by value already, go on).
 */
import { buildDataSet, type DataSet } from '../../core/domain/dataset';
import { NO_NODES, optionHighlight, type State } from '../../core/domain/state';
import type { Change } from '../../core/machine/store';
import type { DataItem, Option } from '../../types';

/** The data set with the page merged in, and the state fields that follow their nodes into it. */
export interface AppendedPage<M> {
  readonly dataset: DataSet<M>;
  readonly carried: Change;
}

/**
 * @param before the data set of the pages so far
 * @param page the options of the next page (nested: matches in their ancestor chains)
 * @param state the state, whose entry indices refer to `before`
 */
export function appendTreePage<M>(
  before: DataSet<M>,
  page: readonly Option<M>[],
  state: Pick<State, 'expanded' | 'searchFlipped' | 'highlighted' | 'nodeLoads'>,
): AppendedPage<M> {
  const known = before.byValue;
  const items = merged(before.items, page, (value) => known.has(value));
  // Nodes whose children loadChildren gave stay so: a remote tree search shows them as matches.
  const dataset = buildDataSet<M>(items, 'ajax response', before.loaded);
  const follow = (entry: number) => dataset.indexOf((before.options[entry] as Option<M>).value);
  const followAll = (nodes: ReadonlySet<number>): ReadonlySet<number> => {
    const next = new Set<number>();
    for (const node of nodes) next.add(follow(node));
    next.delete(-1);
    return next.size === 0 ? NO_NODES : next;
  };
  const carried: Change = {
    expanded: followAll(state.expanded),
    searchFlipped: followAll(state.searchFlipped),
    nodeLoads: state.nodeLoads,
  };
  const { highlighted } = state;
  if (highlighted.kind === 'option') carried.highlighted = optionHighlight(follow(highlighted.entry));
  return { dataset, carried };
}

/**
 * `siblings` with the options of `page` merged in: an option already among
 * them merges its children into the one there; a new one is added at the
 * end, without the values the data set has elsewhere (overlapping pages
 * keep the first copy).
 */
function merged<M>(
  siblings: readonly DataItem<M>[],
  page: readonly Option<M>[],
  known: (value: string) => boolean,
): DataItem<M>[] {
  const out = siblings.slice();
  const at = new Map<string, number>();
  out.forEach((item, i) => {
    if ('value' in item) at.set(item.value, i);
  });
  for (const option of page) {
    const i = at.get(option.value);
    if (i !== undefined) {
      const kids = option.children;
      if (!kids || kids.length === 0) continue;
      const mine = out[i] as Option<M>;
      out[i] = { ...mine, children: merged(mine.children ?? [], kids, known) as Option<M>[] };
    } else if (!known(option.value)) {
      at.set(option.value, out.length);
      out.push(withoutKnown(option, known));
    }
  }
  return out;
}

/** A new option with the values the data set already has left out of its subtree. */
function withoutKnown<M>(option: Option<M>, known: (value: string) => boolean): Option<M> {
  const kids = option.children;
  if (!kids || kids.length === 0) return option;
  const children = kids.filter((kid) => !known(kid.value)).map((kid) => withoutKnown(kid, known));
  return { ...option, children };
}
