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
  // A kept tag that a move took out of the page for a moment lost the focus: it gets it back.
  if (wanted.length === 0 || (active?.matches(TAG_SELECTOR) && scope.activeElement === active)) return;
  const now = tagsByValue(values);
  const next = wanted.map((value) => now.get(value)).find((tag) => tag) ?? moreChip(view);
  if (next) next.focus(CODE_FOCUS);
  else field();
}

/** The tags shown, by value: a tag that reads the same is kept (sameTag), and so is a screen reader's focus on it. */
export const tagsByValue = (values: HTMLElement) =>
  new Map(Array.from(values.querySelectorAll<HTMLElement>(TAG_SELECTOR), (tag) => [tag.dataset.value, tag]));

/** The tag shown for a value when it reads as the one built now, in its new column; else the new one. */
export function sameTag(shown: HTMLElement | undefined, built: HTMLElement): HTMLElement {
  shown?.setAttribute('aria-colindex', built.getAttribute('aria-colindex') as string);
  return shown?.isEqualNode(built) ? shown : built;
}

/**
 * Puts `next` in `values`, moving only what changed. A focused tag that goes
 * stays, emptied and no longer a tag, until the next key or press in `root` or
 * the focus leaves it (then `gone` runs): removed at once, Orca moved to the
 * row's first tag (or the field) itself and said nothing when the widget
 * focused that one; a few frames later, a busy Orca still found it gone.
 */
export function placeTags(values: HTMLElement, next: Node[], root: HTMLElement, gone: () => void): boolean {
  // Empty (a widget's first render): no tag to keep, none focused.
  if (!values.firstChild) {
    for (const node of next) values.append(node);
    return false;
  }
  const keep = new Set(next);
  const focused = (values.getRootNode() as Document | ShadowRoot).activeElement;
  const held = focused?.closest(TAG_SELECTOR);
  const leaving = held?.parentNode === values && !keep.has(held) ? held : undefined;
  for (const child of Array.from(values.children)) if (!keep.has(child) && child !== leaving) child.remove();
  let at: ChildNode | null = values.firstChild;
  for (const node of next) {
    while (at && !keep.has(at)) at = at.nextSibling;
    if (node === at) at = at.nextSibling;
    else values.insertBefore(node, at);
  }
  if (!leaving) return false;
  for (const name of leaving.getAttributeNames())
    if (!/^(role|tabindex)$/.test(name)) leaving.removeAttribute(name);
  Object.assign(leaving, { className: cls.tagLeaving, textContent: '' });
  const stop = new AbortController();
  const done = (event: Event) => {
    if (root.contains((event as FocusEvent).relatedTarget as Node | null)) return;
    stop.abort();
    leaving.remove();
    gone();
  };
  for (const type of ['keydown', 'pointerdown', 'focusout'])
    root.addEventListener(type, done, { capture: true, signal: stop.signal });
  return true;
}
