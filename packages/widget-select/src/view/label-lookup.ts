/**
 * Finding the `<label>`s of a mount at a cost that is the widget's, not the
 * page's: `select.labels` and a query of every `label[for]` each walk the
 * whole document (837 ms for `labels` alone on a page mounting 1,000 widgets).
 * A wrapping label is found by walking up from the mount, and labels pointing
 * at its id from one map of the root's `label[for]`, built once for all the
 * mounts of one task. What may be a `<form>` is read through the prototypes:
 * a form's field named `parentElement` would loop a walk up forever.
 */

/**
 * A cache: per root, the index of its `label[for]` while the current task
 * mounts, with a watcher of the changes that could make it stale; dropped at
 * the next microtask, or as soon as its watcher saw a label added.
 */
const indexes = new Map<Node, { byId: Map<string, HTMLLabelElement[]>; watcher: MutationObserver }>();

function forIndex(root: Document | ShadowRoot): Map<string, HTMLLabelElement[]> {
  const cached = indexes.get(root);
  if (cached && !cached.watcher.takeRecords().some(addsLabels)) return cached.byId;
  cached?.watcher.disconnect();
  const byId = new Map<string, HTMLLabelElement[]>();
  for (const label of root.querySelectorAll<HTMLLabelElement>('label[for]'))
    if (!byId.get(label.htmlFor)?.push(label)) byId.set(label.htmlFor, [label]);
  const watcher = new MutationObserver(() => {});
  watcher.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['for'] });
  if (indexes.size === 0) queueMicrotask(dropIndexes);
  indexes.set(root, { byId, watcher });
  return byId;
}

/** Whether a change may have added a `label[for]` (a removed label is left out at lookup). */
function addsLabels(record: MutationRecord): boolean {
  if (record.type === 'attributes') return true;
  return Array.from(record.addedNodes).some(
    (node) =>
      node instanceof HTMLLabelElement ||
      (node instanceof Element && Element.prototype.querySelector.call(node, 'label') !== null),
  );
}

function dropIndexes(): void {
  for (const index of indexes.values()) index.watcher.disconnect();
  indexes.clear();
}

/** The `<label for>` elements whose `for` is `element`'s id, in tree order. */
export function labelsPointingAt(element: HTMLElement): HTMLLabelElement[] {
  const { id } = element;
  const root = element.getRootNode();
  if (!id || !(root instanceof Document || root instanceof ShadowRoot)) return [];
  return (forIndex(root).get(id) ?? []).filter(
    (label) => label.htmlFor === id && label.getRootNode() === root,
  );
}

/**
 * The labels of a labelable element (a `<select>`, a form-associated
 * custom element), as its `labels` lists them: those pointing at its id and
 * a `<label>` around it without a `for`, in tree order.
 */
export function labelsOf(element: HTMLElement): HTMLLabelElement[] {
  const labels = labelsPointingAt(element).filter((label) => label.control === element);
  for (let label = wrapping(element); label; label = wrapping(label.parentElement))
    if (label.control === element) labels.push(label);
  return labels.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** The nearest `<label>` without a `for` at or around `node`. */
const wrapping = (node: Element | null): HTMLLabelElement | null =>
  node && (Element.prototype.closest.call(node, 'label:not([for])') as HTMLLabelElement | null);

/** The text of the elements an `aria-labelledby` list of ids names, in the root `node` lives in. */
export function labelledByText(node: Node, ids: string): string {
  const root = node.getRootNode() as Document | ShadowRoot;
  return ids
    .split(/\s+/)
    .map((id) => root.getElementById(id)?.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
