/**
 * Finding and focusing the tags of a multiple select: the control's input
 * (tags.ts, input-keys.ts) and the tags feature's sortable chips and "+N
 * more" list use them, so they stay with the closed control.
 */
import { cls } from './classes';
import { CODE_FOCUS, KEY_FOCUS } from './dom';
import type { FeatureView } from './feature-view';

/** What finding and focusing the tags reads of the view. */
type TagsHost = Pick<FeatureView<unknown>, 'controlView' | 'focusControl'>;

export const TAG_SELECTOR = `.${cls.tag}[data-value]`;

export function tagElements(view: TagsHost): HTMLElement[] {
  return Array.from(view.controlView.values.querySelectorAll<HTMLElement>(TAG_SELECTOR));
}

/**
 * Focuses the tag of `value` (after a re-render), else the "+N more" chip
 * its tag hides behind (focusable with `widget-select/tags`), else the
 * control; `byKey` shows the ring.
 */
export function focusTag(view: TagsHost, value: string | undefined, byKey: boolean): void {
  const tag = tagElements(view).find((element) => element.dataset.value === value) ?? moreChip(view);
  if (tag) tag.focus(byKey ? KEY_FOCUS : CODE_FOCUS);
  else view.focusControl(byKey);
}

/** The focusable "+N more" chip, if any. */
export const moreChip = (view: TagsHost): HTMLElement | null =>
  view.controlView.values.querySelector<HTMLElement>(`.${cls.tagMore}[tabindex]`);
