/**
 * The closed control as a cascader shows it. It names a leaf by its path:
 * a single select shows "Asia / Vietnam / Hanoi"; a tag shows the leaf's
 * label (or the path with `tagPath`) and is named by the path either way.
 * Written over what the control rendered, after it rendered (a template of
 * the page's own stays). Its popup is a listbox (the columns).
 */
import { cls } from '../../view/classes';
import { attr } from '../../view/dom';
import type { FeatureView } from '../../view/feature-view';
import { pathLabel } from './path';

/** Returns what stops it (the default entry's stand-in hands over to the columns' chunk). */
export function columnsControl(view: FeatureView<unknown>): () => void {
  const stopPaths = showPaths(view);
  // The columns are listboxes: the control says so (the view's render says "tree" for tree data).
  const popup = () => attr(view.control, 'aria-haspopup', 'listbox');
  popup();
  const stopPopup = view.onCommit(popup);
  return () => {
    stopPaths();
    stopPopup();
  };
}

function showPaths(view: FeatureView<unknown>): () => void {
  const { port, root } = view;
  const write = () => {
    const { dataset, options } = port.derived;
    if (options.templateSelection) return;
    const separator = options.pathSeparator;
    const path = (value: string | undefined): string | null => {
      const entry = value === undefined ? -1 : dataset.indexOf(value);
      return entry < 0 || (dataset.entries[entry]?.depth ?? 0) === 0
        ? null
        : pathLabel(dataset, entry, separator);
    };
    const single = root.querySelector<HTMLElement>(`.${cls.value}`);
    const text = single && !options.multiple ? path(port.state.value[0]) : null;
    if (single && text !== null) {
      const label = single.querySelector(`.${cls.label}`) ?? single;
      label.textContent = text;
    }
    for (const tag of root.querySelectorAll<HTMLElement>(`.${cls.tag}[data-value]`)) {
      const full = path(tag.dataset.value);
      if (full === null) continue;
      tag.setAttribute('aria-label', full);
      const label = tag.querySelector(`.${cls.label}`) ?? tag.querySelector(`.${cls.tagLabel}`);
      if (options.tagPath && label) label.textContent = full;
    }
  };
  write();
  return view.onCommit(write);
}
