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
 * its tag hides behind (focusable with `widget-select/tags`), else the last
 * tag shown, else the control; `byKey` shows the ring.
 */
export function focusTag(view: TagsHost, value: string | undefined, byKey: boolean): void {
  const tags = tagElements(view);
  // A large selection's last tags come in later: the last tag shown stands in for them.
  const tag = tags.find((element) => element.dataset.value === value) ?? moreChip(view) ?? tags.at(-1);
  if (tag) tag.focus(byKey ? KEY_FOCUS : CODE_FOCUS);
  else view.focusControl(byKey);
}

/** The focusable "+N more" chip, if any. */
export const moreChip = (view: TagsHost): HTMLElement | null =>
  view.controlView.values.querySelector<HTMLElement>(`.${cls.tagMore}[tabindex]`);

/**
 * Runs `render`, which rebuilds the tags: a focused tag that goes (code
 * removed its value, or a refit) hands focus to its own new tag, else to
 * the next tag still shown or the "+N more" chip, else to `field`; never
 * to the page.
 */
export function keepingTagFocus(view: TagsHost, render: () => void, field: () => void): void {
  const { values } = view.controlView;
  const scope = values.getRootNode() as Document | ShadowRoot;
  const active = scope.activeElement?.closest<HTMLElement>(TAG_SELECTOR);
  const tags = active && values.contains(active) ? tagElements(view) : [];
  const wanted = tags.slice(tags.indexOf(active as HTMLElement)).map((tag) => tag.dataset.value);
  render();
  if (wanted.length === 0 || values.contains(scope.activeElement)) return;
  const now = new Map(tagElements(view).map((tag) => [tag.dataset.value, tag]));
  const next = wanted.map((value) => now.get(value)).find((tag) => tag) ?? moreChip(view);
  if (next) next.focus(CODE_FOCUS);
  else field();
}
