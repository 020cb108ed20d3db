/**
 * Which changes to the `<option>` / `<optgroup>` children of `<widget-select>`
 * concern its options (the core's native reader reads them, nested
 * optgroups included), and the observer that watches them.
 */
/** Whether a mutation of the element concerns its children rather than its own rendering in `mount`. */
export function concernsChildren(record: MutationRecord, host: Element, mount: Element): boolean {
  if (mount.contains(record.target)) return false;
  // The element's own attributes reach attributeChangedCallback instead.
  if (record.type === 'attributes') return record.target !== host;
  if (record.type !== 'childList') return true;
  return [...record.addedNodes, ...record.removedNodes].some((node) => node !== mount);
}

/** Observes the options and their attributes and text (the element's own attributes are observed apart). */
export function watchChildren(host: Element, onChange: MutationCallback): MutationObserver {
  const observer = new MutationObserver(onChange);
  observer.observe(host, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['value', 'label', 'selected', 'disabled'],
  });
  return observer;
}
