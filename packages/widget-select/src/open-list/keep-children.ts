/**
 * Gives an element exactly `wanted` as its children, in that order, without
 * taking out the ones that stay. `replaceChildren` detaches every child
 * before it inserts them again, and a row detached between the pointer's
 * press and its release gets no click in Chromium: a render while a button
 * is held (the list scrolled under the pointer, a row measured) made the
 * press pick nothing.
 */
export function keepChildren(parent: Element, wanted: readonly Node[]): void {
  const keep = new Set(wanted);
  for (let child = parent.firstChild; child; ) {
    const next = child.nextSibling;
    if (!keep.has(child)) child.remove();
    child = next;
  }
  let at = parent.firstChild;
  for (const node of wanted) {
    if (node === at) at = at.nextSibling;
    else parent.insertBefore(node, at);
  }
}
