/**
 * Putting nodes in a given relative order with as few moves as possible:
 * the longest run already in order stays, and only the others move, each
 * next to a neighbour in the wanted order. Moving an `<option>` costs
 * Firefox milliseconds on a large select (select-all after two picks moved
 * all 12,000 options into tag order and back on destroy: half a minute);
 * here it moves the two.
 */

/**
 * Moves the nodes of `wanted` so they appear in that order; `positionOf`
 * gives each node's current place (document order). Nodes not in `wanted`
 * stay where they are. A moved node takes its neighbour's parent.
 */
export function putInOrder(wanted: readonly ChildNode[], positionOf: (node: ChildNode) => number): void {
  const stay = longestRunInOrder(wanted.map(positionOf));
  const last = stay.lastIndexOf(true);
  // After the last node that stays, each follows the one before it; before it, each precedes the one after.
  for (let i = last + 1; i < wanted.length; i++) (wanted[i - 1] as ChildNode).after(wanted[i] as ChildNode);
  for (let i = last - 1; i >= 0; i--)
    if (!stay[i]) (wanted[i + 1] as ChildNode).before(wanted[i] as ChildNode);
}

/** Which entries of `positions` form a longest increasing subsequence (O(n log n)). */
function longestRunInOrder(positions: readonly number[]): boolean[] {
  // tails[k]: index of the smallest last position of an increasing run of length k + 1.
  const tails: number[] = [];
  const previous = new Array<number>(positions.length).fill(-1);
  positions.forEach((position, i) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((positions[tails[mid] as number] as number) < position) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[i] = tails[low - 1] as number;
    tails[low] = i;
  });
  const stay = new Array<boolean>(positions.length).fill(false);
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i] as number) stay[i] = true;
  return stay;
}
