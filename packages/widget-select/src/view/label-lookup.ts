/**
 * Finding the `<label>`s of a mount at a cost that is the widget's, not the
 * page's: `select.labels` and a query of every `label[for]` each walk the
 * whole document, and a page mounting 1,000 widgets walked it 1,000 times
 * (837 ms for `labels` alone). Here a wrapping label is found by walking up
 * from the mount, and labels pointing at its id from one map of the root's
 * `label[for]`, built once for all the mounts of one task.
 */

interface ForIndex {
  byId: Map<string, HTMLLabelElement[]>;
  /** Reports the changes that could make the index stale: added nodes and changed `for`s. */
  watcher: MutationObserver;
}

/**
 * A cache: per root, the index of its `label[for]` while the current task
 * mounts; dropped at the next microtask, or as soon as its watcher saw the
 * tree change.
 */
const indexes = new Map<Node, ForIndex>();

function forIndex(root: Document | ShadowRoot): ForIndex {
  const cached = indexes.get(root);
  if (cached && !cached.watcher.takeRecords().some(addsLabels)) return cached;
  cached?.watcher.disconnect();
  const byId = new Map<string, HTMLLabelElement[]>();
  for (const label of root.querySelectorAll<HTMLLabelElement>('label[for]')) {
    const list = byId.get(label.htmlFor);
    if (list) list.push(label);
    else byId.set(label.htmlFor, [label]);
  }
  const watcher = new MutationObserver(() => {});
  watcher.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['for'] });
  const index = { byId, watcher };
  if (indexes.size === 0) queueMicrotask(dropIndexes);
  indexes.set(root, index);
  return index;
}

/**
 * Whether a change may have added a `label[for]` (the widgets mounted meanwhile add none); a
 * removed label is left out at lookup.
 */
function addsLabels(record: MutationRecord): boolean {
  if (record.type === 'attributes') return true;
  return Array.from(record.addedNodes).some(
    (node) => node instanceof Element && (node.matches('label') || node.querySelector('label') !== null),
  );
}

function dropIndexes(): void {
  for (const index of indexes.values()) index.watcher.disconnect();
  indexes.clear();
}

/** The `<label for>` elements whose `for` is `element`'s id, in tree order. */
export function labelsPointingAt(element: HTMLElement): HTMLLabelElement[] {
  if (!element.id) return [];
  const root = element.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return [];
  const { id } = element;
  const labels = forIndex(root).byId.get(id) ?? [];
  return labels.filter((label) => label.htmlFor === id && label.getRootNode() === root);
}

/**
 * The labels of a labelable element (a `<select>`, a form-associated
 * custom element), as its `labels` lists them: those pointing at its id and
 * a `<label>` around it without a `for`, in tree order.
 */
export function labelsOf(element: HTMLElement): HTMLLabelElement[] {
  const labels = labelsPointingAt(element).filter((label) => label.control === element);
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node instanceof HTMLLabelElement && !node.hasAttribute('for') && node.control === element) {
      labels.push(node);
    }
  }
  return labels.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}
