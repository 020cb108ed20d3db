/**
 * Whether two row elements show the same: the same attributes (classes in
 * any order) and the same content. A new row list keeps the element already
 * in the page when it does, because a press held on a row whose element
 * leaves the page before the release ends in no click.
 */
export function readsTheSame(kept: HTMLElement, fresh: HTMLElement): boolean {
  if (kept.attributes.length !== fresh.attributes.length || kept.innerHTML !== fresh.innerHTML) return false;
  for (const { name, value } of fresh.attributes) {
    const before = kept.getAttribute(name);
    if (name === 'class' ? !sameClasses(kept.classList, fresh.classList) : before !== value) return false;
  }
  return true;
}

function sameClasses(a: DOMTokenList, b: DOMTokenList): boolean {
  if (a.length !== b.length) return false;
  for (const token of b) if (!a.contains(token)) return false;
  return true;
}

/**
 * Whether a row's node closes: it gets a new element. Orca loses a focused
 * tree item when rows beside it leave and reads no "collapsed"; a new
 * element under the active descendant is read afresh, "collapsed" with it.
 */
export function collapses(before: HTMLElement, fresh: HTMLElement): boolean {
  return before.getAttribute('aria-expanded') === 'true' && fresh.getAttribute('aria-expanded') === 'false';
}

/**
 * A previous row list's elements by row, not place: a row that stays keeps
 * its element when rows come or go above or below it (a node expanded or
 * collapsed). Orca takes a tree item removed beside the focused one for the
 * focus itself and stops reading the focused node's expansion.
 */
export function elementsByRow(elements: Iterable<HTMLElement>): Map<string | undefined, HTMLElement> {
  const byRow = new Map<string | undefined, HTMLElement>();
  for (const element of elements) byRow.set(element.dataset.row, element);
  return byRow;
}
