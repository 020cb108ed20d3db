/**
 * A widget's markup that no live widget owns: a page snapshot put back
 * (Turbo Drive's cache, htmx's history, Barba) or an element cloned with
 * its widget. A new widget on the same element takes its place: the copy
 * goes, and what the old widget did to the mount comes off before the mount
 * is read, so one control shows and `destroy()` leaves the element as the
 * page wrote it.
 */
import { cls } from './classes';

/** The roots of the widgets alive now. */
const liveRoots = new WeakSet<Element>();

/** Marks `root` as a live widget's until the returned release runs (destroy). */
export function markLive(root: HTMLElement): () => void {
  liveRoots.add(root);
  return () => liveRoots.delete(root);
}

const isStaleRoot = (node: Element | null): node is HTMLElement =>
  node instanceof HTMLElement && node.classList.contains(cls.root) && !liveRoots.has(node);

/** Removes a stale copy of a widget on `mount` and undoes what its widget did to the mount. */
export function clearStaleCopy(mount: HTMLElement): void {
  if (mount instanceof HTMLSelectElement) {
    // Only a select an old widget hid: a stray root after any other select is the page's own business.
    if (!mount.classList.contains(cls.native)) return;
    const next = mount.nextElementSibling;
    if (isStaleRoot(next)) next.remove();
    mount.classList.remove(cls.native);
    if (mount.classList.length === 0) mount.removeAttribute('class');
    mount.style.removeProperty('content-visibility');
    if (mount.style.length === 0) mount.removeAttribute('style');
    mount.removeAttribute('aria-hidden');
    mount.removeAttribute('tabindex');
    return;
  }
  for (const child of Array.from(mount.children)) {
    if (!isStaleRoot(child)) continue;
    // The old widget moved the mount's `aria-label` onto its combobox.
    const label = child.querySelector(`.${cls.control}`)?.getAttribute('aria-label');
    if (label && !mount.hasAttribute('aria-label') && !mount.hasAttribute('aria-labelledby'))
      mount.setAttribute('aria-label', label);
    child.remove();
  }
}
